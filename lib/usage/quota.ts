import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db/sql";
import { serverEnv } from "@/lib/env/server";

export const FREE_DAILY_INTERPRETATIONS = 1;
/** The refusal a signed-in free user meets at the daily limit (spec §8). */
export const DAILY_LIMIT_USER_MESSAGE = "You've reached your daily limit of free interpretations";

/** The quota day is the UTC calendar day. */
export function quotaDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** When today's quota resets: the next UTC midnight. */
export function quotaResetsAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

const outcomeSchema = z.enum(["premium", "ok", "limit"]);
export type QuotaOutcome = z.infer<typeof outcomeSchema>;

/**
 * How long a reservation holds its count before it is given back as abandoned (a server that died
 * between reserving and saving). Longer than any interpretation may take (the LLM's time limit).
 */
export function reservationTtlSeconds(): number {
  return Math.ceil(serverEnv.LLM_TIMEOUT_MS / 1000) + 60;
}

const reservationSchema = z.object({ outcome: outcomeSchema, reservation: z.uuid().nullable() });
export type UserReservation = z.infer<typeof reservationSchema>;

/** Counts one interpretation and records a reservation for it (caller's tx must act as service). */
export async function reserveUserQuota(tx: Tx, userId: string, day = quotaDay()): Promise<UserReservation> {
  const [row] = await tx`
    select outcome, reservation from private.reserve_user_quota(${userId}, ${day}::date, ${FREE_DAILY_INTERPRETATIONS}, ${reservationTtlSeconds()})`;
  return reservationSchema.parse(row);
}

/** A visitor's reservation against each key's daily cap; null when any key is full. */
export async function reserveVisitorQuota(tx: Tx, keys: { key: string; limit: number }[], day = quotaDay()): Promise<string | null> {
  const [row] = await tx<{ id: string | null }[]>`
    select private.reserve_visitor_quota(${keys.map((k) => k.key)}::text[], ${keys.map((k) => k.limit)}::int[], ${day}::date, ${reservationTtlSeconds()}) as id`;
  return row.id;
}

/** The visitor's interpretation was produced: keep the count (false when the day filled up meanwhile). */
export async function commitVisitorReservation(
  tx: Tx,
  id: string,
  keys: { key: string; limit: number }[],
  day = quotaDay(),
): Promise<boolean> {
  const [row] = await tx<{ ok: boolean }[]>`
    select private.commit_visitor_reservation(${id}, ${keys.map((k) => k.key)}::text[], ${keys.map((k) => k.limit)}::int[], ${day}::date) as ok`;
  return row.ok;
}

/** Gives a reservation's count back; false when it was already saved, released or expired. */
export async function releaseReservation(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx<{ released: boolean }[]>`select private.release_reservation(${id}) as released`;
  return row.released;
}

export type UsageStatus = { used: number; limit: number; remaining: number; resetsAt: string };

/** Today's count for the signed-in user (caller's tx acts as the user; RLS limits it to their row). */
export async function readUserUsage(tx: Tx, day = quotaDay()): Promise<UsageStatus> {
  const [row] = await tx<{ used: number }[]>`
    select case when last_interpretation_date = ${day}::date then daily_interpretations_used else 0 end as used
    from public.usage_limits`;
  const used = row?.used ?? 0;
  return {
    used,
    limit: FREE_DAILY_INTERPRETATIONS,
    remaining: Math.max(0, FREE_DAILY_INTERPRETATIONS - used),
    resetsAt: quotaResetsAt().toISOString(),
  };
}
