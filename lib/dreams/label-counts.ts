import "server-only";
import type { Tx } from "@/lib/db/sql";
import { DREAM_KINDS, type DreamKind } from "./journal-input";

/** How often the member marked dreams lucid, nightmare or recurring, and their most used tags. */
export type LabelCounts = { kinds: { kind: DreamKind; count: number }[]; tags: { name: string; count: number }[] };

/** Like the patterns, read from the most recent dreams so a large journal opens as fast as a small one. */
const LABEL_WINDOW = 1000;

/**
 * Counts kinds and tags in the user's dreams (the tx acts as the user: RLS), either the most
 * recent ones or those saved within [start, end) — the digest's period.
 */
export async function labelCounts(tx: Tx, period: { start: Date; end: Date } | null = null, tagLimit = 8): Promise<LabelCounts> {
  const dreams = period
    ? tx`(select kinds, tags from public.dream_logs where created_at >= ${period.start} and created_at < ${period.end})`
    : tx`(select kinds, tags from public.dream_logs order by dreamt_on desc, created_at desc limit ${LABEL_WINDOW})`;
  const [kinds, tags] = await Promise.all([
    tx<{ kind: string; count: number }[]>`
      select k as kind, count(*)::int as count from ${dreams} d, unnest(d.kinds) k group by 1 order by 2 desc, 1`,
    tx<{ name: string; count: number }[]>`
      select t as name, count(*)::int as count from ${dreams} d, unnest(d.tags) t group by 1 order by 2 desc, 1 limit ${tagLimit}`,
  ]);
  return {
    kinds: kinds.flatMap((k) =>
      (DREAM_KINDS as readonly string[]).includes(k.kind) ? [{ kind: k.kind as DreamKind, count: k.count }] : [],
    ),
    tags,
  };
}
