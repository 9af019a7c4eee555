import "@/lib/validation/zod-setup";
import * as z from "zod/mini";
import { dreamInputSchema } from "./input";
import { latestNight } from "./night";

export { defaultNight } from "./night";

/**
 * A journal entry as the form and the actions take it: the dream's text, an optional title, the
 * night it happened, free tags and kinds. Client-safe: the form validates with the same schema
 * the server uses (zod/mini: lib/validation/zod-setup.ts). The database checks the same shapes
 * again (migration 20261124200000).
 */

export const DREAM_KINDS = ["lucid", "nightmare", "recurring"] as const;
export type DreamKind = (typeof DREAM_KINDS)[number];
export const dreamKindSchema = z.enum(DREAM_KINDS);
export const KIND_LABELS: Record<DreamKind, string> = { lucid: "Lucid", nightmare: "Nightmare", recurring: "Recurring" };

export const TITLE_MAX = 100;
export const TAG_MAX_COUNT = 10;
export const TAG_MAX_LENGTH = 32;
/** Letters and digits of any script, then also spaces, hyphens and underscores. */
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;

/** How a tag is stored: single spaces, trimmed, lower case. */
export function normaliseTag(raw: string): string {
  return raw.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

/** "Flying, family ,  old house" → ["flying", "family", "old house"] (empties dropped). */
export function splitTags(raw: string): string[] {
  return raw
    .split(/[,\n]/)
    .map(normaliseTag)
    .filter((t) => t.length > 0);
}

export const tagSchema = z.pipe(
  z.pipe(z.string(), z.transform(normaliseTag)),
  z
    .string()
    .check(
      z.minLength(1, { message: "A tag can't be empty." }),
      z.maxLength(TAG_MAX_LENGTH, { message: `Tags are at most ${TAG_MAX_LENGTH} characters.` }),
      z.regex(TAG_PATTERN, { message: "Tags hold letters, digits, spaces, hyphens and underscores, and start with a letter or digit." }),
    ),
);

/** Tags as a list (the actions' callers) or as one comma-separated line (the form's field). */
export const tagsSchema = z.pipe(
  z.pipe(
    z.union([
      z.pipe(z.string().check(z.maxLength(1000, { message: "Too many tags." })), z.transform(splitTags)),
      z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100)),
    ]),
    z.array(tagSchema).check(z.maxLength(TAG_MAX_COUNT, { message: `At most ${TAG_MAX_COUNT} tags.` })),
  ),
  z.transform((tags: string[]) => [...new Set(tags)]),
);

export const kindsSchema = z.pipe(
  z.array(dreamKindSchema).check(z.maxLength(DREAM_KINDS.length)),
  z.transform((kinds: DreamKind[]) => DREAM_KINDS.filter((k) => kinds.includes(k))),
);

export const nightSchema = z.iso.date({ message: "Choose the night of the dream." }).check(
  z.refine((d) => d >= "1900-01-01", { message: "The night can't be before 1900." }),
  z.refine((d) => d <= latestNight(), { message: "The night can't be in the future." }),
);

/** Empty = no title of its own. Null is accepted too: the form hands the action its parsed values. */
export const titleSchema = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(TITLE_MAX, { message: `Titles are at most ${TITLE_MAX} characters.` }))),
  z.transform((t: string | null | undefined) => (t ? t : null)),
);

/** A dream written into the journal (saved without interpreting, or edited). */
export const journalEntrySchema = z.object({
  text: dreamInputSchema.shape.text,
  title: titleSchema,
  dreamtOn: nightSchema,
  tags: z._default(tagsSchema, []),
  kinds: z._default(kindsSchema, []),
});
export type JournalEntryInput = z.input<typeof journalEntrySchema>;
export type JournalEntry = z.output<typeof journalEntrySchema>;

export const dreamEditSchema = z.extend(journalEntrySchema, { id: z.uuid() });
