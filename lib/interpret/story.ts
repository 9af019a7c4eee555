/**
 * The dream told back in the second person, in two or three sentences: how it opens (who,
 * where), the moment its shape turns on, and how it ends — in the dreamer's own clauses, turned
 * from "I" to "you", so every story is as particular as the dream it comes from.
 */
import type { Arcs } from "./arc";
import type { Cast, Entity } from "./characters";
import type { Coding } from "./coding";
import type { EmotionHit } from "./emotions";
import { SAY, type Event } from "./events";
import { bodyStart, notesStart, type Token } from "./tokenize";
import { DANGLING } from "./evidence";
import { cap } from "./naming";
import { toYou } from "./phrase";
import type { Twist } from "./twist";
import type { Focus } from "./focus";
import { isFirstName, isIrregular, tagsOf } from "./words";
import { PERSON_NOUNS } from "./person-nouns";
import { capitaliseKinNames, writtenAsName } from "./story-names";
import { mendPersons } from "./story-grammar";
import { nameFor, namedIn, possessiveOf, pronounIn, strandedPerson, thingFromElsewhere } from "./story-refs";

const LEAD = /^((and|but|so|then|or|also|because|anyway|well|okay|ok|um|uh|yet|like)\b[\s,]*)+/i;
/** a unit that is only a "when …" clause reads as a fragment; without its subordinator it is a sentence */
const ONLY_SUBORDINATE = /^(when|while|as|as if|as though)\s+(?=[^,;]+$)/i;
/** "When I leave she offers me something": a second subject after the first means a main clause follows */
const mainClauseAfter = (rest: string) => /\s(i|you|he|she|we|they|(it|there|that) (was|is|were|had))\b/i.test(rest);
/**
 * "As I eat large pieces of gelatin appear": two verbs with nothing joining them are a "when"
 * clause and its main clause run together; without the "As" they read as no sentence at all.
 */
function twoVerbs(rest: string): boolean {
  const words = rest.toLowerCase().split(/\s+/);
  // (the word after an opening "I" is its verb, whatever else it may be: "I look at …")
  const subject = /^(i|you|we|he|she|they)$/.test(words[0] ?? "");
  const verbs = words.flatMap((w, k) =>
    k === 0 || /^(i|you|we|he|she|they|it)$/.test(w) ? [] : isVerb(w) || (k === 1 && subject) ? [k] : [],
  );
  if (verbs.length < 2) return false;
  const before = words[verbs[verbs.length - 1] - 1] ?? "";
  return !/^(and|or|but|then|to|that|who|which|where|i|you|we|he|she|they|it)$/.test(before) && !/,$/.test(before);
}
const isVerb = (w: string) => {
  const t = tagsOf(w);
  return (
    (t.includes("PresentTense") || t.includes("PastTense") || t.includes("Infinitive")) && !t.includes("Singular") && !t.includes("Plural")
  );
};
const DREAM_OPENER =
  /^(last night |this morning |)(i|we) ((had|have) (a|this|the|one) (dream|nightmare)|dreamt|dreamed)( last night| this morning| the other night|)( that| where| in which|)\s+(?=\p{L})/iu;

/** "The first part I can remember is a dream where …", "All I remember is that …" */
const REMEMBERED_FIRST =
  /^(the (first|only|earliest) (thing|part) (that )?i (can )?remember|all i (can )?remember) (is|was) (that |a dream (in which|where|that) )(?=\p{L})/iu;

/** "I dreamt that he wore a red coat and that we were going to dance": the opener goes, and the second "that" with the first */
function withoutOpener(u: string): string {
  // ("The first part I can remember is a dream where I was rowing": what is remembered is the dream)
  u = u.replace(REMEMBERED_FIRST, "");
  const m = DREAM_OPENER.exec(u);
  if (!m) return u;
  const rest = u.slice(m[0].length);
  // ("I dreamt of a huge breakfast": without its opener the dream is only a noun phrase, "Of a huge breakfast")
  if (/^(of|about)\b/i.test(rest)) return u;
  return /\bthat\s*$/i.test(m[0])
    ? rest.replace(
        /\band that\s+(?=(?:i|you|we|he|she|they|it|there|my|your|our|his|her|their|the|a|an|some|everyone|everybody)\b|\p{Lu})/gu,
        "and ",
      )
    : rest;
}

/**
 * "… but it did and I'm sorry": a clause whose verb phrase the dreamer left understood from the clause
 * before ("I never planned it, but it did") is nothing told alone; the clause after it is.
 */
const ELLIPTIC =
  /^(it|that|this|he|she|they) (is|was|are|were|did|does|do|had|has|have|would|could|can|will)(n't|n’t| not)? (and|but|so),? (?=(i|we)\b)/i;

/** "I was at some, I was performing…": a start the dreamer broke off and began again */
const FALSE_START = /^[^,.;]{0,40}\b(some|a|an|the|my|this|that|to|at|in)\s*,\s*(?=(I|we)\b)/i;

const IN_THE_DREAM = /^in (my|the|this) dream,?\s+(?=\p{L})/iu;

/** the writer's notes about the dream, not the dream: "I can't remember the rest", "Setting: my bedroom" */
const ABOUT_THE_DREAM =
  /\b(seem to |)(recall|remember) (having|dreaming) (a|this|the|that) (similar |same )?dream\b|\b(can't|cannot|couldn't|don't|do not|didn't)( really| quite| fully| exactly| clearly| possibly)? (remember|recall)\b|\b(i|we) (had|have) (a|another|one|this) (dream|nightmare) (of|about)\b|^(had|have) (a|another) (dream|nightmare)\b|\bin (real|waking) life\b|\bin the dream (i|we) (interpreted|thought|realized|realised)\b|^(setting|characters|feelings and thoughts|feelings|thoughts|emotions|notes?|comments?)\s*:|\b(been having|keep having|kept having|often have|always have)\b[^.]*\bdreams\b|\bwhat (i|we) (dreamt|dreamed)\b|\b(i|we) (remembered|recalled|forgot) (my|the|this|that) dream\b|\b(i'm|i am) trying to (remember|recall)\b|\b(i'm|i am) trying to think\b(?! (of|about|how|what|where|who|why|up))|\blet'?s see\b|\b(don't|do not|didn't) know (any ?more|the rest)\b|^(and )?that'?s (all|about all|it)\b|\bin (an)?other (reports?|dreams?)\b|^(this|the|that) (dream|nightmare) (is|was) (\w+ ){0,4}(a nightmare|nightmarish|strange|weird|odd|short|long|vague|confusing|recurring|related)\b|^(this|that|it) (is|was) (probably |definitely |by far |easily |maybe )?(the|one of the) (worst|best|scariest|strangest|weirdest|saddest|most \w+) (dreams?|nightmares?)\b|\bi (think|guess|suppose) i (dreamt|dreamed|had) (this|that|it)\b|^now that i think (about|of) it\b|\bafter (i|we) (had )?(woke|awoke|woken|awakened|got up)\b|\bafter waking\b|^(it|this) (is|was) (\w+ ){1,2}in the dream\b|\b(going to|gonna|will) have (a|another) (dream|nightmare)\b|^(and )?(i|we) (felt|was|were) (\w+ ){1,2}(during|throughout) the dream\b|\bwhen (i|we) (actually |really |finally )?(woke|awoke) up,? (i|we) (checked|looked|realized|realised|wrote|found|went|called|asked)\b/i;

/**
 * More of the writer's notes: on the cast ("This was an all-male cast"), on the day of writing ("Today is the
 * feast of St Anne"), on what the dreamer half remembers of the dream ("I even remember her name being
 * mentioned somewhere in the dream") or corrects in it ("I think it was Anne rather than Nellie").
 */
const NOTES_ON_THE_DREAM = [
  /^(this|it) (was|is) an? [\w-]+ (cast|dream)\b/i,
  /^today (is|was) (the|a|my|our)\b/i,
  // ("A two-part dream.", "This was a three part dream")
  /^(this (was|is) |it (was|is) |)an? (two|three|four|multi|\d)[- ]?part (dream|nightmare)\b/i,
  /\b(remember|recall)\b[^.;]*\b(somewhere |)in the dream\b/i,
  /\b(i think|i believe|maybe) it was \p{Lu}[\w ]{0,30} rather than\b/iu,
];
const aboutTheDream = (sentence: string) => ABOUT_THE_DREAM.test(sentence) || NOTES_ON_THE_DREAM.some((r) => r.test(sentence));

/** "… arguing over a map; I don't remember exactly which": a lapse at the end of a scene leaves the scene */
const LAPSE =
  /(?:[;,]\s*|\s+and\s+now\s+)(i|we) (don't|do not|can't|cannot|couldn't|didn't)( really| quite| fully| exactly| clearly| possibly)? (remember|recall)\b[^;]*$/i;
function withoutLapse(sentence: string): string {
  const at = sentence.search(LAPSE);
  return at > 0 && sentence.slice(0, at).split(/\s+/).length >= 6 ? sentence.slice(0, at) : sentence;
}

function sentences(tokens: Token[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (i === 0 || tokens[i].sent !== tokens[i - 1].sent) out.push([i, i]);
    else out[out.length - 1][1] = i;
  }
  return out;
}

/** Words [s, e] of the dream, at most `max` words, cut at a clause break near `focus`. */
const TRAILING = new RegExp(`(\\s+(${DANGLING}|how|said|says|asked|and it seemed|and it seems))+$`, "i");

/** "only I don't think", "what I think", "I say": an aside on the clause after it, left at a cut's end */
const ASIDE_TAIL = /,?\s+(?:only\s+|but\s+|what\s+)?(?:i|we)\s+(?:don't\s+|do not\s+|didn't\s+)?(?:think|say|guess|believe|suppose)$/i;

/** "and I opened it": a past-tense verb and a pronoun, its object, end the unit */
function endsOnObject(u: string): boolean {
  const m = /\b([\w']+) (it|them|him|her)$/i.exec(u);
  // ("I never thought he would sign it": a verb in any tense takes its object with it, not only a past one)
  return !!m && (tagsOf(m[1].toLowerCase()).includes("PastTense") || isIrregular(m[1].toLowerCase()) || isVerb(m[1].toLowerCase()));
}

/** prepositions a relative clause may end on: "the floor that I could hardly stand on" */
const STRANDABLE = /^(on|in|at|with|to|for|from|about|into|of|by|through|over|under)$/;

/** "Pennsylvania Ave. between 13th and 14th": a full stop after an abbreviation ends no sentence */
const ABBREVIATION =
  /^(ave|st|rd|blvd|ln|dr|mr|mrs|ms|jr|sr|mt|ft|etc|vs|approx|dept|univ|gov|govt|prof|sgt|capt|lt|col|gen|rev|hwy|apt|co|inc|ltd|no|min|hrs|sec|yrs|mins)\.$/i;

/** where to end a unit cut from the right: before the last clause after the focus, or one word shorter */
function rightCut(tokens: Token[], e: number, focus: number): { at: number; clause: boolean } {
  let k = e;
  while (k > focus && tokens[k].brk === 0) k--;
  // ("After work, I planned on going …" is not cut down to "After work": a clause cut that leaves a scrap cuts at a conjunction instead)
  if (k > focus + 4 || (k > focus && e - k < 4)) return { at: k - 1, clause: true };
  // no comma after the focus: end before its last "and …", "when …" rather than mid-phrase ("when you felt")
  let j = e;
  while (j > focus + 2 && !/^(and|but|when|while|because|so|then|until|as)$/.test(tokens[j].w)) j--;
  return j > focus + 2 ? { at: j - 1, clause: true } : { at: e - 1, clause: false };
}

/** where to start a unit cut from the left: after the first clause before the focus, or one word later */
function leftCut(tokens: Token[], s: number, focus: number): { at: number; clause: boolean } {
  let k = s + 1;
  // a cut never opens on a relative clause ("whose bad feet …") nor on a scrap before the next comma ("but himself, and …")
  const scrap = (k: number) => tokens.slice(k + 1, Math.min(k + 3, focus + 1)).some((t) => t.brk > 0);
  while (k < focus && (tokens[k].brk === 0 || /^(who|whose|whom|which)$/.test(tokens[k].w) || scrap(k))) k++;
  if (k < focus) return { at: k, clause: true };
  // no comma before the focus: start at its "and …" rather than at the verb ("snapped at them")
  let j = focus - 1;
  while (j > s && !/^(and|but|then|so|when|while)$/.test(tokens[j].w)) j--;
  return j > s ? { at: j, clause: true } : { at: s + 1, clause: false };
}

/** the words [s, e] a unit keeps of the span it is given, at most `max` words, cut around `focus` */
export function cutRange(tokens: Token[], s: number, e: number, focus: number, max: number): [number, number] {
  const [s0, e0] = [s, e];
  while (e - s + 1 > max) {
    const right = rightCut(tokens, e, focus);
    const left = leftCut(tokens, s, focus);
    // drop whole clauses from the side farther from the focus; a word at a time only when neither side has a clause to drop
    const farRight = focus - s < e - focus;
    if (farRight ? right.clause || !left.clause : !left.clause && right.clause) e = right.at;
    else s = left.at;
  }
  // ("… tilted so far that although the tail was near the ground": a clause that needs its rest is told
  // whole when the sentence is not much longer than the room, and otherwise ends before it)
  const open = e < e0 ? openSubordinate(tokens, s, e) : -1;
  if (open >= 0) return e0 - s0 + 1 <= max + LEEWAY ? [s0, e0] : [s, Math.max(s, open - 1)];
  return [s, e];
}
/** how many words over its room a sentence may run to be told whole rather than cut inside a clause */
const LEEWAY = 16;
/** subordinators that open a clause whose main clause comes after it: "although X, Y", "if X, Y" */
const FRONTED = /^(although|though|whereas|unless|if|when|whenever|while|once|since|because|as|before|after|until)$/;

/**
 * The index of a subordinator that opens the unit's last clause, or follows its "that" ("tilted
 * so far that although the tail …"), when the cut falls at the comma before the
 * main clause it needs; -1 when the unit ends whole.
 */
function openSubordinate(tokens: Token[], s: number, e: number): number {
  if (tokens[e + 1]?.sent !== tokens[e].sent || tokens[e + 1].brk !== 1) return -1;
  let c = e;
  while (c > s && tokens[c].brk === 0) c--;
  for (let j = c; j <= e; j++) {
    const lead = j === c || /^(that|and|but|so)$/.test(tokens[j - 1].w);
    if (lead && FRONTED.test(tokens[j].w)) return j;
  }
  return -1;
}

function unit(text: string, tokens: Token[], s: number, e: number, focus: number, max: number, swap?: Map<number, string>): string {
  const [whole, start] = [e, s];
  [s, e] = cutRange(tokens, s, e, focus, max);
  // a quotation that ends the clause keeps its own mark and closing quote: "Are we lost?"
  const close = text.slice(tokens[e].end).match(/^[.!?,]*["”’']/)?.[0] ?? "";
  const open = text.slice(Math.max(0, tokens[s].start - 1), tokens[s].start).match(/^["“]$/)?.[0] ?? "";
  let words = text.slice(tokens[s].start, tokens[e].end);
  for (const [i, name] of [...(swap ?? [])].filter(([i]) => i >= s && i <= e).sort((a, b) => b[0] - a[0]))
    words = words.slice(0, tokens[i].start - tokens[s].start) + name + words.slice(tokens[i].end - tokens[s].start);
  let out =
    open +
    words
      .replace(/\s*\([^()]*\b(real|waking) life\b[^()]*(\)|$)/gi, "")
      // ("where I met my grandfather; he has long since died in reality": the note on waking life is left out, not the scene)
      .replace(/\s*[;,—]\s*[^;,—]*\bin reality\b[^;,—]*$/i, "") +
    close;
  // a leading quotation mark goes only when its closing one is not in the unit: '"This coin is old", I think'
  const balanced = (out.match(/[“”"]/g) ?? []).length % 2 === 0;
  out = out.replace(balanced ? /^[(]+/ : /^["“”'‘(]+/, "").replace(/[,;:\-–—(“"]+$/, "");
  // a quotation the cut left open is closed, so it stays someone's words; the tail of one the cut began
  // inside ('Cool." but never said…') is left out up to its closing mark
  const marks = [...out.matchAll(/[“”"]/g)];
  const first = marks[0]?.index ?? 0;
  // (not the close of a quotation the dreamer opened with an apostrophe: 'Pranks and Horrors")
  const closing =
    !/(^|\s)'/.test(out.slice(0, first)) &&
    (out[first] === "”" || (out[first] === '"' && first > 0 && /\S/.test(out[first - 1]) && /^([\s,.!?;:]|$)/.test(out.slice(first + 1))));
  if (marks.length % 2 === 1)
    out = closing
      ? out.slice(first + 1).replace(/^[\s,.;:]+/, "")
      : /["“][^"”]*$/.test(out)
        ? `${out.replace(/[.,;:]+$/, "")}${/“[^“]*$/.test(out) ? "”" : '"'}`
        : out.replace(/[”"]/g, "");
  // ("with Mom (drive thru)": a bracket that closes right after the unit's last word is the unit's own)
  const unclosed = (out.match(/\(/g) ?? []).length - (out.match(/\)/g) ?? []).length;
  // (and "… press a button?)": its own mark before the bracket closes)
  const closer = /^[.!?]*\)/.exec(text.slice(tokens[e].end))?.[0];
  if (unclosed === 1 && closer) out += closer;
  else if (unclosed > 0 && out.slice(0, out.lastIndexOf("(")).trim().split(/\s+/).length >= 4)
    // ("you run through the hall (it has a red roof …": a remark the cut left open goes, not only its bracket,
    // which would run the remark on into the clause)
    out = out
      .slice(0, out.lastIndexOf("("))
      .replace(/[\s,;:\-–—]+$/, "")
      .replace(/[()]/g, "");
  else if (unclosed !== 0) out = out.replace(/[()]/g, "");
  // ("a bridge that I could barely walk on, and …": a preposition that ended its clause in the dream stays)
  // (its "that" close before it: "… last Tuesday down to, I think it was …" is a phrase broken off, not a clause ended)
  const stranded =
    tokens[e + 1]?.brk > 0 &&
    STRANDABLE.test(tokens[e].w) &&
    tokens.slice(Math.max(s, e - 7), e).some((t) => /^(that|which|who|whom|what|where)$/.test(t.w));
  // ("and I opened it": a pronoun that is a verb's object ends its clause as well as any noun)
  const object = endsOnObject(out.replace(/[,;:]+$/, ""));
  // ("… like a hotel, only I don't think": the cut took the clause the aside was about, so the aside goes too)
  if (e < whole)
    out = out
      .replace(/[,;:]+$/, "")
      .replace(ASIDE_TAIL, "")
      .replace(stranded || object ? /(?!)/ : TRAILING, "");
  // ("… on the table and that I kept the ticket": a cut that opens on a clause's "that" leaves it off)
  const cutThat = (u: string) => (s > start ? u.replace(/^that\s+(?=(i|we|he|she|they)\b)/i, "") : u);
  return withoutOpener(cutThat(out.replace(FALSE_START, "").replace(LEAD, "")))
    .replace(IN_THE_DREAM, "")
    .replace(ELLIPTIC, "")
    .replace(ONLY_SUBORDINATE, (m, _w, at: number, all: string) =>
      mainClauseAfter(all.slice(at + m.length)) || twoVerbs(all.slice(at + m.length)) ? m : "",
    )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * "walk past the table" cut from "I walk toward him, … and walk past the table": the sentence's
 * subject ("I", "My mother and father") goes back in front of a clause cut down to its verb.
 */
function withSubject(u: string, subject: string, verbs: Set<string>, past = true): string {
  const [first = "", ...rest] = u.split(/\s/);
  // ("can't get their attention", "kept looking for it": an auxiliary before the verb opens the clause just as bare)
  const bare = verbs.has(first) || (subject === "I" && AUXILIARY.test(first) && rest.slice(0, 2).some((w) => verbs.has(w)));
  if (!subject || !/^\p{Ll}/u.test(first) || !bare) return u;
  // ("checking the stove, making sure the gas was shut": a participle takes its "was" with the subject, not "I checking")
  if (/ing$/.test(first) && !AUXILIARY.test(first) && /^i$/i.test(subject)) return `${subject} ${past ? "was" : "am"} ${u}`;
  return `${subject} ${u}`;
}
const AUXILIARY =
  /^(can|can't|cannot|could|couldn't|did|didn't|was|wasn't|were|weren't|had|hadn't|would|wouldn't|will|won't|kept|started|began|tried|just|still|then)$/;

/** the token a feeling's words start at, or -1 */
const feelingAt = (tokens: Token[], em: EmotionHit | undefined) => (em ? tokens.findIndex((t) => t.start >= em.start) : -1);

/** the feeling told in the clause it sits in, cut at clause breaks, not mid-phrase ("I was very excited to have") */
function feelingClause(
  text: string,
  tokens: Token[],
  sents: [number, number][],
  em: EmotionHit,
  names?: (s: number, e: number) => Map<number, string>,
): string {
  const at = tokens.findIndex((t) => t.start >= em.start);
  const sent = sents.find(([s, e]) => at >= s && at <= e);
  // ("She waited an hour for us; I was touched": a "she" the story has not named is named, as in any piece)
  return at >= 0 && sent ? unit(text, tokens, sent[0], sent[1], at, 16, names?.(sent[0], sent[1])) : em.evidence;
}

/** "Went to ask Dr. Jac." is the diarist's own doing: told back as "You went to ask…" */
function diarist(u: string, events: Event[], tokens: Token[], k: number, s: number): string {
  // "Am waiting on tables": the diarist's own "I am"
  if (/^Am\b/.test(u)) return `I am${u.slice(2)}`;
  // the event's "I" stands on the sentence's opening verb itself: no subject was written
  const e = events.find(
    (x) =>
      x.sent === k && x.actor?.index === s && x.actor.entity?.id === 0 && !/^(i|i'm|i'd|i've|i'll|we|we're|we'd|me|my)$/.test(tokens[s].w),
  );
  // ("Exasperated I exclaim": an opening word with its own "I" right after it has its subject)
  const own = tokens.slice(s + 1, s + 3).some((t) => t.sent === k && t.w === "i");
  if (e && own) return u.replace(/^(\S+?),?\s/, "$1, ");
  // ("Angered by her silence, I walk out": an opening clause whose own "I" comes after its comma has its subject too)
  const fronted = tokens.slice(s + 1, s + 12).some((t) => t.sent === k && t.brk === 1 && /^(i|we)$/.test(t.w));
  if (e && fronted) return u;
  // ("Forgotten the rest.": a participle that opens a note is no deed of the diarist's)
  const participle = /(en|ing)$/.test(tokens[s].w) && !tagsOf(tokens[s].w).includes("PastTense");
  return e && !participle && u.startsWith(tokens[s].raw) ? `I ${u[0].toLowerCase()}${u.slice(1)}` : u;
}

/** the words before a sentence's first verb, when they are a short subject ("My mother and father") */
function subjectOf(text: string, tokens: Token[], events: Event[], s: number, k: number): string {
  if (tokens.slice(s, s + 3).some((t) => t.w === "i")) return "I";
  const first = Math.min(...events.filter((ev) => ev.sent === k).map((ev) => ev.verbIndex));
  if (!Number.isFinite(first) || first <= s || first - s > 5 || tokens.slice(s, first).some((t) => t.brk > 0 && t !== tokens[s])) return "";
  // ("After walking a while, I stopped …": words before a verb that open with a preposition or a
  // subordinator are an adverbial, not the one who acts — "After stopped" is no subject and verb)
  let j = s;
  while (j < first && /^(and|then|so|but|or|also)$/.test(tokens[j].w)) j++;
  // ("and wondered if …": a conjunction alone before the verb is no subject)
  if (j === first || NOT_A_SUBJECT.test(tokens[j].w)) return "";
  return text.slice(tokens[s].start, tokens[first - 1].end);
}
/**
 * "I" when the dreamer, written "I", is the one who does the verb a cut clause opens on: the subject it lost ("stopped at the gate …"). Only before a past-tense verb: "seeing
 * it was late" opens on a participle, which takes no subject.
 */
function dreamerOfVerb(events: Event[], tokens: Token[], k: number, cut: string): string {
  const first = (cut.split(/\s/)[0] ?? "").toLowerCase();
  if (!(tagsOf(first).includes("PastTense") || /[^e]ed$/.test(first)) || /(ing|en)$/.test(first)) return "";
  const own = events.find((ev) => ev.sent === k && tokens[ev.verbIndex].w === first);
  // (an "I" written before the verb: not the diarist's unwritten one, "Forgotten the rest")
  return own?.actor?.entity?.id === 0 && own.actor.index < own.verbIndex && tokens[own.actor.index]?.w === "i" ? "I" : "";
}
const NOT_A_SUBJECT =
  /^(after|before|when|while|as|if|since|until|once|because|though|although|in|on|at|by|for|from|with|without|during|upon|into|onto|to|of|about|through|across|around|over|under|behind|near|later|soon|suddenly|finally|eventually|again|just|still|now|here|instead|meanwhile|afterwards|somehow|anyway)$/;

const finish = (s: string, asked = false) => (/[.!?]["”’)]?$/.test(s) ? s : `${s.replace(/[.,;:]+$/, "")}${asked ? "?" : "."}`);
/** a unit that runs to the end of a sentence the dreamer ends with a question mark ("Would it come out of the deposit?") */
const asks = (text: string, tokens: Token[], e: number, unitText: string) =>
  /^["”’)]?\s*\?/.test(text.slice(tokens[e].end)) && unitText.trimEnd().endsWith(tokens[e].raw);

/** deeds that carry a dream: violence, a crash, a death, a rescue, an apology */
const GRAVE_DEED =
  /^(kill|murder|shoot|stab|strangle|attack|assault|crash|explode|drown|die|rescue|save|apologize|apologise|forgive|arrest|kidnap|rape|bite)$/;
/** arms in someone's hands: a threat whether or not it is used */
const WEAPON =
  /^(gun|guns|pistol|pistols|rifle|rifles|shotgun|shotguns|revolver|handgun|knife|knives|machete|sword|swords|axe|ax|dagger|bomb|grenade)$/;
const DECIDING = /^(decide|choose|refuse|quit|agree|promise|confess|volunteer|offer)$/;

/** each sentence's weight in the plot, and the word to centre its cut on */
function moments(d: StoryInput) {
  const { events, arcs, coding, emotions, tokens } = d;
  const out = new Map<number, { score: number; focus: number; best: number }>();
  const add = (k: number, n: number, focus: number) => {
    const m = out.get(k) ?? { score: 0, focus, best: 0 };
    if (n > m.best) Object.assign(m, { focus, best: n });
    m.score += n;
    out.set(k, m);
  };
  for (const e of [...arcs.main.events, ...(arcs.second?.events ?? [])]) add(e.sent, 3, e.verbIndex);
  // the reveal ("and it was my father!") is the moment the dream turns on, whatever else happens
  if (d.twist) add(d.twist.sent, 6, d.twist.focus);
  // (what the dreamer only hears of, "I heard from my neighbour that the bridge had fallen", weighs less than what happens in front of them)
  const hearsay = (sent: number, at: number) =>
    tokens.slice(0, at).some((t, j) => t.sent === sent && /^(heard|hear|hears|learned|learnt|read)$/.test(t.w) && j < at);
  for (const i of coding.interactions)
    add(i.event.sent, (i.from?.id === 0 || i.to?.id === 0 ? 3 : 2) - (hearsay(i.event.sent, i.event.verbIndex) ? 1 : 0), i.event.verbIndex);
  for (const o of coding.outcomes) if (o.event) add(o.event.sent, 2, o.event.verbIndex);
  // a choice the dreamer makes turns a dream as much as anything done to them: "decide that I'm not going to stay any longer"
  for (const e of events)
    if (e.actor?.entity?.id === 0 && !e.negated && e.lemmas.some((l) => DECIDING.test(l))) add(e.sent, 2, e.verbIndex);
  // ("I found three Easter eggs", "I've left my red flowered suit": what becomes of the thing the dream dwells on)
  // (a weight below an interaction's: a look, a wish or a holding on tells less than a find, a loss or a gift)
  const done = d.focus?.relation;
  if (done && /^(found|lost|sought|given|made|broke)$/.test(done.kind)) add(tokens[done.at].sent, 2, done.at);
  for (const em of emotions) {
    const at = tokens.findIndex((t) => t.start >= em.start);
    if (at >= 0) add(tokens[at].sent, 2, at);
  }
  // the deeds a dream is remembered by — a shot, a crash, a death, a rescue, an apology — weigh more than a
  // feeling or a word exchanged, coded or not: the story that leaves them out tells another dream
  for (const e of events) {
    if (e.negated || e.unreal || e.reported || e.feared || e.aspect.includes("would")) continue;
    // ("going to hurt him", "had to shoot the lock", "so we can save ourselves": a deed meant or possible is not done)
    if (/^(to|can|could|will|would|might|may|must|should|shall)$/.test(tokens[e.verbIndex - 1]?.w ?? "")) continue;
    if (!e.lemmas.some((l) => GRAVE_DEED.test(l))) continue;
    // ("save money", "the battery died", "a rocket shooting upward": a rescue or a blow is someone's and
    // to someone, a death a character's; only a crash or an explosion needs no one named)
    const blow = e.lemmas.some((l) => /^(kill|murder|shoot|stab|strangle|attack|assault|bite|kidnap|rape|arrest|save|rescue)$/.test(l));
    const someone =
      e.lemmas.some((l) => /^(crash|explode)$/.test(l)) ||
      (!!(e.actor?.entity || e.target?.entity) && (!blow || !!e.target?.entity || e.passive || e.prep === "at"));
    // (an apology or a pardon settles a deed: it weighs less than the deed)
    if (someone) add(e.sent, e.lemmas.some((l) => /^(apologize|apologise|forgive)$/.test(l)) ? 2 : 3, e.verbIndex);
  }
  // what the dreamer tries and cannot do ("I couldn't walk", "I wasn't able to scream") is a turn of the dream,
  // and so is a weapon in someone's hands ("a man with a gun ran up to the car")
  for (const e of events) {
    if (e.unreal || e.reported || e.feared) continue;
    const own = e.actor?.entity?.id === 0;
    const unable =
      own &&
      e.negated &&
      (e.aspect.some((a) => /^(could|can|able|manage|managed)$/.test(a)) ||
        /^(can't|cannot|couldn't|could|can)$/.test(tokens[e.verbIndex - 1]?.w ?? "") ||
        tokens.slice(Math.max(e.start, e.verbIndex - 3), e.verbIndex).some((t) => /^(couldn't|can't|cannot|unable)$/.test(t.w)));
    if (unable) add(e.sent, 3, e.verbIndex);
  }
  for (const [k, t] of tokens.entries()) {
    if (!WEAPON.test(t.w) || !d.cast.ref.some((c, j) => c && c !== d.cast.dreamer && tokens[j].sent === t.sent)) continue;
    // (not a toy, a water pistol, a picture of one, or a gun the dreamer only dreams of having)
    if (/^(toy|water|squirt|nerf|cap|glue|staple|paintball|laser|spray)$/.test(tokens[k - 1]?.w ?? "")) continue;
    add(t.sent, 4, k);
  }
  // the moment the dreamer wakes from is the dream's climax
  const woke = arcs.wokeAtClimax;
  if (woke && woke.sent > 0) {
    const before = events.filter((e) => e.sent === woke.sent - 1 && !e.unreal);
    if (before.length) add(woke.sent - 1, 2, before[before.length - 1].verbIndex);
  }
  return out;
}

/**
 * A story told in pieces loses the sentence that named someone: "he has seen no one" after
 * clauses that never said who. The first pronoun of a character the story has not named yet
 * takes the character's name ("Timmy has seen no one", "anger towards Bao Ninh").
 */
function introduced(
  text: string,
  cast: Cast,
  tokens: Token[],
  s: number,
  e: number,
  told: string,
  kept: (i: number) => boolean = () => true,
): Map<number, string> {
  const swap = new Map<number, string>();
  const seen = new Set<Entity>();
  const said = told.toLowerCase();
  for (let i = s; i <= e; i++) {
    if (!kept(i)) continue;
    const who = cast.ref[i];
    if (!who || who === cast.dreamer || seen.has(who)) continue;
    // ("With his hat in his hand, he waits by the gate": the name goes on the one who acts, not on the possessive before it)
    const subject = pronounIn(tokens, i)?.possessive && subjectAhead(cast, tokens, i, e, who);
    if (subject) continue;
    seen.add(who);
    // ("that it was dead": an animal of the dream's may be an "it")
    const person = pronounIn(tokens, i);
    const pronoun = !!person || (tokens[i].w === "it" && who.kind === "animal");
    if (!pronoun || new RegExp(`\\b${escaped(who.head.toLowerCase())}\\b`).test(said)) continue;
    // ("we gathered pebbles and tossed them": things named before the "them" in its own sentence are what it stands for)
    if (/^(they|them|their)$/.test(tokens[i].w) && pluralBefore(tokens, sentenceStart(tokens, i), i)) continue;
    // ("the actors looked like my aunt and my niece … then she sang": someone only likened to is not there to be a "she")
    if (onlyLikened(cast, tokens, who, i)) continue;
    // a name, your own relation, or the description the dream gave just before ("the young woman");
    // never where another person of the same kind stands between (`nameFor`)
    const name = nameFor(cast, tokens, i, who, text);
    if (!name) continue;
    const start = i === s || tokens[i].brk === 2;
    const written = person?.possessive ? possessiveOf(name) : name + (person?.suffix ?? "");
    swap.set(i, start ? cap(written) : written);
  }
  return swap;
}

/** a "she" or "he" of the same person a few words after a possessive, in the same sentence */
function subjectAhead(cast: Cast, tokens: Token[], i: number, e: number, who: Entity): boolean {
  for (let k = i + 1; k <= Math.min(e, i + 8) && tokens[k].sent === tokens[i].sent; k++)
    if (cast.ref[k] === who && /^(he|she|they)$/.test(tokens[k].w)) return true;
  return false;
}
const escaped = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** the first token of the sentence token `i` is in */
function sentenceStart(tokens: Token[], i: number): number {
  let k = i;
  while (k > 0 && tokens[k - 1].sent === tokens[i].sent) k--;
  return k;
}

/** words that liken rather than bring someone in: "just like my aunt", "he resembled my uncle", "reminded me of my niece" */
const LIKENING = /^(like|resembled|resembles|resembling|resemble|of)$/;
/** the words a list of people may hold between "like" and the one likened: "like my aunt and my uncle and my niece" */
const IN_A_LIST = /^(my|your|his|her|our|their|the|a|an|and|or|both|own)$/;

/** every mention of `who` before token `i` sits in a likeness ("like my niece"): the person is compared to, not present */
function onlyLikened(cast: Cast, tokens: Token[], who: Entity, i: number): boolean {
  const before = who.mentions.filter((m) => m < i);
  if (!before.length) return false;
  return before.every((m) => {
    for (let k = m - 1; k >= 0 && k >= m - 10 && tokens[k].sent === tokens[m].sent; k--) {
      const w = tokens[k].w;
      if (LIKENING.test(w)) return w !== "of" || /^(reminded|remind|reminds|reminding)$/.test(tokens[k - 2]?.w ?? "");
      // (the others in the list are people too: "like my aunt, my uncle and my niece")
      if (!IN_A_LIST.test(w) && !cast.ref[k] && !PERSON_NOUNS.has(w)) return false;
    }
    return false;
  });
}

/** words after which "one" stands for a thing already named: "went into one", "took one" */
const ONE_AFTER =
  /^(into|in|on|at|onto|took|take|takes|grab|grabbed|picked|pick|chose|choose|bought|buy|opened|open|found|find|got|get|another)$/;
/** words before a "that" or "this" that stands for the whole of what came before: "felt bad about that", "did this" */
const THAT_AFTER =
  /^(about|of|for|with|at|did|do|does|done|saw|see|seen|heard|hear|said|say|knew|know|mean|meant|like|liked|because|watching|watched|watch)$/;

/**
 * "I went into one", "I felt a bit bad about that", "I didn't get a chance to warn them": a
 * sentence that leans on the one before it for what its "one", "that" or "them" is. Told without
 * it, the story names nothing; with it, it is whole.
 */
function leansBack(d: StoryInput, [s, e]: Span): boolean {
  const { tokens, cast } = d;
  if (opensOnSomeoneUnsaid(d, s) || objectFromBefore(tokens, s, e)) return true;
  // ("… and she got to hold the kitten. I wanted to hold it too": the thing done to, or the
  // person the story cannot name in place, is in the sentence before)
  if (thingFromElsewhere(tokens, cast, s, e)) return true;
  const stranded = strandedPerson(cast, tokens, s, e, [], d.text);
  if (stranded && namedIn(cast, tokens, stranded, tokens[s].sent - 1)) return true;
  for (let i = s; i <= e; i++) {
    const w = tokens[i].w;
    const next = tokens[i + 1];
    const ends = !next || next.sent !== tokens[i].sent || next.brk > 0 || /^(and|but|so|then|when|because|until|as)$/.test(next.w);
    if (w === "one" && ONE_AFTER.test(tokens[i - 1]?.w ?? "") && ends && !pluralBefore(tokens, s, i)) return true;
    if (/^(that|this)$/.test(w) && i > s && THAT_AFTER.test(tokens[i - 1].w) && ends) return true;
    // someone unnamed brought in by the sentence before ("Someone I was talking to …") and only "them" here
    const who = cast.ref[i];
    if (who && who !== cast.dreamer && /^(he|she|they|him|her|them)$/.test(w) && !/^\p{Lu}/u.test(who.label)) {
      const first = who.mentions[0];
      if (first !== undefined && tokens[first].sent === tokens[s].sent - 1) return true;
    }
  }
  return false;
}

/** the openers a kept sentence may carry before its subject */
const OPENER = /^(and|then|so|but|suddenly|finally|later|eventually|soon|now|first|once|again|meanwhile)$/;

/**
 * "One of them was my old teacher", "He called it his hideout": a sentence that opens on
 * someone the reader has not met — a part of a group ("one of them"), or a "he", "she" or "they" that
 * is no named character — leans on the sentence before, which brings them in. (A named character or
 * one of the dreamer's own is named in place instead, by `introduced`.)
 */
function opensOnSomeoneUnsaid(d: StoryInput, s: number): boolean {
  const { tokens, cast } = d;
  let i = s;
  while (i < s + 4 && tokens[i]?.sent === tokens[s].sent) {
    if (OPENER.test(tokens[i].w)) i++;
    else if (
      tokens
        .slice(i, i + 4)
        .map((x) => x.w)
        .join(" ") === "all of a sudden"
    )
      i += 4;
    else break;
  }
  const t = tokens[i];
  if (!t || t.sent !== tokens[s].sent) return false;
  if (/^(one|some|both|two|three|all|none|each|either|neither|most|many|several)$/.test(t.w) && tokens[i + 1]?.w === "of")
    return /^(them|these|those|us)$/.test(tokens[i + 2]?.w ?? "");
  if (!/^(he|she|they)$/.test(t.w)) return false;
  const who = cast.ref[i];
  if (!who) return t.w !== "they" || !groupBefore(cast, s);
  if (who === cast.dreamer || /^\p{Lu}/u.test(who.label) || /^your\b/.test(who.label)) return false;
  return who.mentions.some((m) => tokens[m].sent === tokens[s].sent - 1);
}

/**
 * "There was a plum on the bench. I bit into it and spat it out": an "it" or "them"
 * done to, early in a sentence with no thing of its own before it, after a sentence that ends on
 * a thing brought in ("there was a …", "… a plum"): the thing is in the sentence before.
 */
function objectFromBefore(tokens: Token[], s: number, e: number): boolean {
  const prev = tokens.filter((t) => t.sent === tokens[s].sent - 1);
  if (!prev.length) return false;
  const existential = prev[0].w === "there" && /^(was|were|is|are|'s)$/.test(prev[1]?.w ?? "");
  const broughtIn = prev.slice(-5).some((t) => /^(a|an)$/.test(t.w));
  if (!existential && !broughtIn) return false;
  for (let i = s + 1; i <= Math.min(e, s + 6); i++) {
    const w = tokens[i].w;
    if (DETERMINER.test(w) || tokens[i].brk > 0) return false;
    if (/^(it|them)$/.test(w)) return !/^(was|is|seemed|seems|felt|looked|had|has|'s|would|will|could)$/.test(tokens[i + 1]?.w ?? "");
  }
  return false;
}
const DETERMINER = /^(a|an|the|my|his|her|our|their|your|this|that|these|those|some)$/;

/** a plural noun earlier in the same sentence, which a "one" may stand for: "there were cabins and I went into one" */
function pluralBefore(tokens: Token[], s: number, i: number): boolean {
  for (let k = s; k < i; k++) if (/[^s']s$/.test(tokens[k].w) && tokens[k].w.length > 3) return true;
  return false;
}

/** what the story is told from: the dream's words and what the analysis found in them */
export type StoryInput = {
  text: string;
  tokens: Token[];
  events: Event[];
  arcs: Arcs;
  coding: Coding;
  cast: Cast;
  emotions: EmotionHit[];
  twist: Twist | null;
  seed: number;
  /** the thing the dream dwells on: what the dreamer does with it is a moment of the plot */
  focus?: Focus;
};
type Span = [number, number];
type Pick = { k: number; focus: number };

/** "I wake up.", "It ended.": a last sentence that only ends the dream */
const BARE_ENDING =
  /^(and |then |suddenly |so |at that point )*(i|we|it|the dream|that|everything) (then |suddenly |just |finally |really |actually |eventually )?(woke|wake|wakes|awoke|awake|awakened|ended|ends|stopped|was over|is over)( up)?( then)?[.!]*$/i;

/** the dreamer in the sentence of token `i`, as someone acted on or spoken to */
function peopleAct(tokens: Token[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && tokens[k].sent === tokens[i].sent; k++) if (/^(me|us|my|our|we)$/.test(tokens[k].w)) return true;
  return false;
}

/** a group of people the dream has named before token `s`, whom an unbound "they" may be */
const groupBefore = (cast: Cast, s: number) => cast.others.some((c) => c.group && c.mentions.some((m) => m < s));

/** a sentence that opens on an "it" that acts ("It came in") with the sentence that says what it is left untold */
function startsWithStranger(d: StoryInput, s: number, told: number[]): boolean {
  let i = s;
  while (i < d.tokens.length && /^(and|then|so|but|suddenly|finally|later)$/.test(d.tokens[i].w)) i++;
  const t = d.tokens[i];
  // ("Some of them fell short and rolled back": a part of something the sentence before names)
  const partOf =
    /^(some|most|all|none|half)$/.test(t?.w ?? "") && d.tokens[i + 1]?.w === "of" && /^(it|them|this|that)$/.test(d.tokens[i + 2]?.w ?? "");
  if (partOf) return !told.includes(d.tokens[s].sent - 1);
  // ("Some were already bashed up": a bare "some" or "most" is a part of things the sentence before names)
  const someOf =
    /^(some|most|many|several|others|both|none)$/.test(t?.w ?? "") &&
    /^(were|was|had|are|is|got|have|would|could|did|seemed|looked)$/.test(d.tokens[i + 1]?.w ?? "");
  if (someOf) return !told.includes(d.tokens[s].sent - 1);
  // ("They were somehow the reason I had come": a "they" that is no one in the cast stands for things the reader has not met)
  // ("It was as large as a plum", "it was bigger than me": an "it" measured is a thing, not the weather)
  // (but a "they" who speak, or who do something to the dreamer — "they prod me", "they said I was fired" — are people)
  const things =
    /^(they|these|those)$/.test(t?.w ?? "") &&
    !d.cast.ref[i] &&
    !groupBefore(d.cast, s) &&
    !peopleAct(d.tokens, i) &&
    !SAY.test(d.tokens[i + 1]?.w ?? "");
  const measured =
    t?.w === "it" &&
    /^(was|is)$/.test(d.tokens[i + 1]?.w ?? "") &&
    /^(as|so|too|bigger|smaller|larger|about)$/.test(d.tokens[i + 2]?.w ?? "");
  if (things || measured) return !told.includes(d.tokens[s].sent - 1);
  // (a "he" or "she" still says a person acts, and the moment may be the dream's centre; "it was", "it turned out" stand for nothing)
  // ("It got stolen", "it was broken" are done to a thing the reader has not met: those dangle too)
  const doneToIt = /^(stolen|broken|lost|taken|smashed|destroyed|ruined|wrecked|knocked|thrown|gone|missing|fixed|found)$/.test(
    d.tokens[i + 2]?.w ?? "",
  );
  if (
    t?.w !== "it" ||
    (/^(was|is|seemed|seems|turned|turns|felt|feels|looked|looks|became|'s|must|had|has|would|appeared|appears|sounded|got|gets)$/.test(
      d.tokens[i + 1]?.w ?? "",
    ) &&
      !doneToIt)
  )
    return false;
  return !told.includes(d.tokens[s].sent - 1);
}

/** the sentence before `k` may be told with it: short, no aside, and not itself opening on someone or something unsaid */
function leanable(d: StoryInput, sents: Span[], aside: (k: number) => boolean, k: number): boolean {
  const before = sents[k - 1];
  if (!before) return false;
  const { tokens } = d;
  return (
    !aside(k - 1) &&
    before[1] - before[0] < 18 &&
    // (a sentence with something happening in it: "On purpose?" alone brings nothing in)
    d.events.some((ev) => ev.sent === k - 1) &&
    // (not a scrap a stray full stop split off: "… some 30 ft. off, and said so" is no sentence to lean on)
    !/^\p{Ll}/u.test(tokens[before[0]].raw) &&
    // (nor one that itself opens on someone or something unsaid: it would bring in nothing)
    !/^(it|he|she|they|that|this|these|those)$/.test(tokens[before[0]].w)
  );
}

/**
 * Sentence `k` told after the sentences `told` would leave a "she" or an "it" standing for no one
 * the reader has met, and the sentence before, which says who or what, cannot be told with it.
 */
function stranded(d: StoryInput, sents: Span[], aside: (k: number) => boolean, k: number, told: number[]): boolean {
  const [s, e] = sents[k];
  if (told.includes(k - 1)) return false;
  const lost = !!strandedPerson(d.cast, d.tokens, s, e, told, d.text) || thingFromElsewhere(d.tokens, d.cast, s, e);
  return lost && !(leanable(d, sents, aside, k) && leansBack(d, sents[k]));
}

/**
 * "I simply couldn't do it.", "We did that.": a short sentence whose deed is only "do it" says nothing
 * told apart from the sentence before, which says what "it" is.
 */
function emptyDeed(tokens: Token[], [s, e]: Span): boolean {
  const words = tokens.slice(s, e + 1).map((t) => t.w);
  if (words.length > 7) return false;
  const at = words.findIndex((w, j) => /^(do|did|does|doing|done)$/.test(w) && /^(it|that|this)$/.test(words[j + 1] ?? ""));
  return at >= 0 && at + 2 >= words.length - 1;
}

/** verbs that frame what follows rather than tell a deed: "I remember …", "it seems …" */
const FRAME = /^(remember|recall|think|guess|know|seem|believe|suppose|be|appear)$/;

/** two or three sentences of a long dream: the opening, the moment that weighs most, the ending */
function picks(d: StoryInput, sents: Span[], aside: (k: number) => boolean, long: boolean): Pick[] {
  const { text, tokens, events } = d;
  const hasEvent = (k: number) => events.some((e) => e.sent === k && e.verb !== "be") && !aside(k);
  // the opening sets the scene, even when it only says where you were; it is told from its start
  // ("To come so you can seize him" is no way into a story)
  let open = 0;
  while (open < sents.length - 1 && aside(open)) open++;
  const picked: Pick[] = [{ k: open, focus: sents[open][0] }];
  // the moments that carry the dream: who does what to whom, what goes wrong or right, what you feel
  const weight = moments(d);
  // the dream's last event, not "I wake up."
  let last = sents.length - 1;
  const bare = (k: number) => BARE_ENDING.test(text.slice(tokens[sents[k][0]].start, tokens[sents[k][1]].end).trim());
  // ("It came in and I patted it": told without the sentence before, "it" is no one; the sentence that brings it in is told instead)
  // (nor a sentence whose "she" or "it" the story cannot say: "You threw it out of the bed")
  const opensOnStranger = (k: number, told: number[]) => startsWithStranger(d, sents[k][0], told);
  const dangling = (k: number, told: number[]) =>
    opensOnStranger(k, told) || stranded(d, sents, aside, k, told) || (emptyDeed(tokens, sents[k]) && !told.includes(k - 1));
  while (
    last > open &&
    // (only an "it" that opens on a thing never told: the ending is told even where a "him" in it must stand as it is)
    (!hasEvent(last) || bare(last) || (opensOnStranger(last, [open]) && last - 1 > open && hasEvent(last - 1) && !aside(last - 1)))
  )
    last--;
  // ("The curtains were blue and green like the sea": a last sentence that only describes a thing
  // ends the story on scenery; the last thing someone does, a sentence or two before, ends it instead)
  const acts = (k: number) => events.some((e) => e.sent === k && !!e.actor?.entity && !e.unreal && e.verb !== "be") && !aside(k);
  const nobody = (k: number) =>
    !tokens.some((t, j) => t.sent === k && !!d.cast.ref[j]) &&
    !tokens.some((t) => t.sent === k && /^(nobody|no one|everyone|everybody|someone|somebody)$/.test(t.w));
  if (!acts(last) && nobody(last)) {
    const back = [last - 1, last - 2].find((k) => k > open && acts(k) && !bare(k) && !dangling(k, [open]));
    if (back !== undefined) last = back;
  }
  const ranked = [...weight.entries()]
    .filter(([k]) => k !== open && k !== last && !aside(k) && !dangling(k, [open]))
    .sort((a, b) => b[1].score - a[1].score || a[0] - b[0]);
  const best = ranked[0];
  if (best) picked.push({ k: best[0], focus: best[1].focus });
  // (a long dream has more than one turn: its second weightiest moment is told too, when it is not beside the first)
  const next = ranked.find(
    ([k]) =>
      Math.abs(k - best?.[0]) > 1 &&
      !dangling(
        k,
        picked.map((x) => x.k),
      ),
  );
  if (next && next[1].score >= (long ? 3 : 4)) picked.push({ k: next[0], focus: next[1].focus });
  else {
    // without such moments, the middle sentence where something happens
    const middle = Math.floor(sents.length / 2);
    const busiest = [middle, middle + 1, middle - 1].find((k) => k > open && k < last && hasEvent(k) && !dangling(k, [open]));
    const e = busiest !== undefined ? events.find((ev) => ev.sent === busiest) : undefined;
    if (e) picked.push({ k: e.sent, focus: e.verbIndex });
  }
  // the ending told from its own verb, so a long last sentence is not cut down to "putting screws in…"
  // (a last sentence that opens on a frame, "I remember fiddling with the mixer, … and we went running", is told from its
  // last deed someone does, where the dream ends, when nothing in it weighs more)
  const inLast = events.filter((e) => e.sent === last);
  const framed = !!inLast[0] && inLast[0].lemmas.some((l) => FRAME.test(l));
  // (a participle only after its own verb, "we went running", not one that trails a clause, "and hearing the alarm")
  const finite = (e: Event) =>
    !/ing$/.test(tokens[e.verbIndex].w) ||
    /^(went|go|goes|kept|keep|keeps|started|start|was|were|is|are|am|came|come|comes|got)$/.test(tokens[e.verbIndex - 1]?.w ?? "");
  const deeds = inLast.filter((e) => !e.unreal && !!e.actor?.entity && finite(e) && !e.lemmas.some((l) => FRAME.test(l)));
  const lastVerb =
    weight.get(last)?.focus ?? (framed ? deeds[deeds.length - 1]?.verbIndex : undefined) ?? inLast[0]?.verbIndex ?? sents[last][1];
  if (!picked.some((p) => p.k === last) && last > open) picked.push({ k: last, focus: lastVerb });
  return picked.sort((a, b) => a.k - b.k);
}

// (no "Soon": how long after is the dream's to say)
const LINKS = [
  ["Later", "Then", "After that"],
  ["In the end", "Finally", "By the end"],
];
/** the links a dream's own sentence may open with, which the story keeps in place of one of its own */
const DREAM_LINK = /^(then|but|so|suddenly|later|finally|eventually|afterwards|meanwhile)$/;
/** "But then …", "And suddenly …": the link words a sentence opens with, without a bare "and" */
function dreamLinkAt(tokens: Token[], s: number): string | undefined {
  const words: string[] = [];
  for (let i = s; i < s + 3 && tokens[i]?.sent === tokens[s].sent && (i === s || tokens[i].brk === 0); i++) {
    if (tokens[i].w === "and" && i === s) continue;
    if (!DREAM_LINK.test(tokens[i].w)) break;
    words.push(tokens[i].w);
  }
  return words.length ? words.join(" ") : undefined;
}
/** a clause that brings its own link, or a connective of its own in its first words, takes no other */
const OWN_LINK =
  /^(at the end|in the end|by the end|finally|then|later|after that|soon|eventually|suddenly|all of a sudden|meanwhile|afterwards|instead|next|at (that|this|one) (point|moment|time)|to (my|your|our|his|her) (surprise|horror|relief|amazement|dismay|shock)|however)\b|^[^,]{0,40},\s*(however|though|instead|too),/i;

/** a clause that sets itself before what came, or outside the dream's order: "some time before", "sometimes", "earlier" */
const LOOKS_BACK =
  /^(also,?\s+)?(some ?time (before|earlier|ago)|earlier|before (that|this)|previously|sometimes|usually|often|at first|originally|years (ago|before))\b/i;
/** a fragment that opens on its verb, with no subject: "Could have been a mill, too" */
const NO_SUBJECT = /^(might|may|could|would|should|must|was|were|had|has|is|are|seems|seemed|maybe|probably|possibly)\b/i;
/** a piece after the first, joined to the one before it by a link ("Later, …", "By the end, …") where the seed picks one */
function linked(
  u: string,
  idx: number,
  picked: Pick[],
  sentCount: number,
  seed: number,
  tokens: Token[],
  swap?: Map<number, string>,
  dreamLink?: string,
  used: string[] = [],
): string {
  if (idx === 0 || OWN_LINK.test(u)) return u;
  // ("By the end, some time before you had been reading…", "In the end, could have been a mill": a clause that looks back,
  // or has no subject of its own, takes no link that says it comes next)
  if (LOOKS_BACK.test(u) || NO_SUBJECT.test(u)) return u;
  // ("Then Kiel really does start to kiss you", "But you couldn't move": the dream's own link, where it has one)
  const link = dreamLink ? `${dreamLink[0].toUpperCase()}${dreamLink.slice(1)}` : undefined;
  if (!link && (seed >>> (idx * 3)) % 3 === 0) return u;
  const p = picked[idx];
  const gap = p.k - picked[idx - 1].k;
  const options = idx === picked.length - 1 && picked.length > 1 && p.k === sentCount - 1 ? LINKS[1] : LINKS[0];
  // (never the same link twice in one story: "After that, … After that, …")
  const free = options.filter((o) => !used.includes(o));
  const chosen = link ?? (free.length ? free : options)[(seed >>> idx) % (free.length || options.length)];
  // after a link the clause continues the sentence: lower-case its first word unless it is a name
  const [first, second = ""] = u.split(/\s/);
  // "May Schneider", "Bill Kotnik": two capitals in a row are a name
  const name =
    isFirstName(first.toLowerCase().replace(/['’]s$/, "")) ||
    /^\p{Lu}{2,}/u.test(first) ||
    (/^\p{Lu}\p{Ll}/u.test(second) &&
      !/ly$|^(somehow|then|soon|later|now|there|here|also|meanwhile|afterwards|this|that|the|a|an|these|those|some|one|every|all|as|when|while|if|after|before|because|since|once|though|although|with|in|on|at|by|for|from|to|and|but|so|or)$/i.test(
        first,
      )) ||
    [...(swap?.values() ?? [])].some((n) => u.startsWith(n) && !/^(my|your|the)\b/i.test(n)) ||
    // ("Later, Kiel whispers to you": a word the dream writes with a capital where no sentence begins is a name)
    writtenAsName(first, tokens);
  const body = first !== "I" && !name ? u[0].toLowerCase() + u.slice(1) : u;
  // ("By the end, at the end you were…": a clause that brings its own link keeps it alone, `OWN_LINK`)
  if (link) return `${link} ${body}`;
  return gap > 1 || idx === picked.length - 1 ? `${chosen}${/^Then$/.test(chosen) ? "" : ","} ${body}` : u;
}

/** whether a sentence starts inside someone's quoted words that began in an earlier sentence */
function insideQuote(text: string, at: number): boolean {
  const before = text.slice(0, at);
  // (a stray mark that never closes, or closes far on, opens no quotation)
  const closes = /^[^"”]{0,300}["”]/.test(text.slice(at)) && (text.match(/"/g) ?? []).length % 2 === 0;
  const open = (before.match(/"/g) ?? []).length % 2 === 1 || (before.match(/“/g) ?? []).length > (before.match(/”/g) ?? []).length;
  return open && closes;
}

/** sentences with their index, a quotation that runs on into the next sentence told with the one it began in */
function withQuotesWhole(text: string, tokens: Token[], sents: Span[]): (readonly [Span, number])[] {
  const out: [Span, number][] = [];
  for (const [k, [s, e]] of sents.entries()) {
    const last = out[out.length - 1];
    if (last && insideQuote(text, tokens[s].start)) last[0] = [last[0][0], e];
    else out.push([[s, e], k]);
  }
  return out;
}

export function tellStory(d: StoryInput): string {
  const { text, tokens, events, cast, emotions, seed } = d;
  const skip = bodyStart(text);
  const body = tokens.filter((t) => t.start >= skip);
  if (!body.length) return "You wrote down only a fragment, without words the reader could follow.";
  const sents = sentences(tokens)
    .map(([s, e]) => [Math.max(s, tokens.length - body.length), e] as Span)
    .filter(([s, e]) => s <= e);
  // a remark in brackets ("(she's my baby sitter in real life)") is dropped, not the sentence around it;
  // and a questionnaire's notes ("Setting: … Characters: … Feelings and Thoughts: …") are not the dream, to the end
  const notesFrom = notesStart(text);
  const remark = (k: number) =>
    tokens[sents[k][0]].start >= notesFrom ||
    aboutTheDream(withoutLapse(text.slice(tokens[sents[k][0]].start, tokens[sents[k][1]].end).replace(/\([^()]*(\)|$)/g, "")));
  // (a longer dream's retelling picks no sentence from the middle of someone's speech)
  // (nor a whole sentence the dreamer put in brackets: "(Actually there were buildings in the way.)" is a remark on the scene)
  const bracketed = (k: number) =>
    /\(\s*$/.test(text.slice(Math.max(0, tokens[sents[k][0]].start - 3), tokens[sents[k][0]].start)) &&
    /^[.!?]?\)/.test(text.slice(tokens[sents[k][1]].end));
  const aside = (k: number) => remark(k) || insideQuote(text, tokens[sents[k][0]].start) || bracketed(k);
  // a short dream is told back whole
  if (body.length <= 80) {
    const told = withQuotesWhole(text, tokens, sents)
      .filter(([, k]) => !remark(k) || sents.every((__, j) => remark(j)))
      .map(([[s, e], k]) => {
        const u = withoutLapse(unit(text, tokens, s, e, s, 80));
        return finish(cap(toYou(diarist(u, events, tokens, k, s))), asks(text, tokens, e, u));
      })
      .filter((x) => x.length > 1);
    // ("Yet again!", "Weird.": an exclamation alone tells nothing of what happened — but "Miss. Drum." is a name, and "'Shit!'" ends a quotation)
    const said = told.filter(
      (x, k) => x.split(/\s+/).length > 1 || /['"’”]/.test(x) || /\b(mr|mrs|ms|miss|dr|st)\.$/i.test(told[k - 1] ?? ""),
    );
    return withoutBlanks((said.length ? said : told).join(" "));
  }
  const picked = picks(d, sents, aside, body.length > 220);
  const budget = [45, 45, 30, 26, 26][picked.length];
  const parts: string[] = [];
  /** the sentence each part is told from, so a feeling added after is told in its place */
  const partSent: number[] = [];
  for (const [idx, p] of picked.entries()) {
    // (the middle sentence may be the weightiest one again: each sentence is told once, named or not)
    if (picked.slice(0, idx).some((x) => x.k === p.k)) continue;
    // (the sentence before goes with it when it says what this one's "one" or "them" is, and is short)
    const before = sents[p.k - 1];
    // (not a scrap a stray full stop split off: "… some 30 ft. off, and said so" is no sentence to lean on)
    const lean = idx > 0 && picked[idx - 1].k < p.k - 1 && leanable(d, sents, aside, p.k) && leansBack(d, sents[p.k]);
    const [s, e] = lean ? [before[0], sents[p.k][1]] : sents[p.k];
    const verbs = new Set(events.filter((ev) => ev.sent === p.k).map((ev) => tokens[ev.verbIndex].w));
    // (names go in for pronouns of the words the cut keeps: a "he" whose "Derek" the cut dropped is named again)
    const [from] = cutRange(tokens, sents[p.k][0], e, p.focus, budget);
    const kept = (i: number) => i >= from || (lean && i <= before[1]);
    const swap = idx > 0 ? introduced(text, cast, tokens, s, e, parts.join(" "), kept) : undefined;
    // (the sentence leaned on is told whole, and the pick cut on its own: a cut across both would leave a scrap of the first)
    const own = unit(text, tokens, sents[p.k][0], e, p.focus, budget, swap);
    const past = tokens.slice(sents[p.k][0], sents[p.k][1] + 1).some((t) => tagsOf(t.w).includes("PastTense"));
    const told = withSubject(
      own,
      subjectOf(text, tokens, events, sents[p.k][0], p.k) || dreamerOfVerb(events, tokens, p.k, own),
      verbs,
      past,
    );
    const cut = (lean ? `${finish(unit(text, tokens, s, before[1], s, 40, swap))} ` : "") + told;
    // (a sentence pulled in before it is told in its own right, and the pick after it opens a sentence: "There were cabins. You went into one")
    // (and a sentence the tokenizer ran on into the next, "… Jo and I. I'm sure …", opens its second half with a capital)
    const u = (
      lean
        ? `${toYou(diarist(cut.slice(0, cut.length - told.length - 1), events, tokens, p.k - 1, s))} ${cap(toYou(diarist(told, events, tokens, p.k, sents[p.k][0])))}`
        : toYou(diarist(cut, events, tokens, p.k, s))
    ).replace(/(\p{L}*\p{Ll}{2,}[.!?]["”’)]?\s+)(\p{Ll})/gu, (m, a: string, b: string) =>
      ABBREVIATION.test(a.trim()) ? m : a + b.toUpperCase(),
    );
    // (the dream's own "Then" or "But", which the cut leaves off, joins the piece where it opened the sentence told from its start)
    const dreamLink = !lean && from === sents[p.k][0] ? dreamLinkAt(tokens, from) : undefined;
    // (a sentence pulled in before a later pick may be the one told already)
    if (u.split(/\s+/).length >= 2 && !parts.some((x) => x.includes(u.slice(1, -1)))) {
      // ("Finally, would it come out of the deposit?": a question the dreamer asks takes no link)
      const asked = asks(text, tokens, e, cut);
      partSent.push(p.k);
      parts.push(
        finish(
          cap(
            asked
              ? u
              : linked(
                  u,
                  idx,
                  picked,
                  sents.length,
                  seed,
                  tokens,
                  swap,
                  dreamLink,
                  parts.map((x) => x.split(",")[0]),
                ),
          ),
          asked,
        ),
      );
    }
  }
  let story = parts.join(" ");
  // (not a feeling from the report form's notes after the dream: "Feelings and Thoughts: Happy, excited")
  const feeling = emotions.find((em) => em.start < notesFrom && !story.toLowerCase().includes(toYou(em.evidence).toLowerCase()));
  // (a story of three parts that tells no feeling at all gets one too: how it felt is part of what happened)
  const toldFeeling = emotions.some((em) => story.toLowerCase().includes(toYou(em.evidence).toLowerCase()));
  // (told where it comes in the dream, not after the ending: "You woke up. You were nervous" reads backwards)
  const feltAt = feelingAt(tokens, feeling);
  // (but a feeling whose "her" or "this" needs what comes before it keeps to the end, after what the story has told:
  // moved up, "You are cross with her over this" would come before whoever she is)
  const leaning = (c: string | undefined) => !!c && /\b(he|him|his|she|her|they|them|their|this|that|those|these)\b/i.test(c);
  const inOrder = !leaning(feeling && feelingClause(text, tokens, sents, feeling));
  const place = inOrder ? partSent.findIndex((x) => x > (feltAt >= 0 ? tokens[feltAt].sent : Infinity)) : -1;
  const toldBefore = place < 0 ? story : parts.slice(0, place).join(" ");
  const clause = feeling && feelingClause(text, tokens, sents, feeling, (s, e) => introduced(text, cast, tokens, s, e, toldBefore));
  // ("It made me so glad": a feeling whose cause is an "it" the sentence before says, told without that sentence, is about nothing)
  const causeUntold = !!clause && /^(it|that|this)\b/i.test(clause) && feltAt >= 0 && !partSent.includes(tokens[feltAt].sent - 1);
  const felt = clause && !causeUntold ? finish(cap(toYou(clause))) : undefined;
  // (the clause the feeling sits in may be one the story has told already)
  // (told with a name in place of its "him", "thrilled to see the friend", it is the same clause: its opening words tell)
  const fresh =
    !!felt &&
    !story.toLowerCase().includes(felt.toLowerCase().slice(0, -1)) &&
    !story.toLowerCase().includes(felt.toLowerCase().split(/\s+/).slice(0, 4).join(" "));
  if (fresh && (parts.length < 3 || (parts.length === 3 && !toldFeeling))) {
    story = place < 0 ? `${story} ${felt}` : [...parts.slice(0, place), felt, ...parts.slice(place)].join(" ");
  }
  return withoutBlanks(story || finish(cap(toYou(unit(text, tokens, 0, tokens.length - 1, 0, 30)))));
}

/** a transcript's blanks for words left out ("Centerville ______", "a __sheet") told as an ellipsis, not as underscores */
const withoutBlanks = (s: string) =>
  mendPersons(capitaliseKinNames(s))
    .replace(/\s*_+\s*/g, " … ")
    .replace(/(?:\s*…\s*){2,}/g, " … ")
    .replace(/ … ([,.;:!?])/g, " …$1")
    .trim();
