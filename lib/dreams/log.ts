import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db/sql";
import type { Interpretation, StoredInterpretation } from "@/lib/interpret/schema";

/** All reads take a transaction already acting as the user: RLS scopes every row to them. */

export const DREAM_PAGE_SIZE = 20;
/** The most dreams one DreamLog holds; the database enforces it (private.max_dreams_per_user). */
export const MAX_DREAMS_PER_USER = 20_000;

export type DreamEntry = { id: string; dreamText: string; createdAt: string; interpretation: StoredInterpretation };

/**
 * What a DreamLog card shows: the start of the text, the summary and the symbols' names. The
 * list reads only these from the row, so a page costs its 20 cards, not 20 whole interpretations
 * decompressed, parsed and sent to the browser.
 */
export type DreamCard = { id: string; dreamText: string; createdAt: string; summary: string; symbols: string[] };

/** More than a card's two clamped lines and its 50-character title ever show. */
const CARD_TEXT_CHARS = 400;

const cardRowSchema = z.object({
  id: z.uuid(),
  dream_text: z.string(),
  created_at: z.date(),
  summary: z.string().nullable(),
  symbols: z.array(z.string()),
});

const cursorSchema = z.object({ t: z.iso.datetime(), id: z.uuid() });

export function encodeCursor(entry: { createdAt: string; id: string }): string {
  return Buffer.from(JSON.stringify({ t: entry.createdAt, id: entry.id })).toString("base64url");
}

export function decodeCursor(cursor: string): z.infer<typeof cursorSchema> | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One page, newest first, keyset-paged on (created_at, id) so page 500 costs what page 1 does. */
export async function listDreams(tx: Tx, cursor?: string | null, limit = DREAM_PAGE_SIZE) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = z.array(cardRowSchema).parse(
    await tx`
      select id, left(dream_text, ${CARD_TEXT_CHARS}) as dream_text, created_at, interpretation ->> 'summary' as summary,
        array(select e ->> 'symbol' from jsonb_array_elements(
                case when jsonb_typeof(interpretation -> 'symbols') = 'array' then interpretation -> 'symbols' else '[]' end) e
              where jsonb_typeof(e -> 'symbol') = 'string') as symbols
      from public.dream_logs
      ${after ? tx`where (created_at, id) < (${after.t}::timestamptz, ${after.id}::uuid)` : tx``}
      order by created_at desc, id desc
      limit ${limit + 1}`,
  );
  const entries: DreamCard[] = rows
    .slice(0, limit)
    .flatMap((r) =>
      r.summary === null
        ? []
        : [{ id: r.id, dreamText: r.dream_text, createdAt: r.created_at.toISOString(), summary: r.summary, symbols: r.symbols }],
    );
  const last = rows.length > limit ? rows[limit - 1] : null;
  return { entries, nextCursor: last ? encodeCursor({ createdAt: last.created_at.toISOString(), id: last.id }) : null };
}

export async function countDreams(tx: Tx): Promise<number> {
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from public.dream_logs`;
  return row.n;
}

const saveOutcomeSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("saved"), id: z.uuid(), created_at: z.date() }),
  z.object({ outcome: z.enum(["limit", "full"]) }),
]);

/**
 * Saves a dream through private.save_dream, the only way one is written outside an import (the
 * caller's tx acts as service; userId comes from verified claims). The reservation becomes the
 * saved dream; without a live one the quota is counted now. The database bounds the text, the
 * interpretation's size and the number of dreams a user holds.
 */
export type SaveOutcome = { outcome: "saved"; id: string; createdAt: string } | { outcome: "limit" | "full" };

export async function saveDream(
  tx: Tx,
  input: { userId: string; reservation: string | null; dreamText: string; interpretation: Interpretation; day: string; dailyLimit: number },
): Promise<SaveOutcome> {
  const [row] = await tx`
    select outcome, id, created_at from private.save_dream(
      ${input.userId}, ${input.reservation}, ${input.dreamText},
      ${tx.json(input.interpretation as unknown as Parameters<typeof tx.json>[0])}, ${input.day}::date, ${input.dailyLimit})`;
  const saved = saveOutcomeSchema.parse(row);
  return saved.outcome === "saved"
    ? { outcome: saved.outcome, id: saved.id, createdAt: saved.created_at.toISOString() }
    : { outcome: saved.outcome };
}

/** True when a row was removed; another user's id removes nothing (RLS), like an unknown one. */
export async function deleteDream(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`delete from public.dream_logs where id = ${id} returning id`;
  return rows.length > 0;
}
