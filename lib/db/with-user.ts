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
 * The statement that makes the rest of the transaction run as the user. The claims are checked
 * here, synchronously: invalid claims throw before anything is sent.
 */
function userRole(tx: Tx, claims: UserClaims) {
  const verified = userClaimsSchema.parse(claims);
  return tx`select set_config('request.jwt.claims', ${JSON.stringify(verified)}, true), set_config('role', 'authenticated', true)`;
}

const serviceRole = (tx: Tx) => tx`select set_config('request.jwt.claims', '', true), set_config('role', 'service_role', true)`;

/** From here on in this transaction, statements run as the user, under RLS (as PostgREST does). */
export async function actAsUser(tx: Tx, claims: UserClaims) {
  await userRole(tx, claims);
}

/** From here on in this transaction, statements run as service_role: only for schema `private`. */
export async function actAsService(tx: Tx) {
  await serviceRole(tx);
}

/**
 * Sends the role switch and `fn`'s statements without waiting for the switch's answer in between
 * (one round trip less per switch: the interpret action makes three). Safe because postgres.js
 * sends a transaction's statements in the order they are executed, and the switch is executed
 * here, before `fn` runs (a query awaited in `fn` executes only a microtask later); Postgres runs
 * them in that order on the transaction's one connection, and if the switch fails the transaction
 * is aborted and every later statement fails with it. tests/integration/role-switch-pipelined.test.ts.
 */
async function thenRun<T>(role: { execute(): unknown }, fn: () => Promise<T>): Promise<T> {
  const switched = role.execute();
  const [, result] = await Promise.all([switched, fn()]);
  return result;
}

/** `fn`'s statements as the user (`actAsUser`, then `fn`, pipelined). */
export function asUserThen<T>(tx: Tx, claims: UserClaims, fn: () => Promise<T>): Promise<T> {
  return thenRun(userRole(tx, claims), fn);
}

/** `fn`'s statements as service_role (`actAsService`, then `fn`, pipelined). */
export function asServiceThen<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  return thenRun(serviceRole(tx), fn);
}

/**
 * Runs `fn` in a transaction as role `authenticated` with the caller's claims, so row level
 * security guards every statement even if a query forgets a filter. Claims must come from a
 * verified session (getClaims), never from the client.
 */
export async function withUser<T>(claims: UserClaims, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin((tx) => asUserThen(tx, claims, () => fn(tx))) as Promise<T>;
}

/** Runs `fn` as the service role: only the narrow privileged functions in schema `private`. */
export async function asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin((tx) => asServiceThen(tx, () => fn(tx))) as Promise<T>;
}

/** A transaction that switches roles itself (quota as service, then the user's own rows). */
export async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(fn) as Promise<T>;
}
