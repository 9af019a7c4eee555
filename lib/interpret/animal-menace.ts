/**
 * An animal or creature set as a menace by what the dream says of it, though it never turns on the
 * dreamer in a coded interaction: how it is described ("a mean dog", "a rabid dog", "the dog wasn't
 * nice"), what it does to anyone ("the big dog bit the little one", "lions would devour people",
 * "a Rottweiler was trying to get in", "the horse came charging at us"), or the dreamer's fear of it
 * ("scared of the bear"). Its meaning is then the one the lexicon writes for a threat, not the
 * companion's ("friendship, loyalty").
 */
import type { Cast, Entity } from "./characters";
import type { Event } from "./events";
import type { Token } from "./tokenize";

/** words that make an animal a menace when they describe it: "a mean dog", "this rabid dog" */
const MENACING =
  /^(mean|rabid|vicious|angry|fierce|ferocious|aggressive|snarling|growling|savage|menacing|dangerous|scary|frightening|killer|hostile|man-eating|hungry-looking|enraged|furious|wild-eyed|deadly|venomous|poisonous|attacking|charging|biting)$/;

/** what a menace does, to anyone: "bit his nose", "attacked a boy", "prowled", "would devour them" */
const ATTACKS =
  /^(attack|bite|growl|snarl|charge|lunge|pounce|maul|devour|chase|hunt|stalk|prowl|kill|sting|claw|threaten|ambush|savage|gore|trample|strike|menace|terrorize|terrorise)$/;

/** what it does that is a menace only when it is done to someone: "ate humans" (not "eating grass"), "barked at me", "came after us" */
const ATTACKS_SOMEONE = /^(eat|bark|come|go|jump|run|fly)$/;

/** what names the one it is done to as a person: "ate humans", "came after us" */
const PERSON_WORD = /^(me|us|him|her|you|people|humans|human|men|women|children|kids|someone|somebody|everyone|everybody|anyone|anybody)$/;

/** the dreamer's fear of it: "scared of the bear", "afraid of it" */
const FEAR = /^(afraid|scared|frightened|terrified|fearful|wary|petrified)$/;

/** the tokens that stand for the animal: its mentions, or, where the cast knows it, every word that refers to it */
function standsFor(k: number, tokens: Token[], cast: Cast): (i: number) => boolean {
  const entity: Entity | undefined = cast.ref[k];
  if (entity && entity !== cast.dreamer) return (i) => i === k || cast.ref[i] === entity;
  return (i) => i === k;
}

/** "deer hunting season", "bird watching": the animal names what the act is of, it does not do it */
function compound(e: Event, tokens: Token[]): boolean {
  const a = e.actor!.index;
  return (
    e.verbIndex === a + 1 &&
    tokens[e.verbIndex].brk === 0 &&
    /ing$/.test(tokens[e.verbIndex].w) &&
    !/^(the|a|an|this|that|these|those|his|her|their|its|my|our|your|some)$/.test(tokens[a - 1]?.w ?? "")
  );
}

/** is the thing at `k` (one mention of an animal or creature) a menace in the dream? */
export function menacing(k: number, tokens: Token[], events: Event[], cast: Cast): boolean {
  const isIt = standsFor(k, tokens, cast);
  // (described: "a mean dog", "the big vicious dog" — across a word or two in its own phrase)
  for (let j = k - 1; j >= 0 && j >= k - 3 && tokens[j + 1].brk === 0; j--) {
    if (MENACING.test(tokens[j].w)) return true;
    if (/^(the|a|an|this|that|his|her|their|its|some|my|our)$/.test(tokens[j].w)) break;
  }
  // (the dreamer's fear of it, named right before it: "scared of the bear", "afraid of this dog")
  let j = k - 1;
  if (/^(the|a|an|this|that|these|those|his|her|their|its|some)$/.test(tokens[j]?.w ?? "")) j--;
  if (tokens[j]?.w === "of" && FEAR.test(tokens[j - 1]?.w ?? "") && tokens.slice(j - 1, k + 1).every((t, n) => n === 0 || t.brk === 0))
    return true;
  return events.some((e) => {
    if (e.negated || e.reported) return false;
    const actorIsIt = !!e.actor && isIt(e.actor.index) && !(e.passive && e.target?.entity === cast.dreamer) && !compound(e, tokens);
    if (!actorIsIt) {
      // ("was bitten by the dog": the passive's doer)
      return (
        e.passive &&
        e.lemmas.some((l) => ATTACKS.test(l)) &&
        tokens.slice(e.verbIndex + 1, e.end + 1).some((t, n) => {
          const i = e.verbIndex + 1 + n;
          return isIt(i) && tokens[i - 1]?.w !== "and" && tokens.slice(e.verbIndex + 1, i).some((x) => x.w === "by");
        })
      );
    }
    // ("the dog wasn't nice", "the horse was ferocious looking")
    if (e.complement && MENACING.test(e.complement)) return true;
    if (e.lemmas[0] === "be" && tokens.slice(e.verbIndex + 1, Math.min(e.end + 1, e.verbIndex + 4)).some((t) => MENACING.test(t.w)))
      return true;
    if (e.lemmas.some((l) => ATTACKS.test(l))) return true;
    // ("was trying to get in", "broke in": an animal forcing its way in)
    const inward =
      e.particle === "in" || e.particle === "into" || e.prep === "into" || /^(in|into|inside)$/.test(tokens[e.verbIndex + 1]?.w ?? "");
    // ("was outside trying to get in": the attempt may stand as a participle before the verb)
    const tried =
      e.aspect.includes("try") ||
      tokens.slice(Math.max(e.start, e.verbIndex - 3), e.verbIndex).some((t) => /^(trying|tried|tries|try)$/.test(t.w));
    if (inward && (e.lemmas.includes("break") || (tried && e.lemmas.some((l) => /^(get|come|break|force|push|climb)$/.test(l)))))
      return true;
    if (!e.lemmas.some((l) => ATTACKS_SOMEONE.test(l))) return false;
    // ("barked at me", "came after us", "went for my throat", "ate humans")
    // (someone: a word for people, or a character of the dream — "my cat", "the boy" — other than itself)
    const someone = (i: number) => PERSON_WORD.test(tokens[i]?.w ?? "") || (!!cast.ref[i] && !isIt(i));
    // (a pronoun may stand for anything it ate: "the kitten was making worms and eating them")
    if (e.lemmas[0] === "eat") return !!e.target && someone(e.target.index) && !/^(them|it|they|those|these)$/.test(e.target.word);
    const p = e.verbIndex + 1 + (e.particle && tokens[e.verbIndex + 1]?.w === e.particle ? 1 : 0);
    if (!/^(at|after|for)$/.test(tokens[p]?.w ?? "") || tokens[p].brk !== 0) return false;
    // ("barked at me", "came after the kids": the one it goes for, across an article or an owner)
    const q = /^(the|a|an|my|our|his|her|their|this|that|some)$/.test(tokens[p + 1]?.w ?? "") ? p + 2 : p + 1;
    return someone(q) && (tokens[p].w !== "for" || /^(me|us|him|her|them|my|our|his|her)$/.test(tokens[p + 1]?.w ?? ""));
  });
}
