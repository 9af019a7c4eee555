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

/** "I wanted it", "I wanted in", "I wanted that": a wish with no object of its own says nothing Freud could ask about */
const BARE_WISH = /^(i|we)\s+(\w+\s+){0,2}(want|wanted|wish|wished|hope|hoped)(\s+(it|that|this|in|to|so|one|them|some))*[.,!]?$/i;
/** a wish that waits on someone else's act: "I hoped she would call me", "I wanted him to teach me to sail" */
const ANOTHERS =
  /^([Ii]|[Ww]e)\s+(\w+\s+){0,2}(wanted|want|wished|wish|hoped|hope|hoping)\s+(that\s+)?(he|she|they|you|someone|somebody|people|everyone|(my|our|the|his|her)\s+\w+|[A-Z]\w+)\s+(would|will|to|could|might|wouldn't|won't)\b/;
/** a small errand for a thing: "I wanted to get a muffin", "I wanted to buy some bread" */
const ERRAND =
  /^(I|we)\s+(\w+\s+)?(wanted|want|wished|hoped)\s+to\s+(get|buy|eat|have|grab|fetch|order|drink)\s+(a|an|some|the|a couple|more)?\s*[\w' -]{1,25}$/i;
/** …that another not see, know or catch: the wish to go unseen */
const UNSEEN =
  /\b(would not|wouldn't|will not|won't|not)\s+(\w+\s+)?(notice|see|recognize|recognise|find|know|realize|realise|catch|come after|hear)\b/i;

/** a wish with an object of its own, whole enough to quote and read */
export const wishSaysWhat = (wish: string) => worthQuoting(wish) && !BARE_WISH.test(wish.trim());

/**
 * Freud on the wish the dream names, or null when the wish is cut to nothing ("I wanted it to"):
 * a wish that waits on another's act, or to go unseen, is read as that before the stock lines.
 */
export function wishFreud(p: Plot, wish: string, pk: Picker): string | null {
  const w = q(wish);
  // (a wish cut before its object, "I wanted it to", is no whole phrase to set anything against, nor to quote)
  if (!wishSaysWhat(wish)) return null;
  // (an errand, "I wanted to get a muffin", is no wish to build on when the dream keeps returning to a person:
  // what passes between you and them is read instead)
  if (p.between && ERRAND.test(wish.trim())) return null;
  const others = ANOTHERS.exec(wish);
  if (others && UNSEEN.test(wish))
    return pk.pick([
      `What you hope for here is to go unseen — ${w}. Freud would ask what you would rather keep from that eye awake, and whose eye it really is: a wish not to be noticed is often a wish not to be judged.`,
    ]);
  if (others && /\b(me|us)\b/i.test(wish.slice(others[0].length)))
    return pk.pick([
      `The wish here waits on someone else — ${w}: you want to be sought out, not to do the seeking. Freud would ask whose attention you are short of awake, and what having it would settle for you.`,
    ]);
  if (others)
    return pk.pick([
      `The wish here hangs on what someone else does — ${w} — and for Freud a wish placed in another's hands often carries one of your own: what would it settle for you if it came true?`,
    ]);
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
