/**
 * What the dream dwells on: the one thing (not a person, not the scenery) it keeps returning to —
 * named again and again, or picked up again as "it" and "them" — and what the dreamer does with
 * it: finds it, loses it, makes it, is given it, breaks it, keeps it, looks it over. A reading of a
 * dream with no drama starts there rather than from whichever symbol the lexicon ranks first; a
 * thing the dream only names, with nothing done to it, is none (a reader told "the dream keeps
 * coming back to the ship" of a ship that drops out halfway is told something false).
 */
import type { Analysis } from "./analyze";
import { PERSON_NOUNS } from "./person-nouns";
import { DETERMINERS, PREPOSITIONS } from "./phrase";
import { isNegator, STOPWORDS, type Token } from "./tokenize";
import { outsideDream } from "./waking-asides";
import { isLexAdjective, isLexNoun, isLexVerb, lemmaCandidates, tagsOf, CAPITAL_FIRST } from "./words";

/** what the dreamer does with the thing, from the most telling to the least */
export const FOCUS_RELATIONS = ["lost", "sought", "broke", "found", "given", "made", "wanted", "gave", "kept", "examined"] as const;
export type FocusRelation = (typeof FOCUS_RELATIONS)[number];

export type Focus = {
  /** the thing as prose names it: "coin", "eggs" (plural when the dream mostly speaks of several) */
  noun: string;
  /** the dream mostly speaks of several ("them", "the eggs") */
  plural: boolean;
  /** the dreamer's own ("my red flowered suit"): named "your suit", not "the suit" */
  owned: boolean;
  /** how often the dream names it or takes it up again */
  mentions: number;
  /** what the dreamer does with it, the clause that tells it, and its verb's token */
  relation: { kind: FocusRelation; words: string; at: number };
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
    "contents content other others work job inch mile pound rest number couple piece pair group team word words name voice sound noise " +
    "light dark air water ground sky head hand hands eyes face feet foot arm arms leg legs body hair mouth car bus train line row level " +
    "stage scene story game"
  ).split(" "),
);
/** "it" that points at nothing ("it was raining", "it seems"), not at a thing */
const DUMMY_AFTER =
  /^(is|was|'s|seems|seemed|looked|looks|felt|feels|appeared|appears|became|got|started|began|rained|rains|snowed|turned|occurred|dawned)$/;
const CONJUNCTIONS = /^(and|but|so|then|when|because|that|if|where|while|until|before|after|as|though|although|or|since)$/;
const OMINOUS = new Set(
  "hole pit grave body corpse blood bomb skeleton skull coffin bone bones wound poison needle syringe trap".split(" "),
);
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

/** a word that can be a noun: the lexicon says so, or it knows nothing of it ("sweater", "cans") */
const NOUNISH = new Map<string, boolean>();
function nounish(w: string): boolean {
  let n = NOUNISH.get(w);
  if (n === undefined) {
    const s = singular(w);
    n = isLexNoun(w) || isLexNoun(s) || (!tagsOf(w).length && !tagsOf(s).length && !/ly$/.test(w) && w.length > 2);
    NOUNISH.set(w, n);
  }
  return n;
}

/** what a word names as a thing, whatever its place: its singular, or null for people, generics and words that cannot be nouns */
const THING = new Map<string, string | null>();
function thingWord(w: string): string | null {
  if (THING.has(w)) return THING.get(w)!;
  const s = singular(w);
  // (people are characters, read elsewhere: "the director", "two nurses")
  const person = PERSON_NOUNS.has(s) || PERSON_NOUNS.has(w) || tagsOf(s).includes("Actor") || tagsOf(w).includes("Actor");
  // (the lexicon knows "coat", "boat" and "train" only as verbs: a determiner before the word says more than its tags)
  const out =
    w.length < 3 ||
    STOPWORDS.has(w) ||
    DETERMINERS.has(w) ||
    PREPOSITIONS.has(w) ||
    isNegator(w) ||
    GENERIC.has(s) ||
    person ||
    (!nounish(w) && !isLexVerb(w)) ||
    (isLexAdjective(w) && !isLexNoun(w)) ||
    // ("the expensive", "something unusual": an adjective standing for its noun is no thing to name)
    (/(ive|ous|ful|ible|able|less|ish|ic)$/.test(w) && !isLexNoun(w)) ||
    /^\d/.test(w) ||
    /ly$/.test(w) ||
    (/ing$/.test(w) && !isLexNoun(w))
      ? null
      : s;
  THING.set(w, out);
  return out;
}

/** a noun that can name a thing the dream dwells on, used as one here: not a person, a name, a function word or a generic */
function thingNoun(a: Analysis, k: number): string | null {
  const t = a.tokens[k];
  if (a.cast.ref[k]) return null;
  // (a capitalised word inside a sentence is a name: "Safeway", "Easter")
  if (CAPITAL_FIRST.test(t.raw) && k > 0 && t.brk < 2) return null;
  const s = thingWord(t.w);
  if (!s || !nounUse(a.tokens, k)) return null;
  // a noun that only describes the next one ("tree trunk", "tin cans") is not the thing itself
  const next = a.tokens[k + 1];
  const modifier =
    !!next &&
    next.brk === 0 &&
    nounish(next.w) &&
    !STOPWORDS.has(next.w) &&
    !PREPOSITIONS.has(next.w) &&
    !/ed$|ing$/.test(next.w) &&
    !DUMMY_AFTER.test(next.w) &&
    !isLexVerb(next.w);
  return modifier ? null : s;
}

const adjectival = (w: string) => isLexAdjective(w) || /(ed|ing|ful|ous|al|ic|y|less|ish|ive|able)$/.test(w);

/** a subject pronoun ends the phrase: "my grandmother's attic I found" has no noun "found" */
const SUBJECTS = /^(i|we|he|she|they|you|it|i'm|we're|he's|she's|they're|you're)$/;

const POSSESSIVES =
  /^(my|your|his|her|our|their|its|this|that|these|those|each|every|some|any|another|one|two|three|four|five|six|several|many|few|no)$/;

/** a number */
const NUMBER = /^\d+$/;

/** the word is used as a noun here: a determiner, owner, number or preposition opens its phrase ("the coins", "my red flowered suit") */
function nounUse(tk: Token[], k: number): boolean {
  for (let j = k - 1; j >= 0 && j >= k - 5; j--) {
    const w = tk[j].w;
    // (a comma between adjectives stays in the phrase: "a long, black sleeveless dress")
    if (tk[j + 1].brk > 1 || (tk[j + 1].brk === 1 && !adjectival(w))) return false;
    if (DETERMINERS.has(w) || POSSESSIVES.test(w) || NUMBER.test(w) || w.endsWith("'s")) return true;
    if (PREPOSITIONS.has(w)) return w !== "to";
    if (SUBJECTS.test(w)) return false;
    // (adjectives, nouns and names of the same phrase come between: "a long, black sleeveless dress", "three Easter eggs")
    if (CAPITAL_FIRST.test(tk[j].raw)) continue;
    if (!(adjectival(w) || nounish(w)) || isNegator(w) || STOPWORDS.has(w)) return false;
  }
  return false;
}

/** every mention of every candidate thing, with "it" and "them" taken back to the thing last named */
function mentionsOf(a: Analysis): Map<string, Mention[]> {
  const out = new Map<string, Mention[]>();
  const tk = a.tokens;
  /** the things named lately, by number, with the sentence each was last named in */
  const recent: Recent = new Map();
  let lastPronoun: { noun: string; plural: boolean; sent: number } | undefined;
  for (let k = 0; k < tk.length; k++) {
    const t = tk[k];
    if (t.w === "it" || t.w === "them") {
      const prev = tk[k - 1];
      // an "it" that opens a clause and points at nothing ("it was late") is no mention
      // (nor does a subject after a conjunction, "but it saw me", which is as likely an animal as a thing)
      const subject = CONJUNCTIONS.test(prev?.w ?? "") && tk[k + 1]?.brk === 0 && (isLexVerb(tk[k + 1].w) || AUXILIARY.test(tk[k + 1].w));
      if (!prev || t.brk > 0 || subject || (t.w === "it" && DUMMY_AFTER.test(tk[k + 1]?.w ?? ""))) continue;
      const plural = t.w === "them";
      // (a chain of "it" keeps its thing: "lifted it off the shelf, looked at it")
      const chained = lastPronoun && lastPronoun.plural === plural && t.sent - lastPronoun.sent <= 2 ? lastPronoun.noun : undefined;
      // (else the thing of the same number most named so far among those named in the last three sentences)
      const noun = chained ?? antecedent(out, recent, plural, t.sent);
      if (!noun) continue;
      out.get(noun)?.push({ at: k, plural, pronoun: true });
      lastPronoun = { noun, plural, sent: t.sent };
      continue;
    }
    const noun = thingNoun(a, k);
    if (!noun) continue;
    const plural = noun !== t.w;
    (out.get(noun) ?? out.set(noun, []).get(noun)!).push({ at: k, plural, pronoun: false });
    // (a thing once named as several stays several: "three eggs … the egg … pulled them off")
    recent.set(noun, { plural: plural || !!recent.get(noun)?.plural, sent: t.sent, placed: placedAt(tk, k) });
    // (only what was named in the last three sentences can be taken up again: the rest is forgotten, so a long dream stays cheap)
    for (const [n, r] of recent) if (t.sent - r.sent > 2) recent.delete(n);
    // (another thing named in a later sentence breaks the chain; within the sentence "it" keeps its thing: "lifted it off the shelf, looked at it")
    if (lastPronoun && lastPronoun.noun !== noun && t.sent !== lastPronoun.sent) lastPronoun = undefined;
  }
  return out;
}

type Recent = Map<string, { plural: boolean; sent: number; placed: boolean }>;

/** the thing "it" or "them" most likely takes up: of the right number, named lately, most named, and not only where things happen */
function antecedent(out: Map<string, Mention[]>, recent: Recent, plural: boolean, sent: number) {
  let best: string | undefined;
  let bestScore = -1;
  for (const [noun, r] of recent) {
    if (r.plural !== plural || sent - r.sent > 2) continue;
    // ("building a boat in my garage … painted it": the garage is where, the boat what)
    const score = out.get(noun)!.length - (r.placed ? 0.5 : 0);
    if (score >= bestScore) [best, bestScore] = [noun, score];
  }
  return best;
}

const WHERE = /^(in|at|to|into|inside|outside|from|through|toward|towards|onto|near|across|around|behind|under|over|by)$/;

/** the noun at `k` names where something is or goes: "in the big old bed", "to the store" */
function placedAt(tk: Token[], k: number): boolean {
  for (let j = k - 1; j >= 0 && j >= k - 4 && tk[j + 1].brk === 0; j--) if (WHERE.test(tk[j].w)) return true;
  return false;
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

const ADVERB =
  /^(then|also|just|still|finally|quickly|slowly|suddenly|again|always|never|really|actually|soon|eventually|gently|carefully|and|so|but|to|not|n't|all|both)$|ly$/;

/** whether the dreamer is the one who does what the verb at `v` says: "I", "we", or a diary's subjectless "Took it off" */
function dreamerDoes(a: Analysis, s: number, v: number): boolean {
  const tk = a.tokens;
  for (let j = v - 1; j >= s; j--) {
    const w = tk[j].w;
    if (/^(i|we|i'm|i've|i'd|we're|we've)$/.test(w)) return true;
    if (ADVERB.test(w) || AUXILIARY.test(w)) continue;
    // anyone or anything else before the verb is its subject: "the others come back and find them"
    return false;
  }
  // a clause with no subject of its own goes on with the sentence's: "I bent down, picked it up"
  let sentStart = s;
  while (sentStart > 0 && tk[sentStart - 1].sent === tk[v].sent) sentStart--;
  for (let j = s - 1; j >= sentStart; j--) {
    const w = tk[j].w;
    if (w === "i" || w === "we") return true;
    if (/^(he|she|they|you)$/.test(w) || a.cast.ref[j]) return false;
  }
  return s === sentStart;
}

const AUXILIARY =
  /^(was|were|am|is|are|be|been|had|have|has|did|do|does|could|would|should|will|can|might|must|'d|'ve|'ll|started|began|kept|tried|managed|wanted|decided|going|got)$|n't$/;

/** where the telling of the act at `v` starts: its subject "I"/"we"/"he…" when one stands shortly before it, else the clause */
function doerBefore(tk: Token[], s: number, v: number): number {
  for (let j = v - 1; j >= s && j >= v - 4; j--) if (/^(i|we|he|she|they|i've|i'd|we've)$/.test(tk[j].w)) return j;
  return s;
}

/** what the dreamer does with the mention at `m`: the verb before it in its clause, read as a relation */
function relationAt(a: Analysis, m: Mention): Focus["relation"] | undefined {
  const tk = a.tokens;
  const [s, e] = clauseOf(tk, m.at);
  // ("she would lend me hers if I liked": what is given or wanted on a condition is nothing done with the thing)
  const conditional = tk.slice(s, m.at).some((t) => /^(if|unless|whether)$/.test(t.w));
  for (let v = m.at - 1; v >= s && v >= m.at - 6; v--) {
    // a preposition between them makes the thing another's object: "find a room with some broken glass" finds a room
    // (unless it is the verb's own: "looked at it", "searched for my button")
    if (PREPOSITIONS.has(tk[v].w) && !lemmaCandidates(tk[v - 1]?.w ?? "").some((l) => /^(look|search|hunt|stare|glance)$/.test(l))) break;
    const lemmas = lemmaCandidates(tk[v].w);
    const negated = [1, 2, 3].some((d) => v - d >= s && isNegator(tk[v - d].w));
    const toMe = tk[v + 1] && /^(me|us)$/.test(tk[v + 1].w);
    // ("I was given", not "I was giving them warnings")
    const passiveToMe =
      /^(was|were|am|got|get|been)$/.test(tk[v - 1]?.w ?? "") && /^(i|we)$/.test(tk[v - 2]?.w ?? "") && !tk[v].w.endsWith("ing");
    const has = (r: FocusRelation) => lemmas.some((l) => VERBS[r].test(l));
    // (told from the doer on: "I found two silver coins", not "When I leaned over to check what it was I found…")
    const told = (kind: FocusRelation) => ({ kind, words: words(a, doerBefore(tk, s, v), Math.max(e, m.at)), at: v });
    if (has("found") && negated && dreamerDoes(a, s, v)) return told("lost");
    if (negated) continue;
    // (whether the dreamer might keep the thing is still a wish for it, read below)
    if (conditional && !has("kept")) continue;
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
      // ("gave it a push", "giving them warnings": the thing named first is who receives, not what is given)
      if (
        kind === "gave" &&
        m.at === v + 1 &&
        tk[m.at + 1] &&
        tk[m.at + 1].brk === 0 &&
        (DETERMINERS.has(tk[m.at + 1].w) || isLexAdjective(tk[m.at + 1].w))
      )
        continue;
      // ("the walls were made of paper", "making our way": no making of the dreamer's)
      const passive = (/^(was|were|be|been|is|are)$/.test(tk[v - 1]?.w ?? "") && !tk[v].w.endsWith("ing")) || tk[v + 1]?.w === "of";
      // ("if I could make it": arriving in time, not making a thing)
      const madeIt =
        lemmas.includes("make") &&
        m.pronoun &&
        m.at === v + 1 &&
        (!tk[m.at + 1] || tk[m.at + 1].brk > 0 || /^(to|back|home|there|in|on|through|out)$/.test(tk[m.at + 1].w));
      if (kind === "made" && (passive || madeIt || (lemmas.includes("make") && tk[v + 2]?.w === "way"))) continue;
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
  const outside = outsideDream(a);
  let best: Focus | undefined;
  for (const [noun, ms] of mentionsOf(a)) {
    const named = ms.filter((m) => !m.pronoun);
    if (!named.length) continue;
    const inSentences = new Set(ms.map((m) => a.tokens[m.at].sent)).size;
    // a thing the dream keeps returning to: three mentions at least, in two sentences, and a fair share of a long dream
    if (ms.length < 3 || inSentences < 2 || ms.length < sentences / 6) continue;
    // (finding a hole a brother may have drowned in is no find: what is ominous is not read as a gift or a discovery)
    // (what is done with it after waking, or in a parenthesis of backstory, is not done in the dream)
    const relations = ms
      .filter((m) => !outside(m.at))
      .map((m) => relationAt(a, m))
      .filter((r): r is NonNullable<typeof r> => !!r && !(OMINOUS.has(noun) && /^(found|given)$/.test(r.kind)));
    // a thing the dream only names again and again, with nothing done to it, is no centre: the reading would only say it recurs
    if (!relations.length) continue;
    // ("it" and "them" are guessed back to a thing: it must be named twice, or once and then taken up again and again:
    // "finished a vase. Lifted it off the shelf, looked at it")
    if (named.length < (ms.length >= 4 ? 1 : 2)) continue;
    // ("at the store", "into the bathroom", "to the beach": a thing mostly named as where you are is the scene, not its centre)
    const scenery = named.filter((m) => placedAt(a.tokens, m.at)).length * 2 >= named.length;
    if (scenery && !relations.some((r) => /^(lost|sought|found|made|broke)$/.test(r.kind))) continue;
    const relation = relations.sort((x, y) => rank(x.kind) - rank(y.kind))[0];
    const care = ms.map((m) => careAt(a, m)).find((c) => !!c);
    const plural = ms.filter((m) => m.plural).length * 2 > ms.length;
    const shown = plural ? pluralOf(noun) : noun;
    const owned = named.some((m) => /^(my|our)$/.test(a.tokens[m.at - 1]?.w ?? ""));
    const cand: Focus = { noun: shown, plural, owned, mentions: ms.length, relation, care, at: named[0].at };
    if (!best || cand.mentions > best.mentions || (cand.mentions === best.mentions && rank(relation.kind) < rank(best.relation.kind)))
      best = cand;
  }
  return best;
}

const pluralOf = (w: string) => (/(s|x|z|ch|sh)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`);
