/**
 * Word classes for the event parser: what a single word can be (a verb form and its lemma, a
 * first name, a place or organisation, a person noun). Open-class knowledge comes from
 * compromise's lexicon (24k English words with tags, loaded once); verb lemmas come from a small
 * irregular table plus suffix rules checked against a candidate list, which is all the verb
 * classes of the coder need.
 */
import { TAGGED_WORDS } from "./compromise-tags";
import { SEPARATOR } from "./compromise-tags-format";

type Lexicon = Record<string, string | string[]>;
let lexicon: Lexicon | null = null;
/**
 * compromise/two's lexicon, rebuilt from its snapshot (compromise-tags.ts): importing compromise
 * itself builds the table from its compressed lists and conjugation rules at every start, some
 * 250 ms of CPU in a bundle and 650 ms under tsx. A plain object, as compromise's is, so that a
 * lookup answers exactly as it did (one tag as a string, several as an array).
 */
function lex(): Lexicon {
  if (!lexicon) {
    lexicon = {};
    for (const [tags, words] of TAGGED_WORDS) {
      const value = tags.includes(",") ? tags.split(",") : tags;
      for (const w of words.split(SEPARATOR)) lexicon[w] = value;
    }
  }
  return lexicon;
}

const NONE: readonly string[] = Object.freeze([]);
const tagCache = new Map<string, readonly string[]>();
export function tagsOf(word: string): readonly string[] {
  let tags = tagCache.get(word);
  if (!tags) {
    const t = lex()[word];
    tags = t === undefined ? NONE : Object.freeze(Array.isArray(t) ? [...t] : [t]);
    if (tagCache.size > 50_000) tagCache.clear();
    tagCache.set(word, tags);
  }
  return tags;
}

const NAME_TAGS = new Set(["FemaleName", "MaleName", "FirstName", "Person"]);
const PLACE_TAGS = new Set(["City", "Country", "Place", "Region", "Organization", "SportsTeam", "Demonym", "Month", "WeekDay", "Date"]);
const VERB_TAGS = new Set(["PastTense", "Infinitive", "PresentTense", "Gerund", "Participle", "PhrasalVerb", "Verb"]);
const ADJECTIVE_TAGS = new Set(["Adjective", "Comparative", "Superlative"]);
const NOUN_TAGS = new Set(["Singular", "Plural", "Noun", "Uncountable", "Actor"]);

/** the word classes below as bits of one number, read from a word's tags once */
const NAME = 1;
const PLACE = 2;
const VERB = 4;
const ADJECTIVE = 8;
const NOUN = 16;
const MALE = 32;
const FEMALE = 64;
/**
 * A word's classes, cached: the parser asks them of each word many times over (whether it is a
 * verb, a name, a noun), and one lookup of a number spares a lookup of its tags and a walk through them.
 */
const classCache = new Map<string, number>();
function classesOf(word: string): number {
  let c = classCache.get(word);
  if (c === undefined) {
    c = 0;
    for (const t of tagsOf(word)) {
      if (NAME_TAGS.has(t)) c |= NAME;
      if (PLACE_TAGS.has(t)) c |= PLACE;
      if (VERB_TAGS.has(t)) c |= VERB;
      if (ADJECTIVE_TAGS.has(t)) c |= ADJECTIVE;
      if (NOUN_TAGS.has(t)) c |= NOUN;
      if (t === "MaleName") c |= MALE;
      if (t === "FemaleName") c |= FEMALE;
    }
    if (classCache.size > 50_000) classCache.clear();
    classCache.set(word, c);
  }
  return c;
}

export function isFirstName(word: string): boolean {
  return (classesOf(word) & NAME) !== 0;
}
export function nameSex(word: string): "m" | "f" | null {
  const c = classesOf(word);
  if (c & MALE) return "m";
  if (c & FEMALE) return "f";
  return null;
}
export function isPlaceOrOrg(word: string): boolean {
  return (classesOf(word) & PLACE) !== 0;
}
export function isLexVerb(word: string): boolean {
  return (classesOf(word) & VERB) !== 0;
}
export function isLexAdjective(word: string): boolean {
  return (classesOf(word) & ADJECTIVE) !== 0;
}
export function isLexNoun(word: string): boolean {
  return (classesOf(word) & NOUN) !== 0;
}

/**
 * Irregular verb forms and their lemmas. A Map, not an object: looking a freshly sliced word up as an
 * object key costs an internalisation of the string each time (and an object answers for
 * "constructor" too).
 */
const IRREGULAR = new Map<string, string>(
  (
    "ran:run came:come went:go gone:go saw:see seen:see took:take taken:take gave:give given:give got:get gotten:get fell:fall fallen:fall " +
    "flew:fly flown:fly bit:bite bitten:bite shot:shoot fought:fight caught:catch threw:throw thrown:throw held:hold left:leave found:find " +
    "lost:lose stole:steal stolen:steal broke:break broken:break hid:hide hidden:hide ate:eat eaten:eat drove:drive driven:drive rode:ride " +
    "ridden:ride swam:swim swum:swim sank:sink sunk:sink wore:wear worn:wear woke:wake woken:wake awoke:awake told:tell said:say thought:think " +
    "knew:know known:know felt:feel kept:keep led:lead met:meet sat:sit stood:stand began:begin begun:begin brought:bring bought:buy " +
    "built:build chose:choose chosen:choose drew:draw drawn:draw drank:drink drunk:drink dug:dig fed:feed forgot:forget forgotten:forget " +
    "forgave:forgive forgiven:forgive froze:freeze frozen:freeze grew:grow grown:grow hung:hang heard:hear knelt:kneel laid:lay lay:lie " +
    "lit:light made:make meant:mean paid:pay rang:ring rose:rise risen:rise sent:send shook:shake shaken:shake sang:sing slept:sleep " +
    "slid:slide spoke:speak spoken:speak spent:spend spat:spit sprang:spring stuck:stick stung:sting struck:strike swore:swear sworn:swear " +
    "swept:sweep swung:swing taught:teach tore:tear torn:tear understood:understand won:win wrote:write written:write beaten:beat " +
    "became:become bent:bend bled:bleed blew:blow blown:blow burnt:burn crept:creep dealt:deal did:do done:do dove:dive dreamt:dream " +
    "fled:flee flung:fling had:have has:have lent:lend slew:slay slain:slay snuck:sneak woven:weave wove:weave ground:grind " +
    "is:be was:be were:be am:be are:be been:be being:be showed:show shown:show hurt:hurt hit:hit cut:cut put:put let:let shut:shut " +
    "quit:quit set:set spread:spread split:split cast:cast cost:cost thrust:thrust beat:beat read:read kissed:kiss kisses:kiss " +
    "dying:die lying:lie tying:tie died:die lied:lie tied:tie dyed:dye"
  )
    .split(" ")
    .map((p) => p.split(":") as [string, string]),
);

/** the irregular forms that are full verbs, not the auxiliaries' */
const IRREGULAR_MAIN = new Set([...IRREGULAR.keys()].filter((w) => !/^(is|was|were|am|are|been|being|had|has|did|done)$/.test(w)));

export function isIrregular(w: string): boolean {
  return IRREGULAR_MAIN.has(w);
}

/**
 * The lemmas a verb form may come from, most likely first ("chased" → chase, "stopped" → stop,
 * "cried" → cry, "hitting" → hit). Callers look the candidates up in their own closed lists.
 */
const lemmaCache = new Map<string, readonly string[]>();
function cachedLemmas(w: string): readonly string[] {
  let c = lemmaCache.get(w);
  if (!c) {
    c = Object.freeze(computeLemmas(w));
    if (lemmaCache.size > 50_000) lemmaCache.clear();
    lemmaCache.set(w, c);
  }
  return c;
}
export function lemmaCandidates(w: string): string[] {
  return [...cachedLemmas(w)];
}

function computeLemmas(w: string): string[] {
  const out = [w];
  const irr = IRREGULAR.get(w);
  if (irr) out.unshift(irr);
  const strip = (suffix: string) => (w.endsWith(suffix) && w.length > suffix.length + 1 ? w.slice(0, -suffix.length) : null);
  for (const suffix of ["ed", "ing"]) {
    const stem = strip(suffix);
    if (!stem) continue;
    out.push(stem, stem + "e");
    if (/(.)\1$/.test(stem)) out.push(stem.slice(0, -1));
    if (suffix === "ed" && stem.endsWith("i")) out.push(stem.slice(0, -1) + "y");
    if (suffix === "ing" && stem.endsWith("y")) out.push(stem.slice(0, -1) + "ie");
  }
  const s = strip("s");
  if (s) out.push(s);
  const es = strip("es");
  if (es) out.push(es);
  const ies = strip("ies");
  if (ies) out.push(ies + "y");
  return out;
}

/** The lemma of `w` found in `set`, if any. */
export function lemmaIn(w: string, set: ReadonlySet<string> | ReadonlyMap<string, unknown>): string | null {
  for (const c of cachedLemmas(w)) if (set.has(c)) return c;
  return null;
}

/** a word that opens with a capital: a name, a title, or a sentence's first word */
export const CAPITAL_FIRST = /^\p{Lu}/u;
