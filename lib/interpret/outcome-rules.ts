/**
 * Outcome rules, as Hall/Van de Castle judges code them, that sit beside the verb rules of
 * coding.ts (outcomeOf, misfortuneBy, wentWell):
 *
 * - what is not told as happening is no outcome: a would-clause put as "they'd get hurt", an
 *   alternative still to come ("either slipped or will"), the content of a fear ("terrified that he
 *   slipped"), a simile ("hugged me as if she would never let go"), a goal ("meant to be finishing
 *   something", "to achieve the aim"), what a feeling is about ("mourned the years she was missing
 *   out on"), and a try whose end the writer does not remember;
 * - whose mishap it is: the owner of the body part a relative clause describes ("I see her leg,
 *   which is bleeding"), not the one who sees it; the dreamer who trips someone has dealt a blow,
 *   not met a mishap;
 * - mishaps the clause parser leaves out: a thing that gives way ("the lid of the crate cracks",
 *   "the bolts came loose"), befalling whoever holds it, and "the grey one slips" said of one of
 *   a group of creatures named before.
 */
import type { Cast, Entity } from "./characters";
import type { Outcome } from "./coding";
import { evidenceOf } from "./evidence";
import type { Event } from "./events";
import { sentEnd, sentStart } from "./rule-kit";
import type { Token } from "./tokenize";
import { isLexNoun } from "./words";
import * as V from "./verb-classes";

const w = (tokens: Token[], k: number) => tokens[k]?.w ?? "";

/** words the lexicon may call nouns that never head a thing's noun phrase */
const FUNCTION_WORD =
  /^(of|in|on|at|to|with|for|from|by|and|or|but|like|was|were|is|are|be|been|all|just|so|then|there|here|what|which|that|this|it|one|ones|some|something|anything|everything|nothing|lot|bit|kind|sort)$/;

// ——— what is not told as happening ———

/** a pronoun fused with "'d": would or had */
const D_CONTRACTION = /^(i|you|he|she|it|we|they|that|there|who|someone|everyone)'d$/;
/** base forms that are also past participles: after "'d" they may be "had" ("he'd come back") */
const BASE_IS_PARTICIPLE = /^(come|become|run|hit|cut|put|set|hurt|let|shut|quit|read|spread|cost|burst|split)$/;
/** what may stand between "'d" and its verb */
const D_FILLER = /^(not|never|probably|just|also|all|both|surely|really|then|still|get|be)$/;

/**
 * "it might leave and they'd get hurt": "'d" before a base form is "would" (not "they'd fallen",
 * which is "had"). The clause parser leaves "'d" out of the event's aspect.
 */
function wouldContracted(tokens: Token[], e: Event): boolean {
  for (let k = e.verbIndex - 1; k >= Math.max(0, e.verbIndex - 4) && tokens[k].sent === e.sent; k--) {
    if (!D_CONTRACTION.test(tokens[k].w)) {
      if (!D_FILLER.test(tokens[k].w) && !/ly$/.test(tokens[k].w)) return false;
      continue;
    }
    const next = tokens[k + 1];
    if (!next || next.sent !== e.sent) return false;
    // ("they'd get hurt", "she'd be lost": the first verb after "'d" carries its tense)
    if (next.w === "get" || next.w === "be") return true;
    return k + 1 === e.verbIndex && e.lemmas[0] === next.w && !BASE_IS_PARTICIPLE.test(next.w) && !/(ed|en)$/.test(next.w);
  }
  return false;
}

/** "either slipped already or will": the clause offers what is still to come as its other half */
function orStillToCome(tokens: Token[], e: Event): boolean {
  for (let k = e.verbIndex + 1; k <= e.verbIndex + 5 && tokens[k]?.sent === e.sent; k++)
    if (tokens[k].w === "or" && /^(will|would|might|could|may|won't|wouldn't|shall|is|was)$/.test(w(tokens, k + 1)))
      return /^(will|would|might|could|may|won't|wouldn't|shall)$/.test(w(tokens, k + 1)) || w(tokens, k + 2) === "going";
  return false;
}

/** the words of fearing whose "that"-clause is only feared */
const FEAR_WORD =
  /^(worried|worrying|concerned|afraid|scared|feared|fearing|terrified|frightened|petrified|nervous|anxious|dreaded|dreading|panicked|convinced)$/;
/** where a clause of fear gives way to the telling */
const FEAR_BREAK = /^(when|while|because|but|then|until|so|after|before|as|though|although|which|since)$/;
/** a word that opens a clause of its own after "and" / "or" */
const NEW_SUBJECT = /^(i|we|he|she|they|you|it|i'm|we're|he's|she's|they're|it's|i'd|we'd|she'd|he'd|they'd|there|then|suddenly|now)$/;

/**
 * "I'm terrified that Jo climbed the fence and either slipped", "afraid he had drowned": what
 * the clause of a fear supposes is not told as happening. Not the result clause "so scared that I
 * fell over", nor a fear a clause behind ("was afraid, and then I fell").
 */
function feared(tokens: Token[], e: Event): boolean {
  for (let k = e.verbIndex - 1; k >= Math.max(0, e.verbIndex - 14) && tokens[k].sent === e.sent; k--) {
    const t = tokens[k];
    if (FEAR_BREAK.test(t.w)) return false;
    if (/^(and|or)$/.test(t.w) && NEW_SUBJECT.test(w(tokens, k + 1))) return false;
    if (!FEAR_WORD.test(t.w)) continue;
    if (/^(so|too|very)$/.test(w(tokens, k - 1)) && w(tokens, k + 1) === "that") return false;
    // ("afraid that …", "terrified Jo had…": the fear's own clause follows it)
    const opens =
      w(tokens, k + 1) === "that" || (tokens[k + 1]?.brk === 0 && !/^(of|about|for|to|and|but|when|as|because)$/.test(w(tokens, k + 1)));
    return opens && k + 1 < e.verbIndex;
  }
  return false;
}

/**
 * "he hugged me like he would never let go", "I felt as if I was falling": a likeness,
 * not what happens. ("I'd like", "would like" are the verb.)
 */
function likeness(tokens: Token[], e: Event): boolean {
  for (let k = e.verbIndex - 1; k >= Math.max(0, e.verbIndex - 6) && tokens[k].sent === e.sent; k--) {
    const t = tokens[k];
    if (
      t.w === "like" &&
      !/^(would|'d|i|we|you|they|i'd|we'd|you'd|they'd|to|don't|didn't|not)$/.test(w(tokens, k - 1)) &&
      k + 1 < e.verbIndex
    )
      // ("like a calf, it gets up" compares a thing, not a happening)
      return /^(i|you|he|she|it|we|they|someone|somebody|everyone|i'm|i'd|he'd|she'd|it's|i've|we're|they're|you're)$/.test(
        w(tokens, k + 1),
      );
    if (/^(if|though)$/.test(t.w) && w(tokens, k - 1) === "as") return true;
    if (t.brk === 2) return false;
  }
  return false;
}

/** the frames that make what follows a goal: "meant to be finishing", "eager to get it done" */
const GOAL_FRAME =
  /^(supposed|meant|expected|eager|trying|try|tried|hoping|hope|hoped|planning|plan|planned|want|wanted|wants|need|needed|needs|aim|aiming|intend|intended)$/;
/** what tells that a goal was then reached after all */
const REACHED = /^(but|then|finally|eventually|so|managed|able|succeeded)$/;

/**
 * A success whose verb is a goal, not a deed done: "to accomplish the task", "supposed to be
 * sorting it out, or finishing something". Only a non-finite verb: "wanted to leave and escaped" keeps the escape.
 */
function onlyAGoal(tokens: Token[], e: Event): boolean {
  // ("I manage to sneak past", "we managed to row across": reached, however it is put)
  if (e.aspect.some((a) => a === "manage")) return false;
  const v = tokens[e.verbIndex];
  const toBase = w(tokens, e.verbIndex - 1) === "to" && !/^(managed|able|got|succeeded)$/.test(w(tokens, e.verbIndex - 2));
  const bareIng = /ing$/.test(v.w) && !/^(was|were|is|am|are|i'm|we're|he's|she's|they're|been)$/.test(w(tokens, e.verbIndex - 1));
  if (!toBase && !bareIng) return false;
  if (toBase) return true;
  for (let k = e.verbIndex - 1; k >= Math.max(0, e.verbIndex - 12) && tokens[k].sent === e.sent; k--) {
    if (REACHED.test(tokens[k].w) || (/^(and|or)$/.test(tokens[k].w) && NEW_SUBJECT.test(w(tokens, k + 1)))) return false;
    if (GOAL_FRAME.test(tokens[k].w)) return true;
  }
  return false;
}

/** the feelings whose object a relative clause may describe */
const FELT_FOR =
  /^(grieved|grieve|grieving|grieves|mourned|mourn|mourning|mourns|regretted|regret|pitied|pity|lamented|lament|sorry|envied|envy)$/;

/** "I mourned the years that she was missing out on": the clause says what the feeling is about, the dreamer's thought */
function feltAbout(tokens: Token[], e: Event): boolean {
  for (let k = e.verbIndex - 1; k >= Math.max(0, e.verbIndex - 6) && tokens[k].sent === e.sent; k--) {
    if (!/^(that|which|who|whom)$/.test(tokens[k].w)) continue;
    for (let j = k - 1; j >= Math.max(0, k - 6) && tokens[j].sent === e.sent; j--) if (FELT_FOR.test(tokens[j].w)) return true;
    return false;
  }
  return false;
}

/** "we were trying to flee, but I can't recall how it went": the end is forgotten, not failed */
function endForgotten(tokens: Token[], e: Event): boolean {
  const to = sentEnd(tokens, e.verbIndex);
  for (let k = e.verbIndex + 1; k <= to; k++) {
    if (tokens[k].w !== "but") continue;
    // ("but I don't remember", "but I can't recall what happened": the writer's memory, a few words after the turn)
    const next = tokens.slice(k + 1, Math.min(k + 6, to + 1)).map((t) => t.w);
    return next.some((x) => /^(remember|recall|recollect)$/.test(x)) && next.some((x) => /n't$|^(not|never)$/.test(x));
  }
  return false;
}

/** "I trip it with my foot", "I tripped the burglar": tripping someone or something on purpose is a deed, not a stumble */
function trippedOther(tokens: Token[], e: Event): boolean {
  if (!e.lemmas.includes("trip") || !e.actor?.entity || !e.target || e.passive) return false;
  if (/^(on|over|up|into)$/.test(w(tokens, e.verbIndex + 1))) return false;
  // (the one tripped right after the verb, or after its article: "tripped it", "trip the man"; not "tripped right in front of him")
  const at = e.target.index - e.verbIndex;
  const near = at === 1 || (at === 2 && /^(the|a|an|that|this)$/.test(w(tokens, e.verbIndex + 1)));
  return near && !/^(myself|himself|herself|themselves|ourselves)$/.test(e.target.word);
}

/**
 * "mending a lamp that was broken", "a chair which was damaged": a relative clause that
 * describes a thing's state says what it is like, not a mishap that happens in the dream.
 */
function describedState(tokens: Token[], e: Event): boolean {
  if (!/^(broken|damaged|ruined|wrecked|cracked|torn|missing)$/.test(e.complement ?? tokens[e.verbIndex].w)) return false;
  if (e.actor?.entity) return false;
  for (let k = e.verbIndex - 1; k >= Math.max(e.start - 1, e.verbIndex - 3, 0); k--)
    if (/^(that|which)$/.test(tokens[k].w)) return /^(was|were|is|are|had|been)$/.test(w(tokens, k + 1));
  return false;
}

/** An outcome the dream does not tell as happening, or not as the outcome it was coded as. */
function notAnOutcome(o: Outcome, tokens: Token[]): boolean {
  const e = o.event;
  if (!e) return false;
  if (wouldContracted(tokens, e) || orStillToCome(tokens, e) || feared(tokens, e) || likeness(tokens, e) || feltAbout(tokens, e))
    return true;
  if (o.type === "success" && onlyAGoal(tokens, e)) return true;
  if (o.type === "failure" && e.aspect.some((a) => a === "try" || a === "attempt") && endForgotten(tokens, e)) return true;
  return o.type === "misfortune" && (trippedOther(tokens, e) || describedState(tokens, e));
}

// ——— whose mishap ———

/** body parts beyond the common ones, where a wound is described */
const INNER_BODY =
  /^(femur|bone|bones|hip|hips|rib|ribs|skull|spine|thigh|calf|shin|knee|jaw|collarbone|shoulder|wrist|ankle|leg|arm|hand|foot|head|face|side)$/;

/**
 * "I look at his shin, which is cut and bleeding": a relative clause about a body part
 * describes the wound of the part's owner, whoever the clause parser took for its subject.
 */
function bodyOwnerOfRelative(cast: Cast, tokens: Token[], e: Event): Entity | undefined {
  for (let k = e.verbIndex - 1; k >= Math.max(0, e.verbIndex - 6) && tokens[k].sent === e.sent; k--) {
    if (!/^(which|that)$/.test(tokens[k].w)) continue;
    const head = tokens[k - 1];
    if (!head || !(V.BODY_PARTS.has(head.w) || INNER_BODY.test(head.w))) return undefined;
    for (let j = k - 2; j >= Math.max(0, k - 6) && tokens[j].sent === e.sent; j--) {
      const owner = cast.ref[j];
      if (/^(her|his|their)$/.test(tokens[j].w) || /['’]s$/.test(tokens[j].w)) return owner && owner !== cast.dreamer ? owner : undefined;
      if (tokens[j].brk > 0) break;
    }
    return undefined;
  }
  return undefined;
}

// ——— mishaps the clause parser leaves out ———

/** a thing giving way by itself: the verb forms, said of a thing with no object after them */
const GIVES_WAY =
  /^(cracks|cracked|snaps|snapped|breaks|broke|shatters|shattered|collapses|collapsed|crumbles|crumbled|splinters|splintered|buckles|buckled)$/;
/** "came loose", "fell apart", "gave way", "caved in": the same put with a particle */
const COME_APART: [RegExp, RegExp][] = [
  [/^(came|comes|coming|come)$/, /^(loose|apart|undone|unglued|unstuck)$/],
  [/^(fell|falls|falling|fall)$/, /^(apart|to)$/],
  [/^(gave|gives|giving)$/, /^(way)$/],
  [/^(caved|caves|caving)$/, /^(in)$/],
  // ("the hook gets bent", "my kite got torn": a thing damaged with no one doing it)
  [/^(got|gets|get)$/, /^(bent|broken|cracked|damaged|torn|ripped|dented|ruined|wrecked|smashed|crushed)$/],
];
/** what "breaks" or "cracks" without being a thing that gives way: the day, a voice, the silence, a fever, a smile */
const NOT_A_THING =
  /^(dawn|day|daylight|light|voice|voices|silence|news|story|fever|wave|waves|smile|storm|war|fight|heart|laugh|laughter|sweat|spell|record|code|case|party|meeting|it|that|this|he|she|they|i|we|you|who|which|everything|all|hell|chaos|ice)$/;

/** what breaks without anything giving way: the day, a voice, the silence, a fever, a wave on the shore */
const NO_THING_BREAKS =
  /^(dawn|day|daylight|light|voice|voices|silence|news|story|fever|wave|waves|smile|storm|war|fight|heart|laugh|laughter|sweat|spell|record|code|party|meeting|hell|chaos|sand|surf)$/;

/** the start of the noun phrase ending at `head`, past its adjectives, "of"-phrases and determiners */
function phraseStart(tokens: Token[], head: number): number {
  let s = head;
  while (s > 0 && tokens[s].brk === 0 && tokens[s - 1].sent === tokens[head].sent) {
    const p = tokens[s - 1].w;
    if (
      /^(the|a|an|my|his|her|their|our|your|this|that|one|its|of|some)$/.test(p) ||
      V.BODY_PARTS.has(p) ||
      (/^[a-z-]+$/.test(p) && s - 1 >= head - 5 && !/^(and|but|then|when|so|i|we|he|she|they|was|were|is|are|had|have)$/.test(p))
    )
      s--;
    else break;
    if (/^(the|a|an|my|his|her|their|our|your)$/.test(p) && w(tokens, s - 1) !== "of") break;
  }
  return s;
}

/** "he shouted, 'The roof fell in!'": inside quotation marks the words are said, not happening */
function inQuotes(text: string, tokens: Token[], i: number): boolean {
  // (counted from the start of the report: a window cut between two marks would read the quotation inside out)
  const before = text.slice(0, tokens[i].start);
  const open = (before.match(/["“]/g) ?? []).length - (before.match(/[”]/g) ?? []).length;
  return before.includes("“") ? open > 0 : open % 2 === 1;
}

/** blows and weights that break a thing on purpose or by use ("ran straight through the pane") */
const BREAKS_IT =
  /^(through|punch|punched|punching|hit|hitting|kick|kicked|kicking|smash|smashed|smashing|bang|banged|banging|pound|pounded|pounding|strike|struck|throw|threw|thrown|stomp|stomped|stamp|stamped|jump|jumped|jumping|sit|sat|step|stepped|hammer|hammered|bite|bit|chop|chopped)$/;

/** "I kick the plank … the plank breaks": what the dreamer or anyone struck a sentence or two before broke by that blow */
function struckBefore(tokens: Token[], head: number): boolean {
  const thing = tokens[head].w;
  for (let k = head - 1; k >= 0 && tokens[k].sent >= tokens[head].sent - 2; k--)
    if (tokens[k].w === thing && tokens.slice(Math.max(0, k - 4), k).some((t) => BREAKS_IT.test(t.w))) return true;
  return false;
}

/** whom a thing giving way befalls: its owner; else the dreamer in the scene (this sentence or the one before); else whoever handled it */
function whoseThing(cast: Cast, tokens: Token[], events: Event[], start: number, verb: number): Entity | undefined {
  // ("found him on the path, arm broken": a body part is the body of the one the sentence has just named)
  // (not "the leg of the table": a part of a thing)
  const part = tokens
    .slice(start, verb)
    .findIndex((t, j) => (V.BODY_PARTS.has(t.w) || INNER_BODY.test(t.w)) && w(tokens, start + j + 1) !== "of");
  if (part >= 0 && !tokens.slice(start, verb).some((t) => /^(my|our|his|her|their)$/.test(t.w) || /['’]s$/.test(t.w))) {
    const named = cast.ref.slice(sentStart(tokens, start), start).findLast((x) => !!x);
    if (named) return named;
  }
  for (let k = start; k < verb; k++)
    if (/^(my|our)$/.test(tokens[k].w)) return cast.dreamer;
    else if (/^(his|her|their)$/.test(tokens[k].w) || /['’]s$/.test(tokens[k].w)) {
      if (cast.ref[k]) return cast.ref[k];
    }
  const sent = tokens[verb].sent;
  // ("one of the boys barged into the shed and the door split": it gave way under someone else's deed, not on the dreamer)
  // (the sentence's first person named, its subject, tells whose deed the sentence is)
  const first = cast.ref.slice(sentStart(tokens, start), start).find((x) => !!x);
  if (first && first !== cast.dreamer) return undefined;
  const dreamerNear = tokens.some((t, k) => (t.sent === sent || t.sent === sent - 1) && cast.ref[k] === cast.dreamer);
  if (dreamerNear) return cast.dreamer;
  const heads = new Set(tokens.slice(start, verb).map((t) => t.w));
  const handler = events.findLast(
    (x) => x.sent < sent && x.sent >= sent - 2 && x.actor?.entity && tokens.slice(x.verbIndex + 1, x.end + 1).some((t) => heads.has(t.w)),
  );
  return handler?.actor?.entity;
}

/**
 * "The lid of the old crate cracks", "then the bolts came loose", "the shelf collapsed":
 * a thing that gives way by itself, which the clause parser may miss. Not a thing someone breaks
 * ("the kids broke the window"), nor "the day broke", "his voice cracked".
 */
function thingsGivingWay(cast: Cast, text: string, tokens: Token[], events: Event[], have: Outcome[]): Outcome[] {
  const out: Outcome[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    const particle = COME_APART.find(([v, p]) => v.test(t.w) && p.test(w(tokens, i + 1)));
    if (!GIVES_WAY.test(t.w) && !particle) continue;
    if (t.brk > 0) continue;
    // ("fell to pieces")
    if (particle && w(tokens, i + 1) === "to" && w(tokens, i + 2) !== "pieces") continue;
    // (a subject that is a thing: the noun right before the verb, or before "had"/"just"/"suddenly")
    let h = i - 1;
    while (h > 0 && /^(just|suddenly|then|finally|slowly|also|all|had|has|completely|both)$/.test(tokens[h].w) && tokens[h].brk === 0) h--;
    const head = tokens[h];
    if (!head || head.sent !== t.sent || cast.ref[h] || NOT_A_THING.test(head.w) || !/^[a-z]+$/.test(head.w)) continue;
    // (a noun, not a copula or a filler: "it was all cracks", "the paint was cracked", "one of them like came off")
    if (FUNCTION_WORD.test(head.w) || /ly$/.test(head.w)) continue;
    // ("my coat is falling apart", "a bridge that was falling apart": a state of wear, not a mishap that happens)
    if (/ing$/.test(t.w)) continue;
    // (the noun must be a noun: after a determiner or an adjective run that starts with one)
    const start = phraseStart(tokens, h);
    if (!/^(the|a|an|my|his|her|their|our|your|its|one|some)$/.test(tokens[start].w) && !isLexNoun(head.w)) continue;
    // (an object after the verb makes it transitive: "the man broke the glass")
    const after = w(tokens, particle ? i + 2 : i + 1);
    if (
      !particle &&
      tokens[i + 1]?.brk === 0 &&
      /^(the|a|an|my|his|her|their|our|your|it|him|them|me|us|into|out|up|free|through|down|off|away)$/.test(after)
    )
      continue;
    // (what might or was about to give way has not: "the bridge would collapse", "afraid it will break")
    const before = tokens.slice(Math.max(sentStart(tokens, i), i - 8), i).map((x) => x.w);
    if (
      before.some((x) =>
        /^(would|might|could|will|if|afraid|worried|scared|almost|nearly|not|never|didn't|wouldn't|won't|about|going)$/.test(x),
      )
    )
      continue;
    // ("the shelf sags unless it is propped up": what happens only on a condition)
    if (tokens.slice(i + 1, Math.min(i + 6, sentEnd(tokens, i) + 1)).some((x) => /^(unless|if|whenever)$/.test(x.w))) continue;
    if (have.some((o) => o.type === "misfortune" && o.sent === t.sent) || out.some((o) => o.sent === t.sent)) continue;
    if (inQuotes(text, tokens, i) || struckBefore(tokens, h)) continue;
    const who = whoseThing(cast, tokens, events, start, i);
    if (!who) continue;
    // (to the clause's end, a few words on: "came loose" alone ends on a modifier the quotation would cut)
    let end = particle ? i + 1 : i;
    while (end < Math.min(i + 5, sentEnd(tokens, i)) && tokens[end + 1].brk === 0) end++;
    // (the quotation runs to the particle: "came loose", not "came")
    const span = { start, end, verbIndex: particle ? i + 1 : i };
    out.push({ type: "misfortune", who, evidence: evidenceOf(text, tokens, span), sent: t.sent });
  }
  return out;
}

/** the mishaps "one" of a group may meet, as the verb forms: "the grey one slips", "one of them drowned" */
const ONE_BEFALLS =
  /^(falls|fell|drowns|drowned|dies|died|faints|fainted|slips|slipped|trips|tripped|stumbles|stumbled|tumbles|tumbled|sinks|sank)$/;

/**
 * "There were four ducks … the grey one slips", "one of them drowned": "one" standing for
 * a member of a group of creatures or people named in the sentences before; the clause parser
 * leaves it no one, or no event at all.
 */
function oneOfAGroup(cast: Cast, text: string, tokens: Token[], have: Outcome[]): Outcome[] {
  const out: Outcome[] = [];
  for (let i = 2; i < tokens.length; i++) {
    const t = tokens[i];
    if (!ONE_BEFALLS.test(t.w) || t.brk > 0) continue;
    // ("the grey one slips", "one of them fell": not "no one", "someone", "every one")
    let a = i - 1;
    if (w(tokens, a) === "them" && w(tokens, a - 1) === "of") a -= 2;
    if (w(tokens, a) !== "one" || /^(no|every|any|some|which|each)$/.test(w(tokens, a - 1))) continue;
    const det = tokens.slice(Math.max(0, a - 3), a).some((x) => /^(the|that|this)$/.test(x.w)) || tokens[a].brk > 0 || a === i - 3;
    if (!det) continue;
    if (/^(asleep|in|for|behind|silent|quiet)$/.test(w(tokens, i + 1))) continue;
    const before = tokens.slice(Math.max(sentStart(tokens, i), i - 10), i).map((x) => x.w);
    if (
      before.some((x) => /^(would|might|could|will|if|afraid|worried|scared|terrified|almost|nearly|not|never)$/.test(x) || /'d$/.test(x))
    )
      continue;
    let group: Entity | undefined;
    for (let k = a - 1; k >= 0 && tokens[k].sent >= t.sent - 3 && !group; k--) {
      const x = cast.ref[k];
      if (x && x !== cast.dreamer && x.group) group = x;
    }
    if (!group || have.some((o) => o.type === "misfortune" && o.sent === t.sent) || out.some((o) => o.sent === t.sent)) continue;
    if (inQuotes(text, tokens, i)) continue;
    const span = {
      start: phraseStart(tokens, a),
      end: Math.min(i + (/^(down|off|over|in|out)$/.test(w(tokens, i + 1)) ? 1 : 0), sentEnd(tokens, i)),
      verbIndex: i,
    };
    out.push({ type: "misfortune", who: group, evidence: evidenceOf(text, tokens, span), sent: t.sent });
  }
  return out;
}

/** the ends an effort can meet from the other side: "but she still caught us" */
const STILL_GOT = /^(got|caught|found|reached|grabbed|hit|won|beat|came|broke|managed|made)$/;

/**
 * "We barred the gate but the man still got in", "I hid but she still found me":
 * the dreamer's effort that the other side defeats all the same is the dreamer's failure.
 */
function defeatedAnyway(cast: Cast, text: string, tokens: Token[], events: Event[], have: Outcome[]): Outcome[] {
  const out: Outcome[] = [];
  for (let i = 3; i + 1 < tokens.length; i++) {
    if (tokens[i].w !== "still" || !STILL_GOT.test(tokens[i + 1].w) || tokens[i + 1].sent !== tokens[i].sent) continue;
    // ("but the man still got in", "but he still caught us": the turn, then its subject, then "still")
    let b = i - 1;
    while (b > i - 5 && b > 0 && tokens[b].w !== "but") b--;
    if (tokens[b].w !== "but" || tokens[b].sent !== tokens[i].sent) continue;
    const effort = events.find(
      (e) => e.sent === tokens[i].sent && e.verbIndex < b && e.actor?.entity === cast.dreamer && !e.negated && !e.unreal && !e.reported,
    );
    const toDreamer = /^(me|us|through|in)$/.test(w(tokens, i + 2)) || (STILL_GOT.test(tokens[i + 1].w) && w(tokens, i + 2) === "to");
    if (!effort || !toDreamer || have.some((o) => o.sent === tokens[i].sent && o.type === "failure") || inQuotes(text, tokens, i)) continue;
    const span = { start: effort.start, end: Math.min(i + 2, sentEnd(tokens, i)), verbIndex: effort.verbIndex };
    out.push({ type: "failure", who: cast.dreamer, event: effort, evidence: evidenceOf(text, tokens, span), sent: tokens[i].sent });
  }
  return out;
}

/** what tells that the sentences before were an effort */
const EFFORT = /^(tried|try|trying|attempt|attempted|struggled|struggle|took|needed|scheme|plan|effort|work|worked|had)$/;

/**
 * "We had to cross the river, and it took hours. But we did it.": "I/we did it" after
 * an effort told just before is the effort's success. Not "I did it again" (a habit) nor "did it wrong".
 */
function didIt(cast: Cast, text: string, tokens: Token[], have: Outcome[]): Outcome[] {
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i].w !== "did" || tokens[i + 1].w !== "it" || !/^(i|we)$/.test(w(tokens, i - 1))) continue;
    const after = tokens[i + 2];
    if (after && after.sent === tokens[i].sent && after.brk === 0 && !/^(and|but|so|then|too|anyway|somehow|finally)$/.test(after.w))
      continue;
    const opener = w(tokens, i - 2);
    if (tokens[i - 1].brk !== 2 && !/^(but|and|so|finally|eventually|somehow|actually)$/.test(opener)) continue;
    const sent = tokens[i].sent;
    const tried = tokens.some(
      (t, k) => t.sent < sent && t.sent >= sent - 2 && EFFORT.test(t.w) && (t.w !== "had" || w(tokens, k + 1) === "to"),
    );
    if (!tried || have.some((o) => o.sent === sent && o.type === "success") || inQuotes(text, tokens, i)) continue;
    const span = { start: i - 1, end: i + 1, verbIndex: i };
    return [{ type: "success", who: cast.dreamer, evidence: evidenceOf(text, tokens, span), sent }];
  }
  return [];
}

/** "had to start from scratch", "we had to start all over again": work undone, a setback */
function startOver(cast: Cast, text: string, tokens: Token[], have: Outcome[]): Outcome[] {
  for (let i = 2; i + 2 < tokens.length; i++) {
    if (!/^(start|begin|do)$/.test(tokens[i].w) || w(tokens, i - 1) !== "to" || !/^(had|have|has)$/.test(w(tokens, i - 2))) continue;
    let k = i + 1;
    if (/^(it|everything|all|the)$/.test(w(tokens, k))) k++;
    if (w(tokens, k) === "whole") k += 2;
    const over =
      (w(tokens, k) === "over" && w(tokens, k + 1) !== "to") ||
      w(tokens, k) === "again" ||
      (w(tokens, k) === "from" && w(tokens, k + 1) === "scratch");
    if (!over || tokens[k].sent !== tokens[i].sent) continue;
    const subject = cast.ref[i - 3];
    if (!subject || subject.kind === "animal" || have.some((o) => o.sent === tokens[i].sent && o.type === "misfortune")) continue;
    if (inQuotes(text, tokens, i)) continue;
    if (tokens.slice(sentStart(tokens, i), i).some((t) => /^(if|would|might|afraid|worried|not|never)$/.test(t.w) || /n't$/.test(t.w)))
      continue;
    const span = { start: i - 3, end: Math.min(k + 1, sentEnd(tokens, i)), verbIndex: i };
    return [{ type: "misfortune", who: subject, evidence: evidenceOf(text, tokens, span), sent: tokens[i].sent }];
  }
  return [];
}

/** the places one can fail to know one is in */
const WHICH_PLACE = /^(room|place|building|street|town|city|floor|house|hotel|part|country|area|direction|way)$/;

/**
 * "I saw I did not know which ward I was on", "didn't know which floor we were on": lost, put
 * with "what"/"which" where coding.ts reads "didn't know where I was".
 */
function notKnowingWhichPlace(cast: Cast, text: string, tokens: Token[], have: Outcome[]): Outcome[] {
  for (let i = 2; i + 4 < tokens.length; i++) {
    if (!/^(what|which)$/.test(tokens[i].w) || !WHICH_PLACE.test(tokens[i + 1].w) || !/^(know|knew|tell|sure)$/.test(w(tokens, i - 1)))
      continue;
    if (!tokens.slice(Math.max(0, i - 4), i - 1).some((t) => /n't$|^(not|never)$/.test(t.w))) continue;
    if (!/^(i|we)$/.test(tokens[i + 2].w) || !/^(was|were|am|are|had)$/.test(tokens[i + 3].w)) continue;
    const sent = tokens[i].sent;
    if (tokens[i + 3].sent !== sent || have.some((o) => o.type === "misfortune" && o.sent === sent) || inQuotes(text, tokens, i)) continue;
    if (tokens.slice(sentStart(tokens, i), i).some((t) => /^(if|would|afraid|worried)$/.test(t.w) || /^(remember|recall)$/.test(t.w)))
      continue;
    const span = { start: Math.max(sentStart(tokens, i), i - 5), end: Math.min(i + 5, sentEnd(tokens, i)), verbIndex: i - 1 };
    return [{ type: "misfortune", who: cast.dreamer, evidence: evidenceOf(text, tokens, span), sent }];
  }
  return [];
}

/** hurt states put after a copula */
const HURT_STATE = /^(bruised|injured|wounded|bleeding|bloody|bloodied|concussed|scratched|scraped|sunburned|sunburnt|limping)$/;
/** what a body part is when it hurts: "her wrist was really sore" */
const PART_STATE = /^(sore|swollen|numb|aching|broken|sprained|bruised|bleeding|infected|injured|blistered|burned|burnt)$/;

/**
 * "she trails behind, all bruised down one side", "he was badly injured": a body hurt,
 * put as a state the clause parser may give no event. Not a hurt from a blow the sentence tells
 * (that is the blow's), nor a fear of it.
 */
function hurtState(cast: Cast, text: string, tokens: Token[], have: Outcome[]): Outcome[] {
  const out: Outcome[] = [];
  for (let i = 2; i < tokens.length; i++) {
    if (!HURT_STATE.test(tokens[i].w) && !PART_STATE.test(tokens[i].w)) continue;
    let k = i - 1;
    while (
      k > 0 &&
      i - k < 4 &&
      /^(all|badly|very|really|so|quite|slightly|a|little|bit|pretty|seriously|terribly|covered)$/.test(tokens[k].w)
    )
      k--;
    if (
      !/^(is|was|were|are|am|i'm|he's|she's|we're|they're|got|looked|looks|seemed|seems)$/.test(tokens[k].w) ||
      tokens[k].sent !== tokens[i].sent
    )
      continue;
    if (/^(by|from)$/.test(w(tokens, i + 1))) continue;
    // (the one hurt: the word before the copula, or a subject the clause carries over "and is")
    let subject = /^(i'm|we're)$/.test(tokens[k].w) ? cast.dreamer : cast.ref[k - 1];
    let from = k - 1;
    // ("her wrist was really sore", "my eyes are swollen": a body part's state is its owner's)
    const part = V.BODY_PARTS.has(w(tokens, k - 1)) || INNER_BODY.test(w(tokens, k - 1));
    if (part) {
      subject = /^(my|our)$/.test(w(tokens, k - 2))
        ? cast.dreamer
        : /^(his|her|their)$/.test(w(tokens, k - 2))
          ? cast.ref[k - 2]
          : undefined;
      from = k - 2;
    } else if (!HURT_STATE.test(tokens[i].w)) continue;
    if (!subject && w(tokens, k - 1) === "and") {
      from = cast.ref.slice(0, k - 1).findLastIndex((x, j) => !!x && j >= sentStart(tokens, k));
      subject = from >= 0 ? cast.ref[from] : undefined;
    }
    if (!subject) continue;
    const sent = tokens[i].sent;
    if (
      tokens
        .slice(sentStart(tokens, i), i)
        .some((t) => /^(if|would|might|afraid|worried|scared|not|never|pretending|pretend|like)$/.test(t.w) || /n't$/.test(t.w))
    )
      continue;
    // ("I twisted my ankle. I was limping": the state a mishap just told leaves is that mishap)
    if (have.some((o) => o.type === "misfortune" && (o.sent === sent || (o.sent >= sent - 2 && o.sent < sent && o.who === subject))))
      continue;
    if (inQuotes(text, tokens, i)) continue;
    if (out.some((o) => o.who === subject)) continue;
    const span = { start: Math.max(sentStart(tokens, i), from), end: i, verbIndex: i };
    out.push({ type: "misfortune", who: subject, evidence: evidenceOf(text, tokens, span), sent });
  }
  return out;
}

/** what the dreamer hands in or puts forward, to be judged */
const WORK =
  /^(answer|answers|guess|guesses|essay|paper|speech|performance|work|design|solution|presentation|drawing|painting|project|suggestion|example|response|reply|score|grade|grades|result|results|audition|application|proposal|report)$/;
/** a verdict that the work met its goal */
const PASSED = /^(acceptable|right|correct|good|fine|perfect|accepted|approved|excellent|great|brilliant|successful|best)$/;
/** a verdict that it did not */
const FAILED = /^(wrong|incorrect|rejected|unacceptable|bad|terrible|awful|poor|insufficient)$/;
/** what may stand between the copula and the verdict */
// ("just okay", "only fine": a faint verdict, no success — those words stop the reading)
const VERDICT_DEGREE = /^(very|really|quite|pretty|perfectly|completely|totally|all|so|good|the|a|deemed|judged|found|considered)$/;

/**
 * "My answer was acceptable", "our design was the best", "my essay was wrong": the dreamer's own work,
 * put forward toward a goal, and the verdict on it told — a success or a failure (not a mishap: the
 * verdict is on an effort). Not inside a fear or a wish ("afraid my answer was wrong", "if my answer was
 * right"), nor in someone's quoted words.
 */
function judgedWork(cast: Cast, text: string, tokens: Token[], have: Outcome[]): { add: Outcome[]; drop: Outcome[] } {
  const add: Outcome[] = [];
  const drop: Outcome[] = [];
  for (let i = 1; i + 2 < tokens.length; i++) {
    if (!WORK.test(tokens[i].w) || !/^(my|our)$/.test(tokens[i - 1].w)) continue;
    const sent = tokens[i].sent;
    let k = i + 1;
    if (!/^(was|were|is|are|got|seemed|turned)$/.test(tokens[k].w) || tokens[k].sent !== sent) continue;
    if (tokens[k].w === "turned" && w(tokens, k + 1) === "out") k++;
    k++;
    while (k < tokens.length && k - i < 6 && tokens[k].sent === sent && VERDICT_DEGREE.test(tokens[k].w)) k++;
    const verdict = tokens[k];
    if (!verdict || verdict.sent !== sent) continue;
    const passed = PASSED.test(verdict.w);
    const failed = FAILED.test(verdict.w) || (verdict.w === "not" && PASSED.test(w(tokens, k + 1)));
    if (!passed && !failed) continue;
    // ("My answer was good enough for her" is still a verdict; "my guess is right, I think" a guess at one)
    const before = tokens.slice(sentStart(tokens, i), i - 1);
    if (before.some((t) => /^(if|whether|would|afraid|worried|scared|hoped|hoping|hope|wish|wished|thought|think|sure|unless)$/.test(t.w)))
      continue;
    if (inQuotes(text, tokens, i)) continue;
    const type = failed ? ("failure" as const) : ("success" as const);
    if (have.some((o) => o.sent === sent && o.type === type) || add.some((o) => o.sent === sent)) continue;
    const end = Math.min(k + (verdict.w === "not" ? 1 : 0), sentEnd(tokens, i));
    add.push({
      type,
      who: cast.dreamer,
      evidence: evidenceOf(text, tokens, { start: i - 1, end, verbIndex: i + 1, complement: tokens[end].w }),
      sent,
    });
    // (the parser's "mishap" for the same words is the failure itself)
    for (const o of have)
      if (o.type === "misfortune" && o.sent === sent && o.who === cast.dreamer && o.evidence.includes(tokens[i].raw)) drop.push(o);
  }
  return { add, drop };
}

/** what "tried" may be followed by before "but" turns it: "I tried to stop the leak but it kept leaking" */
const TRY = /^(tried|try|trying|tries)$/;

/**
 * "I tried to stop the leak, but it kept leaking", "we tried to lift it but it was too heavy": the dreamer's effort and
 * then, after "but", the thing itself going on as before or being too much — the effort's failure, told.
 */
function triedButKept(cast: Cast, text: string, tokens: Token[], have: Outcome[]): Outcome[] {
  const out: Outcome[] = [];
  for (let i = 1; i + 3 < tokens.length; i++) {
    if (!TRY.test(tokens[i].w) || w(tokens, i + 1) !== "to" || !/^(i|we)$/.test(w(tokens, i - 1))) continue;
    const sent = tokens[i].sent;
    let b = i + 2;
    // ("I tried to fix the tap by tightening it again and again, but it kept on dripping": the means may be long)
    while (b < tokens.length && b - i <= 20 && tokens[b].sent === sent && tokens[b].w !== "but") b++;
    if (w(tokens, b) !== "but" || tokens[b].sent !== sent) continue;
    const subject = w(tokens, b + 1);
    if (!/^(it|they|the|this|that)$/.test(subject)) continue;
    let v = b + 2;
    if (subject === "the") v++;
    if (tokens[v]?.sent !== sent) continue;
    const kept = /^(kept|keeps|continued|continues)$/.test(tokens[v].w);
    const tooMuch = /^(was|were|is|are)$/.test(tokens[v].w) && w(tokens, v + 1) === "too";
    if (!kept && !tooMuch) continue;
    if (have.some((o) => o.sent === sent && o.type === "failure") || inQuotes(text, tokens, i)) continue;
    if (tokens.slice(sentStart(tokens, i), i).some((t) => /^(if|would|afraid|worried)$/.test(t.w))) continue;
    const end = Math.min(v + (tooMuch ? 2 : 1), sentEnd(tokens, i));
    out.push({ type: "failure", who: cast.dreamer, evidence: evidenceOf(text, tokens, { start: i - 1, end, verbIndex: i }), sent });
  }
  return out;
}

/** the verbs of coming to know: what follows is found out, not done then */
const FOUND_OUT = /^(remembered|realized|realised|noticed|discovered|remember|realize|realise)$/;
/** where a thing is left: "in the latrine", "on the bus", "behind" */
const LEFT_AT = /^(in|at|on|behind|outside|inside|downstairs|upstairs|there|back|under|by)$/;

/**
 * "I suddenly remembered leaving my scarf on the train", "I realized that I left my umbrella at the café": a thing of
 * the dreamer's left behind or forgotten, found out — a mishap (the parser reads "realized I had left my bag"; this
 * takes the gerund and the plain past only). Not leaving a place ("realized I left the house early").
 */
function foundLeftBehind(cast: Cast, text: string, tokens: Token[], have: Outcome[]): Outcome[] {
  for (let i = 1; i + 3 < tokens.length; i++) {
    if (!FOUND_OUT.test(tokens[i].w)) continue;
    const sent = tokens[i].sent;
    let k = i + 1;
    if (w(tokens, k) === "that") k++;
    const gerund = /^(leaving|forgetting)$/.test(w(tokens, k));
    if (!gerund) {
      if (!/^(i|we)$/.test(w(tokens, k))) continue;
      k++;
      // ("realized I had left my coat": the parser's own reading already, quoted as it tells it)
      if (!/^(left|forgot)$/.test(w(tokens, k))) continue;
    }
    const det = w(tokens, k + 1);
    if (tokens[k + 1]?.sent !== sent || !/^(my|our|a|the|all)$/.test(det)) continue;
    // (a thing of "a"/"the" needs the place it was left at: "a book in the latrine" — "the house" alone is a place left)
    const at = tokens.slice(k + 2, k + 7).findIndex((t) => t.sent === sent && LEFT_AT.test(t.w));
    if (!/^(my|our)$/.test(det) && at < 0) continue;
    if (have.some((o) => o.sent === sent && o.type === "misfortune") || inQuotes(text, tokens, i)) continue;
    if (tokens.slice(sentStart(tokens, i), i).some((t) => /^(if|would|afraid|worried|not|never)$/.test(t.w) || /n't$/.test(t.w))) continue;
    const end = Math.min(at >= 0 ? k + 3 + at : k + 2, sentEnd(tokens, i));
    return [{ type: "misfortune", who: cast.dreamer, evidence: evidenceOf(text, tokens, { start: i, end, verbIndex: k }), sent }];
  }
  return [];
}

/**
 * The outcomes coding.ts found, settled by these rules, and the mishaps it left out. Called once
 * per dream from codeEvents, after the verb and noun rules and before one mishap told in pieces is
 * merged.
 */
export function settleOutcomes(outcomes: Outcome[], cast: Cast, text: string, tokens: Token[], events: Event[]): Outcome[] {
  const kept: Outcome[] = [];
  for (const o of outcomes) {
    if (notAnOutcome(o, tokens)) continue;
    const owner = o.type === "misfortune" && o.event ? bodyOwnerOfRelative(cast, tokens, o.event) : undefined;
    kept.push(owner && owner !== o.who ? { ...o, who: owner } : o);
  }
  // (a thing that gives way with no one named for it: the event rules leave its owner unsaid)
  for (let n = 0; n < kept.length; n++) {
    const o = kept[n];
    const e = o.event;
    if (
      o.type !== "misfortune" ||
      o.who ||
      !e?.actor ||
      e.actor.entity ||
      !e.lemmas.some((l) => /^(break|collapse|crumble|shatter|crack|snap)$/.test(l))
    )
      continue;
    // ("the day broke", "his voice cracked", what someone says collapsed, a glass the dreamer has just punched: no mishap at all)
    if (NO_THING_BREAKS.test(e.actor.word) || inQuotes(text, tokens, e.verbIndex) || struckBefore(tokens, e.actor.index)) {
      kept.splice(n--, 1);
      continue;
    }
    // (only a thing that gives way by itself is the holder's: "breaking things", "broke them" are someone's deed)
    if (e.target) continue;
    const start = phraseStart(tokens, e.actor.index);
    const who = whoseThing(cast, tokens, events, start, e.verbIndex);
    if (who) kept[n] = { ...o, who };
  }
  kept.push(...thingsGivingWay(cast, text, tokens, events, kept));
  kept.push(...oneOfAGroup(cast, text, tokens, kept));
  kept.push(...hurtState(cast, text, tokens, kept));
  kept.push(...notKnowingWhichPlace(cast, text, tokens, kept));
  kept.push(...startOver(cast, text, tokens, kept));
  kept.push(...didIt(cast, text, tokens, kept));
  kept.push(...defeatedAnyway(cast, text, tokens, events, kept));
  kept.push(...triedButKept(cast, text, tokens, kept));
  kept.push(...foundLeftBehind(cast, text, tokens, kept));
  const judged = judgedWork(cast, text, tokens, kept);
  return [...kept.filter((o) => !judged.drop.includes(o)), ...judged.add];
}
