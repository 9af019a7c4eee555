/**
 * Who someone only looks like: "a woman who resembles my mother", "he looked just like Elvis", "she
 * reminded me of my aunt". The one resembled is not in the dream (Hall/Van de Castle count who is
 * there), and when the dream goes on to call the look-alike by that name ("… Faye Dunaway asks"),
 * the name is the look-alike's.
 */
import { ADJECTIVES } from "./phrase";
import { PERSON_NOUNS } from "./person-nouns";
import type { Token } from "./tokenize";
import { isLexNoun, isLexVerb } from "./words";

/** "resembles", "resembled" — a verb whose object is the likeness */
const RESEMBLE = /^(resemble|resembles|resembled|resembling)$/;
/** the verbs of seeming before "like": "looked like", "sounds like" */
const LOOK = /^(look|looks|looked|looking|sound|sounds|sounded|sounding|was|were|is|are|seem|seems|seemed|seeming)$/;
/** how much alike, between the verb and "like": "looked just like", "looks a lot like" */
const DEGREE = /^(just|exactly|a|lot|bit|little|kind|sort|of|very|much|almost|somewhat|quite|rather|kinda|sorta|more|so)$/;
/** the forms of "be" among the verbs of seeming */
const BE = /^(was|were|is|are)$/;
/** "reminded me of", "reminds him of" */
const REMIND = /^(remind|reminds|reminded|reminding)$/;

/** words that may open the likeness before its noun: "my own mother", "the actress", "a young Elvis" */
const LEAD = /^(a|an|the|my|our|his|her|their|your|this|that|some|own|famous|young|old|younger|older|real|certain)$/;

/** what follows a clause's subject, so "it looked like my brother was angry" is no likeness */
const CLAUSE_VERB = /^(was|were|is|are|had|has|have|would|could|will|did|does|do|might|must|should|can|'s|'d|'ll)$/;

/** the first word of the likeness after the trigger at `i`, or -1 when the word at `i` opens none */
export function likenessObjectStart(tokens: Token[], i: number): number {
  const w = tokens[i].w;
  const next = tokens[i + 1];
  if (!next || next.brk !== 0) return -1;
  if (RESEMBLE.test(w)) return i + 1;
  if (w === "like") {
    let k = i - 1;
    while (k >= 0 && i - k <= 3 && tokens[k + 1].brk === 0 && DEGREE.test(tokens[k].w)) k--;
    if (k < 0 || tokens[k + 1].brk !== 0 || !LOOK.test(tokens[k].w)) return -1;
    // ("it was like his son": a guess at who it is, not a likeness; "they were very like my parents" is one)
    return BE.test(tokens[k].w) && /^(it|this|that|there|it's)$/.test(tokens[k - 1]?.w ?? "") ? -1 : i + 1;
  }
  if (w === "of" && tokens[i].brk === 0) {
    const verb = tokens[i - 2];
    return verb && REMIND.test(verb.w) && /^(me|us|him|her|them|you)$/.test(tokens[i - 1].w) ? i + 1 : -1;
  }
  return -1;
}

/**
 * The index of the person noun or the name the likeness that starts at `j` is of (past "my own",
 * "the", adjectives), or -1: not a person, or a clause ("looked like my dad was angry").
 * `isName` says whether a capitalised word at an index opens a name.
 */
export function likenessHead(tokens: Token[], j: number, isName: (k: number) => boolean): number {
  let k = j;
  while (
    tokens[k] &&
    tokens[k].brk === 0 &&
    k - j < 4 &&
    (LEAD.test(tokens[k].w) || ADJECTIVES.has(tokens[k].w)) &&
    !PERSON_NOUNS.has(tokens[k].w)
  )
    k++;
  const t = tokens[k];
  if (!t || t.brk !== 0) return -1;
  const person = PERSON_NOUNS.has(t.w.replace(/['’]s$/, ""));
  if (!person && !isName(k)) return -1;
  return k;
}

/** the word after the likeness, from `end`: a verb there makes it a clause's subject, not a likeness */
export function clauseFollows(tokens: Token[], end: number): boolean {
  const after = tokens[end + 1];
  if (!after || after.brk !== 0) return false;
  return CLAUSE_VERB.test(after.w) || (isLexVerb(after.w) && !isLexNoun(after.w) && /(ed|s)$/.test(after.w));
}
