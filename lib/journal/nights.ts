import "server-only";
import type { Tx } from "@/lib/db/sql";
import { addDays, runsOf, type Run } from "./streak";

/** How far back the calendar and the streak look: a streak longer than this shows as this long. */
export const NIGHTS_LOOKBACK_DAYS = 400;

/**
 * The nights (dreamt_on, 'YYYY-MM-DD') with at least one dream, from `since` on, newest first.
 * `tx` acts as the member, so RLS scopes the rows. It hops from night to night down the
 * (user_id, dreamt_on) index, one probe per night, so a night with 30 dreams costs what one with
 * a single dream does (a `select distinct` read every dream of the 400 days).
 */
export async function recordedNights(tx: Tx, today: string, days = NIGHTS_LOOKBACK_DAYS): Promise<string[]> {
  const from = addDays(today, -days);
  const rows = await tx<{ night: string }[]>`
    with recursive nights(night) as (
      (select d.dreamt_on from public.dream_logs d where d.dreamt_on <= ${addDays(today, 2)}::date order by d.dreamt_on desc limit 1)
      union all
      select (select d.dreamt_on from public.dream_logs d where d.dreamt_on < n.night order by d.dreamt_on desc limit 1)
      from nights n where n.night >= ${from}::date
    )
    select n.night::text as night from nights n where n.night >= ${from}::date order by n.night desc`;
  return rows.map((r) => r.night);
}

/** What the DreamLog's calendar needs: the nights around this month and the latest runs of nights. */
export async function calendarNights(tx: Tx, today: string): Promise<{ nights: string[]; runs: Run[] }> {
  const all = await recordedNights(tx, today);
  // Any time zone's month lies within these days of the server's date.
  const from = addDays(today, -45);
  return { nights: all.filter((n) => n >= from), runs: runsOf(all).slice(0, 3) };
}
