import "server-only";
import type { Tx } from "@/lib/db/sql";
import { emotionName } from "@/lib/interpret/emotion-names";

/** Patterns are read from the most recent dreams, so a 10,000-dream journal opens as fast as a small one. */
export const PATTERN_WINDOW = 1000;
const TIMELINE_MONTHS = 6;

export type Count = { name: string; count: number };
export type DreamPatterns = {
  dreamCount: number;
  symbols: Count[];
  emotions: { code: string; label: string; count: number }[];
  themes: Count[];
  characters: Count[];
  timeline: { months: string[]; series: { symbol: string; counts: number[] }[] };
};

/** Recurring symbols, emotion balance, themes, characters and a monthly symbol timeline. */
export async function dreamPatterns(tx: Tx, now = new Date()): Promise<DreamPatterns> {
  const recent = tx`(select id, created_at, interpretation from public.dream_logs order by created_at desc limit ${PATTERN_WINDOW})`;
  const [[{ n }], symbols, emotions, themes, characters] = await Promise.all([
    tx<{ n: number }[]>`select count(*)::int as n from ${recent} r`,
    tx<Count[]>`
      select lower(s ->> 'symbol') as name, count(distinct r.id)::int as count
      from ${recent} r, jsonb_array_elements(coalesce(r.interpretation -> 'symbols', '[]')) s
      group by 1 order by 2 desc, 1 limit 12`,
    tx<{ code: string; count: number }[]>`
      select e ->> 'code' as code, count(distinct r.id)::int as count
      from ${recent} r, jsonb_array_elements(coalesce(r.interpretation -> 'emotions', '[]')) e
      group by 1 order by 2 desc`,
    tx<Count[]>`
      select t as name, count(distinct r.id)::int as count
      from ${recent} r, jsonb_array_elements_text(coalesce(r.interpretation -> 'themes', '[]')) t
      group by 1 order by 2 desc, 1 limit 8`,
    tx<Count[]>`
      select lower(c ->> 'label') as name, count(distinct r.id)::int as count
      from ${recent} r, jsonb_array_elements(coalesce(r.interpretation -> 'characters', '[]')) c
      where c ->> 'kind' is distinct from 'self'
      group by 1 order by 2 desc, 1 limit 8`,
  ]);

  const months = Array.from({ length: TIMELINE_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (TIMELINE_MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
  const topSymbols = symbols.slice(0, 4).map((s) => s.name);
  const timelineRows = topSymbols.length
    ? await tx<{ name: string; month: string; count: number }[]>`
        select lower(s ->> 'symbol') as name, to_char(r.created_at at time zone 'UTC', 'YYYY-MM') as month, count(distinct r.id)::int as count
        from ${recent} r, jsonb_array_elements(coalesce(r.interpretation -> 'symbols', '[]')) s
        where r.created_at >= ${months[0] + "-01"}::date and lower(s ->> 'symbol') = any(${topSymbols})
        group by 1, 2`
    : [];
  const series = topSymbols.map((symbol) => ({
    symbol,
    counts: months.map((m) => timelineRows.find((r) => r.name === symbol && r.month === m)?.count ?? 0),
  }));

  return {
    dreamCount: n,
    symbols,
    emotions: emotions.map((e) => ({ code: e.code, label: emotionName(e.code), count: e.count })),
    themes,
    characters,
    timeline: { months, series },
  };
}
