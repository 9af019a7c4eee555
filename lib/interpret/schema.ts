import { z } from "zod";

/** Hall/Van de Castle emotion classes. */
export const EMOTION_CODES = ["AN", "AP", "SD", "CO", "HA"] as const;
export type EmotionCode = (typeof EMOTION_CODES)[number];

export const CHARACTER_KINDS = [
  "family",
  "friend",
  "known",
  "stranger",
  "animal",
  "creature",
  "self",
  "other",
] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];

/**
 * Upper bounds for every string and list of an interpretation, so neither an engine nor an
 * imported file can store an unbounded one. About ten times what the offline engine writes on the
 * dev set (a summary ≤ 440 characters, an analysis ≤ 1,250, ≤ 12 items in any list).
 */
export const BOUNDS = {
  /** summary, analysis and other paragraphs */
  paragraph: 4000,
  /** a symbol's meaning, a quote, evidence, a question */
  sentence: 1000,
  /** symbol names, labels, places, themes, the engine id */
  label: 120,
  /** any list */
  list: 30,
} as const;
/** The whole interpretation as JSON (UTF-8), checked on import; the database allows twice this. */
export const INTERPRETATION_MAX_BYTES = 64 * 1024;

const paragraph = z.string().max(BOUNDS.paragraph);
const sentence = z.string().max(BOUNDS.sentence);
const label = z.string().max(BOUNDS.label);

export const symbolSchema = z.object({
  symbol: label.min(1),
  meaning: sentence.min(1),
  quote: sentence.min(1),
});

export const emotionSchema = z.object({
  code: z.enum(EMOTION_CODES),
  label: label.min(1),
  evidence: sentence.min(1),
});

export const characterSchema = z.object({
  label: label.min(1),
  kind: z.enum(CHARACTER_KINDS),
});

export const settingSchema = z.object({
  indoor: z.boolean().nullable(),
  familiar: z.boolean().nullable(),
  places: z.array(label).max(BOUNDS.list),
});

/** The full interpretation produced by every engine (offline or LLM). */
export const interpretationSchema = z.object({
  summary: paragraph.min(1),
  psychologicalAnalysis: paragraph.min(1),
  symbols: z.array(symbolSchema).max(BOUNDS.list),
  emotions: z.array(emotionSchema).max(BOUNDS.list),
  characters: z.array(characterSchema).max(BOUNDS.list),
  setting: settingSchema,
  themes: z.array(label).max(BOUNDS.list),
  reflectionQuestions: z.array(sentence.min(1)).min(2).max(3),
  engine: label.min(1),
});
export type Interpretation = z.infer<typeof interpretationSchema>;

/**
 * Reading schema for stored rows: old rows only have summary, psychologicalAnalysis and
 * symbols {symbol, meaning}. Everything else is optional so they stay readable.
 */
export const storedInterpretationSchema = z.object({
  summary: paragraph,
  psychologicalAnalysis: paragraph,
  symbols: z.array(
    z.object({
      symbol: label,
      meaning: sentence,
      quote: sentence.optional(),
    }),
  ).max(BOUNDS.list),
  emotions: z.array(emotionSchema).max(BOUNDS.list).optional(),
  characters: z.array(characterSchema).max(BOUNDS.list).optional(),
  setting: settingSchema.optional(),
  themes: z.array(label).max(BOUNDS.list).optional(),
  reflectionQuestions: z.array(sentence).max(BOUNDS.list).optional(),
  engine: label.optional(),
});
export type StoredInterpretation = z.infer<typeof storedInterpretationSchema>;

/** The user's earlier interpretations, newest first (up to ~50). */
export type DreamHistoryItem = { createdAt: string; interpretation: StoredInterpretation };
