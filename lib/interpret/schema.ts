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

export const symbolSchema = z.object({
  symbol: z.string().min(1),
  meaning: z.string().min(1),
  quote: z.string().min(1),
});

export const emotionSchema = z.object({
  code: z.enum(EMOTION_CODES),
  label: z.string().min(1),
  evidence: z.string().min(1),
});

export const characterSchema = z.object({
  label: z.string().min(1),
  kind: z.enum(CHARACTER_KINDS),
});

export const settingSchema = z.object({
  indoor: z.boolean().nullable(),
  familiar: z.boolean().nullable(),
  places: z.array(z.string()),
});

export const INTERACTION_TYPES = ["aggression", "friendliness", "sexuality"] as const;
export const OUTCOME_TYPES = ["misfortune", "good fortune", "success", "failure"] as const;
/** The shapes a dream can take; "none" when it has no clear one. */
export const ARC_TYPES = [
  "pursuit", "threat", "loss-search", "unprepared-late", "falling", "unable-to-act", "exclusion", "reunion", "transformation",
  "death", "sexual-encounter", "conflict", "achievement", "journey", "waking-at-climax", "none",
] as const;
export type ArcType = (typeof ARC_TYPES)[number];

/** One Hall/Van de Castle social interaction; initiator and recipient as the reading names them ("you", "your brother"). */
export const interactionSchema = z.object({
  type: z.enum(INTERACTION_TYPES),
  initiator: z.string().min(1),
  recipient: z.string().min(1),
  evidence: z.string().min(1),
});
export const outcomeSchema = z.object({
  type: z.enum(OUTCOME_TYPES),
  who: z.string().min(1),
  evidence: z.string().min(1),
});
export const arcSchema = z.object({
  type: z.enum(ARC_TYPES),
  /** the dream's own words for the events that show the shape */
  evidence: z.array(z.string().min(1)),
});
export type Arc = z.infer<typeof arcSchema>;

/** The full interpretation produced by every engine (offline or LLM). */
export const interpretationSchema = z.object({
  /** the dream told back in the second person: who, where, what happened, how it ended, how it felt */
  story: z.string().min(1),
  summary: z.string().min(1),
  psychologicalAnalysis: z.string().min(1),
  symbols: z.array(symbolSchema),
  emotions: z.array(emotionSchema),
  characters: z.array(characterSchema),
  setting: settingSchema,
  themes: z.array(z.string()),
  interactions: z.array(interactionSchema),
  outcomes: z.array(outcomeSchema),
  arc: arcSchema,
  reflectionQuestions: z.array(z.string().min(1)).min(2).max(3),
  engine: z.string().min(1),
});
export type Interpretation = z.infer<typeof interpretationSchema>;

/**
 * Reading schema for stored rows: old rows only have summary, psychologicalAnalysis and
 * symbols {symbol, meaning}. Everything else is optional so they stay readable.
 */
export const storedInterpretationSchema = z.object({
  story: z.string().optional(),
  summary: z.string(),
  psychologicalAnalysis: z.string(),
  symbols: z.array(
    z.object({
      symbol: z.string(),
      meaning: z.string(),
      quote: z.string().optional(),
    }),
  ),
  emotions: z.array(emotionSchema).optional(),
  characters: z.array(characterSchema).optional(),
  setting: settingSchema.optional(),
  themes: z.array(z.string()).optional(),
  interactions: z.array(interactionSchema).optional(),
  outcomes: z.array(outcomeSchema).optional(),
  arc: arcSchema.optional(),
  reflectionQuestions: z.array(z.string()).optional(),
  engine: z.string().optional(),
});
export type StoredInterpretation = z.infer<typeof storedInterpretationSchema>;

/** The user's earlier interpretations, newest first (up to ~50). */
export type DreamHistoryItem = { createdAt: string; interpretation: StoredInterpretation };
