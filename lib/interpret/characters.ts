/**
 * The dream's characters as the Hall/Van de Castle system counts them: people, animals and
 * creatures — never places, brands, games or objects — each individual or group once, the
 * dreamer apart. Every mention is tied to its character (pronouns included, where it is safe), so
 * the event parser can say who did what to whom.
 */
import { clauseFollows, likenessHead, likenessObjectStart } from "./likeness";
import { PERSON_NOUNS, CREATURE_NOUNS, type PersonNoun } from "./person-nouns";
import { namesAThing, SYMBOLS } from "./lexicon";
import { ADJECTIVES, isFunctionWord, PREPOSITIONS } from "./phrase";
import type { CharacterKind, CharacterSex } from "./schema";
import { bodyStart, isNegator, type Token } from "./tokenize";
import { knownByTheDreamer } from "./acquaintance";
import { isFirstName, isLexAdjective, isLexNoun, isLexVerb, isPlaceOrOrg, nameSex as taggedSex, tagsOf, CAPITAL_FIRST } from "./words";

/** words of a journey, before the "for" of its destination */
const TRAVEL =
  /^(train|trains|bus|plane|flight|ticket|tickets|left|leave|leaving|headed|heading|bound|boat|ship|ferry|set|started|drove|flew)$/;

export type Sex = "m" | "f" | null;
export type Entity = {
  id: number;
  /** how prose names it on first mention: "your grandmother", "a man", "Sarah", "two dogs" */
  label: string;
  /** the noun or name that identifies it: "grandmother", "man", "sarah" */
  head: string;
  kind: CharacterKind;
  sex: Sex;
  group: boolean;
  /** dead people who appear ("my grandmother, who died last year") */
  dead: boolean;
  mentions: number[];
};

export type Cast = {
  dreamer: Entity;
  /** every character but the dreamer, in order of first mention */
  others: Entity[];
  /** token index → the character that token refers to */
  ref: (Entity | undefined)[];
};

/** groups named by a word that takes in both sexes ("my parents", "a couple") */
const JOINT_GROUPS = new Set(["parents", "grandparents", "couple", "siblings", "in-laws", "cousins", "family", "relatives"]);

/** The character's sex as Hall/Van de Castle code it; animals and creatures are not sexed. */
export function sexOf(c: Entity): CharacterSex {
  if (c.kind === "animal" || c.kind === "creature") return "indefinite";
  if (c.sex) return c.sex === "m" ? "male" : "female";
  return c.group && JOINT_GROUPS.has(c.head) ? "joint" : "indefinite";
}

const FIRST_PERSON = new Set([
  "i",
  "me",
  "my",
  "myself",
  "mine",
  "we",
  "us",
  "our",
  "ours",
  "ourselves",
  "i'm",
  "i'd",
  "i've",
  "i'll",
  "we're",
  "we'd",
  "we've",
  "we'll",
]);
const HE = new Set(["he", "him", "his", "himself", "he's", "he'd", "he'll"]);
const SHE = new Set(["she", "her", "hers", "herself", "she's", "she'd", "she'll"]);
const THEY = new Set(["they", "them", "their", "theirs", "themselves", "they're", "they'd", "they'll", "they've"]);
const IT = new Set(["it", "its", "itself"]);
const INDEFINITE = new Set(["a", "an", "some", "another", "one", "two", "three", "four", "five", "several", "many", "few", "other", "any"]);
const NUMBERS = new Set(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "many", "few", "some"]);
const POSSESSIVE_1 = new Set(["my", "our"]);
const POSSESSIVE_3 = new Set(["his", "her", "their", "your"]);
/** capitalised words that are never a person on their own */
const NOT_NAMES = new Set(
  (
    "i the a an then and but so when we he she they it there this that my in on at god christmas easter mr mrs ms miss dr st " +
    "ok okay oh tv also later suddenly now next after before as while one some all no yes what why how who where our your his her " +
    "their if because not to of for with from by do does did is are can will would could should hey hi hello please thanks " +
    "another other thoughts feelings note notes dream dreams scene part end english french spanish american mom dad " +
    // (holidays and school subjects, capitalised mid-sentence: "a Thanksgiving walk", "our new teacher for Biology")
    "thanksgiving halloween hanukkah passover xmas chemistry physics biology calculus calc algebra geometry trigonometry geography psychology sociology economics"
  ).split(" "),
);
const ANIMAL_WORDS = new Set<string>();
/** words an animal's symbol record lists that name no animal */
const NO_ANIMAL = (
  "cobweb cobwebs spiderweb spiderwebs web webs stampede stampedes tentacle tentacles bullfight bullfights bullfighter bullfighters " +
  "matador matadors infested infestation nest nests hive hives feather feathers fur horn horns antler antlers shell shells"
).split(" ");
for (const s of SYMBOLS) {
  if (s.category !== "animal" || s.name === "zoo") continue;
  for (const f of [s.name, ...(s.forms ?? "").split("|")]) {
    // (a record's verb forms — "stung", "infested" — and its things — "cage" — name no animal)
    if (!f || f.includes(" ") || (isLexVerb(f) && !isLexNoun(f) && f !== "dove")) continue;
    ANIMAL_WORDS.add(f);
    if (!f.endsWith("s")) ANIMAL_WORDS.add(f.endsWith("y") ? f.slice(0, -1) + "ies" : f + "s");
  }
}
for (const w of ["animal", "animals", "pet", "pets", "creature", "creatures", "beast", "beasts"]) ANIMAL_WORDS.add(w);
// animals no symbol record names, met in dream reports ("a carp darted", "the donkey would not move"); not words as
// often something else ("bass", "mole", "fly", "Robin", "tuna" on a plate)
for (const w of (
  "carp otter beaver chipmunk hedgehog porcupine badger weasel ferret gerbil antelope llama alpaca donkey mule colt duckling " +
  "swan gull seagull bluebird canary peacock penguin ostrich flamingo starfish eel pup cougar baboon minnow catfish piranha " +
  "seahorse walrus buffalo bison yak"
).split(" ")) {
  ANIMAL_WORDS.add(w);
  ANIMAL_WORDS.add(/(ch|sh|x|s)$/.test(w) ? `${w}es` : `${w}s`);
}
for (const w of ["does", "bats", "seals", "ducks"]) ANIMAL_WORDS.delete(w);
// (an animal's record also lists what it leaves or does and the parts it is known by: "cobwebs", "a stampede", "tentacles")
for (const w of NO_ANIMAL) ANIMAL_WORDS.delete(w);

const STOP_CAPS =
  /^(does|do|did|let|lets|college|campus|school|university|lakes|worlds|company|club|game|games|team|street|station|mall|store|church|hospital|hall)$/;
const DEAD_NEAR = /^(died|dead|deceased|late|passed)$/;
/** the capitals that are abbreviations, not someone's initials */
const ACRONYMS =
  /^(TV|US|USA|UK|EU|CD|CDS|DVD|OK|ID|PE|ER|ICU|FBI|CIA|NYC|LA|DC|AM|PM|IQ|PC|MRI|CPR|SUV|ATM|BBQ|CEO|PhD|MD|RN|VIP|UFO|AIDS|HIV|NBA|NFL|SAT|GPA|AP|ASAP|OMG|LOL|RV|TA|RA|HQ|PA|CT|NY|NJ|CA|TX|FL|VW|UV|BMW|GM|IBM|MTV|CNN|BBC|ABC|NBC|CBS|USC|UCLA|UCSC|MIT|NYU|KFC|YMCA|DMV|IRS|NASA|WWII|II|III|IV|OJ|AC|DJ|MC)$/;

/** two capitals: initials */
const TWO_CAPITALS = /^\p{Lu}{2}$/u;
/**
 * "R. has a headache", "I waved to G. and T.": one capital with its full stop, as diarists
 * write a person's initial — not a letter of "N.J." or "E.T.", nor the pronoun "I" alone
 */
function letterInitial(text: string, tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (bareInitial(text, tokens, i)) return true;
  if (!/^\p{Lu}$/u.test(t.raw) || text[t.end] !== "." || /\p{L}/u.test(text[t.end + 1] ?? "") || text[t.start - 1] === ".") return false;
  // ("I. and T.": the pronoun only beside another initial)
  if (t.raw === "I") return tokens[i + 1]?.w === "and" && letterInitialAt(text, tokens, i + 2);
  // ("Mark W.", "Pat Q. was driving": a surname's initial after a first name, unless after a title ("Doctor V."))
  const prev = tokens[i - 1];
  return !(prev && t.brk === 0 && CAPITAL_FIRST.test(prev.raw) && !TITLE_BEFORE_INITIAL.test(prev.w));
}

/** words before a lone capital that make it a letter, a grade or a label, not a person: "plan B", "row C", "a big X" */
const LETTER_BEFORE =
  /^(letter|letters|plan|vitamin|grade|grades|row|gate|section|level|floor|apartment|room|building|unit|block|hall|wing|lot|exit|route|highway|interstate|channel|train|line|bus|model|version|part|chapter|page|question|option|answer|number|no|figure|sector|zone|area|ward|bay|column|box|cell|type|size|class|the|a|an|big|capital|small|little|huge|giant|an|of|on|in|at|into|get|got|an|team|group|side|day|hour|point|word|key|button|drive|string|note|chord|major|minor|sharp|flat|blood|hepatitis|wing|terminal|platform|tier|stage|phase|rank|mark|marked|spelled|spell|spelling|letter|initial)$/;

/**
 * "R had hung some coats … R should not have": a capital letter standing alone, with no full stop,
 * twice in the dream and each time where a person would stand (before a verb, after "with", "told"),
 * is someone's initial — not "plan B", "row C", the pronoun "I" or the article "A".
 */
function bareInitial(text: string, tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const lone = (k: number) =>
    /^\p{Lu}$/u.test(tokens[k].raw) &&
    !/^[AIO]$/.test(tokens[k].raw) &&
    !/^[-'’.&]/.test(text[tokens[k].end] ?? "") &&
    !/[-'’.&]$/.test(text[tokens[k].start - 1] ?? "") &&
    !LETTER_BEFORE.test(tokens[k - 1]?.w ?? "") &&
    // (not a surname's initial, "Al H", nor a place's first letter, "B Town")
    !(tokens[k].brk === 0 && CAPITAL_FIRST.test(tokens[k - 1]?.raw ?? "")) &&
    !(tokens[k + 1]?.brk === 0 && CAPITAL_FIRST.test(tokens[k + 1]?.raw ?? "")) &&
    // (not a list of letters: "A, B and C")
    !/^\p{Lu}$/u.test(tokens[k - 1]?.raw ?? "") &&
    !/^\p{Lu}$/u.test(tokens[k + 1]?.raw ?? "");
  // (not "told mother R …" here: a relation just before is someone else, and the initial may open the clause after)
  if (!lone(i) || PERSON_NOUNS.has(tokens[i - 1]?.w ?? "")) return false;
  let cued = 0;
  const modal = (k: number) =>
    /^(should|shouldn't|could|couldn't|would|wouldn't|will|won't|can|can't|must|might|has|hasn't|hadn't|wasn't|didn't|does|doesn't)$/.test(
      tokens[k + 1]?.w ?? "",
    );
  for (let k = 0; k < tokens.length; k++) if (tokens[k].raw === t.raw && lone(k) && (letterCue(tokens, k) || modal(k))) cued++;
  return cued >= 2;
}

const TITLE_BEFORE_INITIAL =
  /^(doctor|dr|professor|prof|mr|mrs|ms|miss|coach|officer|judge|captain|nurse|with|and|to|told|saw|see|met|call|then)$/;

const letterInitialAt = (text: string, tokens: Token[], k: number) =>
  !!tokens[k] && /^\p{Lu}$/u.test(tokens[k].raw) && text[tokens[k].end] === ".";

/** an initial stands where a person would: before a verb, or after "with", "to", "told", "see"… */
function letterCue(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
  if (next && (CUE_AFTER.test(next.w) || (isLexVerb(next.w) && !isLexNoun(next.w)) || next.w === "and")) return true;
  return /^(with|to|told|tell|asked|ask|saw|see|met|meet|and|call|called|kiss|kissed|visit|visited|dr|prof|mr|mrs|miss|by)$/.test(
    prev?.w ?? "",
  );
}

/** "BJ", "JT": a name written as two capitals (three are more often an organisation: "CAS", "IBM") */
const initials = (raw: string) => TWO_CAPITALS.test(raw) && !ACRONYMS.test(raw);

/** "is one of the nicest guys", "was one of those people who": a kind someone is said to be */
function described(tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (tokens[k].w === "of" && tokens[k - 1]?.w === "one")
      return /^(is|was|'s|are|were|be|being|seems|seemed)$/.test(tokens[k - 2]?.w ?? "");
    if (tokens[k].brk) return false;
  }
  return false;
}

/**
 * "a couple enters", "the old couple", "a couple who own horses" — not "a couple of hours", "a couple
 * onions", "grab a couple", "they make a good couple": "couple" is two people when a verb or a clause
 * follows it, or when it ends its phrase after more than a bare "a", and is not what someone is or makes
 */
function twoPeople(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  const named = tokens
    .slice(Math.max(0, i - 3), i)
    .some((t) => /^(be|is|was|were|are|been|being|make|made|makes|become|became|pretend)$/.test(t.w));
  if (named) return false;
  if (!next || next.brk !== 0) return tokens[i - 1]?.w !== "a";
  if (/^(who|that|was|were|is|are|had|has|have|with|from|in|at|on|and|sitting|standing|walking|dancing)$/.test(next.w)) return true;
  const verb = isLexVerb(next.w) && !isLexNoun(next.w);
  // (after a bare "a", a word in -s may be the counted noun: "a couple questions", so only a past tense or a common verb will do)
  return (
    verb &&
    (tokens[i - 1]?.w !== "a" ||
      /ed$/.test(next.w) ||
      /^(came|comes|sat|sits|stood|stands|enters|walks|lives|owns|says|said|told|tells|asks)$/.test(next.w))
  );
}

/** a thing-noun right after a creature word makes that word its modifier: "a giant swing", "a monster truck" */
const thingAfter = (w: string) => isLexNoun(w) && !isLexVerb(w) && !PERSON_NOUNS.has(w) && !CREATURE_NOUNS.has(w);

/** "a giant crane", "a giant black crow", "a monster largemouth bass": a size word before an adjective or a noun describes it */
function sizeWord(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (!/^(giant|monster)$/.test(tokens[i].w) || !next || next.brk !== 0 || isFunctionWord(next.w) || PREPOSITIONS.has(next.w)) return false;
  // (not "the giant grabbed me", "the monster roars", "a monster suddenly appeared": a verb or an adverb after it)
  if (/(ed|s|ly)$/.test(next.w) || (isLexVerb(next.w) && !isLexNoun(next.w) && !tagsOf(next.w).includes("Adjective"))) return false;
  // (a word the lexicon does not know, after a size word, is most often the thing: "a giant crane", "a giant dorsal fin")
  return tagsOf(next.w).includes("Adjective") || isLexNoun(next.w) || (!tagsOf(next.w).length && /^\p{Ll}/u.test(next.raw));
}

/** the animals personNoun takes only with a determiner ("a bear", not "bear with me") */
const DETERMINED_ANIMALS = new Set(["bear", "bat", "duck", "seal", "pet"]);
/** the person, creature and animal words in one set, built at load: every token asks, and one lookup beats four */
const BEING_WORDS = new Set([...PERSON_NOUNS.keys(), ...CREATURE_NOUNS.keys(), ...ANIMAL_WORDS, ...DETERMINED_ANIMALS]);
const mayNameABeing = (w: string) => BEING_WORDS.has(w);

/** an owner's "'s" */
const POSSESSIVE_S = /'s$/;

/** the three nouns that also end words that are no person ("smother", "hotdog") */
const BROTHER_MOTHER_DOG = /^(brother|mother|dog)$/;

/** words said as an exclamation: "Oh man, it was awful", "Boy, I'm wasting tape", "this is dumb, man, really" */
const EXCLAIMED = /^(man|boy|dude|bro|jeez|gosh)$/;

/** a bare "man" or "boy" set off by punctuation on both sides (or after "oh") is an exclamation, not a person */
function exclamation(tokens: Token[], i: number, text: string): boolean {
  if (!EXCLAIMED.test(tokens[i].w)) return false;
  const before = i === 0 ? "" : text.slice(tokens[i - 1].end, tokens[i].start);
  const opened = i === 0 || /[,.!?;:"“(—–-]\s*$/.test(before) || /^(oh|ooh|ah|aw)$/.test(tokens[i - 1].w);
  return opened && /^\s*[,!?.;—–-]/.test(text.slice(tokens[i].end, tokens[i].end + 3));
}

/** words that make a "band" a strip of something or a radio frequency */
const STRIP_BEFORE =
  /^(thick|thin|wide|narrow|rubber|elastic|metal|gold|golden|silver|leather|steel|wedding|head|arm|wrist|waist|hair|sweat|multi|tri|dual|frequency|radio|broad)$/;

/** "can figure out", "and figure it's time to leave", "we soon figure out": "figure" as the verb */
function figureTheVerb(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next && next.brk === 0 && /^(out|it|i'd|i'll|he|she|they|we)$/.test(next.w)) return true;
  return /^(i|we|you|they|he|she|i'd|to|could|can|couldn't|can't|cannot|will|would|should|might|must|and|then|just|quickly|finally|soon|i'll|we'll|help|try|tried|trying)$/.test(
    tokens[i - 1]?.w ?? "",
  );
}

/** a figure named by the role it plays in a life: "a parental figure", "some public figure" */
const ROLE_FIGURE = /^(authority|father|mother|parent|parental|public|historical|religious|dream|halloween)$/;

/** groups one can belong to */
const MEMBERSHIP_GROUP = /^(band|army|navy|team|military|marines|club|choir|orchestra)$/;

/** "is in a band" after a form of "be", or "left the team": the group is the person's, not in the scene */
function belongsTo(tokens: Token[], i: number): boolean {
  const det = tokens[i - 1]?.w ?? "";
  if (!/^(a|the|his|her|their|my|our|your)$/.test(det) || tokens[i].brk !== 0) return false;
  const before = tokens[i - 2]?.w ?? "";
  if (/^(join|joins|joined|joining|quit|quits|left|leaving)$/.test(before)) return true;
  return before === "in" && /^(is|was|were|are|am|be|been|being|he's|she's|i'm|i've|they're)$/.test(tokens[i - 3]?.w ?? "");
}

function personNoun(tokens: Token[], i: number): PersonNoun | null {
  // "the man's hand", "the boy's throat": the owner is a mention of the person
  const w = tokens[i].w.replace(POSSESSIVE_S, "");
  // "everybody and their brother": an idiom for a crowd, not a relative
  if (BROTHER_MOTHER_DOG.test(w) && /^(their|his|her)$/.test(tokens[i - 1]?.w ?? "") && tokens[i - 2]?.w === "and") return null;
  const compound = compoundAt(tokens, i);
  if (compound) return PERSON_NOUNS.get(compound) ?? null;
  // (the first half of one: "my baby sitter" is no baby)
  if (i + 1 < tokens.length && compoundAt(tokens, i + 1)) return null;
  // ("bumped into the head of the college": the one who runs a body of people is someone there)
  if (headOf(tokens, i)) return { head: "head", kind: "known", sex: null, group: false, occupational: true };
  // only a listed person, creature or animal word can be one: the rest skip the checks below, which all end in null for them
  if (!mayNameABeing(w)) return null;
  if (slangForAWoman(tokens, i)) return { head: "woman", kind: "stranger", sex: "f", group: w === "chicks" };
  const p0 = PERSON_NOUNS.get(w);
  // ("the ex-wife", "my former husband": someone you know, no longer family)
  const ex = p0?.kind === "family" && exPrefix(tokens, i);
  const p = ex && p0 ? { ...p0, kind: "known" as const } : p0;
  if (p && capitalisedTitle(tokens, i, p)) return null;
  // "who is one of the funniest guys in our street": a description of someone already there, not a crowd
  if (p?.group && described(tokens, i)) return null;
  // ("plastic army men", "a snow man", "toy soldiers": figures, not people)
  const armyOf = w === "army" && /^(men|man|soldiers|soldier|guys)$/.test(tokens[i + 1]?.w ?? "");
  if (
    (/^(men|man|soldier|soldiers|people|figure|figures|person)$/.test(w) || armyOf) &&
    [tokens[i - 1]?.w, tokens[i - 1]?.w === "army" ? tokens[i - 2]?.w : ""].some((x) =>
      /^(toy|plastic|tin|lego|paper|wooden|cardboard|snow|gingerbread|stick|action|clay)$/.test(x ?? ""),
    ) &&
    tokens[i].brk === 0
  )
    return null;
  if (w === "couple" && !twoPeople(tokens, i)) return null;
  // ("a twin bed", "the twin towers": a size or a pair of things, not a sibling)
  if (
    w === "twin" &&
    tokens[i + 1]?.brk === 0 &&
    /^(beds?|size|sized|towers?|engines?|mattress(es)?|sheets?|rooms?|peaks?|cities|city|lakes?|falls|pack|set)$/.test(tokens[i + 1].w)
  )
    return null;
  // ("people follow and crowd around me", "they crowded into the hall": the verb, not a crowd)
  if (
    w === "crowd" &&
    /^(around|round|into|together|in|onto|through|over|about)$/.test(tokens[i + 1]?.w ?? "") &&
    /^(and|to|they|we|people|all|would|will|began|started|then)$/.test(tokens[i - 1]?.w ?? "")
  )
    return null;
  // ("had a crush on him": the feeling, not the one it is for)
  if (/^(crush|crushes)$/.test(w) && tokens[i + 1]?.w === "on") return null;
  // ("a CD player", "the record player": a machine)
  if (
    w === "player" &&
    /^(cd|dvd|record|mp3|music|tape|video|media|cassette|vinyl|blu-ray|game|disc|disk)$/.test(tokens[i - 1]?.w ?? "") &&
    tokens[i].brk === 0
  )
    return null;
  // ("his boxers", "Matt's boxers": shorts, not fighters)
  if (w === "boxers" && (/^(his|my|your|their|her)$/.test(tokens[i - 1]?.w ?? "") || /['’]s$/.test(tokens[i - 1]?.raw ?? ""))) return null;
  // ("my pants and boxers", "in just boxers": worn, beside other clothes or after "in", "wearing")
  if (
    w === "boxers" &&
    (/^(in|wearing|wore|only|just)$/.test(tokens[i - 1]?.w ?? "") ||
      (/^(and|or)$/.test(tokens[i - 1]?.w ?? "") && GARMENTS.test(tokens[i - 2]?.w ?? "")))
  )
    return null;
  // ("a cap of animal fur", "a touchpad mouse": what an animal's body gives, or a computer's mouse, is a thing)
  if (
    /^(fur|furs|skin|skins|hide|hides|print|prints|pelt|pelts|feathers|horn|horns|tusk|tusks|bones|leather|suit|suits|costume|costumes|outfit|mask|masks)$/.test(
      tokens[i + 1]?.w ?? "",
    ) &&
    tokens[i + 1].brk === 0 &&
    !/['’]s$/.test(tokens[i].raw)
  )
    return null;
  // ("she swan dives into the pool": with no article before it, the verb; "the swan dives", "crows diving" are animals)
  if (
    w === "swan" &&
    /^(dive|dives|dived)$/.test(tokens[i + 1]?.w ?? "") &&
    tokens[i + 1].brk === 0 &&
    !/^(a|an|the|this|that|my|our|his|her|their|one)$/.test(tokens[i - 1]?.w ?? "")
  )
    return null;
  if (
    /^(mouse|mice)$/.test(w) &&
    /^(computer|touchpad|wireless|optical|usb|cordless|laptop|gaming)$/.test(tokens[i - 1]?.w ?? "") &&
    tokens[i].brk === 0
  )
    return null;
  if (w === "mouse" && computerMouse(tokens)) return null;
  // ("get out some turkey", "a plate of chicken": an animal eaten is food)
  if (
    /^(turkey|chicken|duck|lamb|salmon|tuna|fish|crab|lobster|shrimp|goose|pork|beef)$/.test(w) &&
    MEAL_BEFORE.test(tokens[i - 1]?.w ?? "")
  )
    return null;
  // ("a rubber band", "the hat had a thick band", "a multi-band receiver": a strip or a frequency, not musicians)
  if (/^(band|bands)$/.test(w) && STRIP_BEFORE.test(tokens[i - 1]?.w ?? "") && tokens[i].brk === 0) return null;
  // ("a screw driver", "a pile driver": a tool)
  if (w === "driver" && /^(screw|pile|slave|golf)$/.test(tokens[i - 1]?.w ?? "") && tokens[i].brk === 0) return null;
  // ("she has a good figure", "her slim figure": a body's shape, not a figure in the dream)
  if (
    w === "figure" &&
    /^(good|nice|great|slim|slender|fine|beautiful|lovely|curvy|hourglass|her|his|athletic|trim|petite)$/.test(tokens[i - 1]?.w ?? "")
  )
    return null;
  // ("I figure he can't…", "can figure out", "and figure it's time to leave": the verb, not a figure)
  if (w === "figure" && figureTheVerb(tokens, i)) return null;
  // ("wanting a parental figure", "asked some public figure": a role spoken of, not someone there)
  if (/^(figure|figures)$/.test(w) && ROLE_FIGURE.test(tokens[i - 1]?.w ?? "") && tokens[i].brk === 0) return null;
  // ("she's in a band", "he was in the navy", "left the team": a group one belongs to, not one met here)
  if (MEMBERSHIP_GROUP.test(w) && belongsTo(tokens, i)) return null;
  // "I was standing guard", "on guard": a duty, not a guard
  if (w === "guard" && /^(standing|stand|stood|stands|on|keep|keeping|kept|mount|mounted|off)$/.test(tokens[i - 1]?.w ?? "")) return null;
  // ("got me to guard the door", "asked her to nurse the baby": a person noun after "to" with an object of its own is the verb)
  if (
    p &&
    tokens[i - 1]?.w === "to" &&
    tokens[i].brk === 0 &&
    tokens[i + 1]?.brk === 0 &&
    /^(the|a|an|my|our|his|her|their|your|this|that|these|those|him|them|me|us|it)$/.test(tokens[i + 1].w) &&
    isLexVerb(w)
  )
    return null;
  // ("the chicken one was right", "the baby ones": a noun before "one" says which thing)
  if (
    /^(one|ones)$/.test(tokens[i + 1]?.w ?? "") &&
    tokens[i + 1].brk === 0 &&
    /^(the|that|this)$/.test(tokens[i - 1]?.w ?? "") &&
    !/^(day|time|night|morning|evening|afternoon|of|another)$/.test(tokens[i + 2]?.w ?? "") &&
    // (a verb after it: "the chicken one was right"; not "offered the squirrel one.", where the animal is given one)
    tokens[i + 2]?.brk === 0 &&
    (/^(was|is|were|are|that|which|i|we|you)$/.test(tokens[i + 2].w) || isLexVerb(tokens[i + 2].w))
  )
    return null;
  // "the granny flat", "the student union": a thing named after a person
  if (
    p &&
    /^(flat|smith|smiths|knot|cart|boots|union|center|centre|lounge|council|body|loan|loans|housing|parking|id|room|van|tree|album|photo|photos|picture|pictures|reunion|history|business|vacation|dinner|shower|curls|curl|seat|chair|chairs|clothes|shoes|carriage|stroller|food|toys|doll|dolls|bottle|costume|costumes|uniform|uniforms|car|cars|station|office|desk|meeting|conference|training|camp|gathering|gatherings|party|parties|picnic|portrait|tradition|home|house|event|events|holiday|holidays|trip|outing|get-together|cookout|barbecue|feast|celebration|affair|friend|friends|doctor|name|crisis|emergency|function|functions|drama|problems|matters|beater|beaters|pants|jacket|jackets|barrack|barracks|base|surplus|helmet|helmets|shirt|shirts|poster|posters|logo|figure|figures|dream|dreams|nightmare|nightmares|door|doors|window|windows|mirror|footwell)$/.test(
      tokens[i + 1]?.w ?? "",
    ) &&
    tokens[i + 1].brk === 0
  )
    return null;
  // ("the passenger side", "the driver side": a side of the car)
  if (/^(passenger|driver)$/.test(w) && tokens[i + 1]?.w === "side" && tokens[i + 1].brk === 0) return null;
  if (p) return p;
  const c = CREATURE_NOUNS.get(w);
  if (c && sizeWord(tokens, i)) return null;
  // "my great big giant pieces", "a monster truck": a creature word before a noun describes it
  if (
    c &&
    tokens[i + 1]?.brk === 0 &&
    (/^(pieces|piece|steps|step|wave|waves|spider|spiders|bug|bugs|rock|rocks|tree|trees|building|buildings|size|donut|donuts|doughnut|doughnuts|cookie|cookies|cake|pizza|sandwich|burger|pumpkin|pumpkins|balloon|balloons|screen|statue|wheel)$/.test(
      tokens[i + 1].w,
    ) ||
      // ("a giant swing", "a giant crane": any thing-noun after it)
      thingAfter(tokens[i + 1].w) ||
      // ("a giant sea bass", "a monster fire truck": a two-word noun after it)
      (tokens[i + 2]?.brk === 0 &&
        !isLexVerb(tokens[i + 1].w) &&
        !tagsOf(tokens[i + 1].w).length &&
        (thingAfter(tokens[i + 2].w) || ANIMAL_WORDS.has(tokens[i + 2].w))))
  )
    return null;
  // ("swinging a bat to loosen up": a baseball bat)
  if (
    w === "bat" &&
    tokens.slice(Math.max(0, i - 3), i).some((t) => /^(swing|swinging|swung|baseball|softball|cricket|wooden|metal)$/.test(t.w))
  )
    return null;
  // "a toy robot", "a mechanical dinosaur", "hot dogs", "a teddy bear", "cold chicken": a thing made in a creature's shape, named after one, or one cooked
  if (
    /^(hot|teddy|toy|stuffed|plastic|paper|gummy|chocolate|cartoon|corn|rocking|hobby|wooden|carousel|china|glass|mechanical|robotic|rubber|inflatable|fake|model|lego|stone|metal|ceramic|porcelain|clay|cardboard|cold|fried|roast|roasted|grilled|baked|boiled|cooked|raw|barbecued|smoked|canned)$/.test(
      tokens[i - 1]?.w ?? "",
    ) &&
    tokens[i].brk === 0
  )
    return null;
  if (c) return c;
  // "chicken fingers", "fish sticks": food named after an animal; "the fish hook", "the dog food": things for one
  if (
    /^(fingers|nuggets|wings|soup|salad|sticks|fillet|fillets|burger|burgers|sandwich|strips|legs|breast|pie|tacos|curry|dish|dinner|meat|hook|hooks|tank|tanks|bowl|food|net|nets|trap|traps|cage|cages|market|collar|leash|treats|shop|farm|show|race|races|track|pen|pond)$/.test(
      tokens[i + 1]?.w ?? "",
    ) &&
    tokens[i + 1].brk === 0
  )
    return null;
  // "a beehive hairdo", "a horse trailer", "snake skin boots": an animal word before the thing it describes
  // ("a bee stung me": a word that can only be a verb is what the animal does)
  const next = tokens[i + 1]?.w ?? "";
  const verbOnly = isLexVerb(next) && !isLexNoun(next);
  // ("our cat Mittens": a capital after the animal word is its name, not a thing it names)
  // (not "Chicken Treat", "the Cat Haven": a capitalised animal word with another is a name of something)
  const petName = CAPITALISED.test(tokens[i + 1]?.raw ?? "") && !CAPITALISED.test(tokens[i].raw);
  if (tokens[i + 1]?.brk === 0 && namesAThing(next) && !/(ed|ing)$/.test(next) && !verbOnly && !/['’]s$/.test(w) && !petName) return null;
  // ("parked his VW bug", "a Volkswagen beetle": a car)
  if (/^(bug|bugs|beetle|beetles)$/.test(w) && /^(vw|volkswagen)$/.test(tokens[i - 1]?.w ?? "") && tokens[i].brk === 0) return null;
  // ("he fishes out his wallet", "she fished around in her bag": the verb)
  if (/^(fishes|fished)$/.test(w) && /^(out|around|about|through)$/.test(tokens[i + 1]?.w ?? "") && tokens[i + 1].brk === 0) return null;
  // "flipped some guys the bird": a gesture, not an animal
  if (w === "bird" && tokens.slice(Math.max(0, i - 5), i).some((t) => /^(flip|flipped|flipping|flips|gave|give|giving)$/.test(t.w)))
    return null;
  // "a baby called Fox": an animal word with a capital mid-sentence is a name
  const named = CAPITAL_FIRST.test(tokens[i].raw) && tokens[i].brk !== 2 && i > 0 && !/^(the|a|an|my|our|his|her)$/.test(tokens[i - 1].w);
  if (ANIMAL_WORDS.has(w) && !named && !/^(bear|fly|duck|seal|bat|trip|pet)$/.test(w)) {
    return { head: w.replace(/(ies)$/, "y").replace(/([^s])s$/, "$1"), kind: "animal", sex: null, group: /s$/.test(w) && !/ss$/.test(w) };
  }
  const det = [tokens[i - 1]?.w, tokens[i - 2]?.w].find((x) => x && (INDEFINITE.has(x) || x === "the" || POSSESSIVE_1.has(x)));
  if (DETERMINED_ANIMALS.has(w) && det) return { head: w, kind: "animal", sex: null, group: false };
  return null;
}

/** bodies of people that have a head who runs them: "the head of the college", "head of the department" */
const LED_BODY =
  /^(college|school|university|department|dept|company|firm|household|family|clan|tribe|class|team|project|church|hospital|agency|office|organization|organisation|committee|board|club|gang|faculty|program|programme|lab|laboratory|institute|academy|museum|library|studio|unit|police|army|corporation|business|bank|store|restaurant|camp|council|union|monastery|convent|security|staff|operation|mafia|cult|course|ward|clinic|practice|section|division)$/;

/**
 * "the head of the college", "the head of my department": "head" with "of" and a body of people is
 * its leader, a person — not "the head of the bed", "the head of the stairs", "the head of the queue".
 */
function headOf(tokens: Token[], i: number): boolean {
  if (tokens[i].w !== "head" || tokens[i + 1]?.w !== "of" || tokens[i + 1].brk !== 0) return false;
  if (!/^(the|a|an|this|that)$/.test(tokens[i - 1]?.w ?? "") || tokens[i].brk !== 0) return false;
  let k = i + 2;
  if (/^(the|a|an|this|that|my|our|his|her|their|your)$/.test(tokens[k]?.w ?? "") && tokens[k].brk === 0) k++;
  // ("the head of the art school": one describing word may stand before the body)
  if (tokens[k + 1]?.brk === 0 && LED_BODY.test(tokens[k + 1].w) && !LED_BODY.test(tokens[k]?.w ?? "")) k++;
  return !!tokens[k] && tokens[k].brk === 0 && LED_BODY.test(tokens[k].w);
}

/** words of a computer at a desk: a dream with one of them has a mouse that is most often the computer's */
const COMPUTER_WORDS =
  /^(computer|computers|laptop|keyboard|click|clicked|clicking|clicks|cursor|desktop|pc|monitor|scroll|scrolled|scrolling|usb|website|internet|online)$/;
/** what only a live mouse does: "the mouse ran", "a mouse squeaked" */
const MOUSE_DOES =
  /^(ran|runs|run|running|squeak|squeaked|squeaking|scurried|scurrying|scampered|bit|bites|ate|eats|eating|crawled|crawling|nibbled|nibbling|jumped|hid|died|dead)$/;
const HAS_COMPUTER = new WeakMap<Token[], boolean>();

/**
 * "using the mouse to move around", "he took my mouse as a hostage" in a dream with a computer: the
 * computer's mouse, not an animal — unless the mouse does what only a live one does ("the mouse ran").
 */
function computerMouse(tokens: Token[]): boolean {
  let has = HAS_COMPUTER.get(tokens);
  if (has === undefined) {
    has = tokens.some((t) => COMPUTER_WORDS.test(t.w));
    HAS_COMPUTER.set(tokens, has);
  }
  if (!has) return false;
  // (what follows any "mouse" of the dream, in its clause: "the mouse ran", "a mouse on the loose")
  const live = (k: number) => {
    for (let j = k + 1; j <= k + 3 && tokens[j] && tokens[j].brk === 0; j++)
      if (MOUSE_DOES.test(tokens[j].w) || /^(loose|tail|cheese|trap|hole|whiskers)$/.test(tokens[j].w)) return true;
    return false;
  };
  return !tokens.some((t, k) => /^(mouse|mice)$/.test(t.w) && live(k));
}

/** relations told by whose they are: "the daughter of the owner", "a friend of the bride" */
const RELATION_OF =
  /^(daughter|son|wife|husband|mother|father|sister|brother|child|children|kid|kids|widow|niece|nephew|cousin|girlfriend|boyfriend|fiance|fiancee|fiancé|fiancée|daughters|sons|friend|friends|parents)$/;

/**
 * A person noun after "<relation> of the": the one the relation is told by ("the daughter of the
 * camp owner", "the wife of a farmer") is only referred to, as an owner is, not met.
 */
function anchorOfRelation(tokens: Token[], i: number): boolean {
  let k = i - 1;
  // ("the son of the shop owner", "the mother of a young lady": a noun that says which kind, or a describing word, may stand between)
  const det = (w: string) => /^(the|a|an|some|this|that)$/.test(w);
  if (tokens[i].brk === 0 && !det(tokens[k]?.w ?? "") && det(tokens[k - 1]?.w ?? "") && !PERSON_NOUNS.has(tokens[k].w)) k--;
  if (!det(tokens[k]?.w ?? "") || tokens[k].brk !== 0 || tokens[k + 1].brk !== 0) return false;
  return tokens[k - 1]?.w === "of" && tokens[k - 1].brk === 0 && RELATION_OF.test(tokens[k - 2]?.w ?? "");
}

const WRITTEN_AFTER =
  /^(written|printed|engraved|embroidered|stamped|painted|scrawled|carved|inscribed|etched|spelled|spelt|labelled|labeled)$/;
const WRITTEN_BEFORE = /^(read|reads|reading|labelled|labeled|marked|stamped|titled|entitled|inscribed|printed|written|engraved)$/;

/**
 * "a bag which had 'Tom Bell' written on it", "a sign that read "Ann Lee"": a name in quotation marks
 * that is written on something is a label, not someone in the dream.
 */
function writtenLabel({ tokens, text }: Builder, span: [number, number]): number {
  // (the capitalised words that run on inside the quotation marks: "Ann Lee")
  let end = span[1];
  while (end < span[1] + 3 && tokens[end + 1]?.brk === 0 && CAPITAL_FIRST.test(tokens[end + 1].raw)) end++;
  let start = span[0];
  while (start > span[0] - 3 && tokens[start].brk === 0 && CAPITAL_FIRST.test(tokens[start - 1]?.raw ?? "")) start--;
  const open = text.slice(tokens[start - 1]?.end ?? 0, tokens[start].start);
  const close = text.slice(tokens[end].end, tokens[end + 1]?.start ?? text.length);
  if (!/['‘"“]\s*$/.test(open) || !/^[.,!?]?['’"”]/.test(close)) return -1;
  return WRITTEN_AFTER.test(tokens[end + 1]?.w ?? "") || WRITTEN_BEFORE.test(tokens[start - 1]?.w ?? "") ? end : -1;
}

/** clothes worn next to boxer shorts: "my pants and boxers" */
const GARMENTS = /^(pants|trousers|jeans|shorts|shirt|t-shirt|socks|underwear|briefs|undershirt|slacks|sweatpants)$/;

/** words said of a woman, not of a young bird: "this hot chick", "some crazy chicks" */
const SAID_OF_A_WOMAN =
  /^(this|hot|fat|cute|crazy|cool|skinny|pretty|ugly|weird|rich|random|hippie|goth|emo|punk|sexy|stupid|dumb|annoying|nice|tall|blonde|blond|brunette|redheaded|gorgeous|beautiful|chubby|bitchy|snobby|mean|older|single)$/;

/** "this skinny chick sat down", "two hot chicks": slang for a woman — not "a baby chick", "the hen and her chicks" */
function slangForAWoman(tokens: Token[], i: number): boolean {
  if (!/^(chick|chicks)$/.test(tokens[i].w) || tokens[i].brk !== 0) return false;
  // ("some cute baby chicks", "this little yellow chick": a young bird, whatever else stands before it)
  const before = tokens.slice(Math.max(0, i - 3), i).map((t) => t.w);
  if (before.some((x) => /^(baby|little|yellow|fluffy|newborn|hatched|hen|mother|her|its)$/.test(x))) return false;
  return SAID_OF_A_WOMAN.test(tokens[i - 1]?.w ?? "");
}

/** a word written with a capital and then a small letter, as a name is */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/** "mentioned Hitman and Watchmen": a capitalised person noun mid-sentence, with no article, is a title */
function capitalisedTitle(tokens: Token[], i: number, p: PersonNoun): boolean {
  const t = tokens[i];
  if (p.kind === "family" || t.brk === 2 || i === 0 || !CAPITALISED.test(t.raw)) return false;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // "Doctor Smith", "Officer Brown": a title before a name is that person
  // ("Queen Road", "King Street": a place named after one)
  if (next && next.brk === 0 && CAPITAL_FIRST.test(next.raw)) return !TITLE_NOUNS.test(t.w) || PLACE_AFTER.test(next.w);
  // "the Power Rangers were there": a group's name after "the" is still people
  if (CAPITAL_FIRST.test(prev.raw) && tokens[i - 2]?.w === "the") return false;
  return !/^(a|an|the|my|his|her|our|their|this|that|your|some)$/.test(prev.w);
}

const TITLE_NOUNS =
  /^(doctor|dr|nurse|officer|captain|professor|coach|judge|sergeant|detective|agent|king|queen|prince|princess|lord|lady|sir|saint|father|sister|brother|pastor|reverend|rabbi|chief|general|colonel|president|senator|governor|mayor)$/;

/** nouns that make the capitalised words before them a place or a thing: "Potomac Park", "Oak Street" */
const PLACE_AFTER =
  /^(street|st|avenue|road|park|mall|store|school|university|college|hospital|church|hotel|restaurant|lake|river|beach|island|city|county|station|airport|center|centre|building|hall|bridge|bay|mountain|mountains|game|games|card|cards|cafeteria|cafe|café|diner|library|museum|theater|theatre|stadium|arena|supermarket|zoo|palace|castle|plaza|boulevard|drive|foundation|institute|academy|company|corporation|inc|motel|clinic|gallery|cinema|pharmacy|highway|freeway)$/;

/** first names that are also common words ("Ray", "Bill", "Rose"): names when written with a capital */
const WORD_NAMES = new Set(
  "ray bill rose art joy dawn robin max holly daisy lily violet ruby pearl crystal hope faith ivy iris autumn sandy jade hunter penny ginger candy summer destiny misty rusty buck chip sky frank randy dean earl brandy april june".split(
    " ",
  ),
);

/** verbs after a capitalised word that make it someone: "Sarah said", "Maro Smith was there" */
const CUE_AFTER =
  /^(said|says|was|is|came|told|asked|looked|walked|ran|had|would|who|went|got|gave|took|started|kept|did|wanted|tried|turned|yelled|smiled|laughed)$/;

/** what only someone does, right after a name: "said", "came", "walked" */
const SOMEONE_DOES =
  /^(said|says|told|tells|asked|asks|came|comes|walked|walks|ran|runs|went|goes|gave|gives|took|takes|yelled|yells|smiled|smiles|laughed|laughs|shouted|screamed|cried|whispered|replied|answered|wanted|wants|tried|tries|kept|called|calls|got|gets)$/;
/** where or how someone is, after "was": "was there", "was next to me", "was walking" */
const SOMEONE_IS =
  /^(there|here|with|next|beside|behind|inside|outside|out|in|sitting|standing|lying|asleep|awake|upset|angry|happy|sad|crying)$/;
/** what a thing does as well as a person: "class was ending", "the show was starting" */
const THING_DOES = /^(ending|starting|beginning|closing|opening|happening|playing|showing|raining|snowing|getting|going|being)$/;

/** the word at `k` (after a capitalised word) says what only a person or an animal does */
function someoneDoes(tokens: Token[], k: number): boolean {
  const w = tokens[k].w;
  if (SOMEONE_DOES.test(w)) return true;
  if (!/^(was|is|were|are)$/.test(w) || tokens[k + 1]?.brk !== 0) return false;
  const then = tokens[k + 1].w;
  // ("was on my bed", but not "was on": a show on the air)
  if (then === "on") return /^(my|his|her|the|a|our|their|top)$/.test(tokens[k + 2]?.w ?? "") && tokens[k + 2].brk === 0;
  if (SOMEONE_IS.test(then) || (/ing$/.test(then) && !THING_DOES.test(then))) return true;
  // "Bo was a bus driver", "Zed is an old friend": only someone is said to be a person
  if (!/^(a|an)$/.test(then)) return false;
  for (let j = k + 2; j <= k + 4 && tokens[j]?.brk === 0; j++) if (PERSON_NOUNS.has(tokens[j].w)) return true;
  return false;
}

/** capitalised words the dream uses as a place's name: "Armstrong High School", "Lincoln Park", "Kennedy Airport" */
const PLACE_NAMES = new WeakMap<Token[], Set<string>>();
function placeNamesOf(tokens: Token[]): Set<string> {
  let names = PLACE_NAMES.get(tokens);
  if (names) return names;
  names = new Set();
  const cap = (k: number) => !!tokens[k] && tokens[k].brk === 0 && CAPITAL_FIRST.test(tokens[k].raw);
  const place = (k: number) => cap(k) && PLACE_AFTER.test(tokens[k].w.replace(/s$/, ""));
  for (let k = 0; k + 1 < tokens.length; k++) {
    if (!CAPITALISED.test(tokens[k].raw)) continue;
    // ("John Hall", "Jessica Lake": after a first name a place word is as likely a surname)
    const school =
      /^(high|elementary|middle|junior|grade|memorial|national|state|community)$/.test(tokens[k + 1].w) && cap(k + 1) && place(k + 2);
    if (school || (place(k + 1) && !isFirstName(tokens[k].w))) names.add(tokens[k].w);
  }
  PLACE_NAMES.set(tokens, names);
  return names;
}

/** a whole word in that form: "Tom", "O'Neil" */
const CAPITALISED_WORD = /^\p{Lu}[\p{Ll}'’]+$/u;

/** what the lexicon may call a word that is still a first name before an initial: "Jan F", "Georgia D" */
const NAME_OR_PLACE_TAGS = new Set([
  "Month",
  "Date",
  "Place",
  "City",
  "Region",
  "Country",
  "FirstName",
  "MaleName",
  "FemaleName",
  "Person",
  "LastName",
  "ProperNoun",
]);

/** how often each word is written with a capital mid-sentence, counted once per dream */
const MID_CAPITALS = new WeakMap<Token[], Map<string, number>>();
function midCapitals(tokens: Token[]): Map<string, number> {
  let m = MID_CAPITALS.get(tokens);
  if (!m) {
    m = new Map();
    for (let k = 1; k < tokens.length; k++)
      if (tokens[k].brk === 0 && CAPITALISED_WORD.test(tokens[k].raw) && !CAPITAL_FIRST.test(tokens[k - 1].raw))
        m.set(tokens[k].w, (m.get(tokens[k].w) ?? 0) + 1);
    MID_CAPITALS.set(tokens, m);
  }
  return m;
}

/**
 * a word written with a capital mid-sentence three times or more, and once at least before a verb of
 * someone ("Pebble was so glad"): a name, whatever else the word means
 */
function usedAsName(tokens: Token[], i: number): boolean {
  if (!CAPITALISED_WORD.test(tokens[i].raw) || (midCapitals(tokens).get(tokens[i].w) ?? 0) < 3 || isPlaceOrOrg(tokens[i].w)) return false;
  return tokens.some(
    (t, k) =>
      t.w === tokens[i].w &&
      CAPITALISED_WORD.test(t.raw) &&
      tokens[k + 1]?.brk === 0 &&
      (CUE_AFTER.test(tokens[k + 1].w) || someoneDoes(tokens, k + 1)),
  );
}

/** A name written mid-sentence with a capital ("then Sarah came"), or a known first name anywhere. */
const MONTH = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/;

function nameAt(tokens: Token[], i: number, text: string, apposition = false): [number, number] | null {
  const t = tokens[i];
  // (asked first, since most words are lower-case and end here)
  const letter = letterInitial(text, tokens, i);
  if ((!CAPITALISED_WORD.test(t.raw) && !initials(t.raw) && !letter) || NOT_NAMES.has(t.w) || PERSON_NOUNS.has(t.w)) return null;
  // ("About Nils's flat, …", "Over the hill": a capitalised preposition opens a sentence, it names no one)
  if (PREPOSITIONS.has(t.w) && !isFirstName(t.w)) return null;
  // ("down Queen Road", "the Blue Heron Foundation": a place's or a body's own noun, capitalised in its name, is no one)
  if (PLACE_AFTER.test(t.w) && i > 0 && t.brk === 0 && CAPITAL_FIRST.test(tokens[i - 1].raw)) return null;
  // ("A's and B's": grades, not a person called B; "One Flew Over the Cuckoo's Nest": a title's last word)
  if (
    /^\p{Lu}['’]s$/u.test(t.raw) ||
    (i > 0 && /^\p{Lu}\p{Ll}+['’]s$/u.test(tokens[i - 1].raw) && tokens[i].brk === 0 && !isFirstName(t.w))
  )
    return null;
  // ("a game at Armstrong High School … Armstrong won": once a place's name, the word names the place throughout)
  if (!apposition && placeNamesOf(tokens).has(t.w)) return null;
  // "my friend Maya": a capitalised word right after a relation noun is that person's name
  // "my classmate Sam Taylor", "my friend Tiny Combs": a second capitalised word there is the surname
  if (apposition) {
    const sur = tokens[i + 1];
    // ("a friend, Law student": a subject before a person noun says what the friend is, not who)
    if (sur && sur.brk === 0 && PERSON_NOUNS.get(sur.w)?.occupational && !isFirstName(t.w)) return null;
    const surname =
      sur &&
      sur.brk === 0 &&
      CAPITALISED_WORD.test(sur.raw) &&
      !NOT_NAMES.has(sur.w) &&
      // ("my friend Amy Rancher", "Ann Porter": a trade written with a capital after a name is a surname)
      !(PERSON_NOUNS.has(sur.w) && !PERSON_NOUNS.get(sur.w)!.occupational) &&
      !isPlaceOrOrg(sur.w) &&
      !FIRST_PERSON.has(sur.w);
    return [i, surname ? i + 1 : i];
  }
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // "the Santa Rosa resort", "San Isidro": a place's name, not a person's
  if (
    prev &&
    t.brk === 0 &&
    /^(santa|san|saint|st|los|las|el|fort|port|mount|mt|lake|new|north|south|east|west)$/.test(prev.w) &&
    CAPITAL_FIRST.test(prev.raw)
  )
    return null;
  // "a competition for Sims 3", "Windows 95": a name with a number is a title
  if (next && next.brk === 0 && /^\d/.test(next.raw)) return null;
  // ("this March/April", "last May", "since June": a month, though it may be a first name too)
  if (
    MONTH.test(t.w) &&
    prev &&
    (MONTH.test(prev.w) || /^(since|until|till|last|next|this|early|late|mid|each|every|through)$/.test(prev.w))
  )
    return null;
  // "looked like Frankenstein", "resembled Elvis": a likeness, not someone there
  if (prev && t.brk === 0 && /^(like|resembled|resembling|resembles)$/.test(prev.w)) return null;
  if (prev && t.brk === 0 && (costumeOf(tokens, i) || titleAfterVerb(tokens, i))) return null;
  // ('the band was playing "Blue Tide"', 'a cinema playing "Red Harbour"': a title opened by quotation marks after the verb)
  if (prev && t.brk === 1 && /^\s*["“]$/.test(text.slice(prev.end, t.start)) && titleAfterVerb(tokens, i)) return null;
  if (musicPlaying(tokens, i)) return null;
  // "a Batman suit", "the Madonna song": a name before a thing is what the thing is of, not someone there
  if (next && next.brk === 0 && NAMED_THING.test(next.w)) return null;
  // ("pieces of steel on a big Chuck": a thing with an article and a size, not a person)
  if (
    prev &&
    t.brk === 0 &&
    /^(big|small|large|huge|giant|little|new|heavy|metal)$/.test(prev.w) &&
    /^(a|an)$/.test(tokens[i - 2]?.w ?? "") &&
    !(next && next.brk === 0 && CAPITAL_FIRST.test(next.raw))
  )
    return null;
  // initials are a person where a person would be: "BJ came in", "BJ, Matthew and I", "talk to BJ" — not "this UV light"
  const initialed =
    (letter && letterCue(tokens, i)) ||
    (initials(t.raw) &&
      ((next?.brk === 0 && CUE_AFTER.test(next.w)) ||
        (next?.brk === 1 && CAPITAL_FIRST.test(next.raw)) ||
        /^(with|to|told|asked|saw|met|and)$/.test(prev?.w ?? "")));
  // ("Nina's sitting beside me": a first name whose "'s" is "is" before an -ing form)
  const knownBeforeIs = isBeforeIng(tokens, i) && isFirstName(t.w.replace(/['’]s$/, ""));
  // ("holding Melinda's arm": a first name owning a body part is someone's, and that one is there)
  const knownOwner = /['’]s$/.test(t.raw) && isFirstName(t.w.replace(/['’]s$/, "")) && ownBody(tokens, i);
  // ("Ola K and Jan P sat down": a capitalised word with a surname's initial after it is a first name, even a month's)
  // (not a word the lexicon knows as something else: "Asked E.M. what…", "Toys R Us")
  const withInitial =
    CAPITALISED_WORD.test(t.raw) &&
    !!initialAfter(tokens, i) &&
    // ("Ph.D.": an abbreviation, the letter written right after the dot)
    /^\s+$/.test(text.slice(t.end, tokens[i + 1].start)) &&
    !(tokens[i + 2]?.brk === 0 && CAPITAL_FIRST.test(tokens[i + 2].raw)) &&
    !PREPOSITIONS.has(t.w) &&
    !STOP_CAPS.test(t.w) &&
    tagsOf(t.w).every((x) => NAME_OR_PLACE_TAGS.has(x));
  const known = isFirstName(t.w) || WORD_NAMES.has(t.w) || initialed || knownBeforeIs || knownOwner || withInitial || usedAsName(tokens, i);
  // ("we're flying to Sydney", "moved to Florence": where a journey goes is a place, whatever names it shares)
  const journey =
    /^(fly|flying|flew|flown|going|go|went|travel|travelling|traveling|traveled|travelled|drive|driving|drove|moving|move|moved|trip|flight|headed|heading|bound|sail|sailing|sailed|back)$/;
  // (not "went to Bill Beriner's home": a person's place is the person's)
  const owned = /['’]s$/.test(t.raw) || (next?.brk === 0 && /^\p{Lu}\p{Ll}+['’]s$/u.test(next.raw));
  if (prev?.w === "to" && t.brk === 0 && journey.test(tokens[i - 2]?.w ?? "") && !owned) return null;
  // "at Walmart", "in Boston": after a place preposition only a known first name is a person ("at Ann")
  if (
    prev &&
    /^(in|at|to|from|near|into|through|toward|towards|across|around|on|of|the|a|an|called|named)$/.test(prev.w) &&
    t.brk === 0 &&
    !(known && /^(at|to|from|near|toward|towards|around)$/.test(prev.w)) &&
    // ("a crush on Tom", "spied on Ann": a known first name after a verb's "on")
    !(
      known &&
      prev.w === "on" &&
      /^(crush|crushes|spied|spying|spy|cheated|cheating|cheat|waited|waiting|wait|picked|picking|pick|checked|checking|check|called|calling|call|counted|counting|count|relied|rely|depend|depended|turned|turn|walked|walk)$/.test(
        tokens[i - 2]?.w ?? "",
      )
    ) &&
    // ("I called Sidney": someone phoned or summoned, not a thing called by a name)
    !(known && prev.w === "called" && /^(i|we|he|she|they|you)$/.test(tokens[i - 2]?.w ?? ""))
  )
    return null;
  if (next && next.brk === 0 && PLACE_AFTER.test(next.w)) return null;
  // ("Jefferson Grade School", "Lincoln Park Zoo": the place word may come one capitalised word later)
  const then = tokens[i + 2];
  if (
    next &&
    then &&
    next.brk === 0 &&
    then.brk === 0 &&
    CAPITAL_FIRST.test(next.raw) &&
    CAPITAL_FIRST.test(then.raw) &&
    PLACE_AFTER.test(then.w)
  )
    return null;
  const sentenceStart = i === 0 || t.brk === 2 || /[:"“‘(]\s*$/.test(text.slice(tokens[i - 1]?.end ?? 0, t.start));
  // "Bill Kotnik had a ladder": two capitalised words opening a sentence are a full name
  const fullName =
    !!next &&
    next.brk === 0 &&
    CAPITALISED_WORD.test(next.raw) &&
    !NOT_NAMES.has(next.w) &&
    !FIRST_PERSON.has(next.w) &&
    !isPlaceOrOrg(next.w) &&
    !AMPERSAND.test(text.slice(t.end, next.start)) &&
    !PERSON_NOUNS.has(next.w) &&
    !tagsOf(t.w).some((x) => x === "Adjective" || x === "Plural") &&
    // a title line ("Casket Breaks") is not a name: the second word must be able to be a surname
    (tagsOf(next.w).includes("LastName") || !tagsOf(next.w).length);
  // ("Melodie was there", "Zeb came by": a word no lexicon knows, opening a sentence before what only someone does, is a name)
  const unknownBeforeCue =
    sentenceStart &&
    !!next &&
    next.brk === 0 &&
    someoneDoes(tokens, i + 1) &&
    /^\p{Lu}\p{Ll}+$/u.test(t.raw) &&
    !/ly$/.test(t.w) &&
    !tagsOf(t.w).length &&
    !isLexNoun(t.w) &&
    !isLexVerb(t.w) &&
    !namesAThing(t.w) &&
    !STOP_CAPS.test(t.w) &&
    !isPlaceOrOrg(t.w);
  // ("Bo was a bus driver": a capitalised word opening a sentence and said to be a person names one, even a word
  // the lexicon also knows as something else)
  const saidToBeSomeone =
    sentenceStart &&
    !!next &&
    next.brk === 0 &&
    /^(was|is)$/.test(next.w) &&
    someoneDoes(tokens, i + 1) &&
    /^(a|an)$/.test(tokens[i + 2]?.w ?? "") &&
    /^\p{Lu}\p{Ll}+$/u.test(t.raw) &&
    !isFunctionWord(t.w) &&
    !STOP_CAPS.test(t.w) &&
    !isPlaceOrOrg(t.w) &&
    !isLexVerb(t.w) &&
    !namesAThing(t.w) &&
    !tagsOf(t.w).some((x) => x === "Adjective" || x === "Plural" || x === "Pronoun" || x === "Verb");
  if (!known && !(sentenceStart && fullName) && !unknownBeforeCue && !saidToBeSomeone) {
    if (sentenceStart) return null;
    // ("a Law student", "her Math teacher": a subject before a trade says which one, it is no name)
    if (next && next.brk === 0 && PERSON_NOUNS.get(next.w)?.occupational) return null;
    // an unknown capitalised word is a person only where a person would be: before a verb, after "with", "told"…
    const after = tokens[i + 1];
    // "Darren and Elene": after "and" only when a person stands before it ("Hitman and Watchmen" are titles)
    const before = tokens[i - 2];
    const andPerson =
      prev?.w === "and" &&
      !!before &&
      (FIRST_PERSON.has(before.w) ||
        isFirstName(before.w) ||
        (CAPITAL_FIRST.test(before.raw) && !PERSON_NOUNS.has(before.w) && !isPlaceOrOrg(before.w)));
    // ("with Ann, Zorbek and Evelyn": an unknown capitalised word between two names of a list is a name too)
    const gapBefore = prev ? text.slice(prev.end, t.start).trim() : "";
    const nextName = (k: number) => !!tokens[k] && CAPITALISED_WORD.test(tokens[k].raw) && isFirstName(tokens[k].w);
    const inList =
      t.brk === 1 &&
      gapBefore === "," &&
      !!prev &&
      isFirstName(prev.w) &&
      !!after &&
      ((after.w === "and" && nextName(i + 2)) || (after.brk === 1 && text.slice(t.end, after.start).trim() === "," && nextName(i + 1)));
    // "because Maro Smith was there": a first name before a surname that is followed by a verb
    const fullNameAhead =
      !!after &&
      after.brk === 0 &&
      CAPITALISED.test(after.raw) &&
      !NOT_NAMES.has(after.w) &&
      CUE_AFTER.test(tokens[i + 2]?.w ?? "") &&
      tokens[i + 2].brk === 0;
    // ("took a train for Framingham", "left for Tulsa": a journey's "for" names where it goes)
    const bound = prev?.w === "for" && tokens.slice(Math.max(0, i - 4), i - 1).some((x) => TRAVEL.test(x.w));
    const cue =
      andPerson ||
      inList ||
      fullNameAhead ||
      (prev && !bound && /^(with|told|asked|saw|met|called|named|by|for|mr|mrs|ms|dr|miss|uncle|aunt|cousin|friend)$/.test(prev.w)) ||
      (after && after.brk === 0 && CUE_AFTER.test(after.w));
    if (!cue || STOP_CAPS.test(t.w)) return null;
    // ("some kind of Quarnel or Vesk was humming": what a kind of thing is called, no one's name)
    // (only a noun phrase runs back to the "of", no verb: not "kind of became Mrs. Lee")
    for (let k = i - 1; k >= 1 && k >= i - 7 && tokens[k + 1].brk === 0; k--) {
      if (tokens[k].w === "of" && /^(kind|sort|type|form)$/.test(tokens[k - 1].w)) return null;
      if (isLexVerb(tokens[k].w) || PREPOSITIONS.has(tokens[k].w)) break;
    }
    // ("with Zoobles cereal", "a box of Zoom crackers": an unknown capitalised word before a common noun is a brand)
    // (only after "with", "of", "for": after "saw" the next word is as often a bare verb the lexicon calls a noun,
    // "I saw Dorn walk off")
    if (
      /^(with|of|for)$/.test(prev?.w ?? "") &&
      !/['’]s$/.test(t.raw) &&
      next &&
      next.brk === 0 &&
      /^\p{Ll}/u.test(next.raw) &&
      tagsOf(next.w).some((x) => x === "Singular" || x === "Plural") &&
      !isLexVerb(next.w)
    )
      return null;
    // ("Bragg Zonder is open": an unknown word after a capitalised word that is no name, mid-sentence, ends a
    // shop's or a firm's name that was not taken as a person's)
    const capsBefore =
      !!prev &&
      t.brk === 0 &&
      prev.brk === 0 &&
      i >= 2 &&
      CAPITAL_FIRST.test(prev.raw) &&
      prev.raw !== "I" &&
      /^(at|in|for|from|to|into|near|of|by)$/.test(tokens[i - 2].w);
    if (capsBefore && !isFirstName(prev.w) && !PERSON_NOUNS.has(prev.w) && !Object.hasOwn(TITLES, prev.w.replace(/\.$/, ""))) return null;
    // ("a clerk who works for Bragg Zonder": whom one works for, unknown as a name, is a firm)
    if (prev?.w === "for" && /^(work|works|worked|working)$/.test(tokens[i - 2]?.w ?? "")) return null;
    if (isPlaceOrOrg(t.w) || tagsOf(t.w).includes("Adjective") || tagsOf(t.w).includes("Plural")) return null;
    // a capitalised common noun mid-sentence is a title or a brand, not a person — unless the dream keeps writing
    // it so, mid-sentence, and it acts here ("someone let Pebble in … Pebble was so glad": a pet's or a person's name)
    if (tagsOf(t.w).length && !tagsOf(t.w).includes("LastName") && !tagsOf(t.w).includes("ProperNoun")) return null;
  }
  if (sentenceStart && known && next && CAPITAL_FIRST.test(next.raw) && next.brk === 0 && isPlaceOrOrg(next.w)) return null;
  let j = i;
  // a surname after a first name belongs to it, whatever else the word can mean ("Bob Fox")
  // ("Jeffrey Dean Morgan": a known first name may carry two more)
  while (
    !letter &&
    j + 1 < tokens.length &&
    j - i < (known ? 2 : 1) &&
    tokens[j + 1].brk === 0 &&
    CAPITALISED_WORD.test(tokens[j + 1].raw) &&
    !NOT_NAMES.has(tokens[j + 1].w) &&
    (known || tagsOf(tokens[j + 1].w).includes("LastName") || !tagsOf(tokens[j + 1].w).length) &&
    !ownerMetAlone(tokens, j + 1) &&
    !FIRST_PERSON.has(tokens[j + 1].w) &&
    // ("Facing Wilma Two girls ring the bell": a title run into the text; a number word is no surname)
    !NUMBERS.has(tokens[j + 1].w) &&
    // ("Dana & Lyle": two people, not a first name and a surname)
    !AMPERSAND.test(text.slice(tokens[j].end, tokens[j + 1].start))
  )
    j++;
  // "Jefferson Elementary school": a two-word name before a place noun names the place
  const after = tokens[j + 1];
  if (j > i && after && after.brk === 0 && PLACE_AFTER.test(after.w)) return null;
  return [i, j];
}

/** parts of a body one holds, touches or looks at with its owner there: not "back" or "side" ("Dad's side of the family") */
const BODY_AT_HAND =
  /^(hand|hands|arm|arms|face|hair|shoulder|shoulders|leg|legs|foot|feet|eye|eyes|neck|cheek|cheeks|lips|mouth|finger|fingers|wrist|wrists|knee|knees|forehead|chin|nose|ear|ears|head|throat|waist|elbow)$/;

/**
 * "holding Melinda's arm", "the man's hand was on my shoulder": an owner named with a part of
 * their body is there — unlike "Dad's house", a body does not go about without its owner.
 */
export function ownBody(tokens: Token[], at: number): boolean {
  const next = tokens[at + 1];
  const then = tokens[at + 2];
  if (!next || next.brk !== 0 || next.sent !== tokens[at].sent) return false;
  // ("Ann's left arm", "his small hand": one adjective between)
  const part = BODY_AT_HAND.test(next.w)
    ? at + 1
    : !!then && then.brk === 0 && ADJECTIVES.has(next.w) && BODY_AT_HAND.test(then.w)
      ? at + 2
      : -1;
  if (part < 0) return false;
  // ("my friend's hair trimmer", "Ann's hand cream": a body word naming the kind of a thing)
  const after = tokens[part + 1];
  // (a word the lexicon does not know, not an adverb in -ly, is most often such a noun: "trimmer", "cream")
  const nounAfter =
    !!after &&
    after.brk === 0 &&
    !isLexVerb(after.w) &&
    !isFunctionWord(after.w) &&
    (isLexNoun(after.w) || (!tagsOf(after.w).length && !/ly$/.test(after.w)));
  return !nounAfter;
}

/** an "&" between two words, which the tokeniser leaves out */
const AMPERSAND = /&/;

/** things named after someone: "a Batman suit", "an Elvis song", "the Harry Potter books" */
const NAMED_THING =
  /^(costume|costumes|suit|outfit|outfits|mask|masks|movie|movies|film|films|song|songs|album|albums|poster|posters|book|books|novel|novels|t-shirt|shirt|doll|dolls|cartoon|cartoons|video|videos|concert|cd|episode|episodes|character|characters|impression|impersonator|lookalike|look-alike)$/;

/** "dressed up as Ursula", "disguised as Zorro", "went as Batman": a costume, worn by someone already there */
function costumeOf(tokens: Token[], i: number): boolean {
  // ("dressed up as Ursula and Ariel": the costumes of a list)
  if (tokens[i - 1].w === "and" && CAPITAL_FIRST.test(tokens[i - 2]?.raw ?? "") && i > 2) return costumeOf(tokens, i - 2);
  if (tokens[i - 1].w !== "as") return false;
  return tokens
    .slice(Math.max(0, i - 4), i - 1)
    .some((x) =>
      /^(dressed|dress|dressing|dresses|costumed|disguised|disguise|disguising|masquerading|went|go|going|came|come)$/.test(x.w),
    );
}

/**
 * "listening to Clair de Lune", "watching Titanic", "reading Hamlet": what is listened to, watched or
 * read is a title — unless a verb follows, "watching Dana dance".
 */
/** what someone listened to does: "listening to Dana talk" (words the lexicon has only as nouns) */
const SOUNDS =
  /^(talk|talking|speak|speaking|sing|singing|say|saying|tell|telling|explain|explaining|play|playing|laugh|laughing|cry|crying|argue|arguing|snore|snoring)$/;

function titleAfterVerb(tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1].w;
  const listened = prev === "to" && /^(listen|listening|listened|listens)$/.test(tokens[i - 2]?.w ?? "");
  const watched = /^(watching|watched|watch|watches|reading|read|reads|playing|played|humming|hummed|singing|sang|sing)$/.test(prev);
  if (!listened && !watched) return false;
  let j = i + 1;
  while (tokens[j] && tokens[j].brk === 0 && CAPITAL_FIRST.test(tokens[j].raw)) j++;
  const after = tokens[j];
  return !(after && after.brk === 0 && (isLexVerb(after.w) || SOUNDS.test(after.w) || /['’]s$/.test(tokens[j - 1].raw)));
}

/** nouns in -ing an owner's "'s" goes before: "Ann's wedding", "Dad's building" */
const ING_NOUNS =
  /^(wedding|weddings|building|buildings|painting|paintings|drawing|drawings|clothing|wing|wings|ring|rings|king|string|sibling|siblings|darling|earring|earrings|stocking|stockings|bedding|pudding|ceiling|belongings|handwriting|writing|upbringing|offspring|swing|landing|parking|cooking|sewing|training|ending|opening|setting|meeting|feeling|feelings|evening|morning)$/;

/** what may follow a verb in -ing, where a noun would follow an adjective ("a tailor's sewing kit") */
const AFTER_A_VERB =
  /^(a|an|the|my|your|his|her|their|our|its|this|that|these|those|some|me|him|them|us|it|you|to|up|down|out|around|away|back|over|on|off|in|into|at|with|for|from|next|along|alongside|beside|behind|by|near|toward|towards|across|through|too|now|again|home|there|here|and|but|so|about|all|very|really|just|still|as|ly)$/;

/**
 * "Nina's sitting beside me", "Dad's driving us home": a word in "'s" before a verb in -ing,
 * where "'s" is "is" — not "over at Gran's eating cake" (her place) nor "the clerk's boring voice"
 */
export function isBeforeIng(tokens: Token[], at: number): boolean {
  const next = tokens[at + 1];
  if (!/['’]s$/.test(tokens[at].raw) || !next || next.brk !== 0 || !next.w.endsWith("ing")) return false;
  if (ING_NOUNS.test(next.w) || isLexNoun(next.w) || /^(at|to|from)$/.test(tokens[at - 1]?.w ?? "")) return false;
  const then = tokens[at + 2];
  return !then || then.brk !== 0 || AFTER_A_VERB.test(then.w.endsWith("ly") ? "ly" : then.w);
}

/** what a radio, a stereo or a band plays */
const MUSIC_WORDS = new Set(
  "radio radios song songs music aria album albums stereo speakers speaker background cd cds track tracks tune tunes jukebox playlist ipod record records concert".split(
    " ",
  ),
);

/**
 * "Walking Home Alone was playing on the radio", "in the background, Blue Tide is playing": a
 * capitalised name that plays, in a sentence about music, is a song or a band heard, not someone there
 */
function musicPlaying(tokens: Token[], i: number): boolean {
  let j = i + 1;
  while (tokens[j] && tokens[j].brk === 0 && CAPITAL_FIRST.test(tokens[j].raw)) j++;
  if (/^(is|was|were|are|also|still)$/.test(tokens[j]?.w ?? "") && tokens[j].brk === 0) j++;
  if (!/^(playing|played|plays)$/.test(tokens[j]?.w ?? "") || tokens[j].brk !== 0) return false;
  // ("Ann was playing with the dog": one who plays with or plays something is a player)
  if (
    /^(with|a|an|the|my|his|her|some|games?|cards|ball|catch|tag|guitar|piano|drums)$/.test(tokens[j + 1]?.w ?? "") &&
    tokens[j + 1].brk === 0
  )
    return false;
  const sent = tokens[i].sent;
  for (let k = i; k >= 0 && tokens[k].sent === sent; k--) if (MUSIC_WORDS.has(tokens[k].w)) return true;
  for (let k = j + 1; k < tokens.length && tokens[k].sent === sent; k++) if (MUSIC_WORDS.has(tokens[k].w)) return true;
  return false;
}

/** "I showed William Chuck's army men" after "Chuck's mother…": a possessive name met on its own before is its own person */
function ownerMetAlone(tokens: Token[], k: number): boolean {
  if (!/['’]s$/.test(tokens[k].raw)) return false;
  const base = tokens[k].raw.replace(/['’]s$/, "");
  return tokens.some((t, n) => n < k - 1 && t.raw.replace(/['’]s$/, "") === base && !CAPITAL_FIRST.test(tokens[n - 1]?.raw ?? "a"));
}

/** "girl friend", "baby sitter", "the best man": a person written as two words, named as one */
const COMPOUND: Record<string, string> = {
  "girl friend": "girlfriend",
  "boy friend": "boyfriend",
  "baby sitter": "babysitter",
  "best man": "best man",
};
const compoundAt = (tokens: Token[], i: number): string | undefined =>
  (tokens[i].w === "friend" || tokens[i].w === "sitter" || tokens[i].w === "man") && tokens[i].brk === 0
    ? COMPOUND[`${tokens[i - 1]?.w} ${tokens[i].w}`]
    : undefined;
/** "the ex-wife", "a former neighbor" */
const exPrefix = (tokens: Token[], i: number) => /^(ex|former)$/.test(tokens[i - 1]?.w ?? "") && tokens[i].brk === 0;

/** "a mother, father and child": a relative in a list of relatives that opens on "a" or "an" */
function listedAfterA(tokens: Token[], i: number): boolean {
  let k = i - 1;
  if (!(tokens[i].brk === 1 || /^(and|or)$/.test(tokens[k]?.w ?? ""))) return false;
  for (; k >= 0 && k >= i - 8 && tokens[k].sent === tokens[i].sent; k--) {
    const w = tokens[k].w;
    if (/^(a|an)$/.test(w)) return PERSON_NOUNS.get(tokens[k + 1]?.w ?? "")?.kind === "family" || /^\p{Lu}/u.test(tokens[k + 1]?.raw ?? "");
    if (/^(and|or)$/.test(w) || PERSON_NOUNS.get(w)?.kind === "family" || /^\p{Lu}\p{Ll}+$/u.test(tokens[k].raw)) continue;
    return false;
  }
  return false;
}

function labelFor(tokens: Token[], i: number, p: PersonNoun, possessive: string | null): string {
  const whose = !possessive && !p.group && p.kind !== "family" ? someoneElsesOwn(tokens, i) : "";
  if (whose) return `${/^[aeiou]/.test(tokens[i].w) ? "an" : "a"} ${tokens[i].w} of ${whose}`;
  // "my mother-in-law" is not "your mother"
  const inLaw = tokens[i + 1]?.w === "in" && tokens[i + 2]?.w === "law" && tokens[i + 1].brk === 0;
  const compound = compoundAt(tokens, i);
  // ("her baby girl": named as a baby, of that sex)
  const baby = /^(girl|boy)$/.test(tokens[i].w) && tokens[i - 1]?.w === "baby" && tokens[i].brk === 0 ? "baby " : "";
  // ("the head of the college": said with what it heads, since "the head" alone is a body part)
  if (headOf(tokens, i)) {
    let k = i + 2;
    if (/^(the|a|an|this|that|my|our|his|her|their|your)$/.test(tokens[k].w)) k++;
    const body = tokens[k + 1]?.brk === 0 && LED_BODY.test(tokens[k + 1].w) ? `${tokens[k].w} ${tokens[k + 1].w}` : tokens[k].w;
    return `the head of ${/^(my|our)$/.test(tokens[i + 2].w) ? "your" : "the"} ${body}`;
  }
  const base = inLaw ? `${tokens[i].w}-in-law` : (compound ?? baby + tokens[i].w.replace(/['’]s$/, ""));
  const raw = exPrefix(tokens, i) ? `${tokens[i - 1].w === "ex" ? "ex-" : "former "}${base}` : base;
  if (possessive === "my" || possessive === "our") return `your ${raw}`;
  // "the father stopped the mass", "a mother with a pram", "the son of a king": no one of yours
  const ofSomeone = tokens[i + 1]?.w === "of" && tokens[i + 1].brk === 0 && /^(a|an|the|his|her|their)$/.test(tokens[i + 2]?.w ?? "");
  // ("a sickly son", "the sick son": an adjective may stand between the article and the relative)
  // ("a Mexican mother", "a young Irish father": a people's or a place's name describes as an adjective does)
  const describes = (k: number) =>
    !!tokens[k] &&
    tokens[k + 1].brk === 0 &&
    (ADJECTIVES.has(tokens[k].w) ||
      /^(sick|sickly|healthy|dead|poor)$/.test(tokens[k].w) ||
      (/^\p{Lu}\p{Ll}+$/u.test(tokens[k].raw) && tokens[k].brk === 0 && !isFirstName(tokens[k].w)));
  let a = i - 1;
  while (a >= i - 2 && describes(a)) a--;
  // ("a mother, father and child": the relatives listed after the first share its "a")
  const listed = listedAfterA(tokens, i);
  const article = listed ? "a" : (tokens[a]?.w ?? "");
  if (p.kind === "family" && !possessive && (OTHERS_RELATION.test(raw) || ofSomeone) && /^(the|a|an)$/.test(article))
    return `${article === "the" ? "the" : /^[aeiou]/.test(raw) ? "an" : "a"} ${raw}`;
  // ("this daughter" of a play; "the kids and husband will arrive", later "the husband's cousins": someone's, not yours)
  // (asked only of an unowned relation: the look for "the <relation>" runs over the whole dream)
  const theirs = () =>
    /^(this|that|these|those)$/.test(tokens[i - 1]?.w ?? "") ||
    tokens.some((t, k) => t.w.replace(/['’]s$/, "") === raw && tokens[k - 1]?.w === "the" && t.brk === 0);
  if (p.kind === "family" && !possessive && OTHERS_RELATION.test(raw) && theirs()) return `the ${raw}`;
  // ("brothers of the boy": his brothers, not yours)
  if (p.kind === "family" && !possessive && ofSomeone) return `the ${raw}`;
  // ("I sit on a bus beside a family": some family, not yours)
  // ("I talked to a family member": one of yours)
  const member = /^(member|members)$/.test(tokens[i + 1]?.w ?? "") && tokens[i + 1].brk === 0;
  if (p.kind === "family" && !possessive && /^(families|family)$/.test(raw) && /^(a|an)$/.test(tokens[i - 1]?.w ?? "") && !member)
    return `a ${raw}`;
  if (p.kind === "family" && !possessive) return `your ${raw}`;
  if (ownerWord(possessive)) return `${possessive} ${raw}`;
  // (the words before "ex-wife" are those before "ex")
  const at = raw === base && !compound ? i : i - 1;
  const prev = tokens[at - 1]?.w ?? "";
  const prev2 = tokens[at - 2]?.w ?? "";
  if (raw === "someone" || raw === "somebody") return "someone";
  if (NUMBERS.has(prev)) return `${prev} ${raw}`;
  const adj =
    tokens[at - 1] &&
    tokens[at - 1].brk === 0 &&
    /^(old|young|little|big|tall|strange|older|elderly|small|dark|scary|creepy|mean|nice|black|white|blonde|giant|huge|dead|evil)$/.test(
      prev,
    )
      ? `${prev} `
      : "";
  // "a ten year old girl", "a 10-year-old boy": the age is no "old"
  if (adj === "old " && /^(year|years)$/.test(prev2)) return `${/^[aeiou]/.test(raw) ? "an" : "a"} ${raw}`;
  // ("the shop owner", "a bus driver": a noun before the person says which one, and the article is before it)
  const trade =
    !adj &&
    tokens[at - 1]?.brk === 0 &&
    isLexNoun(prev) &&
    (!PERSON_NOUNS.has(prev) || modifiedBy(tokens, at)) &&
    /^(the|a|an|this|that)$/.test(prev2)
      ? prev
      : "";
  if (trade && !p.group)
    return `${prev2 === "the" || prev2 === "this" || prev2 === "that" ? "the" : /^[aeiou]/.test(trade) ? "an" : "a"} ${trade} ${raw}`;
  const det = adj ? prev2 : prev;
  // ("the good gang", "the bad gang": a group with a describing word after "the" is that group, not "some gang")
  // ("a second crew of rowers": the ordinal is part of the name, not "group")
  if (p.group && !adj && tokens[at - 1]?.brk === 0 && /^(second|third|fourth)$/.test(prev) && /^(a|the)$/.test(prev2))
    return `${prev2} ${prev} ${raw}`;
  // ("the other gang": one group set against another, not "some gang")
  if (p.group && !adj && tokens[at - 1]?.brk === 0 && prev === "other" && prev2 === "the") return `the other ${raw}`;
  if (
    p.group &&
    !adj &&
    tokens[at - 1]?.brk === 0 &&
    isLexAdjective(prev) &&
    !ORDER_WORDS.test(prev) &&
    /^(the|this|that|these|those)$/.test(prev2)
  )
    return `the ${prev} ${raw}`;
  // "there was group of boys": the group is named by whom it gathers
  const of = tokens[i + 1]?.w === "of" && tokens[i + 1].brk === 0 && tokens[i + 2] && PERSON_NOUNS.get(tokens[i + 2].w)?.group;
  if (of && /^(group|bunch|crowd|gang|band|team|couple)$/.test(raw)) return `${det === "the" ? "the" : "a"} ${raw} of ${tokens[i + 2].w}`;
  // ("another couple", "a well dressed couple": one pair, whatever stands before it)
  if (raw === "couple") return `${/^(the|this|that)$/.test(det) ? "the" : "a"} ${adj}couple`;
  if (p.group && !adj && !INDEFINITE.has(det)) return det === "the" || det === "these" || det === "those" ? `the ${raw}` : raw;
  if (det === "the" || det === "this" || det === "that") return `the ${adj}${raw}`;
  if (p.group) return det === "a" || det === "an" ? `${det} ${adj}${raw}` : `some ${adj}${raw}`;
  return `${/^[aeiou]/.test(adj || raw) ? "an" : "a"} ${adj}${raw}`;
}

/**
 * A figure who is not there — never acts, is never acted on, is not with the dreamer ("people were
 * everywhere", "like my mother used to say") — is scenery or a reference, not a character the judges
 * would count. Figures mentioned more than `mentionedAtMost` times are kept (the engine first drops
 * only single mentions, codes the interactions, then drops everyone not in one).
 */
export function dropScenery(cast: Cast, participants: Set<Entity>, mentionedAtMost: number): Cast {
  const keep = cast.others.filter((e) => participants.has(e) || e.mentions.length > mentionedAtMost);
  if (keep.length === cast.others.length) return cast;
  const gone = new Set(cast.others.filter((e) => !keep.includes(e)));
  return { ...cast, others: keep, ref: cast.ref.map((e) => (e && gone.has(e) ? undefined : e)) };
}

/** The cast as it is being found: every character so far and what each token refers to. */
type Builder = {
  tokens: Token[];
  text: string;
  /** whether each token stands inside a quotation */
  quoted: boolean[];
  dreamer: Entity;
  others: Entity[];
  ref: (Entity | undefined)[];
  byKey: Map<string, Entity>;
  /** names listed after a plural relation ("my sisters Ines and Olga"): the kind each takes from it */
  listedKind: Map<string, CharacterKind>;
};

function create(b: Builder, key: string | null, e: Omit<Entity, "id" | "mentions">): Entity {
  const ent: Entity = { ...e, id: b.others.length + 1, mentions: [] };
  b.others.push(ent);
  if (key) b.byKey.set(key, ent);
  return ent;
}

function mention(b: Builder, e: Entity, at: number) {
  e.mentions.push(at);
  b.ref[at] = e;
}

const SAYS = "said|says|yelled|shouted|screamed|asked|asks|whispered|replied|replies|told (?:me|us|him|her|them)";
const SPEAKER_BEFORE = new RegExp(`\\b(he|she|they|the \\w+|[A-Z][a-z]+) (?:${SAYS})[,:]?\\s*$`);
const SPEAKER_AFTER = new RegExp(
  `^[,!?]?\\s*(?:(?:he|she|they|the \\w+|[A-Z][a-z]+) (?:${SAYS})|(?:${SAYS}) (?:he|she|the \\w+|[A-Z][a-z]+))\\b`,
);

/** double-quoted words whose speaker is named beside them and is not the dreamer: "the guy said "you fucked me"" */
function namedSpeech(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(/[“"]([^”"]{2,})[”"]/g)) {
    const [a, z] = [m.index, m.index + m[0].length];
    const before = SPEAKER_BEFORE.exec(text.slice(Math.max(0, a - 40), a));
    const after = SPEAKER_AFTER.test(text.slice(z, z + 30));
    if ((before && !/^(I|We)$/.test(before[1])) || after) spans.push([a, z]);
  }
  return spans;
}

/** which tokens stand inside "…" or “…” */
function quotedTokens(text: string, tokens: Token[]): boolean[] {
  const out: boolean[] = [];
  let open = false;
  let from = 0;
  for (const t of tokens) {
    for (const ch of text.slice(from, t.start)) {
      if (ch === "“") open = true;
      else if (ch === "”") open = false;
      else if (ch === '"') open = !open;
    }
    from = t.start;
    out.push(open);
  }
  return out;
}

/** the character last mentioned before `at` (within three sentences) that passes `test` */
/**
 * The last of the entity's mentions (in the list's order) before `at`, quoted ones left out when
 * asked from outside a quotation: the list walked from its end, not filtered, for every pronoun.
 */
function lastMentionBefore(b: Builder, e: Entity, at: number, outside: boolean): number | undefined {
  for (let j = e.mentions.length - 1; j >= 0; j--) {
    const m = e.mentions[j];
    if (m < at && !(outside && b.quoted[m])) return m;
  }
  return undefined;
}

function recent(b: Builder, test: (e: Entity) => boolean, at: number): Entity | undefined {
  let best: Entity | undefined;
  let bestAt = -1;
  // a pronoun outside a quotation refers past what is said inside one ("'It was my brother!' he said")
  const outside = !b.quoted[at];
  for (const e of b.others) {
    const last = lastMentionBefore(b, e, at, outside);
    if (last !== undefined && last > bestAt && test(e) && b.tokens[at].sent - b.tokens[last].sent <= 3) {
      best = e;
      bestAt = last;
    }
  }
  return best;
}

/** where the sentence before the one `i` opens starts, when `i` is the first word of its sentence */
function previousSentenceStart(b: Builder, i: number): number | undefined {
  const sent = b.tokens[i].sent;
  if (i === 0 || b.tokens[i - 1].sent === sent) return undefined;
  let k = i - 1;
  while (k > 0 && b.tokens[k - 1].sent === sent - 1) k--;
  return k;
}

const SUBORDINATOR = /^(as|when|while|after|before|because|since|though|although|if|once|until|whenever)$/;

/**
 * "Krystal and I were at her house while Mom and Dad were out. She had a patio": a sentence that
 * opens on "she" goes on about the one the sentence before opened on, not the last one it named.
 */
function previousSubject(b: Builder, i: number, fits: (e: Entity) => boolean): Entity | undefined {
  const start = previousSentenceStart(b, i);
  if (start === undefined) return undefined;
  // the subject: a character in the sentence's first three words, not inside a quotation
  // ("As she was wrapping them, Tomas came over. He shook my hand": after an opening "as …," clause, its main clause's)
  let k = start;
  if (SUBORDINATOR.test(b.tokens[k].w)) {
    let m = k + 1;
    while (m < i && b.tokens[m].brk === 0) m++;
    if (m < i && m - k <= 12 && b.tokens[m].sent === b.tokens[k].sent) k = m;
  }
  for (let j = k; j < k + 3 && j < i; j++) {
    const e = b.ref[j];
    // ("Her name was Bianca. She asked": an owner opening the sentence is not its subject)
    const owner = /^(his|her|their)$/.test(b.tokens[j].w) || /['’]s$/.test(b.tokens[j].raw);
    if (e && e !== b.dreamer && !b.quoted[j]) return fits(e) && !owner ? e : undefined;
  }
  return undefined;
}

/**
 * "I ask a clerk if he can find boots for me and my friend Omar. He nods.": after a sentence the
 * dreamer opens, a sentence that opens on "he" goes on about the dreamer's object, not whoever a
 * preposition brought in last.
 */
function previousObject(b: Builder, i: number, fits: (e: Entity) => boolean): Entity | undefined {
  const k = previousSentenceStart(b, i);
  if (k === undefined) return undefined;
  if (b.ref[k] !== b.dreamer) return undefined;
  for (let j = k + 1; j < k + 6 && j < i && b.tokens[j].brk === 0; j++) {
    if (PREPOSITIONS.has(b.tokens[j].w)) return undefined;
    const e = b.ref[j];
    if (e && e !== b.dreamer) return fits(e) && !/^(his|her|their)$/.test(b.tokens[j].w) ? e : undefined;
  }
  return undefined;
}

/** he/she/they/it tied to the last fitting character; true when the word was a pronoun */
function pronoun(b: Builder, i: number): boolean {
  const w = b.tokens[i].w;
  let e: Entity | undefined;
  if (HE.has(w) || SHE.has(w)) {
    const sex = HE.has(w) ? "m" : "f";
    const mates = clauseMates(b, i);
    const fits = (x: Entity) => !mates.includes(x) && !x.group && (x.sex === sex || (x.sex === null && x.kind !== "animal"));
    e =
      previousSubject(b, i, fits) ??
      previousObject(b, i, fits) ??
      recent(b, fits, i) ??
      recent(b, (x) => !mates.includes(x) && !x.group && x.kind === "animal" && (x.sex === null || x.sex === sex), i);
    if (e && e.sex === null) e.sex = sex;
  } else if (THEY.has(w)) e = pluralThingBefore(b, i) ? undefined : recent(b, (x) => x.group, i);
  else if (IT.has(w)) {
    e = recent(b, (x) => (x.kind === "animal" || x.kind === "creature") && !x.group, i);
    if (e && b.tokens[i].sent - b.tokens[e.mentions[e.mentions.length - 1]].sent > 1) e = undefined;
  } else return false;
  if (e) mention(b, e, i);
  return true;
}

/** words before an animal's name that make it a dish: "some turkey", "ate chicken", "a piece of salmon" */
const MEAL_BEFORE = /^(some|more|of|ate|eat|eating|eats|cooked|cooking|sliced|leftover|smoked)$/;

const PLURAL_DET = /^(two|three|four|five|six|several|some|many|these|those|the|all|both|few|\d+)$/;

/**
 * "There were three drawers and I tried to open them": a plural thing named in the sentence since its
 * start (or in the `back` sentences before it), before any group of people, is what "them" stands for.
 */
export function pluralThingBefore(b: Pick<Cast, "ref" | "dreamer"> & { tokens: Token[] }, i: number, back = 0, determined = true): boolean {
  const sent = b.tokens[i].sent;
  for (let k = i - 1; k >= 0 && b.tokens[k].sent >= sent - back; k--) {
    if (b.ref[k] && b.ref[k] !== b.dreamer) return false;
    const t = b.tokens[k].w;
    if (PERSON_NOUNS.has(t) || isFunctionWord(t)) continue;
    // (`determined`: "two latches", "the cookies"; otherwise any plural noun will do: "brought cookies")
    const plural = determined
      ? /[^s]s$/.test(t) && PLURAL_DET.test(b.tokens[k - 1]?.w ?? "")
      : /[^s']s$/.test(t) && t.length > 3 && !b.ref[k];
    if (plural) return true;
  }
  return false;
}

const CLAUSE_OPENER = /^(and|but|so|because|when|while|then|until|after|before|if|though|although|who|which|that)$/;

/**
 * Who an object pronoun cannot be: the people named earlier in its own clause ("I sent my friend
 * down to wake him up", "Ezra told him", "Mom, Ezra and I went after her"), since each would be "himself" or "herself".
 */
function clauseMates(b: Builder, i: number): Entity[] {
  const w = b.tokens[i].w;
  const object = w === "him" || (w === "her" && !determiner(b.tokens, i));
  const mates: Entity[] = [];
  if (!object) return mates;
  for (let k = i - 1; k >= 0 && k >= i - 10; k--) {
    // ("Mom, Ezra and I went after her": a comma inside a list of the clause's subjects does not end the clause)
    const listed = b.tokens[k + 1].brk === 1 && !!b.ref[k + 1];
    const joined = b.tokens[k].w === "and" && !!b.ref[k + 1] && !!b.ref[k - 1];
    // ("went after her": right before an object pronoun, "after" is its preposition, not a clause's opening)
    if ((b.tokens[k + 1].brk > 0 && !listed) || (CLAUSE_OPENER.test(b.tokens[k].w) && !joined && k < i - 1)) break;
    // ("tell this guy I really like him": a new subject after a noun opens a clause of its own)
    if (/^(i|we|he|she|they)$/.test(b.tokens[k].w) && k < i - 1 && b.ref[k - 1] && b.tokens[k].brk === 0) break;
    if (b.ref[k] && b.ref[k] !== b.dreamer) mates.push(b.ref[k]!);
  }
  return mates;
}

/**
 * The character named within `n` words after a preposition at `k`, other than `not`: "to my sister"
 * is the sister, not the "my" before her.
 */
export function personAfter(cast: Cast, tokens: Token[], k: number, n: number, not?: Entity): Entity | undefined {
  for (let j = k + 1; j <= k + n && tokens[j]?.brk === 0; j++) {
    const who = cast.ref[j];
    if (who && who !== not && !determiner(tokens, j)) return who;
  }
  return undefined;
}

/** "my" in "to my sister", "her" in "at her dog" — but not the "her" of "I hated her" */
function determiner(tokens: Token[], j: number): boolean {
  const next = tokens[j + 1];
  if (POSSESSIVE_1.has(tokens[j].w)) return true;
  return (
    POSSESSIVE_3.has(tokens[j].w) &&
    !!next &&
    next.brk === 0 &&
    !/^(to|and|at|in|on|for|with|from|as|that|because|when|so|but|up|down|out|off|over|away|back|around|again|too|into|by|about|of|then|now|here|there|a|an|the|some|this|if|or|very|all|just|anymore|though|yet)$/.test(
      next.w,
    )
  );
}

/** "my friend", "my old friend", "my little brother": the possessive may sit before adjectives */
function possessiveBefore(tokens: Token[], i: number, text?: string): string | null {
  let pk = i - 1;
  while (
    pk > 0 &&
    tokens[pk].brk === 0 &&
    (/^(old|best|little|big|older|younger|oldest|youngest|eldest|middle|only|teenage|grown|dear|late|new|ex|former|dead|own|baby|twin|step|two|three|four|five|six|several|many|few|girl|boy|close|closest|dearest|good|favorite|favourite|childhood|longtime|lifelong|current|true)$/.test(
      tokens[pk].w,
    ) ||
      // ("her 9-year-old son", "his ten month old daughter": an age)
      /^(\d+|seven|eight|nine|ten|eleven|twelve|year|years|month|months|week|weeks)$/.test(tokens[pk].w) ||
      // ("her near-grown son", "his half-grown daughter": how grown)
      /^(near|nearly|half|fully|adult|adopted|grown-up|teenaged|infant|newborn)$/.test(tokens[pk].w) ||
      // ("his girlfriend/wife": one person named two ways)
      (text !== undefined && text.slice(tokens[pk].end, tokens[pk + 1]?.start).trim() === "/"))
  )
    pk--;
  const pw = tokens[pk] && tokens[pk + 1]?.brk === 0 ? tokens[pk].w : "";
  // "Darren's new wife": someone's, by name
  if (CAPITAL_FIRST.test(tokens[pk]?.raw ?? "") && /['’]s$/.test(pw) && tokens[pk + 1]?.brk === 0) return tokens[pk].raw;
  // "the pilot's mother": someone else's relative, not yours
  const owner = pw.replace(/['’]s$/, "");
  // ("my wife's parents": your wife's)
  if (owner !== pw && PERSON_NOUNS.has(owner) && tokens[pk + 1]?.brk === 0)
    return `${POSSESSIVE_1.has(tokens[pk - 1]?.w ?? "") ? "your" : "the"} ${owner}'s`;
  // "the neighbors' son", "the Swenson triplets' older brother": a plural owner (its apostrophe is not in the word) is not you
  const ownerNoun = PERSON_NOUNS.has(pw) || /^\p{Lu}/u.test(tokens[pk]?.raw ?? "");
  if (text && ownerNoun && /s$/.test(pw) && /^['’]\s+\w/.test(text.slice(tokens[pk].end)) && !isFunctionWord(pw)) {
    const yours = POSSESSIVE_1.has(tokens[pk - 1]?.w ?? "") && PERSON_NOUNS.has(pw);
    const before = tokens[pk - 1];
    const surname = before && /^\p{Lu}/u.test(before.raw) && tokens[pk].brk === 0 && !isFunctionWord(before.w) ? `${before.raw} ` : "";
    return `${yours ? "your" : "the"} ${surname}${PERSON_NOUNS.has(pw) ? pw : tokens[pk].raw}'`;
  }
  if (POSSESSIVE_1.has(pw) || POSSESSIVE_3.has(pw)) return pw;
  // ("the baker, whose son waved at us": the baker's son, not yours)
  if (pw === "whose") {
    const ante = tokens[pk - 1];
    if (ante && /^\p{Lu}/u.test(ante.raw) && !PERSON_NOUNS.has(ante.w) && !isFunctionWord(ante.w)) return `${ante.raw}'s`;
    if (ante && PERSON_NOUNS.has(ante.w)) {
      let d = pk - 2;
      while (d > 0 && tokens[d + 1].brk === 0 && !DETERMINER_WORDS.test(tokens[d].w) && pk - 2 - d < 3) d--;
      return `${POSSESSIVE_1.has(tokens[d]?.w ?? "") ? "your" : "the"} ${ante.w}'s`;
    }
  }
  return holderOf(tokens, pk, tokens[i].w);
}
const DETERMINER_WORDS = /^(my|our|the|a|an|his|her|their|your|this|that)$/;

const HOLDER: Record<string, string> = { his: "he", her: "she", their: "they" };
const OWN_RELATION =
  /^(son|sons|daughter|daughters|kid|kids|child|children|baby|babies|twins|boyfriend|girlfriend|husband|wife|partner|friend|friends|brother|brothers|sister|sisters)$/;
/** "I had a son" is the dreamer's own, "she has a son" hers */
const HOLDER_POSSESSIVE: Record<string, string> = { i: "my", we: "our", he: "his", she: "her", they: "their" };

/** "he had two daughters", "she has a son": whom the subject has is theirs, named by the subject's possessive */
function holderOf(tokens: Token[], pk0: number, noun: string): string | null {
  // ("she has a son": past its article)
  const pk = /^(a|an)$/.test(tokens[pk0]?.w ?? "") && tokens[pk0 + 1]?.brk === 0 ? pk0 - 1 : pk0;
  const verb = tokens[pk];
  if (!verb || !/^(has|had|have|having)$/.test(verb.w) || tokens[pk + 1]?.brk !== 0 || verb.brk !== 0) return null;
  const holder = tokens[pk - 1]?.w;
  // (the dreamer "had" a relation of their own — "I had a son", "we have two kids" — not "we had all these people")
  if ((holder === "i" || holder === "we") && !OWN_RELATION.test(noun)) return null;
  return holder ? (HOLDER_POSSESSIVE[holder] ?? null) : null;
}

/** an owner written with its apostrophe: "Darren's", "the pilot's", "the neighbors'" */
const ownerWord = (possessive: string | null) => !!possessive && /(['’]s|s['’])$/.test(possessive);

/** common first names the word list knows only as names, without a sex ("Bob", "Bill", "Sue") */
const MALE_NAMES = new Set("bob bill jack max ray nick dean frank chuck mark randy".split(" "));
const FEMALE_NAMES = new Set("sue grace candy virginia".split(" "));

/** a first name's sex, from the word list or the common names above; null for a name of either sex ("Pat", "Robin") */
function nameSex(word: string): Sex {
  const w = word.replace(/['’]s$/, "");
  return MALE_NAMES.has(w) ? "m" : FEMALE_NAMES.has(w) ? "f" : taggedSex(w);
}

/** kinship words used as a title before a name: "Uncle Ray", "Aunt Sally", "Grandpa Joe" */
const KIN_TITLES = /^(uncle|aunt|auntie|aunty|grandma|grandpa|granny|grandmother|grandfather|nana|nanna|gramma|grampa|cousin)$/;

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "my friend Sarah": the name that follows is the same person; the index the mention ends at, or -1 */
function namedRelation(b: Builder, i: number, p: PersonNoun): number {
  const { tokens, text } = b;
  // ("the band Portishead": a group's name is the group)
  const groupName = /^(band|bands|group|choir|gang|crew)$/.test(p.head) && CAPITAL_FIRST.test(tokens[i + 1]?.raw ?? "");
  if (p.kind !== "friend" && p.kind !== "known" && p.kind !== "family" && !groupName && !p.occupational) return -1;
  // ("my parents' Summer House", "my brother's Mustang": what an owner owns, not the owner's name)
  const owns = POSSESSIVE_S.test(tokens[i].w) || /^['’]/.test(text.slice(tokens[i].end, tokens[i].end + 1));
  const span =
    tokens[i + 1] && !owns && (tokens[i + 1].brk === 0 || commaApposition(b, i, p.group)) ? nameAt(tokens, i + 1, text, true) : null;
  if (!span) return -1;
  // "my classmate Fred Slick's oars": the owner's name without its possessive
  const name = text.slice(tokens[span[0]].start, tokens[span[1]].end).replace(/['’]s$/, "");
  const key = `name:${name.toLowerCase()}`;
  const first = tokens[span[0]].w;
  // ("Sister Rosita", "Father Murphy": a religious title, capitalised and no one's, is no relative)
  const religious = p.kind === "family" && /^(Sister|Brother|Father|Mother)$/.test(tokens[i].raw) && !possessiveBefore(tokens, i);
  // ("Uncle Ray", "Grandma Jane": a kinship title no one owns is part of what the dreamer calls them)
  const kinTitle = p.kind === "family" && KIN_TITLES.test(tokens[i].w) && tokens[i + 1].brk === 0 && !possessiveBefore(tokens, i);
  // ("Uncle Mike … his son Mike": one known by a kinship title is not the same name under another relation)
  const otherTitle = (x: Entity) => {
    const t = x.label.split(" ")[0].toLowerCase();
    return KIN_TITLES.test(t) && t !== tokens[i].w;
  };
  const known = b.byKey.get(key);
  const e =
    (known && !otherTitle(known) ? known : undefined) ??
    // ("Laura Hampton … her roommate Laura": a first name alone is the one met with it before, as for a bare name)
    b.others.find(
      (x) => x.kind !== "animal" && !otherTitle(x) && (x.head === first || (span[0] === span[1] && x.head.split(" ")[0] === first)),
    ) ??
    create(b, key, {
      label: religious ? `${tokens[i].raw} ${name}` : kinTitle ? `${capitalise(tokens[i].raw)} ${name}` : name,
      head: name.toLowerCase(),
      // a named spouse stays a partner, not a relative, for what the two of them do ("my husband Ken");
      // ("my friend's father, Dick": someone else's relative is someone you know)
      kind: religious || SPOUSES.test(p.head) ? "known" : namedKind(p, kindOf(p, ownerOf(b, i, possessiveBefore(tokens, i, text)), name)),
      sex: p.sex ?? nameSex(tokens[span[0]].w),
      group: groupName,
      dead: false,
    });
  // ("my aunt Mirela's friend Tobiah": the aunt is named as an owner only, so the relation word stands for no one here)
  // ("my aunt Mirela's house" too, but not "my friend Sam's arm", held with its owner there)
  const owned = tokens[span[1] + 1];
  const ownerOnly =
    /['’]s$/.test(tokens[span[1]].raw) &&
    !!owned &&
    owned.brk === 0 &&
    (!!personNoun(tokens, span[1] + 1) || (isLexNoun(owned.w) && !isBeforeIng(tokens, span[1]) && !ownBody(tokens, span[1])));
  if (!ownerOnly) mention(b, e, i);
  keyRelation(b, i, p, e);
  for (let k = ownerOnly ? span[1] : span[0]; k <= span[1]; k++) mention(b, e, k);
  if (p.group && !groupName) listNamesKind(b, span[1], e.kind);
  return span[1];
}

/** "my sisters Ines and Olga", "my friends Sam, Jo and Ali": every name in the list is of the relation's kind */
function listNamesKind(b: Builder, end: number, kind: CharacterKind) {
  const { tokens, text } = b;
  let k = end + 1;
  for (let n = 0; n < 6 && tokens[k] && tokens[k].sent === tokens[end].sent; n++) {
    const linked = tokens[k].w === "and" || (tokens[k].brk === 1 && text.slice(tokens[k - 1].end, tokens[k].start).trim() === ",");
    if (!linked) return;
    const from = tokens[k].w === "and" ? k + 1 : k;
    const span = tokens[from] ? nameAt(tokens, from, text) : null;
    if (!span) return;
    b.listedKind.set(text.slice(tokens[span[0]].start, tokens[span[1]].end).toLowerCase(), kind);
    // ("my sisters, Ann and Sue, and Derek": the list of the relation ends on the name after "and")
    if (tokens[k].w === "and") return;
    k = span[1] + 1;
  }
}

/**
 * "my sister Hedda … my sister", "Tove, my aunt … my aunt": a relation of the dreamer's that
 * has a name is the one "my" and the same relation name again, so it is keyed under the relation too.
 */
function keyRelation(b: Builder, i: number, p: PersonNoun, e: Entity): boolean {
  // (not a friend: "my friend Sam … my friend from school" is as often another one)
  if (p.group || (p.kind !== "family" && p.kind !== "known")) return false;
  if (!POSSESSIVE_1.has(possessiveBefore(b.tokens, i, b.text) ?? "")) return false;
  const key = `named:${p.head}`;
  if (!b.byKey.has(key)) b.byKey.set(key, e);
  return true;
}

/** a husband or wife named stays a partner, not a relative, for what the two of them do */
const SPOUSES = /^(husband|wife|spouse|fiance|fiancee|fiancé|fiancée)$/;

/** ("my grade school principal Candy Bevner": a role with a name is someone you know, not a stranger) */
const namedKind = (p: PersonNoun, kind: CharacterKind): CharacterKind =>
  kind === "stranger" && (p.kind === "known" || p.occupational) ? "known" : kind;

/** "an old classmate, Randy.", "my friend, Sam, was there": a name set off by commas right after the relation */
function commaApposition({ tokens, text }: Builder, i: number, group = false): boolean {
  const name = tokens[i + 1];
  if (name.brk !== 1 || text.slice(tokens[i].end, name.start).trim() !== ",") return false;
  // ("Dad, Ezra, some others and I": a list; an apposition follows a relation with its article or owner)
  const det = tokens.slice(Math.max(0, i - 4), i).some((t) => /^(a|an|my|our|his|her|their|the|this|that)$/.test(t.w));
  if (!det) return false;
  const at = tokens[i + 2] && tokens[i + 2].brk === 0 && CAPITAL_FIRST.test(tokens[i + 2].raw) ? i + 3 : i + 2;
  const after = tokens[at];
  // ("my mother, Ilse, and I": a list with the dreamer, not the mother's name — but "a friend, Pavel, and we ate")
  const listWithMe = !!after && /^(and|or)$/.test(after.w) && /^(i|me|myself)$/.test(tokens[at + 1]?.w ?? "");
  // ("my sisters, Samantha and Sandra", "two sons, Phil and Kyle": names joined by "and" after a plural relation are its members)
  const members = group && after?.w === "and" && after.brk === 0 && CAPITAL_FIRST.test(tokens[at + 1]?.raw ?? "");
  return !after || members || (after.brk > 0 && !listWithMe);
}

const ANOTHER = /^(another|other|second|different|new|two|three|four|five)$/;

/** "two girls … the two girls", "those three men": a number after "the" or "those" counts a group met before, not a new one */
const countedAgain = (tokens: Token[], i: number) =>
  /^(two|three|four|five)$/.test(tokens[i - 1]?.w ?? "") && /^(the|those)$/.test(tokens[i - 2]?.w ?? "") && tokens[i - 1].brk === 0;

/** nouns that name again someone already there: "someone … the person", "a parrot … the bird" */
const GENERIC_AGAIN: Record<string, (x: Entity) => boolean> = {
  person: (x) => x.kind !== "animal" && x.kind !== "creature",
  figure: (x) => x.kind !== "animal",
  individual: (x) => x.kind !== "animal" && x.kind !== "creature",
  guy: (x) => x.kind === "stranger" && x.sex !== "f" && /^(someone|somebody|person|figure|man|boy|stranger)$/.test(x.head),
  woman: (x) =>
    (x.kind === "stranger" && x.sex !== "m" && /^(someone|somebody|person|figure|lady|girl)$/.test(x.head)) || someonesKin(x, "f"),
  // ("a police woman … the police lady": one woman, named two ways)
  lady: (x) => x.kind === "stranger" && x.head === "woman",
  man: (x) =>
    (x.kind === "stranger" && x.sex !== "f" && /^(someone|somebody|person|figure|guy|boy|fellow)$/.test(x.head)) || someonesKin(x, "m"),
  // ("a thin man ran at us; we held the fellow": one man, named two ways)
  fellow: (x) => x.kind === "stranger" && x.sex !== "f" && /^(someone|somebody|person|figure|guy|man|boy)$/.test(x.head),
  animal: (x) => x.kind === "animal" || x.kind === "creature",
  creature: (x) => x.kind === "animal" || x.kind === "creature",
  beast: (x) => x.kind === "animal" || x.kind === "creature",
  pet: (x) => x.kind === "animal",
  bird: (x) =>
    x.kind === "animal" &&
    /^(parrot|crow|raven|owl|eagle|hawk|pigeon|dove|seagull|gull|duck|chicken|hen|swan|sparrow|robin|canary|parakeet|peacock|vulture|goose)$/.test(
      x.head,
    ),
};

/** "a mother with a pram … the woman": a relative of someone else's, not the dreamer's, is a woman or a man met before */
function someonesKin(x: Entity, sex: "f" | "m"): boolean {
  return !x.group && x.sex === sex && /^(a|an) /.test(x.label) && PERSON_NOUNS.get(x.head)?.kind === "family";
}

/** plural words for men, or for women, naming one group of strangers either way: "two guys … the men" */
const MEN_WORDS = /^(men|guys|gentlemen|dudes|fellows|lads)$/;
const WOMEN_WORDS = /^(women|ladies)$/;

/** how far back (in sentences) a group named again by another plain word may have been met */
const GROUP_REACH = 3;

/**
 * "two guys at the gate let us in … the men were …": a definite plain plural for men (or for
 * women) names again the latest group of strangers called by another such word, met in the last
 * few sentences — one group, counted once.
 */
function sameGroupAgain(b: Builder, i: number, prevW: string, p: PersonNoun): Entity | undefined {
  const words = MEN_WORDS.test(p.head) ? MEN_WORDS : WOMEN_WORDS.test(p.head) ? WOMEN_WORDS : undefined;
  if (!words || !/^(the|these|those|both)$/.test(prevW)) return undefined;
  const x = [...b.others].reverse().find((o) => o.group && o.kind === "stranger" && o !== b.dreamer);
  if (!x || !words.test(x.head) || x.head === p.head) return undefined;
  return x.mentions.some((m) => m < i && b.tokens[i].sent - b.tokens[m].sent <= GROUP_REACH) ? x : undefined;
}

/** "the person", "the bird", "this animal": a definite generic noun names the latest one it fits */
function sameOneAgain(b: Builder, prevW: string, p: PersonNoun, next: Token | undefined): Entity | undefined {
  const fits = GENERIC_AGAIN[p.head];
  // ("crouched behind a truck and began chatting with the man in it": the words after it say which one, someone new)
  if (next && next.brk === 0 && /^(in|inside|at|behind|next|beside|sitting|standing|driving|who|that|from|with)$/.test(next.w))
    return undefined;
  // "this guy got an axe": a storyteller's "this" brings someone new; only "this animal" looks back
  if (!fits || !(/^(the|that)$/.test(prevW) || (prevW === "this" && !p.sex && p.kind !== "stranger"))) return undefined;
  return [...b.others].reverse().find((x) => !x.group && fits(x));
}

/** "the police lady", "that security woman": a noun before the person noun says which kind, and the article is before it */
const modifiedBy = (tokens: Token[], i: number) =>
  i > 1 &&
  tokens[i].brk === 0 &&
  tokens[i - 1].brk === 0 &&
  (PERSON_NOUNS.get(tokens[i - 1].w)?.occupational ?? false) &&
  !/['’]s$/.test(tokens[i - 1].raw);

/** relations that, with "the" or "a", are someone else's: "the father" at mass is the priest */
const OTHERS_RELATION = /^(father|mother|sister|brother|wife|husband|son|daughter)$/;

/** "her father" after "my girlfriend": the girlfriend's father, named by whose he is */
function ownerOf(b: Builder, i: number, possessive: string | null): string | null {
  if (!possessive || !POSSESSIVE_3.has(possessive)) return possessive;
  let k = i - 1;
  // ("he had two daughters": the holder stands where a possessive would)
  const holder = HOLDER[possessive];
  while (k > 0 && b.tokens[k].w !== possessive && b.tokens[k].w !== holder) k--;
  const owner = b.ref[k];
  if (!owner || owner === b.dreamer || k < i - 4) return possessive;
  // ("your boyfriend's mother's daughter's brother": one owner deep, then "the")
  if (/['’]s? /.test(owner.label)) return "the";
  // ("a friend of hers" … "her husband": the friend's husband)
  const name = owner.label.replace(OF_SOMEONE_ELSE, "").replace(/^(a|an|some) /, "the ");
  // ("the students' professors", not "the students's")
  return owner.group && /s$/.test(name) ? `${name}'` : `${name}'s`;
}

/** words for a child that, with "my" or "our", name the dreamer's own */
const OFFSPRING = /^(kid|kids|child|children|baby|babies|toddler|infant|newborn)$/;

/**
 * "a friend of hers", "a classmate of Ann's", "a friend of my sister's": one of someone else's
 * people, not the dreamer's — the words that say whose, or "" ("a friend of mine" is the dreamer's own)
 */
function someoneElsesOwn(tokens: Token[], i: number): string {
  if (tokens[i + 1]?.w !== "of" || tokens[i + 1].brk !== 0 || !/^(a|an|one)$/.test(tokens[i - 1]?.w ?? "")) return "";
  const whose = tokens[i + 2];
  if (!whose || whose.brk !== 0) return "";
  if (/^(his|hers|theirs)$/.test(whose.w)) return whose.w;
  if (/^\p{Lu}\p{Ll}+['’]s$/u.test(whose.raw)) return whose.raw;
  const owner = tokens[i + 3];
  const yours =
    POSSESSIVE_1.has(whose.w) && owner?.brk === 0 && POSSESSIVE_S.test(owner.w) && PERSON_NOUNS.has(owner.w.replace(POSSESSIVE_S, ""));
  return yours ? `your ${owner!.w}` : "";
}

/** what someoneElsesOwn names: "a friend of hers" */
const OF_SOMEONE_ELSE = / of (his|hers|theirs|your \S+|\S+['’]s)$/;

/** "a nurse" is a stranger; "the pilot's mother" too, and "Darren's wife" someone you know, not your family */
function kindOf(p: PersonNoun, possessive: string | null, label: string): CharacterKind {
  // ("a friend of hers": someone the dreamer knows of, as "Darren's wife" is)
  if (OF_SOMEONE_ELSE.test(label)) return "known";
  // ("my kids", "our baby", "my children": the dreamer's own children are family, not strangers)
  if (POSSESSIVE_1.has(possessive ?? "") && OFFSPRING.test(p.head)) return "family";
  if (p.kind === "known" && !possessive && p.occupational) return "stranger";
  if (p.kind === "family" && /^(the|a|an) /.test(label)) return "stranger";
  // (your wife's parents are family by marriage)
  // ("she leaves her partner": the woman's partner is a stranger to you, whatever he is to her)
  if (p.kind !== "family" && possessive?.startsWith("the ") && ownerWord(possessive)) return "stranger";
  if (p.kind === "family" && ownerWord(possessive))
    return possessive!.startsWith("the ") ? "stranger" : /^your (wife|husband|spouse)'s$/.test(possessive!) ? "family" : "known";
  return p.kind;
}

/**
 * "Skye from Big Brother", "a rerun of Little Women": a relation written with a capital after
 * another capitalised word mid-sentence is part of a title, not someone in the dream (a kin title
 * before a name, "Aunt Polly", comes first and is not caught here).
 */
function inTitle(tokens: Token[], i: number, p: PersonNoun): boolean {
  const prev = tokens[i - 1];
  if (p.kind !== "family" || !prev || tokens[i].brk !== 0 || !CAPITAL_FIRST.test(tokens[i].raw) || !CAPITAL_FIRST.test(prev.raw))
    return false;
  // (the first word of a sentence is capitalised anyway; "I", "My" and a name's owner are no title)
  const opensSentence = i - 1 === 0 || tokens[i - 2].sent !== prev.sent || prev.brk >= 2;
  // ("a Brazen Brother" is someone met; "Hey Aunt Sally" someone greeted)
  const met = /^(a|an|one)$/.test(tokens[i - 2]?.w ?? "") || /^(hey|hi|hello|dear|oh|bye|goodbye|thanks)$/.test(prev.w);
  return (
    !opensSentence &&
    !met &&
    !/^(i|my|our|his|her|their|your|the|a|an)$/.test(prev.w) &&
    !/['’]s$/.test(prev.raw) &&
    !PERSON_NOUNS.has(prev.w)
  );
}

/**
 * "a girl … my girlfriend … this other girl": "this other" or "that other" sets the one named apart
 * from the last one of that sex met under another noun, so it is the one of its own noun met before
 * that ("a girl … this other girl" with no one between is a second girl).
 */
function contrastedAgain(b: Builder, i: number, p: PersonNoun, prevW: string): Entity | undefined {
  if (prevW !== "other" || !/^(this|that)$/.test(b.tokens[i - 2]?.w ?? "") || p.group || !p.sex) return undefined;
  const sameSex = [...b.others].reverse().filter((x) => !x.group && x.sex === p.sex);
  const last = sameSex[0];
  // (only one of the dreamer's own, "my girlfriend", sets the earlier one apart: "a kid … this other guy" is a new guy)
  if (!last || last.head === p.head || !last.label.startsWith("your ")) return undefined;
  return sameSex.find((x) => x.head === p.head && x.kind !== "family");
}

/**
 * "you warn other people about such things", "you help people": a plain plural for people after the general
 * "you" and a verb in the present, in its clause, is people in general — no one in the scene.
 */
function peopleInGeneral(tokens: Token[], i: number, p: PersonNoun): boolean {
  if (!p.group || !/^(people|others|persons)$/.test(tokens[i].w)) return false;
  if (tokens[i - 1]?.brk === 0 && /^(the|these|those|some|two|three|several|many|few|a)$/.test(tokens[i - 1].w)) return false;
  for (let k = i - 1; k >= 0 && k >= i - 5 && tokens[k + 1].brk === 0; k--) {
    if (tokens[k].w !== "you") continue;
    const verb = tokens[k + 1];
    return !!verb && verb !== tokens[i] && !/ed$/.test(verb.w) && !/^(guys|all|two|and|were|was|had)$/.test(verb.w);
  }
  return false;
}

/**
 * "working with a guy you like", "the person you looked at would die": a person told by what "you"
 * do to them, with no relative word, is anyone at all — an example or a rule, not someone there.
 */
function genericYou(tokens: Token[], i: number): boolean {
  const you = tokens[i + 1];
  const verb = tokens[i + 2];
  if (you?.w !== "you" || you.brk !== 0 || !verb || verb.brk !== 0) return false;
  if (!/^(a|an|the|any|some|every)$/.test(tokens[i - 1]?.w ?? "") || tokens[i].brk !== 0) return false;
  return /^(like|love|know|trust|hate|fancy|date|meet|met|see|saw|looked|look|want|admire|marry|kiss|touch|choose|pick|ask)$/.test(verb.w);
}

/** words that place or count a group rather than describe it: "the other gang", "the same kids" */
const ORDER_WORDS = /^(other|same|first|second|third|next|last|whole|entire|only|rest|few|many|several)$/;

/** a person noun: the character it names again, or a new one; the index the mention ends at */
function personMention(b: Builder, i: number, p: PersonNoun): number {
  const { tokens } = b;
  const prev = tokens[i - 1];
  const prevW = prev && tokens[i].brk === 0 ? prev.w : "";
  if (prevW === "no" || prevW === "like" || (prev && isNegator(prev.w) && tokens[i].brk === 0 && prevW !== "not")) return i;
  // ("there wasn't a band", "there weren't any guards": said not to be there)
  const denied =
    /^(a|an|any)$/.test(prevW) && /^(wasn't|weren't|isn't|aren't)$/.test(tokens[i - 2]?.w ?? "") && /^there$/.test(tokens[i - 3]?.w ?? "");
  if (denied) return i;
  if (inTitle(tokens, i, p)) return i;
  // ("running for president", "ran for mayor": an office sought, no one in the scene)
  if (
    prevW === "for" &&
    /^(run|runs|running|ran|candidate|campaign|campaigning|campaigned|elected|vote|voted|voting)$/.test(tokens[i - 2]?.w ?? "")
  )
    return i;
  // ("shall we phone the police?", "I called the cops": the police sent for are not there until they come)
  if (
    /^(police|cops|ambulance|paramedics|firemen|firefighters)$/.test(tokens[i].w) &&
    prevW === "the" &&
    /^(call|called|calling|calls|phone|phoned|phoning|ring|rang|dial|dialed|dialled|contact|contacted|notify|notified)$/.test(
      tokens[i - 2]?.w ?? "",
    )
  )
    return i;
  // ("you warn other people about such things": people in general, in a thought about what one does)
  if (peopleInGeneral(tokens, i, p)) return i;
  if (genericYou(tokens, i)) return i;
  const role = roleOf(tokens, i, b.ref);
  if (role === "generic") return i;
  if (role) {
    mention(b, role, i);
    return i;
  }
  // "police officer", "security guard": one person, named by the last noun
  if (tokens[i + 1] && tokens[i + 1].brk === 0 && personNoun(tokens, i + 1) && !tokens[i + 1].w.startsWith("'")) return i;
  const named = namedRelation(b, i, p);
  if (named >= 0) return named;
  // "a group of boys", "a crowd of 4 or 5 people", "a group containing both men and women": the boys are the group
  const group = groupGathering(b, i, p);
  if (group) {
    mention(b, group, i);
    // ("a group of young men … these men": the members named again are the group)
    if (!b.byKey.has(`gathers:${p.head}`)) b.byKey.set(`gathers:${p.head}`, group);
    return i;
  }
  // ("I was with a teacher … the teacher guy": a trade before "guy" or "lady" is the one of that trade met before)
  const trade =
    modifiedBy(tokens, i) && /^(guy|man|woman|lady|person|girl|boy|dude|fellow|chap)$/.test(p.head)
      ? [...b.others].reverse().find((x) => x.head === tokens[i - 1].w && !x.group)
      : undefined;
  if (trade) {
    mention(b, trade, i);
    return i;
  }
  // "Sam, my ex": the relation after a comma names the person just named
  const alias = appositive(b, i) ?? glossed(b, i);
  if (alias) {
    mention(b, alias, i);
    // ("Tove, my aunt, … my aunt waved": the relation named again is the same one)
    if (keyRelation(b, i, p, alias) && p.kind === "family" && alias.kind === "known" && !SPOUSES.test(p.head)) alias.kind = "family";
    return i;
  }
  const possessive = ownerOf(b, i, possessiveBefore(tokens, i, b.text) ?? sharedOwner(tokens, i, b.text));
  if (backToTheDreamer(possessive, p)) return i;
  const owner = possessive && !POSSESSIVE_1.has(possessive) ? `${possessive}:` : "my:";
  const familyKey = p.kind === "family" || p.kind === "friend" || p.kind === "known" ? `${owner}${p.head}` : null;
  const aRelation = p.kind === "family" && !possessive && /^(a|an)$/.test(prevW) && OTHERS_RELATION.test(p.head);
  let keyed = familyKey && (possessive || p.kind === "family") && !aRelation ? familyKey : null;
  // a second "a dog", "some people", "someone": the same character unless the dream says "another"
  // ("the other nurses frowned … the other nurses left": "the other" said again is the same other ones)
  const otherAgain =
    prevW === "other" && tokens[i - 2]?.w === "the"
      ? // ("another cat … the other cat": the one "another" brought in, named again)
        [...b.others].reverse().find((x) => x.head === p.head && x.mentions.some((m) => /^(other|another)$/.test(tokens[m - 1]?.w ?? "")))
      : // ("a second crew of rowers … the second crew": the one the ordinal brought in, named again)
        /^(second|third|fourth)$/.test(prevW) && tokens[i - 2]?.w === "the"
        ? [...b.others].reverse().find((x) => x.head === p.head && x.mentions.some((m) => tokens[m - 1]?.w === prevW))
        : undefined;
  // ("the bad gang … the good gang": a group told apart from another by a describing word is not that one again)
  const described =
    p.group && isLexAdjective(prevW) && !ORDER_WORDS.test(prevW) && /^(the|this|that|these|those)$/.test(tokens[i - 2]?.w ?? "")
      ? prevW
      : "";
  const newAdjective =
    !p.group && /^(a|an)$/.test(tokens[i - 2]?.w ?? "") && tokens[i].brk === 0 && isLexAdjective(prevW) && !ORDER_WORDS.test(prevW);
  const otherAdjective = (x: Entity) => {
    const m = x.mentions[0];
    if (!newAdjective || m === undefined || tokens[m].w !== tokens[i].w) return false;
    const adj = tokens[m - 1]?.w ?? "";
    return /^(a|an)$/.test(tokens[m - 2]?.w ?? "") && tokens[m].brk === 0 && adj !== prevW && isLexAdjective(adj) && !ORDER_WORDS.test(adj);
  };
  const otherDescription = (x: Entity) => {
    const m = described ? /^the (\S+) \S+$/.exec(x.label) : null;
    return !!m && m[1] !== described;
  };
  // ("her baby girl … the baby": the baby met as a girl or a boy)
  const babyAgain =
    p.head === "baby" && !p.group && !/^(a|an|another)$/.test(prevW)
      ? [...b.others].reverse().find((x) => x.mentions.some((m) => tokens[m - 1]?.w === "baby" && /^(girl|boy)$/.test(tokens[m].w)))
      : // ("three baby owls … the babies": the young animals met before)
        tokens[i].w === "babies" && /^(the|these|those)$/.test(prevW)
        ? [...b.others].reverse().find((x) => x.group && x.kind === "animal" && x.mentions.some((m) => tokens[m - 1]?.w === "baby"))
        : undefined;
  // ("two hawks flew over … one bird landed … the other bird": one of a pair of animals met just before is of that pair)
  const ofThePair =
    (prevW === "one" || (prevW === "other" && tokens[i - 2]?.w === "the")) && !p.group && (p.kind === "animal" || p.kind === "creature")
      ? [...b.others]
          .reverse()
          .find(
            (x) =>
              x.group &&
              (x.head === p.head || (GENERIC_AGAIN[p.head]?.(x) ?? false)) &&
              x.mentions.some((m) => tokens[i].sent - tokens[m].sent <= GROUP_REACH),
          )
      : undefined;
  // ("two owls or hawks … the birds … the hawks": a plural that names a group of animals met before, by a word it was
  // called or by their kind)
  const flockAgain =
    p.group && (p.kind === "animal" || p.kind === "creature") && /^(the|these|those|both)$/.test(prevW)
      ? [...b.others]
          .reverse()
          .find(
            (x) =>
              x.group &&
              (x.kind === "animal" || x.kind === "creature") &&
              (x.mentions.some((m) => tokens[m].w === tokens[i].w) || (GENERIC_AGAIN[p.head]?.(x) ?? false)),
          )
      : undefined;
  // ("two guys got on … these other two guys waved": a number after "the", "these" or "those" names the ones counted before)
  const countAgain =
    /^(two|three|four|five|six)$/.test(prevW) &&
    p.group &&
    (/^(the|these|those)$/.test(tokens[i - 2]?.w ?? "") ||
      (tokens[i - 2]?.w === "other" && /^(the|these|those)$/.test(tokens[i - 3]?.w ?? "")))
      ? [...b.others].reverse().find((x) => x.group && x.head === p.head && x.mentions.some((m) => tokens[m - 1]?.w === prevW))
      : undefined;
  const found =
    countAgain ??
    otherAgain ??
    ofThePair ??
    flockAgain ??
    babyAgain ??
    contrastedAgain(b, i, p, prevW) ??
    (ANOTHER.test(prevW) && !countedAgain(tokens, i)
      ? undefined
      : ([...b.others]
          .reverse()
          // ("my mother … a mother and her son": a relation with "a" is someone else's, not the dreamer's met again)
          .find(
            (x) =>
              x.head === p.head &&
              !otherDescription(x) &&
              (!familyKey || p.kind !== "family" || !possessive) &&
              !(aRelation && x.label.startsWith("your ")) &&
              // ("a boy named Enzo … later a boy in a cap": a stranger with a name is not "a boy" again)
              !(/^(a|an)$/.test(prevW) && x.kind === "stranger" && CAPITAL_FIRST.test(x.label)) &&
              // ("a white man … a dead man": "a" with another describing word is someone else)
              !otherAdjective(x),
          ) ??
        (ANOTHER.test(prevW) || !/^(the|these|those)$/.test(prevW) ? undefined : b.byKey.get(`gathers:${p.head}`)) ??
        sameOneAgain(b, modifiedBy(tokens, i) ? tokens[i - 2].w : prevW, p, tokens[i + 1]) ??
        (tokens[i + 1]?.brk === 0 && /^(who|that|from|of|in|at|with)$/.test(tokens[i + 1].w)
          ? undefined
          : sameGroupAgain(b, i, prevW, p)) ??
        crowdAgain(b, i, p, prevW)));
  // ("a man with a rifle … shot the best man": a person written as two words is not the plain noun met again)
  const again = found && compoundAt(tokens, i) && found.head !== p.head ? undefined : found;
  // ("my sister Ann … my sister": the relation named before, when the dreamer's own is meant)
  const namedBefore = possessive && POSSESSIVE_1.has(possessive) && !p.group ? b.byKey.get(`named:${p.head}`) : undefined;
  // ("her mother and father … talking to her father": one father of someone else's met again, whoever "her" is)
  const theirsBefore =
    p.kind === "family" && !p.group && POSSESSIVE_3.has(possessiveBefore(tokens, i, b.text) ?? "")
      ? b.others.find((x) => x.head === p.head && new RegExp(`['’]s ${p.head}$`).test(x.label))
      : undefined;
  // ("Granny was moved … Nana got a call": two grandparents each called by a name of their own are two people)
  const ownName =
    keyed && /^grand(mother|father)$/.test(p.head) && CAPITALISED.test(tokens[i].raw) && !possessiveBefore(tokens, i)
      ? b.byKey
          .get(keyed)
          ?.mentions.some((m) => CAPITALISED.test(tokens[m].raw) && PERSON_NOUNS.has(tokens[m].w) && tokens[m].w !== tokens[i].w)
      : false;
  if (ownName) keyed = `${keyed}:${tokens[i].w}`;
  const e =
    (keyed ? b.byKey.get(keyed) : undefined) ??
    namedBefore ??
    theirsBefore ??
    partnerMet(b, i, p, possessiveBefore(tokens, i, b.text)) ??
    (ownName ? undefined : again) ??
    createPerson(b, keyed, p, labelFor(tokens, i, p, possessive), possessive);
  mention(b, e, i);
  // ("a boy I once dated", "this man I work beside": someone the dreamer knows, not a stranger)
  if (e.kind === "stranger" && knownByTheDreamer(tokens, i)) e.kind = "known";
  return i;
}

/** the partner each parent word is brought in with: "a mother, father and child" */
const PARTNER: Record<string, RegExp> = { wife: /^(mother|wife)$/, husband: /^(father|husband)$/ };
const PARENT_OF: Record<string, RegExp> = { wife: /^(father|husband)$/, husband: /^(mother|wife)$/ };

/**
 * "a mother, father and baby … the father kisses his wife": the wife of a father brought in
 * with a mother is that mother, not someone new (one person, counted once).
 */
function partnerMet(b: Builder, i: number, p: PersonNoun, possessive: string | null | undefined): Entity | undefined {
  if (!PARTNER[p.head] || !possessive || !POSSESSIVE_3.has(possessive)) return undefined;
  let k = i - 1;
  while (k > 0 && k > i - 4 && b.tokens[k].w !== possessive) k--;
  const owner = b.tokens[k]?.w === possessive ? b.ref[k] : undefined;
  if (!owner || owner === b.dreamer || owner.group || !PARENT_OF[p.head].test(owner.head) || owner.label.startsWith("your "))
    return undefined;
  const first = owner.mentions[0];
  return b.others.find(
    (x) =>
      x !== owner &&
      !x.group &&
      PARTNER[p.head].test(x.head) &&
      !x.label.startsWith("your ") &&
      x.mentions[0] !== undefined &&
      first !== undefined &&
      b.tokens[x.mentions[0]].sent === b.tokens[first].sent &&
      Math.abs(x.mentions[0] - first) <= 4,
  );
}

/** plural nouns for a crowd of strangers, whom "the people" or "many others" may name again */
const CROWD_HEADS =
  /^(people|students|crowd|group|bunch|guests|audience|passengers|customers|shoppers|spectators|onlookers|tourists|kids|children|others|teenagers|strangers|partygoers|diners|patrons)$/;
/** how far back (in sentences) a crowd is still the scene's */
const CROWD_REACH = 2;

/**
 * "a room full of students … many others are there … yells to the people in the room": a plain
 * word for a crowd ("the people", "the crowd", "many others"), after an uncounted crowd of strangers
 * met in the last sentences, names that crowd again — one group, counted once.
 */
function crowdAgain(b: Builder, i: number, p: PersonNoun, prevW: string): Entity | undefined {
  const { tokens } = b;
  const plain = (/^(people|crowd)$/.test(p.head) && /^(the|all)$/.test(prevW)) || (p.head === "others" && /^(many|the)$/.test(prevW));
  // ("the people who live next door", "the crowd from the other school": words after it that say which ones bring others)
  const which = tokens[i + 1]?.brk === 0 && /^(who|that|which|from|of|whom|whose)$/.test(tokens[i + 1].w);
  if (!plain || which || tokens[i].brk !== 0) return undefined;
  return [...b.others]
    .reverse()
    .find(
      (x) =>
        x.group &&
        x.kind === "stranger" &&
        CROWD_HEADS.test(x.head) &&
        !/^(the )?(two|three|four|five|six|seven|eight|nine|ten|\d+) /.test(x.label) &&
        x.mentions.some((m) => m < i && tokens[i].sent - tokens[m].sent <= CROWD_REACH),
    );
}

/** words between a group and whom it gathers: "a group of 4 or 5 people", "a crowd of about twenty little kids" */
const GATHER_BETWEEN =
  /^(\d+|or|to|about|around|some|maybe|perhaps|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred|dozen|few|several|many)$/;
/** what a group is said to be made of: "containing both men and women", "made up of kids" */
const MADE_OF = /^(containing|including|consisting|comprising|of|both|up|made|mostly|mainly|all|and)$/;
/** the plain words for the people a group is made of */
const MEMBERS = /^(people|men|women|boys|girls|kids|children|adults|teenagers|teens|guys|ladies|strangers|persons)$/;

/**
 * The group a person noun only says the members of: "a group of boys", "a crowd of 4 or 5 people",
 * "a group of six people containing both men and women" — one group, counted once.
 */
function groupGathering(b: Builder, i: number, p: PersonNoun): Entity | undefined {
  const { tokens } = b;
  if (tokens[i].brk !== 0) return undefined;
  let k = i - 1;
  while (k > 0 && i - k <= 4 && tokens[k + 1].brk === 0 && (GATHER_BETWEEN.test(tokens[k].w) || ADJECTIVES.has(tokens[k].w))) k--;
  if (tokens[k]?.w === "of" && tokens[k + 1].brk === 0 && tokens[k].brk === 0 && b.ref[k - 1]?.group) return b.ref[k - 1];
  // ("containing both men and women", "made up of men and women": only the plain words for people)
  if (!p.group || !MEMBERS.test(tokens[i].w)) return undefined;
  for (let j = i - 1; j > 0 && i - j <= 6 && tokens[j + 1].brk === 0; j--) {
    // ("… both men and women": the members named before this one in the same list)
    const x = b.ref[j];
    if (x && !(x.group && x !== b.dreamer && MEMBERS.test(tokens[j].w))) return undefined;
    if (!x && !MADE_OF.test(tokens[j].w)) return undefined;
    if (/^(containing|including|consisting|comprising|made)$/.test(tokens[j].w)) {
      const g = b.ref[j - 1];
      return g?.group && g !== b.dreamer ? g : undefined;
    }
  }
  return undefined;
}

/**
 * "his wife and son", "her mother and father": a relation joined by "and" to one with an owner
 * shares that owner (not "your son", "your father").
 */
function sharedOwner(tokens: Token[], i: number, text: string): string | null {
  const before = tokens[i - 2];
  if (tokens[i - 1]?.w !== "and" || tokens[i - 1].brk !== 0 || tokens[i].brk !== 0 || !before || before.brk !== 0) return null;
  if (PERSON_NOUNS.get(tokens[i].w)?.kind !== "family" || PERSON_NOUNS.get(before.w)?.kind !== "family") return null;
  return possessiveBefore(tokens, i - 2, text);
}

/** a parent's words for a child, and a child's for a parent */
const CHILD_WORD = /^(son|daughter|child|kid|baby|children|kids|sons|daughters)$/;
const PARENT_WORD = /^(mother|father|parents)$/;

/**
 * "my daughter … her mother", "my parents' son": a relation that leads from the dreamer's child back
 * to its parent, or from the dreamer's parents to their child, is the dreamer (or the dreamer's
 * partner or sibling, unsaid) — no one new, and never "your daughter's mother".
 */
function backToTheDreamer(possessive: string | null, p: PersonNoun): boolean {
  const owner = /^your (\S+?)(['’]s|['’])$/.exec(possessive ?? "")?.[1];
  if (!owner) return false;
  return (CHILD_WORD.test(owner) && PARENT_WORD.test(p.head)) || (PARENT_WORD.test(owner) && CHILD_WORD.test(p.head));
}

/** "the others" and "some others" name people as a group of their own */
const OTHERS: PersonNoun = { head: "others", kind: "stranger", sex: null, group: true };
/** counting words that make "others" a group met here: "some others", "a few others", "two others" */
const OTHERS_COUNT = /^(some|few|several|many|two|three|four|five|six|couple)$/;

/**
 * "Lou and I sat with some others", "Mum, Rafe and others": "others" standing for
 * people. Only after a count, after "with", or in a list of people; "the others" only names again a
 * group of others met before ("two others … the others"), since it most often takes in the rest of
 * those already named ("Ann and Bo ran; the others stayed"), whom a group of its own would count twice.
 */
function othersAt(b: Builder, i: number): PersonNoun | null {
  const { tokens } = b;
  if (tokens[i].w !== "others" || tokens[i].brk !== 0) return null;
  const prev = tokens[i - 1].w;
  if (prev === "the" || prev === "of") return b.others.some((x) => x.head === "others") ? OTHERS : null;
  // ("some cakes and some others": after things, others are things)
  if (OTHERS_COUNT.test(prev)) return thingsBefore(b, i - 1) ? null : OTHERS;
  if (prev === "with") return OTHERS;
  // ("Dad, Ezra and others": a list whose last member before it is someone)
  if (prev === "and") return b.ref[i - 2] && b.ref[i - 2] !== b.dreamer ? OTHERS : null;
  return null;
}

/** the nearest plural noun in the three words before `k` names things, not people */
function thingsBefore(b: Builder, k: number): boolean {
  for (let j = k - 1; j >= Math.max(0, k - 3) && b.tokens[j].sent === b.tokens[k].sent; j--) {
    if (b.ref[j]) return false;
    if (/[^s]s$/.test(b.tokens[j].w) && isLexNoun(b.tokens[j].w)) return true;
  }
  return false;
}

/** a new character for a person noun, its label worked out once */
function createPerson(b: Builder, keyed: string | null, p: PersonNoun, label: string, possessive: string | null): Entity {
  return create(b, keyed, {
    label,
    head: p.head,
    kind: kindOf(p, possessive, label),
    sex: p.sex,
    group: p.group,
    dead: false,
  });
}

/** the named person a ", my ex" right after the name refers back to */
function appositive(b: Builder, i: number): Entity | undefined {
  const group = groupAppositive(b, i);
  if (group) return group;
  const opener = (w: string) => POSSESSIVE_1.has(w) || w === "a" || w === "an";
  let k = i - 1;
  // ("Ana, a 30-year-old cousin": an age between the article and the noun)
  const age = (w: string) => /^(\d+|year|years|month|months|old)$/.test(w);
  while (k > 0 && b.tokens[k].brk === 0 && !opener(b.tokens[k].w) && (i - k < 3 || (age(b.tokens[k].w) && i - k < 6))) k--;
  if (!opener(b.tokens[k]?.w ?? "") || b.tokens[k].brk === 0) return undefined;
  // ("my father - a priest - in his office": a relation or a role between two dashes right after someone is that one again)
  const dashed = dashedAfter(b, k, i);
  if (dashed || b.tokens[k].brk !== 1) return dashed;
  // ("we fetched Oskar; my sister was there": a comma, a colon or a bracket sets a second name for someone off, a semicolon does not)
  if (!/^\s*[,:(]\s*$/.test(b.text.slice(b.tokens[k - 1]?.end ?? 0, b.tokens[k].start))) return undefined;
  // "Nick, a hair stylist from the show, was there" — but "Tom, a woman and a dog", "Jeff, my mother and I": a list, not another name for Tom
  if (listGoesOn(b.tokens, i)) return undefined;
  const before = b.ref[k - 1];
  if (!before || before === b.dreamer || before.group) return undefined;
  if (CAPITAL_FIRST.test(before.label)) return before;
  // "a lizard, a baby, hissed": an age word set off after an animal says how old the animal is, not
  // who else is there (but "a dog, a baby, and a cat" is a list)
  const animal = before.kind === "animal" || before.kind === "creature";
  const after = b.tokens[i + 1];
  const listAfter = !!after && after.brk !== 0 && /^(and|or)$/.test(after.w);
  return animal && AGE_STAGE.test(b.tokens[i].w) && !listAfter ? before : undefined;
}

/**
 * "some bad guys, gangsters, came through": a bare plural set off by commas right after a group,
 * with a verb after it, names that group again — not a list ("boys, girls, and teachers").
 */
function groupAppositive(b: Builder, i: number): Entity | undefined {
  const { tokens } = b;
  const p = PERSON_NOUNS.get(tokens[i].w) ?? CREATURE_NOUNS.get(tokens[i].w);
  if (!p?.group || tokens[i].brk !== 1 || !/^\s*,\s*$/.test(b.text.slice(tokens[i - 1]?.end ?? 0, tokens[i].start))) return undefined;
  const before = b.ref[i - 1];
  if (!before || before === b.dreamer || !before.group) return undefined;
  const next = tokens[i + 1];
  if (!next || next.brk !== 1 || !/^\s*,\s*$/.test(b.text.slice(tokens[i].end, next.start))) return undefined;
  return /^(and|or|but)$/.test(next.w) || !(isLexVerb(next.w) || /^(who|were|are|in|at|with)$/.test(next.w)) ? undefined : before;
}

const DASH_GAP = /^\s*[-–—]{1,2}\s*$/;

/**
 * "my father - a priest - in his office": the person noun from `k` to `i`, set off by a dash before
 * it and another right after it, names the one just before the first dash (a person, not a group).
 */
function dashedAfter(b: Builder, k: number, i: number): Entity | undefined {
  const { tokens, text } = b;
  if (!DASH_GAP.test(text.slice(tokens[k - 1]?.end ?? 0, tokens[k].start))) return undefined;
  const close = tokens[i + 1];
  if (!close || !DASH_GAP.test(text.slice(tokens[i].end, close.start))) return undefined;
  const before = b.ref[k - 1];
  return before && before !== b.dreamer && !before.group && before.kind !== "animal" ? before : undefined;
}

/** words for an age or a stage of life, which an animal has as well as a person: "a baby", "a youngster" */
const AGE_STAGE = /^(baby|infant|newborn|toddler|child|kid|youngster|juvenile|adult|grown-up|female|male)$/;

/** "a group of peers (family members)", "the woman (my aunt)": a person noun opening a parenthesis glosses the one just named */
function glossed(b: Builder, i: number): Entity | undefined {
  for (let j = i; j >= Math.max(1, i - 3); j--) {
    // (only an article, an owner, a number or an adjective may stand before the noun: not "(we have a boy)", "(and my sister)")
    const lead =
      /^(a|an|the|my|our|his|her|their|some|two|three|another|other|who|is|was)$/.test(b.tokens[j].w) ||
      ADJECTIVES.has(b.tokens[j].w) ||
      isLexAdjective(b.tokens[j].w);
    if (j < i && (b.tokens[j + 1].brk !== 0 || !lead)) return undefined;
    if (!b.text.slice(b.tokens[j - 1].end, b.tokens[j].start).includes("(")) continue;
    const before = b.ref[j - 1];
    return before && before !== b.dreamer ? before : undefined;
  }
  return undefined;
}

/** an "and" or "or" after the noun at `i`, before the clause's next break: the noun is one of a list */
function listGoesOn(tokens: Token[], i: number): boolean {
  for (let j = i + 1; j < tokens.length && tokens[j].brk === 0; j++) if (/^(and|or)$/.test(tokens[j].w)) return true;
  return false;
}

/** figures of legend, faith, history and fiction: known to everyone, known personally to no one */
const FIGURES =
  /^(santa|santa claus|god|jesus|jesus christ|christ|satan|buddha|napoleon|hitler|elvis|einstein|shakespeare|superman|batman|spiderman|spider-man|dracula|frankenstein|zeus|cupid|moses|mohammed|muhammad|lincoln|cleopatra|sherlock holmes|harry potter|mickey mouse|darth vader|yoda|gandalf|hercules|tarzan|rapunzel|cinderella|snow white)$/;

/** "Pit-Pat", "Bo-Bo": a name whose first half no list knows is still part of it (not "Pat") */
function hyphenedName(b: Builder, span: [number, number]): [number, number] {
  const { tokens, text } = b;
  let k = span[0];
  while (k > 0 && text.slice(tokens[k - 1].end, tokens[k].start) === "-" && CAPITALISED_WORD.test(tokens[k - 1].raw) && !b.ref[k - 1]) k--;
  return [k, span[1]];
}

/** a count of five or more: fewer ("the three of us") most often counts those already named */
const COUNT_5 = /^(\d+|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen)$/;

/**
 * "about 8 of us were at the house", "six of us went": the dreamer with a group of others, counted
 * once as a group (the dreamer stays apart). True when it made or named that group at `i`.
 */
function countOfUs(b: Builder, i: number): boolean {
  const { tokens } = b;
  if (!COUNT_5.test(tokens[i].w) || tokens[i + 1]?.w !== "of" || tokens[i + 2]?.w !== "us") return false;
  if (tokens[i + 1].brk !== 0 || tokens[i + 2].brk !== 0 || (/^\d+$/.test(tokens[i].w) && Number(tokens[i].w) < 5)) return false;
  // ("the six of us", "all eight of us": those already named, counted)
  if (/^(the|all|those|these|both)$/.test(tokens[i - 1]?.w ?? "")) return false;
  // ("a bunch of people … about ten of us": a crowd already there is the one counted)
  const e =
    crowdAgain(b, i + 2, OTHERS, "many") ??
    b.others.find((x) => x.head === "others") ??
    create(b, null, { label: "others", head: "others", kind: "stranger", sex: null, group: true, dead: false });
  mention(b, e, i);
  mention(b, b.dreamer, i + 2);
  return true;
}

/** a capitalised word that may be a pet's name: not a place, a month or a word that is never a name */
const petNameAt = (tokens: Token[], k: number) =>
  !!tokens[k] &&
  CAPITALISED_WORD.test(tokens[k].raw) &&
  !NOT_NAMES.has(tokens[k].w) &&
  !isPlaceOrOrg(tokens[k].w) &&
  !MONTH.test(tokens[k].w);

/**
 * "my cat Tigger", "our dog Biscuit", "Tigger (the cat)": the name beside an animal word is the
 * animal's, so "Tigger" met again later is the same cat, not someone new. The name is put in the
 * label ("your cat Tigger", "Tigger"). Returns the index the mention ends at.
 */
function petName(b: Builder, i: number): number {
  const { tokens, text } = b;
  const e = b.ref[i];
  if (!e || e.kind !== "animal" || e.group) return i;
  const key = (k: number) => `name:${tokens[k].w.replace(/['’]s$/, "")}`;
  const name = (k: number) => {
    // ("For Gabby … my boss' dog Gabby": the name met before on its own was this animal's)
    const before = b.byKey.get(key(k));
    if (before && before !== e && before.kind === "known" && !before.group) {
      for (const m of before.mentions) b.ref[m] = e;
      e.mentions.push(...before.mentions);
      before.mentions = [];
      b.others = b.others.filter((x) => x !== before);
    }
    b.byKey.set(key(k), e);
    mention(b, e, k);
    e.mentions.sort((x, y) => x - y);
  };
  // ("my cat Tigger": the name right after the animal word, mid-sentence)
  if (
    tokens[i + 1]?.brk === 0 &&
    !CAPITALISED.test(tokens[i].raw) &&
    petNameAt(tokens, i + 1) &&
    !b.ref[i + 1] &&
    e.mentions.length === 1
  ) {
    name(i + 1);
    const called = tokens[i + 1].raw.replace(/['’]s$/, "");
    if (/^(your|the|a|an) /.test(e.label)) e.label = e.label.startsWith("your ") ? `${e.label} ${called}` : called;
    return i + 1;
  }
  // ("Tigger (the cat)": the animal word glosses the name in brackets before it)
  let k = i - 1;
  while (k > 0 && i - k <= 2 && /^(the|a|an|my|our|his|her|their)$/.test(tokens[k].w) && tokens[k].brk === 0) k--;
  const open = k >= 1 && text.slice(tokens[k - 1].end, tokens[k].start).includes("(") && tokens[k].w !== tokens[i].w ? k - 1 : -1;
  const gloss = open < 0 && text.slice(tokens[i - 1]?.end ?? 0, tokens[i].start).includes("(") ? i - 1 : open;
  if (gloss >= 0 && petNameAt(tokens, gloss) && e.mentions.length === 1) {
    const was = b.ref[gloss];
    // (a name already taken for someone, with no other mention, was this animal all along)
    if (was && was !== e && (was.mentions.length > 1 || was.kind === "animal")) return i;
    if (was && was !== e) {
      was.mentions = [];
      b.others = b.others.filter((x) => x !== was);
    }
    name(gloss);
    e.label = tokens[gloss].raw.replace(/['’]s$/, "");
  }
  return i;
}

/** "Jo V", "Peter B.": a lone capital letter after a name, the surname's initial (lower-cased), or undefined */
function initialAfter(tokens: Token[], k: number): string | undefined {
  const t = tokens[k + 1];
  return t && t.brk === 0 && /^\p{Lu}\.?$/u.test(t.raw) && t.raw !== "I" ? t.w.replace(/\.$/, "") : undefined;
}

/** a name ("Sarah", "Bill Kotnik", "Sarah's"): the same person as an earlier name or first name */
function nameMention(b: Builder, span: [number, number]): number {
  const { tokens, text } = b;
  const name = text.slice(tokens[span[0]].start, tokens[span[1]].end).replace(/['’]s$/, "");
  const key = `name:${name.toLowerCase()}`;
  const firstName = tokens[span[0]].w.replace(/['’]s$/, "");
  // ("Bob Fox … Bob Smith", "Paul R and Paul T": one first name with two surnames, or two initials, is two people)
  const surname = span[1] > span[0] ? tokens[span[1]].w.replace(/['’]s$/, "") : initialAfter(tokens, span[1]);
  const surnameOf = (x: Entity) => (x.head.includes(" ") ? x.head.split(" ").pop() : initialAfter(tokens, x.mentions[0]));
  const head = name.toLowerCase();
  const sameName = (x: Entity) => {
    const other = surnameOf(x);
    // ("Kevin Costner Explorer" in a title line, then "Kevin Costner": one name runs on in the other)
    return !surname || !other || other === surname || x.head.startsWith(`${head} `) || head.startsWith(`${x.head} `);
  };
  const keyed = b.byKey.get(key);
  const e =
    (keyed && (keyed.kind === "animal" || sameName(keyed)) ? keyed : undefined) ??
    b.others.find((x) => x.kind !== "animal" && x.head.split(" ")[0] === firstName && sameName(x)) ??
    bySurname(b, span, firstName) ??
    create(b, key, {
      ...titled(b, span[0], name),
      head: name.toLowerCase(),
      kind: b.listedKind.get(name.toLowerCase()) ?? (FIGURES.test(name.toLowerCase()) ? "other" : "known"),
      group: false,
      dead: false,
    });
  for (let k = span[0]; k <= span[1]; k++) mention(b, e, k);
  // ("Paul R and Paul T": two of one first name are told apart by their initials)
  const namesake = surname && span[1] === span[0] ? b.others.find((x) => x !== e && x.head === e.head && x.label === e.label) : undefined;
  if (namesake) {
    const other = surnameOf(namesake);
    if (other) namesake.label = `${namesake.label} ${other.toUpperCase()}`;
    e.label = `${e.label} ${surname!.toUpperCase()}`;
  }
  // (the initial stands for the one named, so a list goes on after it)
  if (surname && span[1] === span[0] && !b.ref[span[1] + 1]) {
    b.ref[span[1] + 1] = e;
    return span[1] + 1;
  }
  return span[1];
}

/**
 * "a woman who resembles my mother", "he looked just like Elvis": the one resembled is not there;
 * a name resembled is the look-alike's from then on ("… Faye Dunaway asks" is the woman asking).
 * The index the likeness ends at, or -1 when the word at `i` opens none.
 */
function likenessOf(b: Builder, i: number): number {
  const { tokens, text } = b;
  const start = likenessObjectStart(tokens, i);
  if (start < 0) return -1;
  const isName = (k: number) =>
    CAPITALISED_WORD.test(tokens[k].raw) && !NOT_NAMES.has(tokens[k].w) && !isPlaceOrOrg(tokens[k].w) && tokens[k].brk === 0;
  const subject = likenessSubject(b, i);
  let end = -1;
  const aliases: [string, Entity][] = [];
  // ("very like my mother and my father": each of a list)
  for (let from = start; ;) {
    const head = likenessHead(tokens, from, isName);
    if (head < 0) return end;
    // ("the actress Faye Dunaway": a person noun with a name after it is that name)
    // ("resembles Attorney General Jo Bell": a name after titles runs to the last capitalised word)
    const titled = tokens[head + 1]?.brk === 0 && CAPITAL_FIRST.test(tokens[head + 1].raw) && !NOT_NAMES.has(tokens[head + 1].w);
    const at = PERSON_NOUNS.has(tokens[head].w) ? (titled ? head + 1 : -1) : head;
    const span: [number, number] | null = at >= 0 ? [at, Math.min(capitalsEnd(tokens, at), at + 3)] : null;
    const last = span ? span[1] : head;
    // ("looked like my brother and my sister were fighting": the list is a clause's subject — but after
    // "resembles" the verb is the look-alike's, "a man who resembles Jo Bell announces …")
    if (tokens[i].w === "like" && clauseFollows(tokens, last)) return -1;
    // (not one already met: "a soldier that looks like Natasha" when Natasha is there too)
    const met = span && (b.byKey.has(`name:${tokens[span[0]].w}`) || b.others.some((x) => x.head.split(" ")[0] === tokens[span[0]].w));
    if (span && subject && subject !== b.dreamer && !subject.group && !met) {
      const words = tokens.slice(span[0], span[1] + 1).map((t) => t.w.replace(/['’]s$/, ""));
      // (the name as written, its last two words and the surname alone: "… Clark came out")
      for (const n of new Set([words.join(" "), words.slice(-2).join(" "), words[words.length - 1]])) aliases.push([`name:${n}`, subject]);
    }
    // (the words of the likeness stand for the look-alike, so "an old man who resembles Jo Bell announces …" is the man announcing)
    if (subject && subject !== b.dreamer) for (let k = head; k <= last; k++) b.ref[k] = subject;
    end = last;
    // ("looked like Fred Clark, the actor": what the one resembled is, set off after the name)
    const set =
      tokens[end + 2] && /^(the|a|an)$/.test(tokens[end + 1].w) && /^,\s*$/.test(text.slice(tokens[end].end, tokens[end + 1].start));
    const role = span && set ? likenessHead(tokens, end + 2, () => false) : -1;
    if (role > end && PERSON_NOUNS.has(tokens[role].w)) end = role;
    if (tokens[end + 1]?.w !== "and" || tokens[end + 1].brk !== 0 || !tokens[end + 2] || tokens[end + 2].brk !== 0) {
      for (const [key, who] of aliases) b.byKey.set(key, who);
      return end;
    }
    from = end + 2;
  }
}

/** the one who looks like someone: the nearest character before the likeness's verb in its sentence */
function likenessSubject(b: Builder, i: number): Entity | undefined {
  for (let k = i - 1; k >= 0 && k >= i - 8 && b.tokens[k].sent === b.tokens[i].sent; k--) if (b.ref[k]) return b.ref[k];
  return undefined;
}

/**
 * "One girl is upset. Her name is Holly.", "his name was Tom Reed": the name said to be someone's
 * is that one's, not someone new. The index the name ends at, or undefined.
 */
/**
 * "I asked her name and she said Rosa", "when I asked for his name, he replied Tom": the name
 * answered to a question about the name is the one asked; the answerer's sex, or undefined
 */
function namedInAnswer(tokens: Token[], k: number): "m" | "f" | undefined {
  if (!/^(said|replied|answered|says)$/.test(tokens[k - 1]?.w ?? "") || !/^(he|she)$/.test(tokens[k - 2]?.w ?? "")) return undefined;
  const sent = tokens[k].sent;
  for (let j = k - 3; j > 0 && tokens[j].sent === sent; j--)
    if (tokens[j].w === "name" && /^(his|her)$/.test(tokens[j - 1].w)) return tokens[k - 2].w === "he" ? "m" : "f";
  return undefined;
}

function nameOf(b: Builder, span: [number, number]): number | undefined {
  const { tokens } = b;
  const k = span[0];
  const answer = namedInAnswer(tokens, k);
  if (!answer) {
    if (!/^(is|was)$/.test(tokens[k - 1]?.w ?? "") || !/^(name|names)$/.test(tokens[k - 2]?.w ?? "") || tokens[k].brk !== 0)
      return undefined;
    if (!/^(his|her)$/.test(tokens[k - 3]?.w ?? "")) return undefined;
  }
  // (whose name it is: the one brought in last, "my father hired a bodyguard. His name was Victor" — the bodyguard,
  // not the sentence's subject — if that one is still unnamed, of the pronoun's sex, and met in the last two sentences)
  const sex = answer ?? (tokens[k - 3].w === "his" ? "m" : "f");
  const whose = [...b.others].reverse().find((x) => x.kind !== "animal" && !x.group);
  if (!whose || (whose.sex && whose.sex !== sex) || CAPITAL_FIRST.test(whose.label) || whose.label.startsWith("your ")) return undefined;
  if (tokens[k].sent - tokens[whose.mentions[whose.mentions.length - 1] ?? 0].sent > 2) return undefined;
  // (a name already met is that person; only a new one becomes the owner's)
  const name = b.text.slice(tokens[span[0]].start, tokens[span[1]].end).replace(/['’]s$/, "");
  const key = `name:${name.toLowerCase()}`;
  if (b.byKey.has(key) || b.others.some((x) => x.head.split(" ")[0] === tokens[k].w)) return undefined;
  b.byKey.set(key, whose);
  if (!whose.sex) whose.sex = sex;
  for (let j = span[0]; j <= span[1]; j++) mention(b, whose, j);
  // (a stranger named is called by the name from then on: "a girl … Holly")
  if ((whose.kind === "stranger" || whose.kind === "known") && !whose.group && /^(a|an|the|some|this|that) /.test(whose.label)) {
    whose.label = name;
    whose.head = name.toLowerCase();
  }
  return span[1];
}

/** what stands between a noun and "named" or "called" in "a nurse from the night shift named Orla": the noun's own words */
const CALLED_BY = /^(named|called)$/;

/**
 * "a man named Ali", "a cat called Sam", "a nurse from the night shift named Orla": the name given to
 * someone just brought in with "a" is that one's, not someone new — one character, called by the
 * name from then on. Not "my mom called Sam" (a call: the one before "called" is no new "a …").
 * The index the name ends at, or undefined.
 */
function calledName(b: Builder, k: number): number | undefined {
  const { tokens } = b;
  if (!CALLED_BY.test(tokens[k - 1]?.w ?? "") || tokens[k - 1].brk !== 0 || tokens[k].brk !== 0) return undefined;
  if (!petNameAt(tokens, k)) return undefined;
  // ("a man named John Lee": the capitalised words that run on)
  let end = k;
  while (end < k + 2 && tokens[end + 1]?.brk === 0 && CAPITALISED_WORD.test(tokens[end + 1].raw) && !NOT_NAMES.has(tokens[end + 1].w))
    end++;
  const span: [number, number] = [k, end];
  // (the word before "named" is the noun itself or the end of its phrase: "on my ward")
  if (!b.ref[k - 2] && !isLexNoun(tokens[k - 2]?.w ?? "")) return undefined;
  let whose: Entity | undefined;
  for (let j = k - 2; j >= 0 && j >= k - 6 && tokens[j + 1].brk === 0; j--) {
    const x = b.ref[j];
    if (!x || x === b.dreamer) continue;
    whose = x;
    break;
  }
  if (!whose || whose.group || CAPITAL_FIRST.test(whose.label) || whose.label.startsWith("your ")) return undefined;
  // (brought in just now, with "a", "an", "another" or "this": "a man named Ali", not "the man I named")
  const first = whose.mentions[0];
  // ("someone from work called Lou", "this other man called Lou": no article before "someone", "other" between)
  // ("a really cute boy named Joe": describing words between the article and the noun are stepped over)
  let l = first - 1;
  while (
    l > first - 4 &&
    tokens[l + 1].brk === 0 &&
    (/^(really|very|so|quite|pretty|other)$/.test(tokens[l]?.w ?? "") || isLexAdjective(tokens[l]?.w ?? ""))
  )
    l--;
  const lead = tokens[l]?.w;
  // (but "someone called Sam" right after it may be a call made)
  const brought = /^(a|an|another|this|one|some)$/.test(lead ?? "") || (/^(someone|somebody)$/.test(tokens[first].w) && first < k - 2);
  if (tokens[first].sent !== tokens[k].sent || !brought) return undefined;
  const name = b.text.slice(tokens[span[0]].start, tokens[span[1]].end).replace(/['’]s$/, "");
  const key = `name:${name.toLowerCase()}`;
  if (b.byKey.has(key) || b.others.some((x) => x !== whose && x.head.split(" ")[0] === tokens[k].w)) return undefined;
  b.byKey.set(key, whose);
  if (!whose.sex && whose.kind !== "animal") whose.sex = nameSex(tokens[k].w);
  for (let j = span[0]; j <= span[1]; j++) mention(b, whose, j);
  // ("a cousin named Rafe and another boy": the whole phrase stands for the one named, so a list goes on after it)
  b.ref[k - 1] = whose;
  whose.label = name;
  return span[1];
}

/**
 * "My sister Heather is Mrs. Foley", "the driver was Bob": a name said to be someone already there
 * names that one again — one person, however many names the dream gives. A name met before under
 * its own entry is merged into the one it is said to be. The index the name ends at, or undefined.
 */
function copulaName(b: Builder, span: [number, number]): number | undefined {
  const { tokens, text } = b;
  // ("is Mr. Lee": the copula stands before the title)
  let k = Object.hasOwn(TITLES, tokens[span[0] - 1]?.w ?? "") ? span[0] - 1 : span[0];
  if (tokens[k].brk !== 0) return undefined;
  // ("was actually Ben": a word that stresses the copula may stand before the name)
  if (/^(actually|really)$/.test(tokens[k - 1]?.w ?? "") && tokens[k - 1].brk === 0) k--;
  // ("who turned out to be Ben": the verb group starts at "turned")
  const turned =
    tokens[k - 1]?.w === "be" && tokens[k - 2]?.w === "to" && tokens[k - 3]?.w === "out" && /^(turned|turns)$/.test(tokens[k - 4]?.w ?? "");
  const verb = turned ? k - 4 : k - 1;
  if (!turned && !/^(is|was)$/.test(tokens[verb]?.w ?? "")) return undefined;
  if (tokens[verb].brk !== 0 || tokens.slice(verb + 1, k).some((t) => t.brk !== 0)) return undefined;
  // ("she was Ann's friend": whose, not who)
  if (/['’]s$/.test(tokens[span[1]].raw)) return undefined;
  // ("Tom Hanks, who was actually Ben Stiller": a "who" set off by a comma goes on about the one just named)
  const who = tokens[verb - 1]?.w === "who" && tokens[verb - 1].brk === 1;
  const at = who ? verb - 2 : verb - 1;
  const subject = b.ref[at];
  if (!subject || subject === b.dreamer || subject.group) return undefined;
  // (the subject is a noun or a name, not "he" or "she", whose referent may be a guess)
  if (/^(he|she|they|it|who|that)$/.test(tokens[at].w)) return undefined;
  const name = text.slice(tokens[span[0]].start, tokens[span[1]].end);
  const key = `name:${name.toLowerCase()}`;
  const before =
    b.byKey.get(key) ?? b.others.find((x) => x !== subject && x.kind !== "animal" && x.head.split(" ")[0] === tokens[span[0]].w);
  if (before && before !== subject) {
    if (before.group || before.kind === "animal") return undefined;
    for (const m of before.mentions) b.ref[m] = subject;
    subject.mentions.push(...before.mentions);
    subject.mentions.sort((x, y) => x - y);
    before.mentions = [];
    b.others = b.others.filter((x) => x !== before);
    for (const [kk, v] of b.byKey) if (v === before) b.byKey.set(kk, subject);
  }
  b.byKey.set(key, subject);
  for (let j = span[0]; j <= span[1]; j++) mention(b, subject, j);
  if (!CAPITAL_FIRST.test(subject.label) && !subject.label.startsWith("your "))
    subject.label = before?.label ?? titled(b, span[0], name).label;
  return span[1];
}

/** the last of the capitalised words that run from `i`: "Grey's Anatomy", "The Wire" */
function capitalsEnd(tokens: Token[], i: number): number {
  let j = i;
  while (tokens[j + 1] && tokens[j + 1].brk === 0 && CAPITAL_FIRST.test(tokens[j + 1].raw)) j++;
  return j;
}

/** "Jo (The Wire)", "Ana (Casablanca)": capitalised words alone in brackets right after a name say where that one is from */
function sourceInBrackets(b: Builder, i: number): boolean {
  const { tokens, text } = b;
  if (i === 0 || !CAPITALISED.test(tokens[i].raw) || !b.ref[i - 1] || b.ref[i - 1] === b.dreamer) return false;
  return /^\s*\(\s*$/.test(text.slice(tokens[i - 1].end, tokens[i].start)) && /^\s*\)/.test(text.slice(tokens[capitalsEnd(tokens, i)].end));
}

/** the bracketed source's words, each standing for the one it follows (so "Jo (The Wire) laughed" is Jo laughing); the index it ends at */
function sourceOf(b: Builder, i: number): number {
  const j = capitalsEnd(b.tokens, i);
  for (let k = i; k <= j; k++) b.ref[k] = b.ref[i - 1];
  return j;
}

/** "Marcus Feld … Feld": a lone word that is the surname of one full name met before (and of no other) is that person */
function bySurname(b: Builder, span: [number, number], word: string): Entity | undefined {
  if (span[0] !== span[1] || word.length < 3) return undefined;
  const owners = new Set(b.others.filter((x) => x.kind !== "animal" && / /.test(x.head) && x.head.split(" ").pop() === word));
  // ("my girlfriend, who was Sara Lee … Lee came out": a full name said to be someone already there)
  for (const [key, x] of b.byKey) if (/^name:\S+ \S+$/.test(key) && key.split(" ").pop() === word && b.others.includes(x)) owners.add(x);
  return owners.size === 1 ? [...owners][0] : undefined;
}

const TITLES: Record<string, Sex> = { mr: "m", mrs: "f", ms: "f", miss: "f", dr: null };

/** "Mrs. Kotnik" keeps her title, and with it her sex */
function titled(b: Builder, at: number, name: string): { label: string; sex: Sex } {
  const prev = b.tokens[at - 1];
  const title = prev && prev.sent === b.tokens[at].sent && Object.hasOwn(TITLES, prev.w) ? prev : undefined;
  if (!title) return { label: name, sex: nameSex(b.tokens[at].w) };
  const written = b.text.slice(title.start, b.tokens[at].start).trim();
  return { label: `${written} ${name}`, sex: TITLES[title.w] ?? nameSex(b.tokens[at].w) };
}

export function findCast(tokens: Token[], text: string): Cast {
  const dreamer: Entity = { id: 0, label: "you", head: "dreamer", kind: "self", sex: null, group: false, dead: false, mentions: [] };
  const b: Builder = {
    tokens,
    text,
    quoted: quotedTokens(text, tokens),
    dreamer,
    others: [],
    ref: new Array(tokens.length),
    byKey: new Map(),
    listedKind: new Map(),
  };
  // a diary header ("#George-M-5 (11/12/64)") is not part of the dream
  const header = bodyStart(text);
  // ("the guy said "you fucked me"": inside someone else's words, "I" and "me" are the speaker, not the dreamer)
  const theirs = namedSpeech(text);
  const spokenByOther = (i: number) => theirs.some(([a, z]) => tokens[i].start >= a && tokens[i].end <= z);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].start < header) continue;
    // ("I waved at I. and T.": an initial I beside another is someone's, not the dreamer)
    if (FIRST_PERSON.has(tokens[i].w) && !(tokens[i].raw === "I" && letterInitial(text, tokens, i))) {
      if (!spokenByOther(i)) mention(b, dreamer, i);
    } else if (pronoun(b, i)) continue;
    else if (sourceInBrackets(b, i)) i = sourceOf(b, i);
    else {
      // ("who resembles my mother": the one resembled is skipped, once, since reading it keys its name)
      const resembled = likenessOf(b, i);
      if (resembled >= 0) {
        i = resembled;
        continue;
      }
      const p = exclamation(tokens, i, text) ? null : (personNoun(tokens, i) ?? othersAt(b, i));
      // ("a man named Ali": read before nameAt, which takes what follows "named" for a thing's name)
      const calledEnd = p ? undefined : calledName(b, i);
      if (calledEnd !== undefined) {
        i = calledEnd;
        continue;
      }
      const span = p ? null : nameAt(tokens, i, text);
      // an owner is someone already there ("a man … the man's hand"); "my mother's house" alone brings no one
      // ("Mom's making soup": "'s" as "is" makes no owner)
      // ("held Dad's hand", "my cousin's arm": the dreamer's own people owning a body part in reach are met, not
      // only referred to — not "the other man's arm", "her sister's legs", who are most often someone named before)
      const metByBody = p && p.kind !== "stranger" && !POSSESSIVE_3.has(tokens[i - 1]?.w ?? "") && ownBody(tokens, i);
      const owner = p && POSSESSIVE_S.test(tokens[i].w) && !isBeforeIng(tokens, i) && !metByBody;
      // ("the daughter of the owner": the one a relation is told by is referred to, as an owner is)
      const anchor = p && !owner && anchorOfRelation(tokens, i);
      if (anchor) {
        // ("the daughter of the man": a definite one may be someone met before; "of a man" is no one met)
        const definite = /^(the|this|that)$/.test(tokens[i - 1].w) || /^(the|this|that)$/.test(tokens[i - 2]?.w ?? "");
        const known = definite ? [...b.others].reverse().find((x) => x.head === p.head) : undefined;
        if (known) b.ref[i] = known;
        continue;
      }
      if (owner && !b.others.some((x) => x.head === p.head)) continue;
      if (p) i = personMention(b, i, p);
      if (p && !owner) i = petName(b, i);
      // the owner is referred to, not met again: it does not count as another time the dreamer sees them
      if (owner) b.ref[i]?.mentions.pop();
      else if (span && writtenLabel(b, span) >= 0) i = writtenLabel(b, span);
      else if (span) {
        const whole = hyphenedName(b, span);
        i = nameOf(b, whole) ?? copulaName(b, whole) ?? nameMention(b, whole);
      } else if (countOfUs(b, i)) i += 2;
      // ("I met Jahn … Jahn brought a salad": a name already met is that person, even where no cue says so)
      else if (!p && CAPITALISED.test(tokens[i].raw)) {
        // (not "Peter A … Peter B": another initial is another person)
        const initial = initialAfter(tokens, i);
        const again = b.others.find(
          (x) =>
            x.head === tokens[i].w &&
            CAPITAL_FIRST.test(x.label) &&
            (!initial || !initialAfter(tokens, x.mentions[0]) || initialAfter(tokens, x.mentions[0]) === initial),
        );
        if (again) mention(b, again, i);
      }
    }
  }
  markDead(tokens, b.others);
  const spoken = onlySpokenOf(b);
  for (const e of talkedOfInGeneral(b)) spoken.add(e);
  for (const e of spoken) for (const k of e.mentions) b.ref[k] = undefined;
  return { dreamer, others: b.others.filter((e) => e.mentions.length > 0 && !spoken.has(e)), ref: b.ref };
}

/** verbs of talk and thought whose "how …", "that …" clause says something of people in general */
const TALK_OF =
  /^(discuss|discussed|discussing|discusses|talk|talked|talking|talks|argue|argued|arguing|wonder|wondered|wondering|explain|explained|explaining|debate|debated|debating|think|thought|thinking|say|said|saying|agree|agreed)$/;

/**
 * "we argued about whether painters and singers ever rest": a plural without an article, in
 * what is said or thought of people in general, names no one in the dream (Hall/Van de Castle count
 * only who is there) — where it is never named again outside such a clause.
 */
function talkedOfInGeneral(b: Builder): Entity[] {
  const { tokens } = b;
  const general = (k: number) => {
    const t = tokens[k];
    if (!/s$/.test(t.w) || !PERSON_NOUNS.get(t.w)) return false;
    // (bare: no article, possessive or number before it, only others of a list: "poets, artists, and musicians")
    let j = k - 1;
    while (
      j >= 0 &&
      tokens[j].sent === t.sent &&
      (/^(and|or)$/.test(tokens[j].w) || (PERSON_NOUNS.has(tokens[j].w) && /s$/.test(tokens[j].w)))
    )
      j--;
    const lead = tokens[j];
    if (!lead || lead.sent !== t.sent || !/^(how|that|whether|why|about)$/.test(lead.w)) return false;
    return tokens.slice(Math.max(0, j - 3), j).some((x) => x.sent === t.sent && TALK_OF.test(x.w));
  };
  // (a "them" the pronoun rules tied to such a plural is no sign of anyone there: "I was angry with them" after it means others)
  const pronoun = (k: number) => /^(they|them|their|theirs|themselves)$/.test(tokens[k].w);
  return b.others.filter((e) => e.group && e.mentions.some((k) => !pronoun(k)) && e.mentions.every((k) => pronoun(k) || general(k)));
}

/**
 * The quotations of a text, each from its opening mark to its closing one: a straight mark right
 * after a digit is an inch (a 15" monitor), and a single word in quotation marks is a word set
 * apart ('a "stewardess"'), not speech; a quotation over 300 characters is left out.
 */
function quotations(text: string): (readonly [number, number])[] {
  const spans: (readonly [number, number])[] = [];
  let open = -1;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    if ((ch !== '"' && ch !== "“" && ch !== "”") || (ch === '"' && /\d/.test(text[k - 1] ?? ""))) continue;
    if (open < 0 && ch !== "”") open = k;
    else if (open >= 0 && ch !== "“") {
      const inner = text.slice(open + 1, k).trim();
      if (k - open <= 300 && /\s/.test(inner)) spans.push([open, k + 1]);
      open = -1;
    }
  }
  return spans;
}

/** words that greet or call the one named after them: "hi Sam", "thanks, Mom" */
const CALLING = /^(hi|hey|hello|dear|oh|bye|goodbye|thanks|thank|sorry|please|yes|no|okay|ok|come|look|listen|wait)$/;

/**
 * "I said, 'Lord Michael is your guide. Pray to him'": someone named only inside quoted words is
 * talked about, not met (Hall/Van de Castle do not count who is only referred to in conversation) —
 * unless called to ("Sam, come here", "thanks, Mom"). Quotations longer than a few sentences are
 * left alone: some reports put the whole dream in quotation marks.
 */
function onlySpokenOf(b: Builder): Set<Entity> {
  const { tokens, text } = b;
  const spans = quotations(text);
  const out = new Set<Entity>();
  if (!spans.length) return out;
  const inQuote = (k: number) => spans.some(([a, z]) => tokens[k].start > a && tokens[k].end < z);
  const called = (k: number) => {
    const before = text.slice(Math.max(0, tokens[k].start - 3), tokens[k].start);
    const after = text.slice(tokens[k].end, tokens[k].end + 3);
    // (a name or a title written as one, "Mom", not "best friends!")
    const asAName = CAPITAL_FIRST.test(tokens[k].raw);
    return (
      CALLING.test(tokens[k - 1]?.w ?? "") ||
      (asAName && ((/[“"]\s*$/.test(before) && /^\s*[,!?.…]/.test(after)) || /^\s*[!?.,…]*\s*[”"]/.test(after) || /^\s*[!?]/.test(after)))
    );
  };
  for (const e of b.others) {
    // (a stranger in quoted words is often pointed out in the scene: "by the woman with the child", "this is his son")
    // (but "your mother" in quoted words is the listener's relative talked about, not one pointed out)
    const listenersKin =
      PERSON_NOUNS.get(e.head)?.kind === "family" && e.mentions.every((k) => tokens[k - 1]?.w === "your" && tokens[k].brk === 0);
    if ((e.kind === "stranger" && !listenersKin) || !e.mentions.length || !e.mentions.every(inQuote)) continue;
    // (a name of several words is called by its first: "hi Ann Lee")
    if (e.mentions.some((k) => b.ref[k - 1] !== e && called(k))) {
      // (but 'She said, "Good morning, Mrs. Lund"' greets the one she speaks to, the dreamer, by the dreamer's own name)
      if (greetsTheDreamer(text, tokens, spans, e)) out.add(e);
      continue;
    }
    out.add(e);
  }
  return out;
}

/** words that greet the one they are said to: "Hello, Mrs. Lund", "Good morning, Ann" */
const GREETING = /^(hello|hi|hey|morning|evening|afternoon|welcome|goodbye|bye|thanks)$/;
/** the dreamer as the one who speaks: 'I said, "…"', '"…," I asked' */
const DREAMER_SPEAKS =
  /\b(i|we)\s+(\w+\s+)?(said|say|says|asked|ask|told|tell|called|call|shouted|yelled|replied|answered|greeted|whispered)\b/i;
const SOMEONE_SPEAKS =
  /\b(said|says|say|asked|asks|greeted|greets|called|calls|replied|replies|answered|answers|whispered|shouted|yelled)\b/i;

/**
 * 'She said, "Good morning, Mrs. Lund."': a name someone else greets, in quoted words said to the dreamer,
 * and never named outside them, is the dreamer's own name, not someone new in the dream.
 */
function greetsTheDreamer(text: string, tokens: Token[], spans: (readonly [number, number])[], e: Entity): boolean {
  return e.mentions.every((k) => {
    const span = spans.find(([a, z]) => tokens[k].start > a && tokens[k].end < z);
    if (!span) return false;
    // (the greeting opens the quotation: "Hello, Mrs. Lund", "Good morning, Ann")
    const opening = text
      .slice(span[0] + 1, tokens[k].start)
      .toLowerCase()
      .replace(/[^a-z ]/g, " ")
      .trim()
      .split(/\s+/);
    const title = /^(mr|mrs|ms|miss|dr)\.?$/.test(opening[opening.length - 1] ?? "") ? opening.slice(0, -1) : opening;
    if (!(title.length >= 1 && title.length <= 2 && GREETING.test(title[title.length - 1]))) return false;
    // (said by someone else: the words around the quotation in its sentence name a speaker who is not "I")
    const before =
      text
        .slice(Math.max(0, span[0] - 40), span[0])
        .split(/[.!?]\s/)
        .pop() ?? "";
    const after = text.slice(span[1], span[1] + 30).split(/[.!?]\s/)[0] ?? "";
    const around = `${before} ${after}`;
    return SOMEONE_SPEAKS.test(around) && !DREAMER_SPEAKS.test(around);
  });
}

/** what a thing is compared in: "the texture of a slug", "the size of a horse" */
const LIKENESS_MEASURE = /^(consistency|texture|size|colour|color|height|weight|length|smell|taste|strength|speed)$/;

const COPULAS = new Set(["was", "is", "am", "were", "are", "be", "been", "became", "becomes", "seemed", "seems", "'s"]);
const NP_LEAD = new Set([
  "a",
  "an",
  "the",
  "some",
  "very",
  "just",
  "really",
  "actually",
  "only",
  "also",
  "quite",
  "kind",
  "sort",
  "of",
  "looking",
]);

/**
 * A person noun that names no new character: "he was a tall man", "the woman was a nurse" (the
 * subject again), "it looked like a person", "too small for a person to stand" (nobody at all).
 */
function roleOf(tokens: Token[], i: number, ref: (Entity | undefined)[]): Entity | "generic" | null {
  let d = i;
  const modifier = (w: string) => tagsOf(w).some((t) => t === "Adjective" || t === "Comparative");
  // ("was a bus driver": a noun before the person noun says which kind, as an adjective would)
  const kindNoun = (k: number) => k === i - 1 && isLexNoun(tokens[k].w) && !PERSON_NOUNS.has(tokens[k].w) && !/['’]s$/.test(tokens[k].w);
  while (d > 0 && tokens[d].brk === 0 && (NP_LEAD.has(tokens[d - 1].w) || modifier(tokens[d - 1].w) || kindNoun(d - 1))) d--;
  if (d === 0 || tokens[d].brk !== 0) return null;
  // "Marco, who turned out to be her husband": the one who turned out so is the husband
  const owner = POSSESSIVE_3.has(tokens[d - 1].w) && tokens[d - 2]?.w === "be" && tokens[d - 3]?.w === "to";
  if (owner && tokens[d - 4]?.w === "out" && /^(turned|turns)$/.test(tokens[d - 5]?.w ?? "")) {
    const subject = tokens[d - 6]?.w === "who" ? ref[d - 7] : ref[d - 6];
    if (subject) return subject;
  }
  const before = tokens[d - 1].w;
  if (before === "like" || before === "as" || before === "than") return "generic";
  // "they made me the captain", "named us the winners": the dreamer's new role, not someone else
  if (/^(me|us)$/.test(before) && /^(made|make|makes|named|appointed|elected|crowned|declared|chose|picked)$/.test(tokens[d - 2]?.w ?? ""))
    return "generic";
  // "playing the role of the family doctor", "got the part of a nurse": a role taken, not someone else
  if (before === "of" && /^(role|roles|part|parts|character)$/.test(tokens[d - 2]?.w ?? "")) return "generic";
  // "the texture of a slug", "the height of a child": a measure of likeness, no one there
  // (the "of" itself may be among the words stepped over: "the texture of a slug")
  const measured = (k: number) => tokens[k]?.w === "of" && LIKENESS_MEASURE.test(tokens[k - 1]?.w ?? "") && tokens[k].brk === 0;
  if (measured(d - 1) || (tokens[d].w === "of" && measured(d))) return "generic";
  // "a policeman or investigator": a second name for the same one
  if (before === "or" && d === i && ref[d - 2] && tokens[d - 1].brk === 0) return ref[d - 2]!;
  // "he wanted an older woman he could learn from": someone wished for is not someone there
  if (/^(want|wanted|wants|need|needed|needs)$/.test(before) && /^(a|an)$/.test(tokens[d].w)) return "generic";
  if (before === "for" && tokens[i + 1]?.w === "to") return "generic";
  // "I'm an adult", "she's a nurse": the subject and its verb in one word
  // (not "with Bob's aunt": an "'s" right before the noun, with no article between, is whose it is)
  const whose = /['’]s$/.test(before) && !/^(he|she|it|that|who|there)['’]s$/.test(before) && !NP_LEAD.has(tokens[d].w);
  if (/['’](m|re|s)$/.test(before) && ref[d - 1] && !whose) return ref[d - 1]!;
  if (!COPULAS.has(before)) return null;
  // ("I was at the stables and was a horse trainer": after "and" with no subject of its own, the copula's subject is the clause's before)
  if (/^(and|but)$/.test(tokens[d - 2]?.w ?? "") && tokens[d - 1].brk === 0 && tokens[d - 2].brk === 0) {
    const subject = subjectBefore(tokens, ref, d - 2);
    if (subject) return subject;
  }
  // ("a porter who appears to be a captain": the subject stands before the verb and "to")
  const toBe =
    before === "be" &&
    tokens[d - 2]?.w === "to" &&
    /^(seems|seemed|seem|appears|appeared|appear|out|happened|happens|proved)$/.test(tokens[d - 3]?.w ?? "");
  const reach = toBe ? (tokens[d - 3].w === "out" ? 6 : 5) : 3;
  // ("a girl, who was the daughter of …", "a man, who turned out to be a cop": a "who" set off by a comma
  // goes on about the one just named, and the copula's subject is that one)
  const crosses = (k: number) => tokens[k + 1].brk === 0 || (tokens[k + 1].w === "who" && tokens[k + 1].brk === 1);
  for (let k = d - 2; k >= 0 && k >= d - reach && crosses(k); k--) {
    if (toBe && /^(to|seems|seemed|seem|appears|appeared|appear|out|turned|turns|happened|happens|proved|who|that)$/.test(tokens[k].w))
      continue;
    if (ref[k]) return ref[k]!;
    // "I told Ezra it was a bee": the copula's subject is the "it" between, not the person before it
    if (/^(it|there|this|that|what|which)$/.test(tokens[k].w)) return null;
  }
  return null;
}

/**
 * The subject of the clause an "and" at `k` goes on from: the character that opens its sentence
 * ("I was at the stables and was …"), when a verb follows it straight away.
 */
function subjectBefore(tokens: Token[], ref: (Entity | undefined)[], k: number): Entity | undefined {
  let s = k;
  while (s > 0 && tokens[s - 1].sent === tokens[k].sent) s--;
  // ("My sister came in and was …": past the owner's word)
  if (/^(my|our|his|her|their)$/.test(tokens[s].w) && ref[s + 1] && ref[s + 1] !== ref[s] && tokens[s + 1].brk === 0) s++;
  const first = ref[s];
  if (!first || /^(my|our|his|her|their)$/.test(tokens[s].w) || /['’]s$/.test(tokens[s].raw)) return undefined;
  // (the subject and its verb: "I was", "she had been", "Ann went")
  let v = s + 1;
  while (ref[v] === first) v++;
  const verb = tokens[v];
  return verb && verb.brk === 0 && (COPULAS.has(verb.w) || isLexVerb(verb.w)) && v < k ? first : undefined;
}

/** "died five months before", "had died years ago": a death well before the scene */
function longAgo(tokens: Token[], k: number): boolean {
  if (!/^(had|has)$/.test(tokens[k - 1]?.w ?? "")) return false;
  for (let j = k + 1; j <= k + 4 && tokens[j]?.sent === tokens[k].sent; j++)
    if (/^(ago|before|earlier|already)$/.test(tokens[j].w)) return true;
  return false;
}

const AGE = /^(teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)$/;

/** "my grandmother, who died last year", "my late father", "my dead uncle": someone dead before the dream */
function markDead(tokens: Token[], others: Entity[]) {
  for (const e of others) {
    const first = e.mentions[0];
    for (let k = Math.max(0, first - 2); k <= Math.min(tokens.length - 1, first + 5); k++) {
      if (tokens[k].sent !== tokens[first].sent) continue;
      // ("in her late teens" is an age, not a death)
      if (k < first && /^(dead|deceased)$/.test(tokens[k].w) && !AGE.test(tokens[k + 1]?.w ?? "")) e.dead = true;
      // ("my late father"; "we stayed out late and Mom waited up" is no death)
      if (k === first - 1 && tokens[k].w === "late" && /^(my|his|her|our|their|your|the)$/.test(tokens[k - 1]?.w ?? "")) e.dead = true;
      // ("Mum rang and Grandpa had died": the death is the nearer one's)
      const between = (o: Entity) => o !== e && o.mentions.some((m) => m > first && m < k);
      if (
        k > first &&
        DEAD_NEAR.test(tokens[k].w) &&
        // ("my uncle had died of a stroke" is a death in the dream; "my father, who had died", "Ann had died
        // five months before" one before it)
        (tokens.slice(first + 1, k).some((x) => x.w === "who") || longAgo(tokens, k)) &&
        !others.some(between)
      )
        e.dead = true;
    }
  }
}
