/**
 * Aggression in words that find fault or forbid, told as what someone says: "they both said this was
 * the wrong turn", "she told me I was doing it wrong" (`faultFound`, a criticism); "he told me I couldn't
 * come in" (`forbidden`, a refusal put in words). Hall and Van de Castle code criticism and refusal as
 * verbal aggression, aimed at the one whose doing is found wrong or who is kept out.
 */
import { personAfter, type Entity } from "./characters";
import type { Event } from "./events";
import { someInSentences } from "./tokenize";
import { type Rule, type RuleContext, make, personWord, lemma } from "./rule-kit";

/** saying, in any of its ways */
const SAYING = /^(say|tell|insist|complain|argue|yell|shout|scream|claim|point|announce|inform|remind|protest|snap|grumble)$/;

/** a verb of being or doing that a fault is said of: "this was the wrong turn", "I did it wrong" */
const FAULTED = /^(was|were|is|are|'s|had|did|do|does|doing|done|got|get|gets|getting|went|go|going|took|take|taking|made|make|making)$/;

/** what makes "wrong" no fault found: "nothing was wrong", "what was wrong", "something went wrong" with a thing */
const NO_FAULT = /^(nothing|something|anything|what|what's|whats|not|never|no|if|whether|everything|all)$/;

/** what a deed is judged to be when it is found to offend: "it was rude", "that was selfish" */
const DEED_JUDGED =
  /^(rude|mean|disrespectful|impolite|inappropriate|unacceptable|selfish|childish|irresponsible|offensive|disgusting|shameful|cruel)$/;

/** the words said, up to the sentence's end or a new sentence-like break, at most `n` */
function saidWords(e: Event, ctx: RuleContext, n: number): number[] {
  const out: number[] = [];
  for (let k = e.verbIndex + 1; k < ctx.tokens.length && out.length < n; k++) {
    if (ctx.tokens[k].sent !== e.sent) break;
    out.push(k);
  }
  return out;
}

/** the one a fault or a refusal the speaker says is aimed at: whom it is said to, else the dreamer beside the speaker, else the last person named */
function aimedAt(e: Event, ctx: RuleContext, from: Entity | undefined): Entity | undefined {
  const { cast, tokens } = ctx;
  const told = e.target?.entity && e.target.entity !== from ? e.target.entity : undefined;
  if (told) return told;
  if (from !== cast.dreamer) {
    const dreamerNear = someInSentences(tokens, e.sent - 1, e.sent, (_, k) => cast.ref[k] === cast.dreamer);
    return dreamerNear ? cast.dreamer : undefined;
  }
  for (let k = e.verbIndex - 1; k >= 0 && tokens[k].sent >= e.sent - 1; k--) {
    const x = cast.ref[k];
    if (x && x !== cast.dreamer && x.kind !== "animal") return x;
  }
  return undefined;
}

/**
 * "they both said it was the wrong exit", "she told me I was doing it wrong", "he complained that we had
 * taken the wrong road": a fault found with what someone did — not "nothing was wrong", "asked what was
 * wrong", "something had gone wrong with the car" (no one's doing).
 */
export const faultFound: Rule = (e, ctx) => {
  const { tokens } = ctx;
  const from = e.actor?.entity;
  if (e.negated || e.reported || (!from && !personWord(e.actor)) || !lemma(e, SAYING)) return null;
  const said = saidWords(e, ctx, 9);
  // ("she said that was rude", "told us that was selfish of me": a deed judged bad-mannered, put as the state of "it")
  const judged = said.find(
    (k) =>
      DEED_JUDGED.test(tokens[k].w) &&
      /^(was|is|'s|were)$/.test(tokens[k - 1]?.w ?? "") &&
      /^(it|that|this|it's|that's)$/.test(tokens[k - 2]?.w ?? tokens[k - 1]?.w ?? ""),
  );
  if (judged !== undefined && said.indexOf(judged) <= 4 && !said.slice(0, said.indexOf(judged)).some((k) => NO_FAULT.test(tokens[k].w))) {
    const to = aimedAt(e, ctx, from);
    // (the evidence runs to the judgement: "she said that was rude", not only "she said")
    return to && to !== from ? make("aggression", { ...e, end: Math.max(e.end, judged), verbIndex: judged }, ctx, from, to) : null;
  }
  const at = said.find((k) => tokens[k].w === "wrong");
  if (at === undefined) return null;
  const before = said.filter((k) => k < at).map((k) => tokens[k].w);
  if (before.some((w) => NO_FAULT.test(w) || /n't$/.test(w))) return null;
  // (a fault said of someone's doing or choice: "was the wrong turn", "did it wrong", "was wrong")
  if (!before.slice(-4).some((w) => FAULTED.test(w))) return null;
  // ("went wrong", "gone wrong": a mishap, no one's fault)
  if (/^(went|go|gone|going|goes)$/.test(tokens[at - 1]?.w ?? "")) return null;
  const to = aimedAt(e, ctx, from);
  return to && to !== from ? make("aggression", e, ctx, from, to) : null;
};

/** what someone is kept from: coming in, staying, taking part, having or using something */
const KEPT_FROM =
  /^(come|go|enter|leave|stay|play|have|use|take|sit|join|touch|keep|borrow|ride|eat|drink|buy|see|be|get|park|sleep|swim|watch|talk|speak|do)$/;

/** the words that forbid, said to someone of themselves: "I couldn't", "we weren't allowed to", "you can't" (not advice, "you shouldn't") */
const CANNOT = /^(couldn't|can't|cannot|mustn't)$/;

/**
 * "she told me I couldn't come in", "he said we weren't allowed to swim", 'she said, "you can't play"': a
 * refusal put in words by someone to the dreamer (not the dreamer's own "I can't sing", nor what
 * someone says they cannot do themselves, "he said he couldn't come").
 */
export const forbidden: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  const from = e.actor?.entity;
  // ('she was like, "you\'re not allowed"': "was like" before quoted words says them)
  const sayLike = lemma(e, /^be$/) && tokens[e.verbIndex + 1]?.w === "like";
  if (e.negated || e.reported || !from || from === cast.dreamer || !(sayLike || lemma(e, /^(say|tell|insist|announce|inform|warn)$/)))
    return null;
  const said = saidWords(e, ctx, 8);
  for (let n = 0; n < said.length; n++) {
    const k = said[n];
    // ("you're not allowed", "we're not allowed": the contraction is the pronoun and its verb)
    const fused = /^(you|we|i)['’](re|m)$/.exec(tokens[k].w);
    const w = fused ? fused[1] : tokens[k].w;
    if (!/^(i|we|you)$/.test(w)) continue;
    const next = fused ? "are" : (tokens[k + 1]?.w ?? "");
    const then = tokens[k + (fused ? 1 : 2)]?.w ?? "";
    const no = CANNOT.test(next) || (next === "could" && then === "not") || (next === "can" && then === "not");
    const notAllowed =
      /^(wasn't|weren't|aren't|am|are|was|were|'re)$/.test(next) &&
      (/^(allowed|permitted)$/.test(then) || (then === "not" && /^(allowed|permitted)$/.test(tokens[k + (fused ? 2 : 3)]?.w ?? "")));
    if (!no && !notAllowed) continue;
    // (inside quotation marks "I" and "we" are the speaker's own, "you" the one spoken to; outside them the reverse)
    const quoted = /["“”]/.test(ctx.text.slice(tokens[e.verbIndex].end, tokens[k].start));
    if (quoted ? w !== "you" : w === "you") continue;
    // the first word after the forbidding ones is what is kept from: "couldn't come in", "weren't allowed to swim"
    let v = k + (fused ? 1 : 2);
    while (v < k + 6 && /^(not|allowed|permitted|to|ever|really|even|just)$/.test(tokens[v]?.w ?? "")) v++;
    if (!KEPT_FROM.test(tokens[v]?.w ?? "")) continue;
    // ("two of them mocked the third boy. They kept saying, 'You can't go on'": the "you" is that other one)
    const another = someInSentences(tokens, e.sent - 1, e.sent, (t) => /^(other|another)$/.test(t.w));
    if (quoted && another) continue;
    // (the evidence is the words that forbid, not only the saying verb: 'she was like, "you're not allowed to swim"')
    // (the quoted words to their sentence's end, a dozen at most: "you're not allowed to swim until I say so")
    const upTo = saidWords(e, ctx, k - e.verbIndex + 12);
    const words = quoted ? { ...e, start: k, end: upTo[upTo.length - 1] } : e;
    return make("aggression", words, ctx, from, cast.dreamer);
  }
  return null;
};

/** what one is told not to do for one's own comfort: "told us not to fret" is a kindness, no refusal */
const COMFORTED = /^(worry|cry|fret|panic|be|feel|mind|bother|hesitate|apologize|apologise|hurry|rush|blame|forget)$/;

/**
 * "she told me not to touch her hair", "he told us not to come in", "my boss told me not to touch anything": a thing
 * forbidden to the one told (Hall and Van de Castle code a prohibition as verbal aggression) — not "told me not to
 * worry", a comfort, nor "asked me not to tell anyone", a confidence, nor the dreamer's own advice.
 */
export const toldNotTo: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  const from = e.actor?.entity;
  if (e.negated || e.reported || !lemma(e, /^(tell|order|warn|forbid)$/) || (!from && !personWord(e.actor))) return null;
  // (the dreamer's own "I told my son not to move" is most often care or advice — to the hurt, the young, a friend —
  // unless put as an order)
  if (from === cast.dreamer && !lemma(e, /^(order|forbid)$/)) return null;
  const t = e.target;
  if (!t || t.index > e.verbIndex + 2 || !(t.entity || personWord(t))) return null;
  const k = t.index + 1;
  if (tokens[k]?.w !== "not" || tokens[k + 1]?.w !== "to" || tokens[k].brk !== 0) return null;
  const verb = tokens[k + 2]?.w ?? "";
  if (COMFORTED.test(verb) || /^(tell|say|mention)$/.test(verb)) return null;
  const to = t.entity ?? (/^(me|us)$/.test(t.word) ? cast.dreamer : undefined);
  if (to === from) return null;
  // (the evidence runs to the thing forbidden, within the sentence)
  let end = Math.max(e.end, k + 2);
  while (end + 1 < tokens.length && end < k + 3 && tokens[end + 1].sent === e.sent) end++;
  return make("aggression", { ...e, end: Math.min(end, tokens.length - 1) }, ctx, from, to);
};

/** the ways one behaves badly toward someone, said of one "being" it */
const BEHAVING_BADLY =
  /^(a jerk|an ass|an asshole|a bully|a brat|a bitch|a pig|mean|rude|nasty|horrible|cruel|obnoxious|hostile|snotty|snippy|condescending|sarcastic|difficult)$/;

/**
 * "the nurse was being a jerk all day", "she was being so rude to me": hostile behaviour named as what
 * someone is being, aimed at whom it is said to be toward ("to me"), else at the dreamer beside them — not "I was
 * being silly", nor "he is a jerk" (a judgement of character, not a deed)
 */
export const beingAJerk: Rule = (e, ctx) => {
  const { tokens, cast } = ctx;
  const from = e.actor?.entity;
  if (e.negated || e.verb !== "be" || !from || from === cast.dreamer) return null;
  let k = e.verbIndex + 1;
  while (/^(just|really|so|very|such|totally|always|still)$/.test(tokens[k]?.w ?? "")) k++;
  if (tokens[k]?.w !== "being") return null;
  k++;
  while (/^(so|very|really|extremely|such|kind|of|totally|quite)$/.test(tokens[k]?.w ?? "")) k++;
  const two = `${tokens[k]?.w ?? ""} ${tokens[k + 1]?.w ?? ""}`;
  const end = BEHAVING_BADLY.test(two) ? k + 1 : BEHAVING_BADLY.test(tokens[k]?.w ?? "") ? k : -1;
  if (end < 0) return null;
  const toWhom =
    tokens[end + 1]?.w === "to"
      ? /^(me|us)$/.test(tokens[end + 2]?.w ?? "")
        ? cast.dreamer
        : personAfter(cast, tokens, end + 1, 3, from)
      : undefined;
  if (tokens[end + 1]?.w === "to" && !toWhom) return null;
  const to = toWhom ?? aimedAt(e, ctx, from);
  return to && to !== from ? make("aggression", { ...e, end: Math.max(e.end, end) }, ctx, from, to) : null;
};
