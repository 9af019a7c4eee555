import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db/sql";

export const FREE_DAILY_INTERPRETATIONS = 1;

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

/** Counts one interpretation for a signed-in user, atomically (caller's tx must act as service). */
export async function consumeUserQuota(tx: Tx, userId: string, day = quotaDay()): Promise<QuotaOutcome> {
  const [row] = await tx<{ outcome: string }[]>`
    select private.consume_user_quota(${userId}, ${day}::date, ${FREE_DAILY_INTERPRETATIONS}) as outcome`;
  return outcomeSchema.parse(row.outcome);
}

/** Counts one interpretation for a visitor against each key's daily cap; false when any is full. */
export async function consumeVisitorQuota(tx: Tx, keys: { key: string; limit: number }[], day = quotaDay()): Promise<boolean> {
  const [row] = await tx<{ ok: boolean }[]>`
    select private.consume_visitor_quota(${keys.map((k) => k.key)}::text[], ${keys.map((k) => k.limit)}::int[], ${day}::date) as ok`;
  return row.ok;
}

export type UsageStatus = { used: number; limit: number; remaining: number; resetsAt: string };

/** Today's count for the signed-in user (caller's tx acts as the user; RLS limits it to their row). */
export async function readUserUsage(tx: Tx, day = quotaDay()): Promise<UsageStatus> {
  const [row] = await tx<{ used: number }[]>`
    select case when last_interpretation_date = ${day}::date then daily_interpretations_used else 0 end as used
    from public.usage_limits`;
  const used = row?.used ?? 0;
  return { used, limit: FREE_DAILY_INTERPRETATIONS, remaining: Math.max(0, FREE_DAILY_INTERPRETATIONS - used), resetsAt: quotaResetsAt().toISOString() };
}
