/**
 * How the dreamer stands toward a figure of the dream, read from the plot rather than the word:
 * the dreamer at odds with them ("I was impatient with my husband", "I argued with my mother", "my
 * boss annoyed me", a blow the dreamer deals them), or a thing set out for the dreamer to act on
 * ("there were bears to hunt", "a dragon to slay"). The lexicon then gives the meaning for that
 * situation: a partner who frustrates you is not the partner "who helps you", though they drive you.
 */
import type { Cast, Entity } from "./characters";
import type { Coding } from "./coding";
import type { Event } from "./events";
import type { Token } from "./tokenize";

/** the dreamer's vexation with someone: "impatient with", "angry at", "fed up with" */
const VEXED =
  /^(impatient|annoyed|angry|mad|furious|frustrated|irritated|irritable|cross|exasperated|livid|pissed|fed|disgusted|disappointed|upset|enraged|resentful|sick|tired)$/;
/** what someone does that vexes the dreamer: "she annoyed me", "he kept frustrating me" */
const VEXES =
  /^(annoyed|annoys|annoying|frustrated|frustrates|frustrating|irritated|irritates|irritating|infuriated|infuriates|infuriating|angered|angers|exasperated|exasperates|exasperating|bugged|bugs|bugging|nagged|nags|nagging)$/;
/** blows, not words: "hit", "kicked", "shot" */
const PHYSICAL =
  /^(hit|punch|kick|shoot|stab|kill|beat|strike|slap|push|shove|throw|tackle|choke|strangle|bite|attack|smash|knock|whack|wrestle)$/;
/** a quarrel the dreamer has with someone: "argued with my mother", "we were fighting" */
const QUARREL = /^(argue|fight|quarrel|bicker|row|clash|disagree|feud|squabble)$/;

/** words that may stand between "with"/"at" and the person: "with my partner", "at the old man" */
const OWNER = /^(my|the|his|her|their|our|this|that|these|those|a|an|old|own|little|big|stupid|dear|poor)$/;

/** is token `i` a mention of `who`, where the words before it name the dreamer's vexation with them? */
function vexedWith(tokens: Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && i - j <= 3 && OWNER.test(tokens[j].w) && tokens[j + 1].brk === 0) j--;
  if (!/^(with|at)$/.test(tokens[j]?.w ?? "") || tokens[j + 1].brk !== 0) return false;
  const adj = tokens[j - 1];
  if (!adj || tokens[j].brk !== 0) return false;
  // ("fed up with", "sick of" is no "with"; "tired of" likewise: only "fed up with" reads here)
  if (adj.w === "up") return tokens[j - 2]?.w === "fed";
  if (adj.w === "fed" || adj.w === "sick" || adj.w === "tired") return false;
  if (!VEXED.test(adj.w)) return false;
  // (the dreamer's own: "I'm impatient with", "I was so angry at", "I got mad at" — not "she was angry with him")
  for (let k = j - 2, n = 0; k >= 0 && n < 5 && tokens[k + 1].brk === 0; k--, n++) {
    if (/^(i|i'm|we|we're|me)$/.test(tokens[k].w)) return true;
    if (
      !/^(am|was|were|is|are|got|get|getting|felt|feel|feeling|became|become|so|very|really|quite|a|bit|little|extremely|completely|totally|kind|of|just|still|getting|more|and|increasingly)$/.test(
        tokens[k].w,
      )
    )
      return false;
  }
  return false;
}

/** "my sister and I", "me and my brother": the dreamer joined by "and" to someone before the verb */
function withTheDreamer(tokens: Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++)
    if (tokens[k].w === "and" && (/^(i|me)$/.test(tokens[k + 1]?.w ?? "") || /^(i|me)$/.test(tokens[k - 1]?.w ?? ""))) return true;
  return false;
}

/** is the dreamer at odds with the one at token `at` anywhere in the dream? */
export function atOdds(at: number, coding: Coding, events: Event[], cast: Cast, tokens: Token[]): boolean {
  const who: Entity | undefined = cast.ref[at];
  if (!who || who === cast.dreamer) return false;
  const dreamer = cast.dreamer;
  // (a blow, a shout or a refusal the dreamer deals them, in the dream's coding — where the dreamer is
  // the one doing it in the words too: "recalling a saying of my dad's" is no clash with him)
  // (but a blow dealt to strangers is a fight, not friction: kids the dreamer strikes to get past them are no
  // child who tries their patience, while a kid the dreamer scolds is)
  const fight = (x: { event: Event }) => who.kind === "stranger" && x.event.lemmas.some((l) => PHYSICAL.test(l));
  if (
    coding.interactions.some(
      (x) =>
        x.type === "aggression" && x.from === dreamer && x.to === who && !x.event.negated && x.event.actor?.entity === dreamer && !fight(x),
    )
  )
    return true;
  const mentions: number[] = [];
  cast.ref.forEach((e, i) => e === who && mentions.push(i));
  for (const i of mentions) {
    if (vexedWith(tokens, i)) return true;
    // ("my partner annoyed me", "she kept frustrating me")
    let k = i + 1;
    if (/^(kept|was|is|were|really|just|always|so)$/.test(tokens[k]?.w ?? "") && tokens[k + 1]?.brk === 0) k++;
    if (tokens[k]?.brk === 0 && VEXES.test(tokens[k].w) && /^(me|us)$/.test(tokens[k + 1]?.w ?? "")) return true;
  }
  // ("I argued with my mother", "my cousin and I kept quarrelling")
  return events.some(
    (e) =>
      !e.negated &&
      !e.unreal &&
      e.lemmas.some((l) => QUARREL.test(l)) &&
      ((e.actor?.entity === dreamer &&
        (e.target?.entity === who || mentions.some((i) => i > e.verbIndex && i <= e.end && i - e.verbIndex <= 4))) ||
        (e.actor?.entity === who && e.target?.entity === dreamer) ||
        // ("my cousin and I kept quarrelling", "me and Jo argued" — not "I could hear Mum arguing next door")
        (mentions.some((i) => i >= e.start && i < e.verbIndex) && withTheDreamer(tokens, e.start, e.verbIndex))),
  );
}

/** what the dreamer sets out to take or overcome: "bears to hunt", "a dragon to slay", "monsters to kill" */
const QUARRY = /^(hunt|kill|slay|loot|catch|trap|capture|shoot|fight|defeat|tame|skin|collect|gather|rescue|save|feed|ride|pet|milk)$/;

/**
 * "wolves to trap in the valley", "I had a dragon to slay": a noun with an infinitive after it and
 * no object of its own is that verb's object — the thing is set out for the dreamer to act on, so
 * the dreamer masters it; it does not do the act.
 */
export function setForTheDreamer(at: number, tokens: Token[]): boolean {
  const to = tokens[at + 1];
  const verb = tokens[at + 2];
  if (!to || !verb || to.w !== "to" || to.brk !== 0 || verb.brk !== 0 || !QUARRY.test(verb.w)) return false;
  // ("bears to kill the deer": an object of its own makes the noun the doer)
  const next = tokens[at + 3];
  return !next || next.brk !== 0 || !/^(the|a|an|my|his|her|their|our|me|us|him|them|it|people|everyone|anyone|someone)$/.test(next.w);
}
