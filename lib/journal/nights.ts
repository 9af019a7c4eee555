import "server-only";
import type { Tx } from "@/lib/db/sql";
import { addDays, runsOf, type Run } from "./streak";

/** How far back the calendar and the streak look: a streak longer than this shows as this long. */
export const NIGHTS_LOOKBACK_DAYS = 400;

/**
 * The nights (dreamt_on, 'YYYY-MM-DD') with at least one dream, from `since` on, newest first.
 * `tx` acts as the member, so RLS scopes the rows.
 */
export async function recordedNights(tx: Tx, today: string, days = NIGHTS_LOOKBACK_DAYS): Promise<string[]> {
  const rows = await tx<{ night: string }[]>`
    select distinct dreamt_on::text as night from public.dream_logs
    where dreamt_on between ${addDays(today, -days)}::date and ${addDays(today, 2)}::date
    order by night desc`;
  return rows.map((r) => r.night);
}

/** What the DreamLog's calendar needs: the nights around this month and the latest runs of nights. */
export async function calendarNights(tx: Tx, today: string): Promise<{ nights: string[]; runs: Run[] }> {
  const all = await recordedNights(tx, today);
  // Any time zone's month lies within these days of the server's date.
  const from = addDays(today, -45);
  return { nights: all.filter((n) => n >= from), runs: runsOf(all).slice(0, 3) };
}
