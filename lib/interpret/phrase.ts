/**
 * Phrase-level helpers shared by the analysers and the composer: word classes good enough to cut
 * a quote at a phrase boundary (never on an article or a preposition), and small grammar helpers
 * (articles, plurals, first → second person) for the prose built around the dreamer's words.
 */
import type { Token } from "./tokenize";

const words = (s: string) => new Set(s.split(" "));

export const DETERMINERS = words(
  "a an the this that these those some any each every another no my our your his her their its one two three four five several many few both all such",
);
export const PREPOSITIONS = words(
  "in on at to from into onto over under behind beside besides near by with without through across around about of for after before down up out off toward towards along past against between among inside outside within upon like as beneath below above underneath throughout via",
);
// ("where the river bends", "how it ended": a wh-word opens a clause of its own)
const CONJUNCTIONS = words(
  "and but or so then when while because until if than though although whereas unless once since where how why whether",
);
const PRONOUNS = words(
  "i me we us you he him she her they them it myself ourselves himself herself themselves itself who whom whose which what that there here i'm i'd i've i'll we're we'd we've he's she's they're it's there's that's everyone everybody someone somebody anyone nobody",
);
const AUXILIARIES = words(
  "was were is are am be been being had has have having do does did would could should will can might must shall may wasn't weren't isn't aren't didn't don't doesn't hadn't haven't couldn't wouldn't can't won't",
);
/** words a quote should not begin with */
export const LEAD_TRIM = new Set([
  ...CONJUNCTIONS,
  ...PRONOUNS,
  ...AUXILIARIES,
  "just",
  "really",
  "also",
  "suddenly",
  "still",
  "even",
  "only",
  "very",
  "so",
  "not",
  "to",
]);
/** words that open a new clause: a quote stops before them */
const CLAUSE_OPENERS = new Set([
  ...CONJUNCTIONS,
  ...PRONOUNS,
  ...AUXILIARIES,
  "said",
  "says",
  "told",
  "asked",
  "thought",
  "think",
  "realized",
  "realised",
  "saw",
  "noticed",
]);
/** common adjectives: a quote that stops on one has cut its noun phrase in half */
export const ADJECTIVES = words(
  "best big small little large huge tiny tall short long old new young dark light bright black white red blue green yellow brown grey gray pink purple orange golden silver strange weird odd familiar unfamiliar empty full deep shallow high low steep narrow wide open closed broken beautiful ugly scary creepy nice good bad great cold hot warm cool wet dry heavy quiet loud fast slow clean dirty abandoned ancient huge giant enormous wooden glass stone shiny sharp soft hard thick thin round flat wild tame dead alive sick crowded busy endless same different whole certain other main own next last first second third real fake fancy cheap expensive rich poor pretty lovely gorgeous horrible terrible awful",
);
const PARTICLES = words("up out down off through away over back along around");
const IRREGULAR_VERBS = words(
  "fell fall falls flew fly flies ran run runs swam swim ate eat drove drive rode ride fought fight died die woke wake hid hide sank sink bit bite lost got caught stole broke cried hit shot killed went came took gave left found chased crashed drowned climbed",
);

export function isFunctionWord(w: string): boolean {
  return DETERMINERS.has(w) || PREPOSITIONS.has(w) || CONJUNCTIONS.has(w) || PRONOUNS.has(w) || AUXILIARIES.has(w);
}
/** a token a quote may end on: a content word that does not leave its noun phrase hanging */
export function endsCleanly(w: string): boolean {
  return !isFunctionWord(w) && !ADJECTIVES.has(w) && !/^(very|so|really|quite|too|not)$/.test(w);
}
const ING_NOUNS = words(
  "wedding weddings building buildings ceiling ceilings ring rings king kings thing things morning evening painting paintings clothing meeting meetings string spring wing wings swing swings sibling siblings darling pudding bedding railing ending ending offspring earring earrings nothing something anything everything during",
);
export function isVerbish(w: string): boolean {
  if (ING_NOUNS.has(w)) return false;
  return IRREGULAR_VERBS.has(w) || /ing$/.test(w) || (w.length > 4 && /ed$/.test(w));
}

/**
 * The exact words of the dream around tokens [first, last]: the noun phrase (with its governing
 * verb when one sits right before a determiner: "rode my bike"), or for an action the verb with
 * its short complement ("swimming in a dark lake"). Never starts on a conjunction, pronoun or
 * auxiliary; never ends on an article, preposition or bare adjective.
 */
export function phraseSpan(tokens: Token[], first: number, last: number, maxWords = 7): [number, number] {
  let verbal = false;
  for (let k = first; k <= last; k++) if (isVerbish(tokens[k].w)) verbal = true;
  const qs = spanStart(tokens, first, verbal);
  const qe = spanEnd(tokens, last, verbal);
  return trimSpan(tokens, qs, qe, first, last, maxWords);
}

/** Left of the match: modifiers of the noun phrase, or the subject words right before an action. */
function spanStart(tokens: Token[], first: number, verbal: boolean): number {
  let qs = first;
  let sawDet = false;
  for (let steps = 0; steps < 4 && qs > 0 && tokens[qs].brk === 0; steps++) {
    const w = tokens[qs - 1].w;
    if (CLAUSE_OPENERS.has(w) && !DETERMINERS.has(w)) break;
    if (LEAD_TRIM.has(w)) break;
    if (verbal) {
      // "in the room sewing": a noun phrase after a preposition is not the action's subject
      if (PREPOSITIONS.has(w)) {
        let content = false;
        for (let k = qs; k < first; k++) if (!isFunctionWord(tokens[k].w)) content = true;
        if (content) qs = first;
        break;
      }
      qs--;
      continue;
    }
    if (DETERMINERS.has(w)) {
      qs--;
      sawDet = true;
      continue;
    }
    if (w === "of" && qs - 2 >= 0 && tokens[qs - 1].brk === 0) {
      qs--;
      sawDet = false;
      continue;
    }
    if (PREPOSITIONS.has(w)) break;
    if (sawDet) {
      qs--;
      break;
    } // the governing verb: "rode my bike", "found some old presents"
    qs--;
  }
  return qs;
}

/** a particle closing its clause is a clean ending: "fell through", "woke up" */
function closesClauseAt(tokens: Token[], k: number, last: number): boolean {
  return PARTICLES.has(tokens[k].w) && (k + 1 >= tokens.length || tokens[k + 1].brk > 0) && k === last + 1;
}

/** the object pronoun right after the match ends it well: "chasing me", "sleep with him" */
function objectAfter(tokens: Token[], k: number, last: number): boolean {
  return k === last + 1 && /^(me|us|him|her|them|it|you)$/.test(tokens[k].w);
}

/** Right of the match: an action takes its complement; a noun takes "of …" or a short place phrase. */
function spanEnd(tokens: Token[], last: number, verbal: boolean): number {
  // a match that ends on a preposition ("looking for") needs its object
  const needsObject = isFunctionWord(tokens[last].w);
  const limit = Math.min(tokens.length - 1, last + (verbal ? 5 : 4));
  let j = last + 1;
  let content = 0;
  while (j <= limit && tokens[j].brk === 0) {
    const w = tokens[j].w;
    // an action keeps its object pronoun: "chasing me through a forest"
    // …and so does a match that ends on its preposition: "sleep with them", "in love with her"
    if ((verbal || needsObject) && j === last + 1 && /^(me|us|him|her|them|it|you)$/.test(w)) {
      j++;
      continue;
    }
    if (CLAUSE_OPENERS.has(w) && !DETERMINERS.has(w)) break;
    // a noun's phrase ends with the noun (an adjective match like "dead" runs on to its noun)
    // …or its compound: "Christmas presents", "bank bags"
    const compound = !isFunctionWord(w) && !isVerbish(w) && !/ly$/.test(w) && isPlural(w) && !S_SINGULARS.has(w);
    if (!verbal && !needsObject && j === last + 1 && !PREPOSITIONS.has(w) && !(ADJECTIVES.has(tokens[last].w) && !isFunctionWord(w))) {
      if (compound) j++;
      break;
    }
    if (!verbal && isVerbish(w) && !ADJECTIVES.has(w)) break;
    if (PREPOSITIONS.has(w) && content > 0) break; // one complement is enough
    if (content > 0 && isVerbish(w) && !ADJECTIVES.has(w)) break; // "city looking…" starts a new action
    if (!isFunctionWord(w)) content++;
    j++;
  }
  // cut back to the last clean ending
  let end = j - 1;
  while (end > last && !endsCleanly(tokens[end].w) && !closesClauseAt(tokens, end, last) && !objectAfter(tokens, end, last)) end--;
  return end;
}

/** Trims the start, keeps the span within maxWords, and ends it cleanly again. */
function trimSpan(tokens: Token[], qs: number, qe: number, first: number, last: number, maxWords: number): [number, number] {
  while (qs < first && (LEAD_TRIM.has(tokens[qs].w) || PREPOSITIONS.has(tokens[qs].w))) qs++;
  while (qe - qs + 1 > maxWords && qs < first) qs++;
  while (qe - qs + 1 > maxWords && qe > last) qe--;
  while (qe > last && !endsCleanly(tokens[qe].w) && !closesClauseAt(tokens, qe, last) && !objectAfter(tokens, qe, last)) qe--;
  while (qs < first && LEAD_TRIM.has(tokens[qs].w)) qs++;
  // a lexicon phrase may itself open on an auxiliary ("was late"): the quote need not
  while (qs === first && qs < last && AUXILIARIES.has(tokens[qs].w)) {
    qs++;
    first++;
  }
  return [qs, qe];
}

// ---------------------------------------------------------------- grammar for the prose

const IRREGULAR_PLURALS = words(
  "people men women children teeth feet mice geese police parents cattle sheep fish deer clothes scissors glasses stairs lips",
);
const S_SINGULARS = words(
  "bus glass news lens series gas dress mattress chess process hostess circus walrus octopus cactus iris canvas boss class grass compass address kiss bliss loss mess moss princess actress goddess witness fitness darkness illness sickness emptiness loneliness nakedness consciousness business campus virus bonus chaos christmas dallas texas paris cross this his its us yes always perhaps across",
);

/** a rough plural test for noun phrases built from the dream's words */
const pluralCache = new Map<string, boolean>();
export function isPlural(np: string): boolean {
  let v = pluralCache.get(np);
  if (v === undefined) {
    v = computePlural(np);
    if (pluralCache.size > 5000) pluralCache.clear();
    pluralCache.set(np, v);
  }
  return v;
}
function computePlural(np: string): boolean {
  // "Mrs. Timmons", "James": a name is one person
  if (/^(Mr|Mrs|Ms|Miss|Dr)\.?\s|^\p{Lu}\p{Ll}+(\s\p{Lu}\p{Ll}+)?$/u.test(np.trim())) return false;
  const t = np.trim().toLowerCase();
  if (!t || /\b(and)\b/.test(t)) return /\band\b/.test(t);
  if (/^(you|you, the dreamer|someone|somebody)$/.test(t)) return false;
  const head = t.replace(/[“”"]/g, "").split(/\s+/).filter(Boolean);
  // "the teeth coming loose": the head noun comes before its participle
  const ing = head.findIndex((w, i) => i > 0 && /ing$/.test(w));
  if (ing > 1 && IRREGULAR_PLURALS.has(head[ing - 1])) return true;
  // "the bow of a boat": the head noun is before "of"
  const ofAt = head.indexOf("of");
  const word = (ofAt > 0 ? head[ofAt - 1] : head[head.length - 1]) ?? "";
  if (IRREGULAR_PLURALS.has(word)) return true;
  if (S_SINGULARS.has(word) || /(ss|us|is|ness|'s|’s)$/.test(word)) return false;
  if (/^(being|the sudden|losing|knowing|not|missing)\b/.test(t)) return false;
  return /[^s]s$/.test(word) || /ies$/.test(word) || /(ches|shes|xes)$/.test(word);
}
/** pick the verb form agreeing with a noun phrase: agree("the dogs", "points", "point") */
export function agree(np: string, singular: string, plural: string): string {
  return isPlural(np) ? plural : singular;
}
/** "a" or "an" for a word */
export function article(word: string): "a" | "an" {
  const w = word.trim().toLowerCase();
  if (/^(uni|use|usu|one|once|eu|ewe|u[bcdfgjklmnpqrstvz][aeiou])/.test(w)) return "a";
  if (/^(hour|honest|honou?r|heir)/.test(w)) return "an";
  return /^[aeiou]/.test(w) ? "an" : "a";
}
const SWAPS: [RegExp, string][] = [
  [/\bI am\b/g, "you are"],
  [/\bI'm\b|\bI’m\b/g, "you're"],
  [/\bI was\b/g, "you were"],
  // ("to see what it was I found": "was" is the "it"'s there, and "I" opens the next clause)
  [/(?<!\b(?:it|he|she|that|this|there|which|who|what) )\bwas I\b/g, "were you"],
  [/\bI wasn't\b|\bI wasn’t\b/g, "you weren't"],
  [/\bI've\b|\bI’ve\b/g, "you've"],
  [/\bI'd\b|\bI’d\b/g, "you'd"],
  [/\bI'll\b|\bI’ll\b/g, "you'll"],
  [/\bwe're\b|\bwe’re\b/gi, "you're"],
  [/\bwe've\b|\bwe’ve\b/gi, "you've"],
  [/\bwe'd\b|\bwe’d\b/gi, "you'd"],
  [/\bmyself\b/gi, "yourself"],
  [/\bourselves\b/gi, "yourselves"],
  [/\bmine\b/gi, "yours"],
  [/\bmy\b/gi, "your"],
  [/\bour\b/gi, "your"],
  [/\bI\b/g, "you"],
  [/\bme\b/gi, "you"],
  [/\bwe\b/gi, "you"],
  [/\bus\b/g, "you"],
  [/\bam\b(?= you\b)/g, "are"],
  // "I speak calmly, and am sure of myself": only "I" goes with "am"
  [/\band am\b/g, "and are"],
  [/\bbut am\b/g, "but are"],
];

/** First person to second ("my old car" → "your old car", "I was lost" → "you were lost"), the words otherwise as written. */
export function toYou(s: string): string {
  // what someone says stays in their words: 'he answers, "We are lost"' keeps its "We"
  return s
    .replace(/\s+/g, " ")
    .trim()
    .split(/(["“][^"”]*(?:["”]|$)|(?<!\p{L})['‘](?:[^'‘’]|['’](?=\p{L}))*['’](?!\p{L}))/u)
    .map((part) => (/^["“'‘]/.test(part) ? part : swapPersons(part)))
    .join("");
}

function swapPersons(s: string): string {
  // ("i just remember being confused": a lower-case "i" is the dreamer too)
  let out = s.replace(/(?<![\p{L}.'’])i(?=['’](?:m|ve|d|ll)\b|\s)/gu, "I");
  for (const [re, to] of SWAPS)
    out = out.replace(re, (m) => (/^\p{Lu}/u.test(m) && m !== "I" && !/^I\b/.test(m) ? to[0].toUpperCase() + to.slice(1) : to));
  // "I was at the fair and was a cake judge": the second verb still has "I" for subject
  // ("that annoyed me I was still glad": an object and the next clause's subject, both "you" now, want a comma between)
  return out.replace(SHARED_WAS, (m, head: string) => (OTHER_SUBJECT.test(head) ? m : `${head} were`)).replace(/\byou you\b/g, "you, you");
}
const SHARED_WAS = /\b(you were\b[^.;!?]{0,80}?\b(?:and|but|or)) was\b/gi;
const OTHER_SUBJECT = /\b(he|she|it|they|who|which|that|there|this|one)\b/i;

// ---------------------------------------------------------------- quotations

/** words that join a clause to the one before it: a quotation does not open on them ("and told him…") */
const JOINERS = /^(and|but|so|then|or|also|plus|anyway|well)$/i;
/**
 * words a quotation cannot end on, since what they introduce was cut off: an article or possessive
 * ("in my"), a conjunction or relative ("the man who", "because we"), a preposition that is no
 * particle ("a date with"), an intensifier ("really"). ("to" stays: "she didn't want me to" is whole;
 * "his" and "her" stay: "the book was his", "I hugged her".)
 */
const DANGLING_END =
  /^(a|an|the|my|our|your|their|its|and|but|or|nor|because|if|when|while|until|whether|though|although|unless|than|as|who|whom|whose|which|where|of|near|with|for|from|into|onto|at|about|between|among|during|toward|towards|without|upon|despite|via|very|really|just|almost|quite|rather|even|not|never|so|--|-)$/i;
/** a subject pronoun left at the end is the next clause's opening ("I went to visit Terry. He") — unless it closes a pair or a comparison ("Bev and I", "taller than he") */
const DANGLING_SUBJECT = /^(i|we|he|she|they)$/;
/** a subject with its verb folded in opens a clause and never closes a pair: "…and I'm" */
const DANGLING_CONTRACTION = /^(i'm|we're|he's|she's|they're|i'd|we'd|i've|we've|i'll|we'll|that's|it's|there's|what's|who's|here's)$/i;
const TO_BE_NOUN = /^(wife|husband|bride|groom|mother|father|mom|dad|mum)$/;
const BARE_AUX = /^(be|have|get)$/i;
/** a preposition left at the end of a longer clause after its verb: "the woman I was looking for", "what we talked about" */
function strandedAfterVerb(w: string, before: string, length: number): boolean {
  if (w === "into") return /en$/.test(before); // "was broken into"
  return (
    length >= 5 &&
    /^(for|with|about|at|from|of|in|on)$/.test(w) &&
    (isVerbish(before) ||
      AUXILIARIES.has(before) ||
      /^(just|been|already|me|him|her|them|us|it|myself|ourselves|themselves|himself|herself)$/.test(before))
  );
}
/** "what they were angry about", "the man who I spoke with": a wh-word earlier in the quotation took the preposition's object */
function strandedInClause(w: string, earlier: string[]): boolean {
  return /^(about|with|for|of|at|from|to|in|on)$/.test(w) && earlier.length >= 3 && earlier.some((x) => /^(what|which|who|whom)$/i.test(x));
}
/** "which burrito is which", "not sure where", "this was where": a wh-word after a verb closes an embedded question */
const WH_CLOSES = /^(sure|know|knew|known|wonder|wondered|remember|idea|tell|told|ask|asked|see|saw|decide|decided|guess|unsure)$/i;
const closesQuestion = (w: string, before: string) =>
  /^(which|where|who|whom|why|how)$/.test(w) && (AUXILIARIES.has(before) || WH_CLOSES.test(before));
/** "wanted to", "told me not to": a "to" whose verb the dreamer leaves understood ends a clause well; after anything else it was cut */
const TO_ELLIPSIS =
  /^(want|wants|wanted|have|has|had|need|needs|needed|going|supposed|used|love|loved|like|liked|try|tried|trying|me|him|her|them|us|you|it|not|ought|able|got|meant|afraid|refused|asked|told|decided|began|started|hoped|planned|agreed|ready)$/i;
const SAYING =
  /^(think|thought|say|said|says|know|knew|hope|hoped|realize|realized|realise|realised|noticed|felt|feel|believe|believed|so|such)$/i;
const PAIRING = /^(and|or|nor|than|as|but)$/i;

const bareWord = (w: string) =>
  w
    .replace(/^[(“"'‘]+|[,;:)”"'’]+$/g, "")
    .replace(/’/g, "'")
    .toLowerCase();

/** where a quotation should start: past stray punctuation, a joining word, a "that" before its clause's subject */
function openingAt(words: string[]): number {
  let a = 0;
  while (words.length - a > 1 && /^[^\p{L}\p{N}]+$/u.test(words[a])) a++;
  while (words.length - a > 1 && JOINERS.test(bareWord(words[a])) && !/[.!?]$/.test(words[a])) a++;
  // ("that I had to change into slacks": the clause the "that" introduced stands alone)
  if (words.length - a > 2 && bareWord(words[a]) === "that" && /^(i|we|he|she|they|my|our|his|her|their)$/.test(bareWord(words[a + 1])))
    a++;
  return a;
}

/** whether a word at the end of a quotation only opens what the cut left out */
function cutOff(w: string, before: string, kept: string[]): boolean {
  if (DANGLING_END.test(w)) {
    // ("for a while" ends on its noun, "not really" and "or not" on their answer)
    if (w === "while" && /^(a|little|long|short)$/.test(before)) return false;
    if (w === "really" && before === "not") return false;
    if (w === "not" && (AUXILIARIES.has(before) || before === "or")) return false;
    // ("I think so", "I guess so": an answer)
    if (w === "so" && (SAYING.test(before) || /^(guess|do|did|does|hope|suppose|say|not|even)$/.test(before))) return false;
    return !strandedAfterVerb(w, before, kept.length) && !strandedInClause(w, kept.slice(0, -1)) && !closesQuestion(w, before);
  }
  // ("where is he" asks; "Bev and I" pairs)
  if (DANGLING_SUBJECT.test(w)) return !PAIRING.test(before) && !AUXILIARIES.has(before);
  if (DANGLING_CONTRACTION.test(w)) return true;
  // ("I remember hoping that": the clause "that" opened was cut)
  if (w === "that") return /ing$/.test(before) || SAYING.test(before);
  if (w === "to") return !TO_ELLIPSIS.test(before);
  return false;
}

/**
 * A quotation of the dream tidied at its edges: no joining word before it, no word after it that
 * only opens what was cut, no stray punctuation. The words stay the dream's own, a substring of
 * what it gave; when tidying would leave nothing, the quotation is returned as it came.
 */
export function tidyQuote(s: string): string {
  const words = s.replace(/\s+/g, " ").trim().split(" ");
  const a = openingAt(words);
  let b = words.length;
  while (b - a > 1 && !/[.!?]["”]?$/.test(words[b - 1])) {
    // (a sentence closed by the dreamer ends where it ends)
    const w = bareWord(words[b - 1]);
    const before = bareWord(words[b - 2]);
    // ("along the edge, like": a "like" after a comma opens a comparison the cut left out)
    const hedge = w === "like" && /,$/.test(words[b - 2]);
    if (!w || hedge || cutOff(w, before, words.slice(a, b))) b--;
    // ("happy to be": a bare infinitive's auxiliary lost its complement)
    // (not "my wife to be": a noun-to-be is whole)
    else if (BARE_AUX.test(w) && before === "to" && b - a > 2 && !TO_BE_NOUN.test(bareWord(words[b - 3]))) b -= 2;
    else break;
  }
  return words
    .slice(a, b)
    .join(" ")
    .replace(/[\s,;:(—–-]+$/, "")
    .replace(/^[,;:)\s]+/, "");
}
