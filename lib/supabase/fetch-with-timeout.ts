import { z } from "zod";

/**
 * The fetch the Supabase clients use: every call to Auth is bounded, so a hung Auth service
 * fails like a down one (the caller shows its "couldn't reach the sign-in service" message)
 * instead of holding the request. AUTH_TIMEOUT_MS, default 5 s.
 */
const timeoutMs = z.coerce
  .number()
  .int()
  .min(500)
  .default(5_000)
  .parse(process.env.AUTH_TIMEOUT_MS || undefined);

export const fetchWithTimeout: typeof fetch = (input, init) => {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  return fetch(input, { ...init, signal });
};
