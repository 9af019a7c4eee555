import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db/sql";
import { DREAM_COLUMNS, toEntry, type DreamEntry, type DreamRow } from "./log";

/** All functions take a transaction acting as the user: RLS hides every other user's dream. */

/** One dream of the user's, or null for an unknown id, another user's id or a malformed id alike. */
export async function getDream(tx: Tx, id: string): Promise<DreamEntry | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await tx<DreamRow[]>`select ${tx.unsafe(DREAM_COLUMNS)} from public.dream_logs where id = ${id}`;
  return row ? toEntry(row) : null;
}

export type RelatedDream = { id: string; dreamText: string; title: string | null; dreamtOn: string; shared: string[] };

/** Normalised symbol names (lower case, single spaces), as compared across dreams. */
export function symbolKeys(symbols: { symbol: string }[]): string[] {
  return [...new Set(symbols.map((s) => s.symbol.toLowerCase().replace(/\s+/g, " ").trim()).filter(Boolean))];
}

/**
 * Other dreams of the user's that share symbols with this one: most shared symbols first, then
 * the newest.
 */
export async function relatedDreams(tx: Tx, dream: DreamEntry, limit = 6): Promise<RelatedDream[]> {
  const keys = symbolKeys(dream.interpretation?.symbols ?? []);
  if (keys.length === 0) return [];
  const rows = await tx<{ id: string; dream_text: string; title: string | null; dreamt_on: string; shared: string[] }[]>`
    select d.id, d.dream_text, d.title, d.dreamt_on::text as dreamt_on, s.shared
    from public.dream_logs d
    cross join lateral (
      select array_agg(distinct k order by k) as shared
      from jsonb_array_elements(case when jsonb_typeof(d.interpretation -> 'symbols') = 'array' then d.interpretation -> 'symbols' else '[]'::jsonb end) e,
        lateral (select lower(regexp_replace(btrim(e ->> 'symbol'), '[[:space:]]+', ' ', 'g')) as k) n
      where n.k = any(${keys}::text[])
    ) s
    where d.id <> ${dream.id} and s.shared is not null
    order by cardinality(s.shared) desc, d.dreamt_on desc, d.created_at desc, d.id desc
    limit ${limit}`;
  return rows.map((r) => ({ id: r.id, dreamText: r.dream_text, title: r.title, dreamtOn: r.dreamt_on, shared: r.shared }));
}
