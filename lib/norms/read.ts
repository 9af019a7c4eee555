import "server-only";
import type { Tx } from "@/lib/db/sql";
import { codedPartOf, computeNorms, type NormsReport } from "./figures";

/** The newest dreams the page reads: enough for stable figures, bounded for a long DreamLog. */
export const NORMS_DREAM_LIMIT = 1000;

/**
 * The member's figures from their newest interpreted dreams. `tx` already acts as the user, so
 * RLS scopes the rows; only the coding is read, never the dream text. A dream saved without an
 * interpretation is not read; one whose reading predates the coding is read but not counted.
 */
export async function readNormsReport(tx: Tx): Promise<NormsReport> {
  const rows = await tx<{ coded: unknown }[]>`
    select jsonb_build_object(
      'characters', interpretation -> 'characters',
      'interactions', interpretation -> 'interactions',
      'outcomes', interpretation -> 'outcomes',
      'emotions', interpretation -> 'emotions') as coded
    from public.dream_logs
    where interpretation is not null
    order by created_at desc, id desc
    limit ${NORMS_DREAM_LIMIT}`;
  const coded = rows.flatMap((r) => codedPartOf(r.coded) ?? []);
  return computeNorms(coded, rows.length);
}
