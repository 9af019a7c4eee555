import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db/sql";
import { storedInterpretationSchema, type Interpretation, type StoredInterpretation } from "@/lib/interpret/schema";
import { DREAM_KINDS, type DreamKind } from "./journal-input";

/** All reads take a transaction already acting as the user: RLS scopes every row to them. */

export const DREAM_PAGE_SIZE = 20;
/** The most dreams one DreamLog holds; the database enforces it (private.max_dreams_per_user). */
export const MAX_DREAMS_PER_USER = 20_000;

export type DreamEntry = {
  id: string;
  dreamText: string;
  /** The member's own title; null = the first 50 characters of the text (dreamTitle). */
  title: string | null;
  /** The night of the dream, YYYY-MM-DD. */
  dreamtOn: string;
  createdAt: string;
  editedAt: string | null;
  tags: string[];
  kinds: DreamKind[];
  /** Null for a dream saved without interpreting. */
  interpretation: StoredInterpretation | null;
  /** The text was edited after this interpretation was made. */
  interpretationOutdated: boolean;
};

/** The columns every DreamEntry is read from (dreamt_on as text: a date, not an instant). */
export const DREAM_COLUMNS = `id, dream_text, title, dreamt_on::text as dreamt_on, created_at, edited_at, tags, kinds,
  interpretation, interpretation_outdated`;

export type DreamRow = {
  id: string;
  dream_text: string;
  title: string | null;
  dreamt_on: string;
  created_at: Date;
  edited_at: Date | null;
  tags: string[];
  kinds: string[];
  interpretation: unknown;
  interpretation_outdated: boolean;
};

/** The columns a full entry and a card share, as the app names them (unknown kinds dropped); key order as before. */
function entryFields(row: Omit<DreamRow, "interpretation">): Omit<DreamEntry, "interpretation" | "interpretationOutdated"> {
  return {
    id: row.id,
    dreamText: row.dream_text,
    title: row.title,
    dreamtOn: row.dreamt_on,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    tags: row.tags,
    kinds: row.kinds.filter((k): k is DreamKind => (DREAM_KINDS as readonly string[]).includes(k)),
  };
}

/** A row as the app shows it; null when a stored interpretation cannot be read (the dream is hidden, as before). */
export function toEntry(row: DreamRow): DreamEntry | null {
  let interpretation: StoredInterpretation | null = null;
  if (row.interpretation !== null) {
    const parsed = storedInterpretationSchema.safeParse(row.interpretation);
    if (!parsed.success) return null;
    interpretation = parsed.data;
  }
  return { ...entryFields(row), interpretation, interpretationOutdated: row.interpretation_outdated };
}

/**
 * What a DreamLog card shows: the start of the text, the night, title, tags and kinds, and the
 * summary and symbols' names (null summary: saved without interpreting). The list reads only
 * these from the row, so a page costs its 20 cards, not 20 whole interpretations decompressed,
 * parsed and sent to the browser.
 */
export type DreamCard = Omit<DreamEntry, "interpretation"> & { summary: string | null; symbols: string[] };

/** More than a card's two clamped lines and its 50-character title ever show. */
const CARD_TEXT_CHARS = 400;

const cardRowSchema = z.object({
  id: z.uuid(),
  dream_text: z.string(),
  title: z.string().nullable(),
  dreamt_on: z.string(),
  created_at: z.date(),
  edited_at: z.date().nullable(),
  tags: z.array(z.string()),
  kinds: z.array(z.string()),
  interpretation_outdated: z.boolean(),
  interpreted: z.boolean(),
  summary: z.string().nullable(),
  symbols: z.array(z.string()),
});

function toCard(r: z.infer<typeof cardRowSchema>): DreamCard | null {
  // an interpretation without a readable summary is hidden, as a malformed one always was
  if (r.interpreted && r.summary === null) return null;
  return { ...entryFields(r), interpretationOutdated: r.interpretation_outdated, summary: r.summary, symbols: r.symbols };
}

const cursorSchema = z.object({ d: z.iso.date(), t: z.iso.datetime(), id: z.uuid() });

export function encodeCursor(entry: { dreamtOn: string; createdAt: string; id: string }): string {
  return Buffer.from(JSON.stringify({ d: entry.dreamtOn, t: entry.createdAt, id: entry.id })).toString("base64url");
}

export function decodeCursor(cursor: string): z.infer<typeof cursorSchema> | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The statement behind one page of cards, as a fragment (tests EXPLAIN it). Every column is named
 * through `d.`: a bare `order by dreamt_on` would sort by the output column `dreamt_on::text`,
 * which no index holds, so Postgres built every card of the journal before keeping 21.
 */
export function cardPageQuery(tx: Tx, after: z.infer<typeof cursorSchema> | null, limit: number) {
  return tx`
    select d.id, left(d.dream_text, ${CARD_TEXT_CHARS}) as dream_text, d.title, d.dreamt_on::text as dreamt_on, d.created_at,
      d.edited_at, d.tags, d.kinds, d.interpretation_outdated, d.interpretation is not null as interpreted,
      d.interpretation ->> 'summary' as summary,
      array(select e ->> 'symbol' from jsonb_array_elements(
              case when jsonb_typeof(d.interpretation -> 'symbols') = 'array' then d.interpretation -> 'symbols' else '[]' end) e
            where jsonb_typeof(e -> 'symbol') = 'string') as symbols
    from public.dream_logs d
    ${after ? tx`where (d.dreamt_on, d.created_at, d.id) < (${after.d}::date, ${after.t}::timestamptz, ${after.id}::uuid)` : tx``}
    order by d.dreamt_on desc, d.created_at desc, d.id desc
    limit ${limit + 1}`;
}

/** One page, latest night first (then the latest saved), keyset-paged so page 500 costs what page 1 does. */
export async function listDreams(tx: Tx, cursor?: string | null, limit = DREAM_PAGE_SIZE) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = z.array(cardRowSchema).parse(await cardPageQuery(tx, after, limit));
  const entries = rows
    .slice(0, limit)
    .map(toCard)
    .filter((e): e is DreamCard => e !== null);
  const last = rows.length > limit ? rows[limit - 1] : null;
  return {
    entries,
    nextCursor: last ? encodeCursor({ dreamtOn: last.dreamt_on, createdAt: last.created_at.toISOString(), id: last.id }) : null,
  };
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
 * Saves an interpreted dream through private.save_dream (the caller's tx acts as service; userId
 * comes from verified claims). The reservation becomes the saved dream; without a live one the
 * quota is counted now. The database bounds the text, the interpretation's size and the number
 * of dreams a user holds.
 */
export type SaveOutcome = { outcome: "saved"; id: string; createdAt: string } | { outcome: "limit" | "full" };

export async function saveInterpretedDream(
  tx: Tx,
  input: {
    userId: string;
    reservation: string | null;
    dreamText: string;
    interpretation: Interpretation;
    day: string;
    dailyLimit: number;
    entry: { dreamtOn: string; title: string | null; tags: string[]; kinds: string[] };
  },
): Promise<SaveOutcome> {
  const { entry } = input;
  const [row] = await tx`
    select outcome, id, created_at from private.save_dream(
      ${input.userId}, ${input.reservation}, ${input.dreamText},
      ${tx.json(input.interpretation as unknown as Parameters<typeof tx.json>[0])}, ${input.day}::date, ${input.dailyLimit},
      ${entry.dreamtOn}::date, ${entry.title}, ${entry.tags}::text[], ${entry.kinds}::text[])`;
  return parseSaveOutcome(row);
}

export function parseSaveOutcome(row: unknown): SaveOutcome {
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
