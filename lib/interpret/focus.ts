/**
 * What the dream dwells on: the one thing (not a person, not the scenery) it keeps returning to —
 * named again and again, or picked up again as "it" and "them" — and what the dreamer does with
 * it: finds it, loses it, makes it, is given it, breaks it, keeps it, looks it over. A reading of a
 * dream with no drama starts there rather than from whichever symbol the lexicon ranks first.
 */
import type { Analysis } from "./analyze";
import { PERSON_NOUNS } from "./person-nouns";
import { DETERMINERS, PREPOSITIONS } from "./phrase";
import { isNegator, STOPWORDS, type Token } from "./tokenize";
import { isLexAdjective, isLexNoun, lemmaCandidates } from "./words";

/** what the dreamer does with the thing, from the most telling to the least */
export const FOCUS_RELATIONS = ["lost", "sought", "broke", "found", "given", "made", "wanted", "gave", "kept", "examined"] as const;
export type FocusRelation = (typeof FOCUS_RELATIONS)[number];

export type Focus = {
  /** the thing as prose names it: "coin", "eggs" (plural when the dream mostly speaks of several) */
  noun: string;
  /** the dream's words for it on first mention: "a very unusual nickel" is told by `first` */
  first: string;
  /** how often the dream names it or takes it up again */
  mentions: number;
  /** what the dreamer does with it, and the clause that tells it */
  relation?: { kind: FocusRelation; words: string };
  /** the clause in which the dreamer handles it with care: "I gently pulled them off the tree" */
  care?: string;
  /** the first token of the first mention, to tie it to the lexicon's symbol for the same words */
  at: number;
};

const VERBS: Record<FocusRelation, RegExp> = {
  lost: /^(lose|misplace|forget|leave)$/,
  sought: /^(search|hunt|seek)$/,
  broke: /^(break|smash|shatter|crack|ruin|spill|destroy|tear|wreck|crush)$/,
  found: /^(find|discover|uncover|spot|unearth|dig)$/,
  given: /^(give|hand|offer|send|present|pass|lend|bring)$/,
  made: /^(make|build|finish|sew|bake|cook|paint|draw|write|create|knit|design|construct|fix|repair|mend|carve|assemble|decorate)$/,
  wanted: /^(want|covet|crave)$/,
  gave: /^(give|hand|offer|sell|donate|lend|return)$/,
  kept: /^(keep|hold|carry|clutch|protect|guard|save|hide|store|collect|hug|cradle)$/,
  examined: /^(examine|study|inspect|admire|check|read|stare|look|observe)$/,
};

/** nouns too general, too much of time or of the scene to be what a dream is about */
const GENERIC = new Set(
  (
    "thing stuff something anything everything nothing way time day night morning evening afternoon minute hour second week year moment " +
    "lot bit kind sort type part side end top bottom middle front back inside outside edge corner area place spot point " +
    "room house home building floor wall door window street road town city school class world dream dreams life idea reason " +
    "contents content others inches feet miles pounds rest number couple piece pair group team word words name voice sound noise light dark air water ground sky head hand hands eyes face " +
    "feet foot arm arms leg legs body hair mouth car bus train way line row level stage scene story game"
  ).split(" "),
);
/** "it" that points at nothing ("it was raining", "it seems"), not at a thing */
const DUMMY_AFTER = /^(is|was|'s|seems|seemed|looked|looks|felt|feels|appeared|appears|became|got|started|began|rained|rains|snowed|turned|occurred|dawned)$/;
const CONJUNCTIONS = /^(and|but|so|then|when|because|that|if|where|while|until|before|after|as|though|although|or|since)$/;
const CARE = /^(gently|carefully|careful|delicately|tenderly|cautiously|softly|lovingly)$/;

const singular = (w: string): string =>
  w.length > 4 && w.endsWith("ies")
    ? `${w.slice(0, -3)}y`
    : w.length > 4 && /(ches|shes|sses|xes|oes)$/.test(w)
      ? w.slice(0, -2)
      : w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)
        ? w.slice(0, -1)
        : w;

type Mention = { at: number; plural: boolean; pronoun: boolean };

/** a noun that can name a thing the dream dwells on: not a person, a name, a function word or a generic */
function thingNoun(a: Analysis, k: number): string | null {
  const t = a.tokens[k];
  if (a.cast.ref[k] || t.w.length < 3 || STOPWORDS.has(t.w) || DETERMINERS.has(t.w) || PREPOSITIONS.has(t.w)) return null;
  // (a capitalised word inside a sentence is a name: "Safeway", "Easter")
  if (/^\p{Lu}/u.test(t.raw) && k > 0 && a.tokens[k].brk < 2 && t.w !== "i") return null;
  const s = singular(t.w);
  if (GENERIC.has(s) || PERSON_NOUNS.has(s) || PERSON_NOUNS.has(t.w) || !(isLexNoun(t.w) || isLexNoun(s))) return null;
  // a noun that only describes the next one ("tree trunk", "coin purse") is not the thing itself
  const next = a.tokens[k + 1];
  if (next && next.brk === 0 && isLexNoun(next.w) && !STOPWORDS.has(next.w) && !/ed$|ing$/.test(next.w) && !DUMMY_AFTER.test(next.w))
    return null;
  return nounUse(a.tokens, k) ? s : null;
}

const POSSESSIVES = /^(my|your|his|her|our|their|its|this|that|these|those|each|every|some|any|another|one|two|three|four|five|six|several|many|few|no)$/;

/** the word is used as a noun here: a determiner, owner, number or preposition opens its phrase ("the coins", "my red flowered suit") */
function nounUse(tk: Token[], k: number): boolean {
  for (let j = k - 1; j >= 0 && j >= k - 4; j--) {
    if (tk[j + 1].brk > 0) return false;
    const w = tk[j].w;
    if (DETERMINERS.has(w) || POSSESSIVES.test(w) || /^\d+$/.test(w) || w.endsWith("'s")) return true;
    if (PREPOSITIONS.has(w)) return w !== "to";
    // (adjectives, nouns and names of the same phrase come between: "a long, black sleeveless dress", "three Easter eggs")
    if (/^\p{Lu}/u.test(tk[j].raw)) continue;
    if (!(isLexAdjective(w) || isLexNoun(w) || /(ed|ful|ous|al|ic|y)$/.test(w)) || isNegator(w)) return false;
  }
  return false;
}

/** every mention of every candidate thing, with "it" and "them" taken back to the thing last named */
function mentionsOf(a: Analysis): Map<string, Mention[]> {
  const out = new Map<string, Mention[]>();
  const tk = a.tokens;
  /** the things named lately, by number, with the sentence each was last named in */
  const recent = new Map<string, { plural: boolean; sent: number }>();
  let lastPronoun: { noun: string; sent: number } | undefined;
  for (let k = 0; k < tk.length; k++) {
    const t = tk[k];
    if (t.w === "it" || t.w === "them") {
      const prev = tk[k - 1];
      // an "it" that opens a clause and points at nothing ("it was late") is no mention
      // (nor does a subject after a conjunction, "but it saw me", which is as likely an animal as a thing)
      if (!prev || t.brk > 0 || CONJUNCTIONS.test(prev.w) || (t.w === "it" && DUMMY_AFTER.test(tk[k + 1]?.w ?? ""))) continue;
      const plural = t.w === "them";
      // (a chain of "it" keeps its thing: "took it off the machine, looked at it")
      const chained = lastPronoun && t.sent - lastPronoun.sent <= 2 ? lastPronoun.noun : undefined;
      // (else the thing of the same number most named so far among those named in this sentence or the one before)
      const noun = chained ?? antecedent(out, recent, plural, t.sent);
      if (!noun) continue;
      out.get(noun)?.push({ at: k, plural, pronoun: true });
      lastPronoun = { noun, sent: t.sent };
      continue;
    }
    const noun = thingNoun(a, k);
    if (!noun) continue;
    const plural = noun !== t.w;
    (out.get(noun) ?? out.set(noun, []).get(noun)!).push({ at: k, plural, pronoun: false });
    // (a thing once named as several stays several: "three eggs … the egg … pulled them off")
    recent.set(noun, { plural: plural || !!recent.get(noun)?.plural, sent: t.sent });
    if (lastPronoun?.noun !== noun) lastPronoun = undefined;
  }
  return out;
}

function antecedent(out: Map<string, Mention[]>, recent: Map<string, { plural: boolean; sent: number }>, plural: boolean, sent: number) {
  let best: string | undefined;
  for (const [noun, r] of recent) {
    if (r.plural !== plural || sent - r.sent > 1) continue;
    if (!best || out.get(noun)!.length >= out.get(best)!.length) best = noun;
  }
  return best;
}

/** the clause token `k` sits in, as token bounds */
function clauseOf(tk: Token[], k: number): [number, number] {
  let s = k;
  while (s > 0 && tk[s].brk === 0) s--;
  let e = k;
  while (e + 1 < tk.length && tk[e + 1].brk === 0) e++;
  return [s, e];
}

const words = (a: Analysis, s: number, e: number) => a.text.slice(a.tokens[s].start, a.tokens[e].end);

/** whether the dreamer is the one who does what the verb at `v` says: "I", "we", or a diary's subjectless "Took it off" */
function dreamerDoes(a: Analysis, s: number, v: number): boolean {
  for (let j = v - 1; j >= s; j--) {
    const w = a.tokens[j].w;
    if (w === "i" || w === "we" || w === "i'm" || w === "i've" || w === "i'd") return true;
    if (/^(he|she|they|you|it|someone|somebody|who)$/.test(w) || a.cast.ref[j]) return false;
  }
  // a clause with no subject of its own goes on with the sentence's: "I bent down and picked it up"
  const sentStart = a.tokens.findIndex((t) => t.sent === a.tokens[v].sent);
  for (let j = s - 1; j >= sentStart; j--) {
    const w = a.tokens[j].w;
    if (w === "i" || w === "we") return true;
    if (/^(he|she|they|you)$/.test(w) || a.cast.ref[j]) return false;
  }
  return s === sentStart;
}

/** what the dreamer does with the mention at `m`: the verb before it in its clause, read as a relation */
function relationAt(a: Analysis, m: Mention): { kind: FocusRelation; words: string } | undefined {
  const tk = a.tokens;
  const [s, e] = clauseOf(tk, m.at);
  for (let v = m.at - 1; v >= s && v >= m.at - 6; v--) {
    const lemmas = lemmaCandidates(tk[v].w);
    const negated = [1, 2, 3].some((d) => v - d >= s && isNegator(tk[v - d].w));
    const toMe = tk[v + 1] && /^(me|us)$/.test(tk[v + 1].w);
    const passiveToMe = /^(was|were|am|got|get|been)$/.test(tk[v - 1]?.w ?? "") && /^(i|we)$/.test(tk[v - 2]?.w ?? "");
    const has = (r: FocusRelation) => lemmas.some((l) => VERBS[r].test(l));
    const told = (kind: FocusRelation) => ({ kind, words: words(a, s, Math.max(e, m.at)) });
    if (has("found") && negated && dreamerDoes(a, s, v)) return told("lost");
    if (negated) continue;
    if ((has("given") && (toMe || passiveToMe)) || (lemmas.includes("receive") && dreamerDoes(a, s, v))) return told("given");
    if (!dreamerDoes(a, s, v)) continue;
    // ("look for" is a search, "look at" a close look; "left it behind", "left my suit" a loss)
    if (lemmas.includes("look") && tk[v + 1]?.w === "for") return told("sought");
    for (const kind of FOCUS_RELATIONS) {
      if (kind === "given" || !has(kind)) continue;
      // (only what is left behind is lost: "I've left my suit", "left it behind" — not "leave it in there")
      const behind = tk[v].w === "left" && (/^(my|our)$/.test(tk[v + 1]?.w ?? "") || tk.slice(v + 1, v + 4).some((t) => t.w === "behind"));
      if (kind === "lost" && lemmas.includes("leave") && !behind) continue;
      if (kind === "examined" && lemmas.includes("look") && tk[v + 1]?.w !== "at") continue;
      // "wondering if I could keep it": keeping it is what is wanted, not yet had
      if (kind === "kept" && /^(could|might|can|may)$/.test(tk[v - 1]?.w ?? "")) return told("wanted");
      return told(kind);
    }
  }
  return undefined;
}

/** the clause where the dreamer handles a mention with care: "gently pulled them off", "didn't want to break them" */
function careAt(a: Analysis, m: Mention): string | undefined {
  const [s, e] = clauseOf(a.tokens, m.at);
  const ws = a.tokens.slice(s, e + 1).map((t) => t.w);
  const fragile = ws.some((w) => CARE.test(w)) || /\b(not|n't|never) want to (break|damage|drop|crack|hurt|spill)\b/.test(ws.join(" "));
  return fragile ? words(a, s, e) : undefined;
}

/** how strongly a relation tells what the dream is about: a loss or a find outweighs a look */
const rank = (r: FocusRelation) => FOCUS_RELATIONS.indexOf(r);

export function focusOf(a: Analysis): Focus | undefined {
  const sentences = (a.tokens.at(-1)?.sent ?? 0) + 1;
  let best: Focus | undefined;
  for (const [noun, ms] of mentionsOf(a)) {
    const named = ms.filter((m) => !m.pronoun);
    if (!named.length) continue;
    const inSentences = new Set(ms.map((m) => a.tokens[m.at].sent)).size;
    // a thing the dream keeps returning to: three mentions at least, in two sentences, and a fair share of a long dream
    if (ms.length < 3 || inSentences < 2 || ms.length < sentences / 6) continue;
    const relations = ms.map((m) => relationAt(a, m)).filter((r) => !!r);
    const relation = relations.sort((x, y) => rank(x.kind) - rank(y.kind))[0];
    const care = ms.map((m) => careAt(a, m)).find((c) => !!c);
    const plural = ms.filter((m) => m.plural).length * 2 > ms.length;
    const shown = plural ? pluralOf(noun) : noun;
    const cand: Focus = { noun: shown, first: a.tokens[named[0].at].raw, mentions: ms.length, relation, care, at: named[0].at };
    if (!best || cand.mentions > best.mentions || (cand.mentions === best.mentions && !!cand.relation && !best.relation)) best = cand;
  }
  return best;
}

const pluralOf = (w: string) => (/(s|x|z|ch|sh)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`);
