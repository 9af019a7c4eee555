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
  const described = /^(i|you) /.test(rest) ? cast.dreamer : /^(he|she) /.test(rest) ? about : undefined;
  const to = told?.entity ?? described;
  // (a shout is a verdict only on someone it names: "yelled that the house was on fire" is a warning)
  if (to === from || (!to && !told) || (shouted && !described)) return null;
  if (told && !shouted && REASSURE.test(rest)) return make("friendliness", e, ctx, from, to);
  const quality =
    /^(i|you|he|she|we|they) (was|were|am|are|is|looked|look) (so |very |really |such |a |an |total |complete |much |even )*(\S+)/.exec(
      rest,
    )?.[4] ?? "";
  // ("uglier", "fatter": a comparison that runs someone down is the insult too)
  const base = quality
    .replace(/ier$/, "y")
    .replace(/([a-z])\1er$/, "$1")
    .replace(/er$/, "");
  // ("saying that I have bad breath": a fault of the body named to someone's face)
  const fault = /^(i|you|he|she) (have|has|had) (bad breath|body odou?r|b\.?o\.?)\b/.test(rest);
  if (INSULTS.test(quality) || INSULTS.test(base) || fault) {
    const hurt = described && described !== from ? described : to;
    return make("aggression", e, ctx, from, hurt);
  }
  if (shouted) return null;
  if (quality === "proud" && /\bproud of\b/.test(rest)) return make("friendliness", e, ctx, from, told?.entity);
  return PRAISE.test(quality) ? make("friendliness", e, ctx, from, to) : null;
};

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
