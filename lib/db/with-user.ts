import "server-only";
import { z } from "zod";
import { sql, type Tx } from "./sql";

/** The verified JWT claims we pass to Postgres; RLS reads them through auth.uid() / auth.jwt(). */
export const userClaimsSchema = z.object({
  sub: z.uuid(),
  role: z.literal("authenticated"),
  email: z.string().optional(),
  session_id: z.string().optional(),
  aal: z.string().optional(),
});
export type UserClaims = z.infer<typeof userClaimsSchema>;

/**
 * Runs `fn` in a transaction as role `authenticated` with the caller's claims, the way PostgREST
 * does, so row level security guards every statement even if a query forgets a filter.
 * Claims must come from a verified session (getClaims), never from the client.
 */
export async function withUser<T>(claims: UserClaims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const verified = userClaimsSchema.parse(claims);
  return sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(verified)}, true), set_config('role', 'authenticated', true)`;
    return fn(tx);
  }) as Promise<T>;
}

/**
 * Runs `fn` as the service role: only for the narrow privileged paths (quota functions, payment
 * activation) that live in schema `private`.
 */
export async function asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select set_config('role', 'service_role', true)`;
    return fn(tx);
  }) as Promise<T>;
}
