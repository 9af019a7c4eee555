import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db/sql";
import { storedInterpretationSchema } from "@/lib/interpret/schema";
import type { DreamEntry } from "./log";

/** All functions take a transaction acting as the user: RLS hides every other user's dream. */

/** One dream of the user's, or null for an unknown id, another user's id or a malformed id alike. */
export async function getDream(tx: Tx, id: string): Promise<DreamEntry | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await tx<{ id: string; dream_text: string; created_at: Date; interpretation: unknown }[]>`
    select id, dream_text, created_at, interpretation from public.dream_logs where id = ${id}`;
  if (!row) return null;
  const parsed = storedInterpretationSchema.safeParse(row.interpretation);
  if (!parsed.success) return null;
  return { id: row.id, dreamText: row.dream_text, createdAt: row.created_at.toISOString(), interpretation: parsed.data };
}

export type RelatedDream = { id: string; dreamText: string; createdAt: string; shared: string[] };

/** Normalised symbol names (lower case, single spaces), as compared across dreams. */
export function symbolKeys(symbols: { symbol: string }[]): string[] {
  return [...new Set(symbols.map((s) => s.symbol.toLowerCase().replace(/\s+/g, " ").trim()).filter(Boolean))];
}

/**
 * Other dreams of the user's that share symbols with this one: most shared symbols first, then
 * the newest.
 */
export async function relatedDreams(tx: Tx, dream: DreamEntry, limit = 6): Promise<RelatedDream[]> {
  const keys = symbolKeys(dream.interpretation.symbols);
  if (keys.length === 0) return [];
  const rows = await tx<{ id: string; dream_text: string; created_at: Date; shared: string[] }[]>`
    select d.id, d.dream_text, d.created_at, s.shared
    from public.dream_logs d
    cross join lateral (
      select array_agg(distinct k order by k) as shared
      from jsonb_array_elements(case when jsonb_typeof(d.interpretation -> 'symbols') = 'array' then d.interpretation -> 'symbols' else '[]'::jsonb end) e,
        lateral (select lower(regexp_replace(btrim(e ->> 'symbol'), '[[:space:]]+', ' ', 'g')) as k) n
      where n.k = any(${keys}::text[])
    ) s
    where d.id <> ${dream.id} and s.shared is not null
    order by cardinality(s.shared) desc, d.created_at desc, d.id desc
    limit ${limit}`;
  return rows.map((r) => ({ id: r.id, dreamText: r.dream_text, createdAt: r.created_at.toISOString(), shared: r.shared }));
}
