import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db/sql";
import type { Interpretation } from "@/lib/interpret/schema";
import type { JournalEntry } from "./journal-input";
import { parseSaveOutcome, type SaveOutcome } from "./log";

/**
 * The journal's writes: a dream saved without interpreting, an edit, and a saved dream's (new)
 * interpretation. Saving and interpreting go through `private` functions (the caller's tx acts
 * as service, userId from verified claims); an edit runs as the user under RLS and the column
 * grants (only text, title, night, tags and kinds).
 */

/** Saves a dream without an interpretation: no quota, only the DreamLog's size limit. */
export async function saveJournalDream(tx: Tx, userId: string, entry: JournalEntry): Promise<SaveOutcome> {
  const [row] = await tx`
    select outcome, id, created_at from private.save_journal_dream(
      ${userId}, ${entry.text}, ${entry.title}, ${entry.dreamtOn}::date, ${entry.tags}::text[], ${entry.kinds}::text[])`;
  return parseSaveOutcome(row);
}

/** True when the dream was the user's and is now changed; another user's id changes nothing (RLS). */
export async function updateDream(tx: Tx, id: string, entry: JournalEntry): Promise<boolean> {
  const rows = await tx`
    update public.dream_logs
    set dream_text = ${entry.text}, title = ${entry.title}, dreamt_on = ${entry.dreamtOn}::date,
        tags = ${entry.tags}::text[], kinds = ${entry.kinds}::text[]
    where id = ${id}
    returning id`;
  return rows.length > 0;
}

const interpretationOutcomeSchema = z.enum(["saved", "limit", "changed", "gone"]);
type InterpretationOutcome = z.infer<typeof interpretationOutcomeSchema>;

/** Stores a saved dream's interpretation of `text` (private.save_interpretation explains the outcomes). */
export async function saveInterpretation(
  tx: Tx,
  input: {
    userId: string;
    reservation: string | null;
    id: string;
    text: string;
    interpretation: Interpretation;
    day: string;
    dailyLimit: number;
  },
): Promise<InterpretationOutcome> {
  const [row] = await tx<{ outcome: string }[]>`
    select private.save_interpretation(
      ${input.userId}, ${input.reservation}, ${input.id}, ${input.text},
      ${tx.json(input.interpretation as unknown as Parameters<typeof tx.json>[0])}, ${input.day}::date, ${input.dailyLimit}) as outcome`;
  return interpretationOutcomeSchema.parse(row.outcome);
}
