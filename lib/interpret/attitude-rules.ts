/**
 * Rules that code either way, by the word that states the attitude: a manner toward someone ("was
 * rude to me", "was so kind to her"), a disposition ("she was rude"), a verdict or comfort put in
 * words ("told me I was beautiful", "said I was worthless", "told me not to worry").
 */
import * as V from "./verb-classes";
import { type Rule, PERSON_PRONOUN, INSULTS, make, personWord, lemma, words } from "./rule-kit";

/** "was rude to me", "is very passive aggressive with me", "was so kind to her" */
export const manner: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  for (let k = e.verbIndex; k < e.end - 1; k++) {
    const type = V.HOSTILE_MANNER.has(tokens[k].w) ? "aggression" : V.FRIENDLY_MANNER.has(tokens[k].w) ? "friendliness" : null;
    if (!type || !/^(to|with|toward|towards)$/.test(tokens[k + 1].w) || tokens[k + 1].brk !== 0) continue;
    // "rude to me", "rude to the waiter", "kind to my little sister"
    const at = [k + 2, k + 3, k + 4].find((j) => cast.ref[j] && tokens[j].brk === 0 && tokens[j].sent === tokens[k].sent) ?? k + 2;
    const to = cast.ref[at];
    if ((to && to !== e.actor?.entity) || (!to && PERSON_PRONOUN.test(tokens[k + 2]?.w ?? "")))
      return make(type, e, ctx, e.actor?.entity, to);
  }
  return null;
};

/** adverbs of a hostile manner: "looked at me menacingly", "spoke rudely to the waiter" */
const HOSTILE_ADVERB =
  /^(angrily|rudely|meanly|nastily|menacingly|threateningly|viciously|spitefully|hatefully|contemptuously|sarcastically|harshly|coldly|scornfully|disdainfully)$/;

/**
 * "he looks at me menacingly", "I was talking angrily at him", "she spoke rudely to the waiter": an act
 * aimed at someone, done in a hostile manner, is hostile. Not "I angrily left the room" (aimed at no one).
 */
export const hostileAdverb: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const to = e.target?.entity;
  const aimed = (to && to !== e.actor?.entity) || PERSON_PRONOUN.test(e.target?.word ?? "");
  if (!aimed || e.negated || (e.prep && !/^(at|to|toward|towards|with)$/.test(e.prep))) return null;
  const from = Math.max(e.start, e.verbIndex - 3);
  const manner = tokens.slice(from, e.end + 2).some((t) => t.sent === e.sent && HOSTILE_ADVERB.test(t.w));
  return manner && (e.actor?.entity || personWord(e.actor)) ? make("aggression", e, ctx, e.actor?.entity, to) : null;
};

/** "he's been friendly", "she was rude": how someone is, toward whoever is there */
export const disposition: Rule = (e, ctx) => {
  const { cast } = ctx;
  const from = e.actor?.entity;
  if (!from || from === cast.dreamer || !e.complement || e.target) return null;
  const type = V.HOSTILE_MANNER.has(e.complement) ? "aggression" : V.FRIENDLY_MANNER.has(e.complement) ? "friendliness" : null;
  return type && /^(be|seem|act|get|become)$/.test(e.verb) ? make(type, e, ctx, from, cast.dreamer) : null;
};

const PRAISE =
  /^(beautiful|pretty|handsome|smart|clever|great|amazing|wonderful|talented|special|brave|gorgeous|cute|sweet|perfect|lovely|funny|kind|right)$/;

const REASSURE = /^(not to worry|(that )?(everything|it|things) (would|will|is going to|was going to) be (ok|okay|fine|alright|all right))/;

/** the subject of what is said, which the parser may take for the verb's object: "said I was…", "yelled that she was…" */
const SAID_SUBJECT = /^(i|we|he|she|they|you)$/;

/** verbs of saying aloud in anger: what they say of someone is a verdict too ("my mother yelled that I was lazy") */
const SHOUTED = /^(yell|scream|shout|holler|snap|complain|grumble)$/;

/**
 * "told me I was beautiful", "said I was worthless", "told me not to worry", "yelled that I was lazy": a verdict or
 * comfort put in words. An insult hurts the one it describes ("told everyone I was a liar": the dreamer), praise
 * pleases the one it is about; comfort goes to the one told.
 */
export const verdict: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  const shouted = lemma(e, SHOUTED);
  if ((!lemma(e, /^(tell|say)$/) && !shouted) || (!from && !personWord(e.actor))) return null;
  // (the one told, not the subject of what is said: "saying that I have…", "said I was stupid")
  const told =
    e.target &&
    (e.target.entity || personWord(e.target)) &&
    tokens[e.target.index - 1]?.w !== "that" &&
    !(e.target.index === e.verbIndex + 1 && SAID_SUBJECT.test(e.target.word))
      ? e.target
      : undefined;
  const after = (told?.index ?? e.verbIndex) + 1;
  const rest = words(tokens, after, 8).replace(/^that /, "");
  // ("said she was uglier in real life": a verdict on someone there, the one the words are about)
  const about = cast.ref[tokens[after]?.w === "that" ? after + 1 : after];
  // ("said my hair looked terrible", "told me your essay was bad": a verdict on what is the dreamer's is on the dreamer;
  // "said my mom was stupid" is on the mother)
  const first = tokens[after]?.w === "that" ? after + 1 : after;
  const owned = /^(my|your) /.test(rest) ? cast.ref[first + 1] : undefined;
  const described =
    owned && owned !== cast.dreamer ? owned : /^(i|you|my|your) /.test(rest) ? cast.dreamer : /^(he|she) /.test(rest) ? about : undefined;
  // (what is said, to the end of its sentence: "a woman told me. I was in the wrong room" says nothing of me in her words)
  let close = after;
  while (close < after + 8 && tokens[close + 1]?.sent === e.sent) close++;
  const said = words(tokens, after, close - after + 1).replace(/^that /, "");
  const to = told?.entity ?? described;
  // ("he said it was rude", "she said that was disgusting", told to the dreamer or of what the dreamer has just done)
  // ("told me that was rude": the "that" is the act judged, not the word that opens what is said)
  const verdictOn = IT_WAS_BAD.exec(said) ?? IT_WAS_BAD.exec(words(tokens, after, close - after + 1));
  const judged = !!verdictOn && CONDUCT.test(verdictOn[0]) && (told?.entity === cast.dreamer || (!told && dreamerJustActed(e, ctx)));
  if (judged && !described && from !== cast.dreamer) return make("aggression", e, ctx, from, cast.dreamer);
  // ("kept saying something about being totally irresponsible", "said something about me being lazy": a fault named
  // as what someone is, said about them — the dreamer's when "me" or no one is named, since the dreamer hears it)
  const aboutBeing =
    /^(something |things |stuff )?(about|of) (me |us |him |her |them )?being (so |very |really |such |a |an |totally |completely |utterly |too |pretty |quite |kind of )*(\S+)/.exec(
      rest,
    );
  if (aboutBeing && (INSULTS.test(aboutBeing[5]) || CRITICAL.test(aboutBeing[5])) && from !== cast.dreamer) {
    const of = aboutBeing[3] ? cast.ref[after + rest.split(" ").indexOf(aboutBeing[3].trim())] : undefined;
    const hurt = /^(me|us) $/.test(aboutBeing[3] ?? "") || !aboutBeing[3] ? cast.dreamer : of;
    return make("aggression", e, ctx, from, hurt);
  }
  // (a shout is a verdict only on someone it names: "yelled that the house was on fire" is a warning)
  if (to === from || (!to && !told) || (shouted && !described)) return null;
  if (told && !shouted && REASSURE.test(rest)) return make("friendliness", e, ctx, from, to);
  // ("my hair looked terrible": the owner's thing, one or two words, is what the verdict is on)
  const quality =
    /^(i|you|he|she|we|they|(?:my|your) \S+(?: \S+)?) (was|were|am|are|is|looked|look|looks|smelled|smells|sounded|sounds) (so |very |really |such |a |an |total |complete |much |even |being |kind of |totally |completely |utterly |absolutely |quite |too |incredibly |extremely |always |just )*(\S+)/.exec(
      rest,
    )?.[4] ?? "";
  // ("uglier", "fatter": a comparison that runs someone down is the insult too)
  const base = quality
    .replace(/ier$/, "y")
    .replace(/([a-z])\1er$/, "$1")
    .replace(/er$/, "");
  // ("saying that I have bad breath": a fault of the body named to someone's face)
  const fault = /^(i|you|he|she) (have|has|had) (bad breath|body odou?r|b\.?o\.?)\b/.test(rest);
  // ("told me I was doing it wrong", "said we did it all wrong": the dreamer's doing found fault with)
  const faulted = !!described && described === cast.dreamer && DONE_WRONG.test(said);
  const criticised = CRITICAL.test(quality) && said.split(" ").includes(quality);
  if (INSULTS.test(quality) || INSULTS.test(base) || fault || faulted || criticised) {
    const hurt = described && described !== from ? described : to;
    return make("aggression", e, ctx, from, hurt);
  }
  if (shouted) return null;
  if (quality === "proud" && /\bproud of\b/.test(rest)) return make("friendliness", e, ctx, from, told?.entity);
  return PRAISE.test(quality) ? make("friendliness", e, ctx, from, to) : null;
};

/** faults found that are no insult by themselves ("wrong") but a criticism when said of someone */
const CRITICAL = /^(wrong|inappropriate|unacceptable|disrespectful|childish|immature|sloppy|messy|careless|selfish|irresponsible|rude)$/;

/** "I was doing it wrong", "we did it all wrong", "I had done everything badly": a doing found fault with */
const DONE_WRONG =
  /^(i|you|we|my|your) (\S+ ){1,4}?(all |completely |totally )?(?<!(the|a|an) )(wrong|wrongly|badly|incorrectly|poorly)\b(?! (way|one|ones|thing|place|room|house|door|answer|time|person|number|bus|train))/;

/**
 * "it was rude", "that was disrespectful", "this is wrong": a verdict on what was just done (not "it was wrong to
 * steal", a rule in general), said to the dreamer or of what the dreamer has just done. Only a word for conduct
 * counts (`CONDUCT`): "it was terrible" after "I watched a film" is about the film.
 */
const IT_WAS_BAD =
  /^(it|that|this|what (i|we|you) did) (was|is|were|had been) (so |very |really |totally |completely |just |pretty |kind of )*(rude|wrong|disgusting|inappropriate|unacceptable|disrespectful|stupid|ridiculous|pathetic|childish|immature|gross|terrible|awful|horrible|selfish|mean)\b(?! (to|that|how|for|when|because|if)\b)/;
const CONDUCT = /\b(rude|wrong|inappropriate|unacceptable|disrespectful|childish|immature|selfish|mean)\b/;

/** the dreamer does something in the clause or sentence before the words that judge it */
function dreamerJustActed(e: Parameters<Rule>[0], { events, cast }: Parameters<Rule>[1]): boolean {
  const n = events.indexOf(e);
  for (let k = n - 1; k >= 0 && events[k].sent >= e.sent - 1; k--)
    if (events[k].actor?.entity === cast.dreamer && !events[k].negated && events[k].verb !== "be") return true;
  return false;
}

const REMARK = /^(reply|replies|remark|remarks|comment|comments|answer|retort|joke|jokes|tone|laugh|look)$/;
const SNIDE = /^(mocking|sarcastic|insulting|snide|hurtful|nasty|cruel|rude|mean|scornful|contemptuous|condescending|spiteful)$/;

/** "I respond with a mocking reply", "made a snide remark about her": hostility put as a noun */
export const hostileRemark: Rule = (e, ctx) => {
  const { cast, tokens } = ctx;
  const from = e.actor?.entity;
  if (!from) return null;
  for (let k = e.verbIndex + 1; k < Math.min(e.end, e.verbIndex + 6); k++) {
    if (!SNIDE.test(tokens[k].w) || !REMARK.test(tokens[k + 1]?.w ?? "")) continue;
    // to whom: the object ("answered him with…"), someone later in the clause, or the one last spoken with
    const to =
      e.target?.entity ??
      cast.ref.slice(k + 2, e.end + 1).find((x) => x && x !== from) ??
      [...cast.ref.slice(Math.max(0, e.start - 40), e.start)].reverse().find((x) => x && x !== from);
    return to ? make("aggression", e, ctx, from, to) : null;
  }
  return null;
};
