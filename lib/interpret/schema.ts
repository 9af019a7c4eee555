import { z } from "zod";
import { BOUNDS } from "./bounds";

/** Hall/Van de Castle emotion classes. */
export const EMOTION_CODES = ["AN", "AP", "SD", "CO", "HA"] as const;
export type EmotionCode = (typeof EMOTION_CODES)[number];

export const CHARACTER_KINDS = ["family", "friend", "known", "stranger", "animal", "creature", "self", "other"] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];

/** the bounds of every string and list (bounds.ts: the offline engine reads them without loading zod) */
export { BOUNDS } from "./bounds";
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

/** Hall/Van de Castle character sex: a group of both sexes is joint; unknown is indefinite. */
export const CHARACTER_SEXES = ["male", "female", "joint", "indefinite"] as const;
export type CharacterSex = (typeof CHARACTER_SEXES)[number];

export const characterSchema = z.object({
  label: label.min(1),
  kind: z.enum(CHARACTER_KINDS),
  /** absent in readings saved before the engine coded it, and in an LLM's that leaves it out */
  sex: z.enum(CHARACTER_SEXES).optional(),
});

export const settingSchema = z.object({
  indoor: z.boolean().nullable(),
  familiar: z.boolean().nullable(),
  places: z.array(label).max(BOUNDS.list),
});

export const INTERACTION_TYPES = ["aggression", "friendliness", "sexuality"] as const;
export const OUTCOME_TYPES = ["misfortune", "good fortune", "success", "failure"] as const;
/** The shapes a dream can take; "none" when it has no clear one. */
export const ARC_TYPES = [
  "pursuit",
  "threat",
  "loss-search",
  "unprepared-late",
  "falling",
  "unable-to-act",
  "exclusion",
  "reunion",
  "transformation",
  "death",
  "sexual-encounter",
  "conflict",
  "achievement",
  "journey",
  "waking-at-climax",
  "none",
] as const;
export type ArcType = (typeof ARC_TYPES)[number];

/** One Hall/Van de Castle social interaction; initiator and recipient as the reading names them ("you", "your brother"). */
export const interactionSchema = z.object({
  type: z.enum(INTERACTION_TYPES),
  initiator: label.min(1),
  recipient: label.min(1),
  evidence: sentence.min(1),
});
export const outcomeSchema = z.object({
  type: z.enum(OUTCOME_TYPES),
  who: label.min(1),
  evidence: sentence.min(1),
});
export const arcSchema = z.object({
  type: z.enum(ARC_TYPES),
  /** the dream's own words for the events that show the shape */
  evidence: z.array(sentence.min(1)).max(BOUNDS.list),
});
export type Arc = z.infer<typeof arcSchema>;

/** The full interpretation produced by every engine (offline or LLM). */
export const interpretationSchema = z.object({
  /** the dream told back in the second person: who, where, what happened, how it ended, how it felt */
  story: paragraph.min(1),
  summary: paragraph.min(1),
  psychologicalAnalysis: paragraph.min(1),
  symbols: z.array(symbolSchema).max(BOUNDS.list),
  emotions: z.array(emotionSchema).max(BOUNDS.list),
  characters: z.array(characterSchema).max(BOUNDS.list),
  setting: settingSchema,
  themes: z.array(label).max(BOUNDS.list),
  interactions: z.array(interactionSchema).max(BOUNDS.list),
  outcomes: z.array(outcomeSchema).max(BOUNDS.list),
  arc: arcSchema,
  reflectionQuestions: z.array(sentence.min(1)).min(2).max(3),
  engine: label.min(1),
});
export type Interpretation = z.infer<typeof interpretationSchema>;

/**
 * Reading schema for stored rows: old rows only have summary, psychologicalAnalysis and
 * symbols {symbol, meaning}. Everything else is optional so they stay readable.
 */
export const storedInterpretationSchema = z.object({
  story: paragraph.optional(),
  summary: paragraph,
  psychologicalAnalysis: paragraph,
  symbols: z
    .array(
      z.object({
        symbol: label,
        meaning: sentence,
        quote: sentence.optional(),
      }),
    )
    .max(BOUNDS.list),
  emotions: z.array(emotionSchema).max(BOUNDS.list).optional(),
  characters: z.array(characterSchema).max(BOUNDS.list).optional(),
  setting: settingSchema.optional(),
  themes: z.array(label).max(BOUNDS.list).optional(),
  interactions: z.array(interactionSchema).max(BOUNDS.list).optional(),
  outcomes: z.array(outcomeSchema).max(BOUNDS.list).optional(),
  arc: arcSchema.optional(),
  reflectionQuestions: z.array(sentence).max(BOUNDS.list).optional(),
  engine: label.optional(),
});
export type StoredInterpretation = z.infer<typeof storedInterpretationSchema>;
