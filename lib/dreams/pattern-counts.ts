import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db/sql";
import type { Recurrences } from "@/lib/interpret/history";
import { EMOTION_CODES, type EmotionCode } from "@/lib/interpret/schema";

/**
 * The one "recurring symbols" of the app: how many of a user's interpreted dreams hold each
 * symbol, feeling, theme, character and shape. The counts are kept by triggers on dream_logs
 * (supabase/migrations/20261124100000_dream_pattern_aggregates.sql), so reading them costs the
 * number of names asked for, not the size of the journal. Every function takes a transaction
 * acting as the user: RLS scopes the rows to them.
 */

export type PatternKind = "symbol" | "emotion" | "theme" | "character" | "arc";
export type Count = { name: string; count: number };

const countRows = z.array(z.object({ name: z.string(), count: z.number().int() }));

/** A UTC day as the day buckets store it. */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** Interpreted dreams in the whole journal, or in [since, until) by the day they were saved (UTC). */
export async function dreamTotal(tx: Tx, range?: { since: Date; until: Date }): Promise<number> {
  const [row] = range
    ? await tx`select coalesce(sum(dreams), 0)::int as count from public.dream_pattern_days
        where kind = 'dream' and day >= ${utcDay(range.since)}::date and day < ${utcDay(range.until)}::date`
    : await tx`select coalesce(sum(dreams), 0)::int as count from public.dream_pattern_totals where kind = 'dream'`;
  return z.number().int().parse(row.count);
}

/** The most frequent names of one kind, most dreams first (ties by name), over the whole journal. */
export async function topPatterns(tx: Tx, kind: PatternKind, limit: number): Promise<Count[]> {
  return countRows.parse(
    await tx`select name, dreams as count from public.dream_pattern_totals
      where kind = ${kind} order by dreams desc, name limit ${limit}`,
  );
}

/** The same, over the dreams saved in [since, until) (UTC days). */
export async function topPatternsBetween(tx: Tx, kind: PatternKind, since: Date, until: Date, limit: number): Promise<Count[]> {
  return countRows.parse(
    await tx`select name, sum(dreams)::int as count from public.dream_pattern_days
      where kind = ${kind} and day >= ${utcDay(since)}::date and day < ${utcDay(until)}::date
      group by name order by 2 desc, name limit ${limit}`,
  );
}

/** For each name, the dreams saved before `before` that hold it (absent names: none). */
export async function countsBefore(tx: Tx, kind: PatternKind, names: string[], before: Date): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = countRows.parse(
    await tx`select t.name, (t.dreams - coalesce((select sum(d.dreams) from public.dream_pattern_days d
        where d.user_id = t.user_id and d.kind = t.kind and d.name = t.name and d.day >= ${utcDay(before)}::date), 0))::int as count
      from public.dream_pattern_totals t where t.kind = ${kind} and t.name = any(${names}::text[])`,
  );
  return new Map(rows.map((r) => [r.name, r.count]));
}

/** Dreams per calendar month (UTC, 'YYYY-MM') for the given names, from `since` on. */
export async function monthlyCounts(tx: Tx, kind: PatternKind, names: string[], since: Date) {
  if (names.length === 0) return [];
  return z.array(z.object({ name: z.string(), month: z.string(), count: z.number().int() })).parse(
    await tx`select name, to_char(day, 'YYYY-MM') as month, sum(dreams)::int as count from public.dream_pattern_days
      where kind = ${kind} and name = any(${names}::text[]) and day >= ${utcDay(since)}::date
      group by 1, 2`,
  );
}

/** Names beyond this many per kind recur too rarely to be worth a sentence. */
const RECURRENCE_NAMES = 200;

/** What the interpretation's history note needs: the journal's size and its most frequent names. */
export async function readRecurrences(tx: Tx): Promise<Recurrences> {
  const [window, symbols, themes, emotions] = await Promise.all([
    dreamTotal(tx),
    topPatterns(tx, "symbol", RECURRENCE_NAMES),
    topPatterns(tx, "theme", RECURRENCE_NAMES),
    topPatterns(tx, "emotion", EMOTION_CODES.length),
  ]);
  const isCode = (c: string): c is EmotionCode => (EMOTION_CODES as readonly string[]).includes(c);
  return {
    window,
    symbols: new Map(symbols.map((s) => [s.name, s.count])),
    themes: new Map(themes.map((t) => [t.name, t.count])),
    emotions: new Map(emotions.flatMap((e) => (isCode(e.name) ? [[e.name, e.count] as const] : []))),
  };
}
