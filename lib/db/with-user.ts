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

/** From here on in this transaction, statements run as the user, under RLS (as PostgREST does). */
export async function actAsUser(tx: Tx, claims: UserClaims) {
  const verified = userClaimsSchema.parse(claims);
  await tx`select set_config('request.jwt.claims', ${JSON.stringify(verified)}, true), set_config('role', 'authenticated', true)`;
}

/** From here on in this transaction, statements run as service_role: only for schema `private`. */
export async function actAsService(tx: Tx) {
  await tx`select set_config('request.jwt.claims', '', true), set_config('role', 'service_role', true)`;
}

/**
 * Runs `fn` in a transaction as role `authenticated` with the caller's claims, so row level
 * security guards every statement even if a query forgets a filter. Claims must come from a
 * verified session (getClaims), never from the client.
 */
export async function withUser<T>(claims: UserClaims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await actAsUser(tx, claims);
    return fn(tx);
  }) as Promise<T>;
}

/** Runs `fn` as the service role: only the narrow privileged functions in schema `private`. */
export async function asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await actAsService(tx);
    return fn(tx);
  }) as Promise<T>;
}

/** A transaction that switches roles itself (quota as service, then the user's own rows). */
export async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(fn) as Promise<T>;
}
