/**
 * A person who turns into another ("Oscar changed into Bruno", "my teacher turned into my
 * mother"): Freud's composite figure, two people fused because they share something the dream will
 * not say outright, and Jung's question of what the two have in common in the dreamer. Any other
 * change of shape keeps the general reading of transformation.
 */
import type { Fill } from "./arc-readings";
import type { Entity } from "./characters";
import type { Event } from "./events";
import type { Token } from "./tokenize";

/** as the reading names them */
export type Shift = { from: string; to: string };
/** as the plot finds them: the one who changes, and a character or a name the cast has not taken up */
export type ShiftFound = { from: Entity; to: Entity | string };

const BEING = /^(family|friend|known|stranger|animal|creature)$/;
const PERSON = /^(family|friend|known|stranger)$/;

/** who turns into whom, when both are people */
export function shiftOf(e: Event | undefined, tokens: Token[]): ShiftFound | undefined {
  const who = e?.actor?.entity;
  if (!e || !who || !PERSON.test(who.kind)) return undefined;
  const into = e.target?.entity;
  if (into && into !== who && BEING.test(into.kind)) return PERSON.test(into.kind) ? { from: who, to: into } : undefined;
  // ("changed into Bruno": a name the cast has not taken up)
  const k = tokens.findIndex((t, i) => i > e.verbIndex && i <= e.end && t.w === "into");
  const after = k > 0 ? tokens[k + 1] : undefined;
  return after && /^\p{Lu}\p{Ll}+$/u.test(after.raw) ? { from: who, to: after.raw } : undefined;
}

export const shiftNamed = (s: ShiftFound | undefined, name: (c: Entity) => string): Shift | undefined =>
  s && { from: name(s.from), to: typeof s.to === "string" ? s.to : name(s.to) };

const GENERIC = {
  jung: [
    `Jung saw transformation as the language of individuation: the psyche showing that something in you is becoming something else.`,
    `On a Jungian reading a change of shape marks a threshold; what it turns into tells you what is being asked of you.`,
  ],
  freud: [
    `Freud would speak of displacement: the dream lets one thing stand for another, and the change of form is the disguise slipping.`,
    `For Freud, a transformation can let a wish show itself and hide again in the same moment.`,
  ],
};

export function shiftJung(f: Fill, n: number): string {
  const s = f.shift;
  if (!s) return GENERIC.jung[n];
  return [
    `Jung would ask what ${s.from} and ${s.to} share in you: a figure who becomes another in a dream carries something of both, and the change says they belong together.`,
    `For Jung, ${s.from} turning into ${s.to} shows one figure of your inner life passing into another — what the first stood for is becoming what the second stands for.`,
  ][n];
}

export function shiftFreud(f: Fill, n: number): string {
  const s = f.shift;
  if (!s) return GENERIC.freud[n];
  return [
    `Freud called such a figure a composite: the dream fuses ${s.from} and ${s.to} to say they have something in common — a feeling, a role, a wish — that you have not put into words.`,
    `For Freud, the dream condenses ${s.from} and ${s.to} into one figure; what joins them is the thought the dream does not say outright.`,
  ][n];
}
