/**
 * Freud on a wish the dream names ("I wanted to buy my sister a kite"), set against what the dream
 * then does with it: lets the dreamer have it, refuses it, or leaves off without saying. The stock
 * line this goes before — "for Freud every dream fulfils a wish, and this one says its wish aloud" —
 * stood in any dream with "I wanted" in it; the wish and its fate are this dream's own.
 */
import { q, worthQuoting, type Picker } from "./naming";
import type { Plot } from "./plot";
import { FREUD_ON_A_WISH } from "./reading-voices";

/** an outcome's or an ending's words, short enough to quote beside the wish and not part of it */
/** (and a whole clause with its subject, "I dropped it", not "either an ICU or a ward") */
const beside = (wish: string, words: string | undefined): words is string =>
  !!words &&
  worthQuoting(words) &&
  words.split(/\s+/).length <= 18 &&
  /^(I|we|my|our|he|she|they|it|the|his|her|their|\p{Lu})/u.test(words) &&
  !wish.includes(words) &&
  !words.includes(wish);

export function wishFreud(p: Plot, wish: string, pk: Picker): string {
  const w = q(wish);
  // (a wish cut before its object, "I wanted it to", is no whole phrase to set anything against)
  if (!worthQuoting(wish)) return pk.pick(FREUD_ON_A_WISH)(w);
  const mine = (types: RegExp) => p.outcomes.find((o) => types.test(o.type) && o.who?.id === 0 && beside(wish, o.evidence));
  const got = mine(/^(success|good fortune)$/);
  const lost = mine(/^(failure|misfortune)$/);
  if (got && !lost)
    return pk.pick([
      `The dream names a wish — ${w} — and lets you have something: ${q(got.evidence)}. For Freud that is a wish fulfilled with little disguise; the question is what it stands in for awake, that you have not let yourself ask for as plainly.`,
    ]);
  if (lost && !got)
    return pk.pick([
      `The dream names a wish — ${w} — and then something goes wrong: ${q(lost.evidence)}. Freud would ask who in you stands in the way: a dream that names a wish and then blocks it stages the wish and its censor in one scene.`,
    ]);
  if (!got && !lost && beside(wish, p.last))
    return pk.pick([
      `The dream names a wish — ${w} — and leaves off at ${q(p.last)} without saying whether you get it; Freud would ask what having it would give you, and what in you keeps the dream from going there.`,
    ]);
  return pk.pick(FREUD_ON_A_WISH)(w);
}
