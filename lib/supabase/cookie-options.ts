import { publicEnv } from "@/lib/env/public";

/**
 * The browser never talks to Supabase, so the session cookies can be httpOnly. Secure whenever
 * the site is served over https (production); plain http only on localhost.
 */
export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  secure: publicEnv.NEXT_PUBLIC_SITE_URL.startsWith("https://"),
  path: "/",
};

/** True when a request carries a Supabase session cookie (sb-<ref>-auth-token, maybe chunked). */
export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) if (name.startsWith("sb-") && name.includes("-auth-token")) return true;
  return false;
}
