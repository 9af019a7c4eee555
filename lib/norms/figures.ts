/**
 * The member's own Hall/Van de Castle figures, computed from the engine's coding stored with each
 * interpretation (characters, interactions, outcomes, the dreamer's emotions). Pure and
 * client-safe, so it is tested on coded dreams built by hand.
 *
 * The formulas follow the norms (lib/norms/hvdc-norms.ts): counts are summed over all dreams,
 * then divided, as Hall and Van de Castle do; a figure whose denominator is zero has no value.
 * The dreamer is never a character. The interpretation names the dreamer "you" as initiator,
 * recipient or the one an outcome happens to.
 */
import { z } from "zod";
import { CHARACTER_KINDS, CHARACTER_SEXES, EMOTION_CODES, INTERACTION_TYPES, OUTCOME_TYPES } from "@/lib/interpret/schema";
import { NORM_FIGURES, type NormFigure } from "./hvdc-norms";

/** Below this many coded dreams the page shows its empty state: fewer say too little. */
export const MIN_CODED_DREAMS = 10;

/**
 * The part of a stored interpretation the figures read. Lenient on purpose: a field the figures
 * do not need may be anything, and `sex` is optional (readings made before the engine stored it).
 */
export const codedDreamSchema = z.object({
  characters: z.array(z.object({ kind: z.enum(CHARACTER_KINDS), sex: z.enum(CHARACTER_SEXES).optional() })),
  interactions: z.array(z.object({ type: z.enum(INTERACTION_TYPES), initiator: z.string(), recipient: z.string() })),
  outcomes: z.array(z.object({ type: z.enum(OUTCOME_TYPES), who: z.string() })),
  emotions: z.array(z.object({ code: z.enum(EMOTION_CODES) })),
});
export type CodedDream = z.infer<typeof codedDreamSchema>;

export type FigureValue = {
  /** a share (0–1) or a count per character; null when nothing could be counted */
  value: number | null;
  numerator: number;
  denominator: number;
  /** how many dreams this figure was computed from */
  dreams: number;
};

export type NormsReport = {
  /** dreams whose interpretation carries the coding */
  coded: number;
  /** interpreted dreams read, coded or not */
  interpreted: number;
  figures: Record<NormFigure, FigureValue>;
};

const DREAMER = "you";
const HUMAN = new Set(["family", "friend", "known", "stranger", "other"]);
const FAMILIAR = new Set(["family", "friend", "known"]);
const NEGATIVE = new Set(["AN", "AP", "SD", "CO"]);

const isDreamer = (label: string) => label.trim().toLowerCase() === DREAMER;

/** A running ratio: sums over dreams, remembers how many dreams took part. */
function tally() {
  const t = { numerator: 0, denominator: 0, dreams: 0 };
  return {
    add(numerator: number, denominator: number, counted = true) {
      t.numerator += numerator;
      t.denominator += denominator;
      if (counted) t.dreams++;
    },
    done(): FigureValue {
      return { ...t, value: t.denominator > 0 ? t.numerator / t.denominator : null };
    },
  };
}

function countCharacters(dream: CodedDream) {
  const cast = dream.characters.filter((c) => c.kind !== "self");
  const humans = cast.filter((c) => HUMAN.has(c.kind));
  const sexed = humans.filter((c) => c.sex !== undefined);
  return {
    all: cast.length,
    humans: humans.length,
    familiar: humans.filter((c) => FAMILIAR.has(c.kind)).length,
    friends: humans.filter((c) => c.kind === "friend").length,
    animals: cast.filter((c) => c.kind === "animal").length,
    /** the reading records characters' sex (older readings carry none) */
    sexKnown: sexed.length > 0,
    males: sexed.filter((c) => c.sex === "male").length,
    females: sexed.filter((c) => c.sex === "female").length,
  };
}

function countAggression(dream: CodedDream) {
  const aggressions = dream.interactions.filter((i) => i.type === "aggression");
  const victim = aggressions.filter((i) => isDreamer(i.recipient) && !isDreamer(i.initiator)).length;
  const aggressor = aggressions.filter((i) => isDreamer(i.initiator) && !isDreamer(i.recipient)).length;
  return { all: aggressions.length, victim, aggressor };
}

export function computeNorms(dreams: CodedDream[], interpreted = dreams.length): NormsReport {
  const t = Object.fromEntries(NORM_FIGURES.map((k) => [k, tally()])) as Record<NormFigure, ReturnType<typeof tally>>;

  for (const dream of dreams) {
    const c = countCharacters(dream);
    const a = countAggression(dream);
    // Dreams whose characters carry no sex (older readings) say nothing about the male share.
    if (c.sexKnown) t.maleShare.add(c.males, c.males + c.females);
    t.familiarShare.add(c.familiar, c.humans);
    t.friendsShare.add(c.friends, c.humans);
    t.animalShare.add(c.animals, c.all);
    t.aggressionPerCharacter.add(a.all, c.all);
    t.friendlinessPerCharacter.add(dream.interactions.filter((i) => i.type === "friendliness").length, c.all);
    t.victimShare.add(a.victim, a.victim + a.aggressor);
    t.misfortuneDreams.add(dream.outcomes.some((o) => o.type === "misfortune") ? 1 : 0, 1);
    t.negativeEmotionShare.add(dream.emotions.filter((e) => NEGATIVE.has(e.code)).length, dream.emotions.length);
  }

  const figures = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.done()])) as Record<NormFigure, FigureValue>;
  return { coded: dreams.length, interpreted, figures };
}

/** The coded part of a stored interpretation, or null when it predates the coding. */
export function codedPartOf(interpretation: unknown): CodedDream | null {
  const parsed = codedDreamSchema.safeParse(interpretation);
  return parsed.success ? parsed.data : null;
}
