/**
 * The dream's symbols: lexicon matches that hold in the sense the dream uses them, not negated
 * ("no dogs"), with the phrase of the dream each sits in, scored so the charged images come first.
 */
import type { Cast } from "./characters";
import type { Event } from "./events";
import { matchSymbols, namesAThing, SYMBOLS, symbolsAt, type SymbolDef, type SymbolMatch } from "./lexicon";
import { phraseSpan, PREPOSITIONS, tidyQuote } from "./phrase";
import { senseHolds } from "./senses";
import { isNegator, someInSentences, type Token } from "./tokenize";
import { isFirstName, isLexAdjective, isLexVerb, tagsOf } from "./words";
import { OWN_ROLES } from "@/content/lexicon/roles";
import { depictedTokens, MEDIUM } from "./depicted";
import { PERSON_NOUNS } from "./person-nouns";
import { repairSpan } from "./symbol-quote";
import { BODY_PARTS } from "./symbol-situations";
import { inScene, sceneOf } from "./symbol-scenes";

export type FoundSymbol = {
  def: SymbolDef;
  /** exact words of the dream around the first mention */
  quote: string;
  /** the matched words as written */
  surface: string;
  count: number;
  /** how many of its mentions are only feared, wished away or supposed ("I don't want to fall", "if I fall") */
  imagined: number;
  firstToken: number;
  /** the first token of every mention that holds, the first one included */
  mentions?: number[];
  score: number;
  /** how much of `score` comes from what the dream does with it (`roleWeight`): action first, setting furniture after */
  role?: number;
  /** set when the dream names it with a proper noun ("Potomac Park", "China") */
  proper?: string;
  /** how it stands in this dream, when the lexicon writes a meaning for that ("own" house, "swum" water); `def.meaning` is then that scene's */
  scene?: string;
};

const NAME_STOP = new Set([
  "i",
  "my",
  "the",
  "a",
  "in",
  "on",
  "at",
  "then",
  "and",
  "but",
  "so",
  "when",
  "we",
  "he",
  "she",
  "they",
  "it",
  "there",
  "this",
  "that",
]);

/** a negation written without its apostrophe: "I dont run", "there wasnt a dog" */
const BARE_NEGATOR = /^(dont|didnt|doesnt|wasnt|werent|isnt|arent|cant|couldnt|wouldnt|wont|havent|hasnt|hadnt)$/;

/** verbs whose denial says the thing is not there: "didn't have a car", "don't need any shoes", "couldn't see a light" */
const HAVE_OR_SEE = /^(have|had|has|need|needed|see|saw|find|found|own|wear|wearing|get|bring|brought|know|knew)$/;

/** "no dogs", "without shoes", "wasn't a snake", "there were no mice", "didn't need any shoes" */
export function negatedAt(tokens: Token[], first: number): boolean {
  for (let j = first - 1; j >= Math.max(0, first - 3); j--) {
    if (tokens[j + 1].brk > 0) break;
    const w = tokens[j].w;
    if (w === "no" || w === "without" || w === "nor" || w === "never" || w === "none") return true;
    // ("tea instead of a coffee", "at school instead of home": what is put aside is not there)
    if (w === "of" && tokens[j - 1]?.w === "instead" && tokens[j].brk === 0) return true;
    if (!isNegator(w) && !BARE_NEGATOR.test(w)) continue;
    const next = tokens[j + 1].w;
    if (next === "a" || next === "an" || next === "any" || j === first - 1) return true;
    if (HAVE_OR_SEE.test(next) && j + 2 < first && /^(a|an|any)$/.test(tokens[j + 2].w)) return true;
  }
  return false;
}

/** a word written with a capital and then a small letter */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/** a proper noun the match is part of ("Potomac Park", "China") */
function properName(text: string, tokens: Token[], first: number, last: number): string | undefined {
  if (!(
    first > 0 &&
    tokens[first].brk === 0 &&
    text.charCodeAt(tokens[first].start - 1) !== 45 /* "-" */ &&
    CAPITALISED.test(tokens[first].raw) &&
    !["i", "my", "the", "a"].includes(tokens[first].w)
  ))
    return undefined;
  let ps = first;
  while (
    ps > 0 &&
    ps > first - 2 &&
    tokens[ps].brk === 0 &&
    CAPITALISED.test(tokens[ps - 1].raw) &&
    !NAME_STOP.has(tokens[ps - 1].w) &&
    tokens[ps - 1].brk === 0 &&
    ps - 1 > 0
  )
    ps--;
  return text.slice(tokens[ps].start, tokens[last].end);
}

function scoreOf(s: FoundSymbol, n: number): number {
  return (
    Math.min(s.count, 4) +
    (s.def.theme ? 2 : 0) +
    (s.def.salience ?? 0) * 1.25 +
    (s.def.category === "person" ? -0.5 : 0) +
    (s.surface.includes(" ") ? 1 : 0) +
    (/^(woke|wake|awoke|waking|awake)\b/i.test(s.surface) ? -3 : 0) +
    (s.imagined === s.count ? -5 : 0) +
    (1 - s.firstToken / Math.max(1, n)) * 0.5
  );
}

/** "George W. Bush", "Mr. Fox", "Jenny Rose": a capitalised word that is part of a person's name */
function partOfName(tokens: Token[], m: { first: number; last: number }, cast: Cast, names: Set<string>): boolean {
  const t = tokens[m.first];
  if (!/^\p{Lu}/u.test(t.raw)) return false;
  const ref = cast.ref[m.first];
  const prev = tokens[m.first - 1];
  const afterName =
    !!prev &&
    t.brk === 0 &&
    /^\p{Lu}/u.test(prev.raw) &&
    (isFirstName(prev.w) || /^\p{Lu}\.?$/u.test(prev.raw) || /^(mr|mrs|ms|dr|miss)$/.test(prev.w));
  if ((ref && ref !== cast.dreamer) || afterName) names.add(t.w);
  return names.has(t.w);
}

/**
 * "playing Spider Solitaire", "Chevy Chase", "Def Leppard": a capitalised common noun inside a
 * sentence is a title, a brand or a name — unless it names a place ("Potomac Park", "Lake Erie").
 */
function titleOrBrand(text: string, tokens: Token[], m: SymbolMatch): boolean {
  const t = tokens[m.first];
  // "(Lost)", "“Jaws”": a capital just inside a bracket or quotation mark is a title too
  const opened = /[(“"]$/.test(text.slice(0, t.start).trimEnd());
  if (!CAPITALISED.test(t.raw) || (t.brk !== 0 && !opened) || m.first === 0) return false;
  const ids = m.ids.slice(0, 2).map((id) => SYMBOLS[id]);
  if (inQuotedTitle(text, t)) return true;
  // ("watching House", "an episode of Lost": a capitalised word after a verb of watching is a show, place noun or not)
  if (
    /^(watching|watched|watch|watches|episode|episodes|of|called|named)$/.test(tokens[m.first - 1]?.w ?? "") &&
    !/[(“"]$/.test(text.slice(0, t.start).trimEnd())
  )
    return tokens[m.first - 1].w !== "of" || /^(episode|episodes|season|seasons|show)$/.test(tokens[m.first - 2]?.w ?? "");
  if (titleBeforeMedium(tokens, m)) return true;
  // "Oak Valley" is a place named after an oak, "Lake Erie" a lake: only a place noun leads a name
  const next = tokens[m.last + 1];
  if (next && next.brk === 0 && CAPITALISED.test(next.raw))
    return !/^(lake|lakes|mount|mt|river|cape|port|fort|bay|isle|island|glen)$/.test(t.w);
  // "Bull Ice", "Potomac Park": after another capital it is the name's head, kept only if it is a place
  const prev = tokens[m.first - 1];
  // ("Dawson's Creek", "Denny's Diner": after a capitalised owner's name it is a show's or a business's name)
  if (
    prev &&
    prev.brk === 0 &&
    CAPITALISED.test(prev.raw) &&
    /['’]s$/.test(prev.raw) &&
    !/^(it's|that's|there's|here's|he's|she's|what's|who's|let's)$/.test(prev.w)
  )
    return true;
  if (CAPITALISED.test(prev?.raw ?? "") && prev.brk !== 2 && !/^(i|the|my|a)$/.test(prev.w))
    return (
      TOWN_HEAD.test(t.w) ||
      !ids.some(
        (d) =>
          d.category === "place" ||
          // ("Oak Valley", "Maple Hills" are towns: a valley or hills after a name is the town's)
          /^(lake|river|sea|ocean|mountain|forest|beach|bay|island|creek|canyon|desert|park)$/.test(d.name),
      )
    );
  // ("Then it was House", "I brought Tree with me": a capitalised place or nature noun with no article, where English wants one, is a name)
  const bare = !/^(the|a|an|my|our|your|his|her|their|this|that|these|those|some|every|each|any|its|whose|which)$/.test(prev?.w ?? "");
  const common = !tagsOf(t.w).some((x) => /^(Place|Country|City|Region|ProperNoun)$/.test(x));
  if (bare && common && m.first === m.last && !BARE_PLACES.test(t.w) && ids.some((d) => d.category === "place")) return true;
  // (a nature word is a name only after a verb: "brought Tree", "calling Tree" — not "in Autumn", nor a shout of "Fire!")
  const afterVerb = !opened && !PREPOSITIONS.has(prev?.w ?? "") && isLexVerb(prev?.w ?? "");
  if (bare && common && afterVerb && m.first === m.last && ids.some((d) => d.category === "nature")) return true;
  return !ids.some((d) => d.category === "place" || d.category === "nature");
}

/** what a title names: "a Jurassic Park book", "the Nightmare on Elm Street movie" */
const TITLED =
  /^(book|books|movie|movies|film|films|show|shows|series|song|songs|album|albums|novel|novels|episode|episodes|video|videos|game|games|cd|dvd|tape|poster|posters|musical|play|sequel|soundtrack|comic|comics|cartoon|franchise|character|characters)$/;
/** the small words a title keeps lower case */
const TITLE_SMALL = /^(of|on|the|and|in|to|a|an|at|for|from|with|&)$/;

/**
 * "a Jurassic Park book", "some Star Wars game", "the Nightmare on Elm Street movie": a capitalised
 * run of words, with a title's small words in it, right before a word for a book, a film, a show or
 * a game is that thing's title, and no word in it is in the dream.
 */
function titleBeforeMedium(tokens: Token[], m: SymbolMatch): boolean {
  let k = m.last + 1;
  for (let n = 0; n < 6 && k < tokens.length && tokens[k].brk === 0; n++, k++) {
    const t = tokens[k];
    if (TITLED.test(t.w) && !CAPITALISED.test(t.raw)) return true;
    if (!CAPITALISED.test(t.raw) && !TITLE_SMALL.test(t.w)) return false;
  }
  return false;
}

/** nouns that end the names of towns, streets, estates and buildings more often than they name the thing itself ("Oak Valley", "Maple Hills", "Love Field", "Carnegie Hall") */
const TOWN_HEAD =
  /^(valley|hills?|heights|peaks|field|fields|grove|springs|meadows?|woods|ridge|falls|point|gardens|acres|estates|manor|village|hall|halls)$/;

/**
 * "played “Slow Boat to China”": a word inside quotation marks whose words are capitalised is part of
 * a title — a song, a book, a show — not a thing in the dream. Quoted speech ("he said “get out of my
 * house”") is written in sentence case and stays.
 */
function inQuotedTitle(text: string, t: Token): boolean {
  const before = text.slice(Math.max(0, t.start - 80), t.start);
  const open = Math.max(before.lastIndexOf("“"), before.lastIndexOf('"'));
  if (open < 0 || /[”"]/.test(before.slice(open + 1)) || /[.!?]\s/.test(before.slice(open + 1))) return false;
  // (walking through a “Museum of Old Toys”: with an article before it, the quoted name is of a thing that is there)
  if (/\b(a|an|the|this|that)\s*$/i.test(before.slice(0, open))) return false;
  const rest = text.slice(t.start, t.start + 80);
  const close = rest.search(/[”"]/);
  if (close < 0) return false;
  const words = (before.slice(open + 1) + rest.slice(0, close)).split(/\s+/).filter((w) => /\p{L}/u.test(w));
  // (the small words of a title stay lower case: "Slow Boat to China")
  const content = words.filter((w) => !/^(a|an|the|of|to|in|on|and|or|for|at|by|my|with|from|is|be)$/i.test(w.replace(/\P{L}/gu, "")));
  return words.length >= 2 && words.length <= 8 && content.length > 0 && content.every((w) => /^\P{L}*\p{Lu}/u.test(w));
}

/** places English names without an article ("went to Church", "at School", "to Heaven") */
const BARE_PLACES =
  /^(home|school|church|college|university|work|town|bed|class|camp|hospital|prison|jail|court|heaven|hell|earth|paradise|mass|chapel|kindergarten|daycare|downtown|uptown|upstairs|downstairs|outside|inside|sea|space|mars|venus|jupiter|saturn|mercury|neptune|uranus|pluto)$/;

/** "that is far-fetched, man.": someone addressed at the end of a sentence is no figure in it */
function vocative(tokens: Token[], m: { first: number; last: number }): boolean {
  const next = tokens[m.last + 1];
  return (
    m.first === m.last &&
    /^(man|dude|guys|bro|girl|buddy|pal)$/.test(tokens[m.first].w) &&
    tokens[m.first].brk === 1 &&
    (!next || next.brk === 2)
  );
}

/** "an ex-musical instrument case", "ice-cream": one word of a hyphenated compound is not the symbol */
function compoundHead(text: string, tokens: Token[], m: { first: number; last: number }): boolean {
  if (m.first !== m.last) return false;
  const end = tokens[m.last].end;
  return text[end] === "-" && /\p{L}/u.test(text[end + 1] ?? "");
}

/**
 * "water guns", "fire crew", "a beehive hairdo", "floating docks": one word before the noun it
 * describes is not the thing itself. (A lexicon phrase, "water bottle", is matched whole before this.)
 */
function modifier(text: string, tokens: Token[], m: SymbolMatch): boolean {
  const next = tokens[m.last + 1];
  if (!next || next.brk !== 0 || tokens[m.last].w.endsWith("'s")) return false;
  // ("kids' sandals", "the girls' bathroom": a class of people owning a thing describes the thing; no child or girl is in the scene)
  if (m.first === m.last && PLURAL_CLASS.test(tokens[m.first].w) && text[tokens[m.first].end] === "'" && namesAThing(next.w)) return true;
  // (people are read as characters: "my mother", "her husband" — but an institution before a thing names whose it is, "navy aircraft carriers")
  if (m.ids.every((id) => SYMBOLS[id].category === "person"))
    return m.first === m.last && INSTITUTION.test(tokens[m.first].w) && (namesAThing(next.w) || COMPOUND_HEADS.has(next.w));
  // ("a first aid station", "the ice cream truck": a phrase of the lexicon before the noun it describes)
  if (m.first !== m.last) return COMPOUND_HEADS.has(next.w) && !/^(is|was|are|were)$/.test(next.w);
  if (COMPOUND_HEADS.has(next.w)) return true;
  // ("a school friend", "the promotion lady", "a flight instructor": a noun before a person names who they are, not a thing in the scene)
  // (not a being's own kind, "a zombie guy", nor the staff of a place or a vehicle that is there, "the store clerk", "a bus driver")
  const w = tokens[m.first].w;
  const who = PERSON_NOUNS.get(next.w);
  const kinds = m.ids.map((id) => SYMBOLS[id].category);
  if (
    who &&
    !PERSON_NOUNS.has(w) &&
    !/(ed|ing|en)$/.test(w) &&
    !isLexAdjective(w) &&
    !ADJECTIVE_SYMBOL.test(w) &&
    !kinds.some((k) => k === "animal" || k === "creature") &&
    // (a likeness is the thing, "his toy men"; a sport's own players or coach say the sport is played, "our volleyball coach")
    !/^(toy|toys|doll|dolls|robot|robots|cartoon|statue|statues|snow|wax|plastic|paper|stuffed)$/.test(w) &&
    !m.ids.some((id) => /^(sports|ball|game)$/.test(SYMBOLS[id].name)) &&
    !(who.occupational && kinds.some((k) => k === "place" || k === "vehicle"))
  )
    return true;
  // ("a tram or bus depot", "a cat or dog bed": modifiers joined by "or" share the head noun after the second)
  const second = tokens[m.last + 2];
  const head = tokens[m.last + 3];
  // (the first right after its article: "a jazz concert or fancy-dress party" names two things)
  const article = /^(a|an|the|any|no|some|every|each|that|this)$/.test(tokens[m.first - 1]?.w ?? "");
  if (article && next.w === "or" && second && head && second.brk === 0 && head.brk === 0 && namesAThing(second.w) && namesAThing(head.w))
    return true;
  // ("the dog bites", "the baby cries": a verb after it is what it does)
  return namesAThing(next.w) && !/(ed|ing)$/.test(next.w) && !/^(is|was|are|were)$/.test(next.w);
}

/** what may stand between a role's word and the verb that gives it to the dreamer: "I was the new head teacher" */
const ROLE_LEAD =
  /^(the|a|an|his|her|their|its|our|my|your|new|head|young|old|only|substitute|school|music|art|math|english|family|chief|senior|junior|real|actual|kind|sort|some)$/;

/**
 * "I was a teacher", "I came as her tutor", "I'm the doctor": the dreamer holds the role, so
 * what the figure means when one meets it (being tested, being looked after) does not apply.
 */
function ownRole(tokens: Token[], k: number): boolean {
  let j = k - 1;
  for (let n = 0; n < 3 && j >= 0 && tokens[j + 1].brk === 0 && ROLE_LEAD.test(tokens[j].w); n++) j--;
  if (j < 0 || tokens[j + 1].brk !== 0) return false;
  const w = tokens[j].w;
  if (/^(i'm|we're)$/.test(w)) return true;
  if (w === "as") {
    // ("I came as her tutor", "I worked as a nurse": the clause's subject is the dreamer)
    for (let i = j - 1; i >= 0 && i >= j - 8 && tokens[i + 1].brk === 0; i--) {
      if (/^(i|we)$/.test(tokens[i].w)) return true;
      if (/^(he|she|they|who|someone|somebody)$/.test(tokens[i].w)) return false;
    }
    return false;
  }
  if (!/^(was|am|were|became|become|becomes|be|being)$/.test(w)) return false;
  let i = j - 1;
  while (
    i >= 0 &&
    /^(now|also|still|actually|really|just|then|suddenly|apparently|finally|supposed|to)$/.test(tokens[i].w) &&
    tokens[i + 1].brk === 0
  )
    i--;
  return i >= 0 && tokens[i + 1].brk === 0 && /^(i|we)$/.test(tokens[i].w);
}

/** containers named as a measure of what they hold: "a bag of Skittles", "a bowl of oatmeal", "a bottle of wine" */
const CONTAINER =
  /^(bag|bags|box|boxes|cup|cups|glass|glasses|bottle|bottles|can|cans|jar|jars|bowl|bowls|plate|plates|pack|packs|packet|packets|carton|cartons|bucket|buckets|basket|baskets|sack|sacks|tray|trays|tub|tubs|pot|pots|mug|mugs|crate|crates|barrel|barrels|tin|tins|pail|jug|pitcher|vial|case|cases)$/;

/**
 * "a bag of Skittles", "a bowl of oatmeal", "a box of donuts": a container named with what it holds is
 * its measure, and what it holds is the thing of the dream (the lexicon reads that on its own).
 */
function measureOf(tokens: Token[], m: SymbolMatch): boolean {
  if (m.first !== m.last || !CONTAINER.test(tokens[m.first].w)) return false;
  const of = tokens[m.last + 1];
  const what = tokens[m.last + 2];
  // ("crates of pine stacked high": "of" a material says what the container is made of, and it is the thing)
  return (
    of?.w === "of" &&
    of.brk === 0 &&
    !!what &&
    what.brk === 0 &&
    !/^(the|a|an|my|his|her|their|our|its|this|that|it|them)$/.test(what.w) &&
    !/^(wood|wooden|metal|steel|iron|tin|glass|plastic|cardboard|paper|leather|stone|gold|silver|cloth|straw|wicker|clay|porcelain|crystal)$/.test(
      what.w,
    )
  );
}

/** verbs of play whose bare object names a game: "played war", "playing house", "play doctor" */
const PLAY = /^(play|plays|played|playing)$/;
/** what one plays that is what it names: a game, a sport, music */
const PLAYED_AS_ITSELF = /^(game|sports|ball|music|bowling|dancing|performance|cards|chess|video game|toy|computer)$/;

/**
 * "we played three-way war", "the kids were playing house", "playing doctor": a word that is not a
 * game's own, right after a verb of play (past a word or two of the game's name, "three-way"), names
 * a game; no war, house or doctor is in the dream.
 */
function gameName(tokens: Token[], m: SymbolMatch, def: SymbolDef): boolean {
  // ("she kept my pen as a hostage", "a boy served as the judge": an event's word after "as a" is a part played, not the event)
  if (
    def.category === "event" &&
    /^(a|an)$/.test(tokens[m.first - 1]?.w ?? "") &&
    tokens[m.first - 2]?.w === "as" &&
    tokens[m.first - 1].brk === 0
  )
    return true;
  if (PLAYED_AS_ITSELF.test(def.name) || !/^(event|place|person|animal|creature|nature)$/.test(def.category)) return false;
  for (let j = m.first - 1, n = 0; j >= 0 && n < 3 && tokens[j + 1].brk === 0; j--, n++) {
    if (PLAY.test(tokens[j].w)) return true;
    if (!/^(three|two|four|five|way|man|person|player|of|game|a|some)$/.test(tokens[j].w)) return false;
  }
  return false;
}

/** verbs that take someone by a part of the body: "grabbed me by the arm", "led him by the hand" */
const GRIP =
  /^(grab|grabs|grabbed|grabbing|took|take|takes|taking|held|hold|holds|holding|led|lead|leads|leading|pulled|pull|pulls|pulling|clutched|clutch|clutching|caught|catch|seized|seize|dragged|drag|dragging|yanked|yank|lifted|lift|picked|picks|jerked|gripped|grip|shook|shake|hauled|tugged)$/;

/**
 * "I clutched him by the arm", "she led me by the hand", "seized the cat by the neck": the part of the
 * body is where a grip takes hold — the act is the grip, and the part no image of its own.
 */
function grippedBy(tokens: Token[], m: SymbolMatch): boolean {
  const by = tokens[m.first - 2];
  if (!by || by.w !== "by" || !/^(the|his|her|my|their|its|your|our)$/.test(tokens[m.first - 1].w)) return false;
  if (tokens[m.first].brk !== 0 || tokens[m.first - 1].brk !== 0) return false;
  for (let j = m.first - 3; j >= 0 && j >= m.first - 7 && tokens[j + 1].brk === 0; j--) if (GRIP.test(tokens[j].w)) return true;
  return false;
}

/** habits that say who a person is: "a cousin who goes to choir practice", "an aunt who works at the bank" */
const HABIT =
  /^(goes|go|works|work|lives|live|attends|attend|teaches|teach|studies|owns|own|runs|manages|used|worked|lived|attended|taught|studied|owned|ran)$/;

/**
 * "a neighbour of ours who goes to choir practice", "my cousin, who works at a hospital": what a
 * relative clause says a person habitually does or where they belong tells who they are; the place
 * or event is not in the dream. Only the present of habit, or a past the dream's own tense would not
 * use ("used to", with "who"), counts.
 */
function whoTheyAre(tokens: Token[], events: Event[], m: SymbolMatch): boolean {
  // (people are the cast's to place: "a woman who works with my sister")
  if (m.ids.every((id) => SYMBOLS[id].category === "person")) return false;
  // ("a clerk who works at the bank chases me": a verb is the main clause's, the relative clause over)
  if (events.some((e) => e.verbIndex >= m.first && e.verbIndex <= m.last)) return false;
  for (let j = m.first - 1; j >= 0 && j >= m.first - 6 && tokens[j + 1].brk === 0; j--) {
    const w = tokens[j].w;
    if (!HABIT.test(w) || !/^(who|that)$/.test(tokens[j - 1]?.w ?? "")) continue;
    const person = tokens[j - 2];
    // (the one the clause is about: a person noun, a name, or "someone"; "a neighbour of ours who goes…")
    const about =
      !!person &&
      (PERSON_NOUNS.has(person.w) ||
        /^(someone|somebody|one|people|know|knew|mine|his|hers|theirs|ours|yours)$/.test(person.w) ||
        (/^\p{Lu}/u.test(person.raw) && person.w !== "i"));
    // (a present habit, or "used to"; "who went to the store" is a deed of the dream)
    const habit = /s$/.test(w) || w === "used" || /^(go|work|live|attend|teach|own)$/.test(w);
    // (the clause ends at the next verb of the dream's own tense: "my brother who lives in Ohio came to the house")
    const closed = tokens.slice(j + 1, m.first).some((t) => /^(is|was|were|are|am)$/.test(t.w) || tagsOf(t.w).includes("PastTense"));
    // (the habit's object, "owns horses", or the first thing after its preposition, "works at the casino" — not "…casino runs after me")
    let object = j + 1 === m.first;
    if (!object && PREPOSITIONS.has(tokens[j + 1].w)) {
      object = true;
      for (let k = j + 2; k < m.first; k++) if (symbolsAt(tokens, k).defs.length) object = false;
    }
    return about && habit && !closed && object;
  }
  return false;
}

/** bodies of people named before what belongs to them: "navy ships", "army trucks", "the police dogs" */
const INSTITUTION = /^(army|navy|military|marines|police|government|team)$/;

/** plural nouns for a class of people, whose possessive describes a thing: "kids' sandals", "the men's room" */
const PLURAL_CLASS = /^(kids|children|men|women|girls|boys|ladies|babies|students|teens|adults|people)$/;

/**
 * Nouns that head compounds more often than they stand alone after a symbol's word: "the rabbit
 * warren", "animal pelts", "prom couples", "a lunch break", "a phone number", "the coat rack". The
 * word before one describes it; the thing it names is not in the scene. (Kept apart from
 * `namesAThing`, which the cast reads too.)
 */
const COMPOUND_HEADS = new Set(
  (
    "warren warrens pelt pelts couple couples break number numbers suite suites rack racks system systems leader leaders " +
    "gear sweeper pile piles contact site sites stamp stamps card cards station stations shed sheds effigy mat mats carrier carriers " +
    "supplies materials equipment plan plans remains"
  ).split(" "),
);

/** symbols named by an adjective ("dead", "naked", "fat"): before a person they describe that person, which the lexicon reads */
const ADJECTIVE_SYMBOL =
  /^(dead|naked|nude|fat|thin|skinny|drunk|sick|ill|blind|deaf|frozen|wet|lost|old|young|giant|tiny|rich|poor|famous|sexy|ugly|scary|hairy|crazy|angry|happy|sad|evil|strange|weird|pretty|handsome|beautiful|dirty|creepy|wealthy|invisible|pregnant|bald|injured|wounded|hurt)$|(ible|able|ous|ful|less|ive|ish)$/;

/** the dreamer's own relatives, as the lexicon reads them: "care and concern for your child" */
const RELATIVE =
  /^(mother|mothers|mom|mum|father|fathers|dad|sister|sisters|brother|brothers|husband|husbands|wife|wives|son|sons|daughter|daughters|parents|grandmother|grandfather|grandma|grandpa|grandparents|hubby)$/;

/** a partner of the heart, past or present, which the lexicon reads as the dreamer's own */
const PARTNER = /^(ex|boyfriend|boyfriends|girlfriend|girlfriends|fiance|fiancee|fiancé|fiancée|lover|lovers|spouse)$/;

/** a word that may stand between an owner and a relative: "his young daughter", "her new husband", "their oldest son" */
const DESCRIBES_KIN =
  /^(young|younger|youngest|little|old|older|oldest|elder|eldest|big|baby|new|late|dear|beloved|only|twin|teenage|grown|adult|infant|newborn|first|second|third|former|estranged|real|step|adopted|pregnant|sick)$/;

/** "her husband", "the camp runner's daughter", "the daughter of the camp runner", "a husband": another's relative is not yours */
function someoneElsesRelative(tokens: Token[], m: SymbolMatch): boolean {
  if (m.first !== m.last || !(RELATIVE.test(tokens[m.first].w) || PARTNER.test(tokens[m.first].w)) || tokens[m.first].brk !== 0)
    return false;
  let prev = tokens[m.first - 1]?.w ?? "";
  // ("his young daughter", "her little brother", "the old man's new wife": across one word that describes them)
  if (DESCRIBES_KIN.test(prev) && tokens[m.first - 1].brk === 0) prev = tokens[m.first - 2]?.w ?? "";
  if (PARTNER.test(tokens[m.first].w))
    return /^(his|her|their)$/.test(prev) || (/['’]s$/.test(prev) && !/^(it's|that's|he's|she's|there's)$/.test(prev));
  // ("a husband and wife at the next table": a relative with an article is someone's, not yours)
  return /^(his|her|their|its|a|an|the|that|this|some|another)$/.test(prev) || /['’]s$/.test(prev);
}

/** the sentence says it is play: "just in fun", "playfully", "we were pretending", "playing tag" */
function inPlay(tokens: Token[], at: number): boolean {
  const sent = tokens[at].sent;
  return someInSentences(
    tokens,
    sent,
    sent,
    (t, k) =>
      /^(playfully|jokingly|pretend|pretending|pretended)$/.test(t.w) ||
      (t.w === "fun" && /^(in|for)$/.test(tokens[k - 1]?.w ?? "")) ||
      (t.w === "tag" && /^(play|playing|played)$/.test(tokens[k - 1]?.w ?? "")),
  );
}

/** verbs that put an act ahead as a plan, a threat or a hope: "planning to write", "threatened to kill him" */
const AHEAD = /^(plan|threaten|hope|promise|pretend|intend|offer)$/;

/** a happening that does not take place in the dream: feared, supposed, planned, threatened, or wished not to happen */
const notTakingPlace = (e: Event): boolean =>
  !!e.unreal ||
  (e.negated && e.aspect.includes("want")) ||
  // ("my phone wouldn't work", "the door wouldn't open": a refusal that happens, not a supposition)
  (e.aspect.includes("would") && !e.aspect.includes("keep") && !e.negated) ||
  e.aspect.some((a) => AHEAD.test(a));

/** verbs that tell a story: what they report is the story's, "I'll say you tripped", "let's pretend it broke" */
const TELL = /^(tell|say|claim|explain|pretend|swear|report|lie)$/;

/** the telling that reports `e`, in its sentence before it, is itself only planned: "I'll say to them that …" */
function toldAhead(events: Event[], e: Event): boolean {
  let told: Event | undefined;
  for (const r of events) if (r.sent === e.sent && r.verbIndex < e.verbIndex && r.lemmas.some((l) => TELL.test(l))) told = r;
  return !!told && notTakingPlace(told);
}

/**
 * "I sure don't want to fall and break a leg", "If I fall, I will die", "afraid I would fall": the
 * verb the symbol names is an event that does not take place ("and break a leg" shares the first
 * verb's wish). A fall only feared is no fall the reading should build on.
 */
function imaginedAt(events: Event[], m: SymbolMatch, tokens: Token[]): boolean {
  // (events are in the dream's order: a binary search finds the first at or after the match)
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (events[mid].verbIndex < m.first) lo = mid + 1;
    else hi = mid;
  }
  const n = lo < events.length && events[lo].verbIndex <= m.last ? lo : -1;
  // ("I'll tell them you spilled water": the thing of a story someone will tell is in the story, not the
  // dream — but "he told me I will lose my job" is told, and the threat is the dream's)
  if (n < 0)
    return events.some((e) => e.reported && e.target && e.target.index >= m.first && e.target.index <= m.last && toldAhead(events, e));
  const e = events[n];
  const prev = events[n - 1];
  const joined = !!prev && prev.sent === e.sent && e.actor?.index === prev.actor?.index && e.verbIndex - prev.verbIndex <= 3;
  return notTakingPlace(e) || (joined && notTakingPlace(prev)) || deniedAct(e, tokens, m);
}

/**
 * "I didn't try to escape", "we never kissed", "he didn't die": the act the symbol names is denied,
 * so it does not take place — unlike "I couldn't escape" or "the door wouldn't open", a struggle or
 * a refusal that does.
 */
function deniedAct(e: Event, tokens: Token[], m: SymbolMatch): boolean {
  if (!e.negated || e.aspect.some((a) => a === "could" || a === "would" || a === "keep")) return false;
  // (a phrase that carries its own "not" names a lack, "had no idea where I was", "hadn't studied")
  for (let k = m.first; k <= m.last; k++)
    if (isNegator(tokens[k].w) || BARE_NEGATOR.test(tokens[k].w) || tokens[k].w === "never") return false;
  // ("we hadn't been friends for long", "he didn't die until the end": the "not" is of how long, the act goes on)
  const next = tokens
    .slice(m.last + 1, m.last + 4)
    .filter((t) => t.sent === tokens[m.last].sent)
    .map((t) => t.w);
  return !next.some((w) => w === "long" || w === "until" || w === "till");
}

/** "he drove off before I could take his number", "she hung up before I could ask about the car": what was forestalled did not happen */
function forestalled(tokens: Token[], first: number): boolean {
  // (only the act and its own object: "before I could work out where the exit was" still has an exit)
  for (let j = first - 1; j >= 2 && j >= first - 3 && tokens[j + 1].brk === 0; j--)
    if (/^(could|can)$/.test(tokens[j].w) && /^(i|we|he|she|they|you)$/.test(tokens[j - 1].w) && tokens[j - 2].w === "before") return true;
  return false;
}

/** what says a mention belongs to waking life or to another dream: "(she's my babysitter in real life)", "the store of the other dream" */
const ELSEWHERE_TAIL = /^(real|waking|reality|irl|other|another|previous|last|earlier|different|first|second)$/;

/**
 * "she is my babysitter in real life", "the old store of the other dream", "a car I have in waking
 * life": the words right after the symbol place it outside this dream — a note from waking life or
 * a memory of another dream — so it is only mentioned here, like a topic of talk.
 */
function outsideTheDream(text: string, tokens: Token[], m: SymbolMatch): boolean {
  const sent = tokens[m.last].sent;
  // ("In real life my uncle owns a boat like that": a sentence that opens on waking life is about it)
  let s0 = m.first;
  while (s0 > 0 && tokens[s0 - 1].sent === sent) s0--;
  const w = (k: number) => tokens[s0 + k]?.w ?? "";
  if (w(0) === "in" && (w(1) === "reality" || (/^(real|waking|actual)$/.test(w(1)) && w(2) === "life"))) return true;
  for (let k = m.last + 1; k < tokens.length && k <= m.last + 8 && tokens[k].sent === sent; k++) {
    const w = tokens[k].w;
    if (w === "irl") return true;
    // "in real life", "in waking life", "in reality" — but not in quotation marks: "a game (in 'real life')" is the dream's own world
    const quoted = !!tokens[k + 1] && /['"‘“]/.test(text[tokens[k + 1].start - 1] ?? "");
    if (
      w === "in" &&
      !quoted &&
      (tokens[k + 1]?.w === "reality" || (/^(real|waking)$/.test(tokens[k + 1]?.w ?? "") && tokens[k + 2]?.w === "life"))
    )
      return true;
    // "of the other dream", "from a previous dream", "in another dream"
    if (/^(of|in|from)$/.test(w)) {
      let j = k + 1;
      if (/^(the|a|an|my|that)$/.test(tokens[j]?.w ?? "")) j++;
      if (ELSEWHERE_TAIL.test(tokens[j]?.w ?? "") && /^(dream|dreams)$/.test(tokens[j + 1]?.w ?? "")) return true;
    }
  }
  return false;
}

/** verbs of talk and thought whose "about" names a topic, not a thing in the scene */
const TALK_ABOUT =
  /^(talk|talks|talked|talking|tell|tells|told|telling|speak|speaks|spoke|speaking|chat|chats|chatted|chatting|joke|jokes|joked|joking|discuss|discussed|discussing|ask|asks|asked|asking|think|thinks|thought|thinking|hear|heard|hearing|complain|complained|complaining|argue|argued|arguing|conversation|story|stories|lecture|read|reads|reading|write|writes|wrote|writing|learn|learns|learned|learnt|learning|study|studied|studying)$/;

/**
 * "we talked about food", "she told me about the camping trip", "said something about a flower",
 * "talked to a kid about how he turned invisible", "asked how his car ran": the symbol is only the
 * topic of talk or thought
 */
function topicAt(tokens: Token[], first: number): boolean {
  for (let j = first - 1; j >= 0 && j >= first - 7 && tokens[j + 1].brk === 0; j--) {
    // ("we were discussing the old house", "she mentioned a party": the object of a verb of talk is its topic)
    if (first - j <= 3 && TALK_OBJECT.test(tokens[j].w)) return true;
    // ("he told us of a party", "I thought of my car": "of" after a verb of talk or thought opens a topic as "about" does)
    const of =
      tokens[j].w === "of" &&
      tokens[j].brk === 0 &&
      (TALK_OF.test(tokens[j - 1]?.w ?? "") ||
        (/^(me|him|her|us|them|you)$/.test(tokens[j - 1]?.w ?? "") && TALK_OF.test(tokens[j - 2]?.w ?? "")));
    // (past three words, only a question word opens the topic: "about how he turned invisible")
    const question = /^(how|what|why|whether)$/.test(tokens[j].w);
    if (!question && !of && (tokens[j].w !== "about" || first - j > 4)) continue;
    if (of) return first - j <= 4;
    let k = j - 1;
    if (question && tokens[k]?.w === "about") k--;
    // ("told me about", "asked him about", "said something about": past the one spoken to, or the "something")
    if (/^(me|him|her|us|them|you|something|anything)$/.test(tokens[k]?.w ?? "") && tokens[k + 1].brk === 0) k--;
    const verb = tokens[k];
    if (verb && tokens[k + 1].brk === 0 && (TALK_ABOUT.test(verb.w) || (!question && /^(say|says|said|saying)$/.test(verb.w)))) return true;
    if (tokens[j].w === "about") return false;
  }
  return false;
}

/** verbs of talk and thought whose "of" names a topic: "told me of", "spoke of", "heard of", "thought of", and a waking likeness ("reminded me of my old flat") (not "dreamt of", the dream's own content) */
const TALK_OF =
  /^(remind|reminds|reminded|reminding|talk|talks|talked|talking|tell|tells|told|telling|speak|speaks|spoke|speaking|hear|heard|hearing|think|thinks|thought|thinking)$/;
/** verbs of talk whose object is what is talked of */
const TALK_OBJECT = /^(discuss|discussed|discussing|discusses|mention|mentioned|mentioning|mentions)$/;

/** who may be placed by where they are known from: "people from church", "a few of us from the office" */
const KNOWN_ONES =
  /^(us|them|people|everyone|everybody|someone|somebody|anyone|one|ones|folks|kids|guys|girls|boys|friends|classmates|bunch|group|know|knew|known|met)$/;

/**
 * "someone from church", "Lena from choir", "a friend from high school", "whom I knew from
 * college": a place named to say who a person is, not where the dream is. Up to three words of
 * its own ("my old high school") stand between "from" and the place; before "from" stands a
 * person, a name or a verb of knowing. "came home from school" is a way back, not this.
 */
function knownFrom(tokens: Token[], first: number): boolean {
  for (let j = first - 1; j >= 0 && j >= first - 4 && tokens[j + 1].brk === 0; j--) {
    if (tokens[j].w !== "from") continue;
    const who = tokens[j - 1];
    if (!who || tokens[j].brk !== 0) return false;
    // (a name: "Lena K from church", not the sentence's first word)
    const named = /^\p{Lu}/u.test(who.raw) && who.brk === 0 && who.w !== "i";
    return named || PERSON_NOUNS.has(who.w) || KNOWN_ONES.test(who.w);
  }
  return false;
}

/** "his nose", "her ears", "the dog's legs": a body part not the dreamer's own */
function othersBodyPart(tokens: Token[], first: number): boolean {
  if (tokens[first].brk !== 0) return false;
  let k = first - 1;
  // (across one describing word: "his little nose", "her left arm")
  if (k > 0 && !/^(his|her|their|its|a|an|the|my|our|your|this|that|some|me|him|them|us)$/.test(tokens[k].w) && !/['’]s$/.test(tokens[k].w))
    k--;
  const w = tokens[k]?.w ?? "";
  if (k < first - 1 && tokens[k + 1].brk !== 0) return false;
  return /^(his|her|their|its)$/.test(w) || (/['’]s$/.test(w) && !/^(it's|that's|what's|there's|here's|he's|she's|who's|one's)$/.test(w));
}

/** prepositions of place: a noun after one is where things happen ("in the kitchen", "at the mall") */
const LOCATIVE =
  /^(in|at|on|inside|into|near|behind|under|beneath|by|beside|outside|through|around|across|along|past|toward|towards|onto|within|from)$/;

/**
 * What the dream does with a symbol, beside how charged its image is: one the dreamer acts on or
 * that acts on the dreamer ("I grabbed the knife", "the dog bit me") carries the dream's action and
 * comes first; a place or a thing named only as where things happen ("in the kitchen", "on the
 * table") is the setting's furniture and comes after.
 */
function roleWeight(s: FoundSymbol, tokens: Token[], events: Event[], cast: Cast): number {
  const at = s.firstToken;
  const real = events.filter((e) => !e.unreal && !e.negated);
  // (the dreamer's own act, "I swam", "we climbed"; what the dreamer acts on or is acted on by; something that happens to it, "the kitchen was flooding")
  // (at any of its mentions: "I heard a firecracker. The firecracker went off right beside me" is where the action is)
  const acted = (k: number) =>
    real.some(
      (e) =>
        (e.verbIndex === k && e.actor?.entity === cast.dreamer) ||
        (e.target?.index === k && (e.actor?.entity === cast.dreamer || (!!e.actor?.entity && !e.target.entity))) ||
        (e.actor?.index === k && (e.target?.entity === cast.dreamer || !e.lemmas.some((l) => /^(be|have|seem|look)$/.test(l)))),
    );
  // (a place named again is mostly where the next thing happens, "I ran back into the shop": only what is done to it, "I opened the door", counts)
  const handled = (k: number) =>
    real.some(
      (e) =>
        e.target?.index === k &&
        e.actor?.entity === cast.dreamer &&
        !e.prep &&
        !tokens.slice(e.verbIndex + 1, k).some((t) => PREPOSITIONS.has(t.w)),
    );
  const later = (s.mentions ?? []).filter((k) => k !== at);
  if (acted(at) || later.some(s.def.category === "place" ? handled : acted)) return 0.5;
  if (!/^(place|object|nature)$/.test(s.def.category) || s.surface.includes(" ")) return 0;
  for (let k = at - 1; k >= 0 && k >= at - 3 && tokens[k + 1].brk === 0; k--) {
    if (LOCATIVE.test(tokens[k].w)) return -0.75;
    if (!/^(the|a|an|my|our|his|her|their|this|that|some|big|small|little|old|new|large|huge|dark|empty)$/.test(tokens[k].w)) break;
  }
  return 0;
}

export function findSymbols(text: string, tokens: Token[], events: Event[], cast: Cast): FoundSymbol[] {
  const bySymbol = new Map<number, FoundSymbol>();
  /** every held mention's first and last token, for the scene it sets (symbol-scenes.ts) */
  const spans = new Map<number, [number, number][]>();
  const names = new Set<string>();
  const depicted = depictedTokens(text, tokens, cast);
  for (const m of matchSymbols(tokens)) {
    if (
      (depicted.has(m.first) && !MEDIUM.test(tokens[m.first].w)) ||
      partOfName(tokens, m, cast, names) ||
      titleOrBrand(text, tokens, m) ||
      compoundHead(text, tokens, m) ||
      vocative(tokens, m) ||
      modifier(text, tokens, m) ||
      measureOf(tokens, m) ||
      grippedBy(tokens, m) ||
      whoTheyAre(tokens, events, m) ||
      someoneElsesRelative(tokens, m)
    )
      continue;
    const negated = negatedAt(tokens, m.first);
    // a phrase that itself carries the negation ("couldn't breathe") is not negated by it
    // (two senses at most, the first two that hold: "crashed" is a car's, a plane's or a boat's crash by the vehicle named)
    let senses = 0;
    for (const id of m.ids) {
      if (senses === 2) break;
      const def = SYMBOLS[id];
      if (!senseHolds(def, m, tokens, events, cast)) continue;
      senses++;
      if (gameName(tokens, m, def)) continue;
      if (def.category === "place" && knownFrom(tokens, m.first)) continue;
      // ("my brother chased me around the yard just in fun": a chase or a fight in play is no menace)
      if (/^(chase|conflict|intrusion and attack)$/.test(def.theme ?? "") && inPlay(tokens, m.first)) continue;
      if (negated) continue;
      const existing = bySymbol.get(id);
      spans.set(id, [...(spans.get(id) ?? []), [m.first, m.last]]);
      const imagined =
        imaginedAt(events, m, tokens) || topicAt(tokens, m.first) || outsideTheDream(text, tokens, m) || forestalled(tokens, m.first)
          ? 1
          : 0;
      if (existing) {
        existing.count++;
        existing.mentions?.push(m.first);
        existing.imagined += imagined;
        continue;
      }
      // quote: the phrase of the dream the symbol sits in, cut at phrase boundaries
      const [qs, qe] = repairSpan(text, tokens, ...phraseSpan(tokens, m.first, m.last), m.first, m.last);
      bySymbol.set(id, {
        proper: properName(text, tokens, m.first, m.last),
        def,
        quote: tidyQuote(text.slice(tokens[qs].start, tokens[qe].end)),
        surface: text.slice(tokens[m.first].start, tokens[m.last].end),
        count: 1,
        imagined,
        firstToken: m.first,
        mentions: [m.first],
        score: 0,
      });
    }
  }
  const symbols = [...bySymbol.values()];
  for (const s of symbols) {
    // (the meaning for how the dream sets it: "my house" is the dreamer's own, "a house" one they do not know)
    const scene = sceneOf(s.def, spans.get(s.def.id) ?? [], tokens);
    if (scene) {
      s.def = inScene(s.def, scene);
      s.scene = scene.id;
    }
    // ("I came as her tutor": the dreamer in the role is read as holding it, not as meeting it)
    const role = OWN_ROLES[s.def.name];
    if (role && s.def.category === "person" && (s.mentions ?? [s.firstToken]).some((k) => ownRole(tokens, k))) {
      s.def = { ...s.def, meaning: role, in: undefined, scenes: undefined };
      s.scene = "own role";
    }
    // ("sniffed his nose", "her eyes were red": a part of someone else's body is a detail of them, not an image of the dreamer's)
    const othersPart =
      BODY_PARTS.has(s.def.name) && !/^(penis|vagina|breasts|genitals)$/.test(s.def.name) && othersBodyPart(tokens, s.firstToken);
    s.role = roleWeight(s, tokens, events, cast) - (othersPart ? 2.5 : 0);
    s.score = scoreOf(s, tokens.length) + s.role;
  }
  symbols.sort((a, b) => b.score - a.score || a.firstToken - b.firstToken);
  return symbols;
}
