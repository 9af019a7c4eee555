/**
 * The offline analysis: one tokenisation, one lexicon pass, then symbols (with negation),
 * emotions, characters, setting, themes and fortunes. Everything here is pure and synchronous.
 */
import { detectEmotions, type EmotionHit } from "./emotions";
import { matchSymbols, SYMBOLS, type SymbolDef } from "./lexicon";
import type { CharacterKind } from "./schema";
import { article, isPlural, isVerbish, phraseSpan } from "./phrase";
import { isNegator, STOPWORDS, tokenize, type Token } from "./tokenize";

export type FoundSymbol = {
  def: SymbolDef;
  /** exact words of the dream around the first mention */
  quote: string;
  /** the matched words as written */
  surface: string;
  count: number;
  firstToken: number;
  score: number;
  /** set when the dream names it with a proper noun ("Potomac Park", "China") */
  proper?: string;
};

export type FoundCharacter = { label: string; kind: CharacterKind; firstToken: number; mentions: number };

export type Analysis = {
  text: string;
  tokens: Token[];
  wordCount: number;
  sentences: number;
  symbols: FoundSymbol[];
  negated: string[];
  emotions: EmotionHit[];
  characters: FoundCharacter[];
  setting: { indoor: boolean | null; familiar: boolean | null; places: string[] };
  themes: string[];
  misfortunes: string[];
  goodFortunes: string[];
  keyWords: string[];
  firstPerson: boolean;
  englishRatio: number;
  likelyEnglish: boolean;
};

/** symbol name → classic theme */
export const THEME_OF: Record<string, string> = {
  chase: "chase", "shadow figure": "chase", monster: "chase",
  falling: "falling", "elevator fall": "falling", "cliff edge": "falling", height: "falling",
  flying: "flying", rocket: "flying",
  teeth: "teeth", "falling teeth": "teeth", toothbrush: "teeth",
  exam: "exam", "test failure": "exam", unprepared: "exam",
  late: "lateness", "missing transport": "lateness", clock: "lateness", calendar: "lateness",
  death: "death", funeral: "death", graveyard: "death", coffin: "death", "deceased loved one": "death", "skeleton figure": "death",
  water: "water", ocean: "water", river: "water", lake: "water", flood: "water", drowning: "water", swimming: "water", pool: "water", shipwreck: "water", beach: "water",
  lost: "being lost", maze: "being lost", "wrong place": "being lost",
  naked: "nudity and exposure", "nudity in public": "nudity and exposure", "wrong clothes": "nudity and exposure", underwear: "nudity and exposure", invisibility: "nudity and exposure",
  house: "house", "childhood home": "house", "hidden room": "house", basement: "house", attic: "house", "going home": "house", "moving house": "house",
  "car crash": "vehicle trouble", brakes: "vehicle trouble", "plane crash": "vehicle trouble", parking: "vehicle trouble", "road block": "vehicle trouble",
  pregnancy: "pregnancy", "pregnancy test": "pregnancy", birth: "pregnancy", abortion: "pregnancy", breastfeeding: "pregnancy",
  trapped: "being trapped", prison: "being trapped", "locked door": "being trapped", paralysis: "being trapped", "slow motion": "being trapped", voicelessness: "being trapped",
  criminal: "intrusion and attack", attack: "intrusion and attack", kidnapping: "intrusion and attack", knocking: "intrusion and attack",
  fight: "conflict", enemy: "conflict", gun: "conflict", knife: "conflict", weapon: "conflict", soldier: "conflict", trial: "conflict", punishment: "conflict",
  wedding: "love and relationships", partner: "love and relationships", ex: "love and relationships", kiss: "love and relationships", sex: "love and relationships", "sex dream": "love and relationships", cheating: "love and relationships", breakup: "love and relationships", hug: "love and relationships", "wedding ring": "love and relationships",
  school: "school", teacher: "school", student: "school",
  office: "work", boss: "work", coworker: "work", "work task": "work",
  fire: "fire", earthquake: "disaster", tornado: "disaster", volcano: "disaster", disaster: "disaster",
  searching: "searching", "losing something": "searching", "lost luggage": "searching", key: "searching",
  party: "celebration", holiday: "celebration", ceremony: "celebration", celebrity: "fame and being seen", stage: "fame and being seen", performance: "fame and being seen",
  journey: "travel", plane: "travel", train: "travel", airport: "travel", bus: "travel", boat: "travel", car: "travel", driving: "travel",
  baby: "caring for the vulnerable", "forgotten baby": "caring for the vulnerable", babysitting: "caring for the vulnerable", child: "caring for the vulnerable",
  money: "money and worth", wealth: "money and worth", poverty: "money and worth", stealing: "money and worth",
  illness: "illness and injury", wound: "illness and injury", surgery: "illness and injury", hospital: "illness and injury", blood: "illness and injury",
  ghost: "the supernatural", demon: "the supernatural", angel: "the supernatural", magic: "the supernatural", witch: "the supernatural", vampire: "the supernatural", zombie: "the supernatural", alien: "the supernatural",
  "lucid dream": "lucid dreaming", teleporting: "transformation", transformation: "transformation",
};
const MISFORTUNE = new Set([
  "car crash", "plane crash", "accident", "wound", "illness", "death", "attack", "kidnapping", "stealing", "lost", "losing something",
  "lost luggage", "falling", "falling teeth", "hair loss", "drowning", "shipwreck", "flood", "fire", "disaster", "earthquake",
  "tornado", "trapped", "test failure", "missing transport", "brakes", "locked door", "punishment", "breakup", "cheating",
  "poverty", "abortion", "forgotten baby", "paralysis", "fainting", "blindness", "voicelessness", "bite", "poison",
]);
const GOOD_FORTUNE = new Set(["gift", "winning", "wealth", "rescue", "escape", "reunion", "wedding", "apology", "hug", "birth"]);

/** lower-value symbols: common scene furniture that should not crowd out the real images */
const GENERIC = new Set([
  "crowd", "man", "woman", "friend", "room", "colour", "walking", "searching", "waiting", "light", "night", "voice",
  "head", "hand", "eyes", "face", "people", "building", "city", "paper", "numbers", "reading", "writing", "food",
  "clothes", "sign", "furniture", "earth", "rescue", "eating", "family", "boy", "late", "self",
]);

const FAMILY = new Set([
  "mother", "mom", "mum", "mommy", "mummy", "mama", "father", "dad", "daddy", "papa", "sister", "brother", "grandmother", "grandma",
  "granny", "nana", "grandfather", "grandpa", "granddad", "poppa", "aunt", "uncle", "cousin", "nephew", "niece", "husband", "wife",
  "son", "daughter", "parents", "stepmother", "stepfather", "stepmom", "stepdad", "stepsister", "stepbrother", "grandparents",
  "in-laws", "sibling", "siblings", "family",
]);
const FRIEND = new Set(["friend", "friends", "buddy", "pal", "roommate", "housemate", "classmate", "classmates", "teammate", "teammates"]);
const KNOWN = new Set([
  "boyfriend", "girlfriend", "fiance", "fiancee", "partner", "ex", "ex-boyfriend", "ex-girlfriend", "teacher", "professor", "boss",
  "coworker", "co-worker", "colleague", "neighbor", "neighbour", "coach", "principal", "supervisor", "manager", "doctor", "dentist",
  "priest", "pastor", "therapist", "classmate",
]);
const STRANGER = new Set([
  "stranger", "strangers", "man", "woman", "men", "women", "guy", "guys", "lady", "girl", "boy", "someone", "somebody", "person",
  "people", "figure", "intruder", "thief", "burglar", "robber", "killer", "murderer", "policeman", "police", "cop", "cops",
  "officer", "soldier", "soldiers", "nurse", "waiter", "waitress", "clerk", "driver", "crowd", "kid", "kids", "children", "child",
  "baby", "teenager", "gang", "attacker", "kidnapper",
]);
const CHAR_ARTICLES = new Set(["a", "an", "some", "this", "that", "the", "two", "three", "several", "these", "those", "another", "other"]);

const INDOOR = new Set([
  "house", "home", "room", "bedroom", "kitchen", "bathroom", "basement", "attic", "hallway", "hall", "corridor", "office", "classroom",
  "inside", "indoors", "building", "store", "shop", "mall", "restaurant", "hotel", "hospital", "church", "apartment", "elevator",
  "stairs", "staircase", "library", "gym", "theater", "theatre", "cafeteria", "school", "upstairs", "downstairs", "bed", "ceiling",
  "closet", "dorm", "lobby", "bar", "cinema", "auditorium", "garage", "living",
]);
const OUTDOOR = new Set([
  "outside", "outdoors", "street", "road", "park", "beach", "forest", "woods", "field", "sky", "mountain", "mountains", "hill",
  "river", "lake", "ocean", "sea", "yard", "garden", "backyard", "desert", "island", "highway", "sidewalk", "parking", "lot",
  "bridge", "cliff", "countryside", "meadow", "jungle", "shore", "trail", "path", "air", "rooftop", "lawn", "campus", "town", "city",
]);
const UNFAMILIAR_ADJ = new Set(["strange", "unfamiliar", "unknown", "weird", "foreign", "new", "mysterious", "odd", "different", "huge", "abandoned", "some"]);
const PLACE_NOUNS = new Set([
  "house", "home", "room", "place", "building", "school", "city", "town", "country", "street", "store", "shop", "office", "hotel",
  "hospital", "church", "apartment", "land", "world", "area", "neighborhood", "neighbourhood", "forest", "island", "house's", "village",
  "bedroom", "kitchen", "classroom", "yard", "car",
]);

const NAME_STOP = new Set([
  "i", "i'm", "i'd", "i've", "i'll", "the", "a", "then", "and", "but", "so", "when", "we", "he", "she", "they", "it", "there",
  "this", "that", "my", "in", "on", "at", "god", "christmas", "easter", "mr", "mrs", "ms", "miss", "dr", "st", "sunday", "monday",
  "tuesday", "wednesday", "thursday", "friday", "saturday", "january", "february", "march", "april", "may", "june", "july",
  "august", "september", "october", "november", "december", "english", "french", "spanish", "american", "ok", "okay", "oh", "tv",
  "also", "later", "suddenly", "now", "next", "after", "before", "as", "while", "one", "some", "all", "no", "yes", "what", "why",
  "how", "who", "where", "our", "your", "his", "her", "their", "if", "because", "not", "to", "of", "for", "with", "from", "by",
  "do", "does", "did", "is", "are", "can", "will", "would", "could", "should", "hey", "hi", "hello", "please", "thanks", "let's",
  "asian", "african", "european", "indian", "chinese", "japanese", "german", "italian", "mexican", "canadian", "british", "irish",
  "another", "other", "thoughts", "feelings", "note", "notes", "dream", "dreams", "scene", "part", "end", "pokemon",
]);
const PLACE_PREP = new Set(["in", "at", "to", "from", "near", "into", "through", "toward", "towards", "across", "around"]);

const ENGLISH_COMMON = new Set([
  "the", "a", "and", "i", "was", "to", "in", "of", "my", "it", "we", "he", "she", "that", "with", "on", "at", "is", "were", "had",
  "me", "there", "but", "then", "they", "her", "his", "you", "for", "this", "be", "are", "have", "dream", "dreamed", "dreamt",
  "up", "out", "into", "from", "so", "some", "all", "not", "an", "as", "by", "be", "been", "when", "what", "about", "like",
]);

function titleSpan(tokens: Token[], i: number, text: string): [number, number] | null {
  const t = tokens[i];
  if (!/^\p{Lu}[\p{Ll}'’]+$/u.test(t.raw) || NAME_STOP.has(t.w) || FAMILY.has(t.w)) return null;
  if (t.brk === 2 || i === 0) return null; // sentence-initial capitals are not evidence of a name
  // after a colon, an opening quote or bracket a capital starts a sentence too ("Thoughts: Angry")
  const gap = text.slice(tokens[i - 1].end, t.start);
  if (/[:"“‘(\[]|^\s*'|\s'/.test(gap) || gap === "-") return null;
  let j = i;
  while (j + 1 < tokens.length && tokens[j + 1].brk === 0 && /^\p{Lu}[\p{Ll}'’]*$/u.test(tokens[j + 1].raw) && !NAME_STOP.has(tokens[j + 1].w) && j - i < 2) j++;
  return [i, j];
}

/** "a wolf", "your dog", "two dogs", "snakes": an animal or creature as the dream introduces it */
function beingLabel(tokens: Token[], s: FoundSymbol): string {
  const noun = s.surface.toLowerCase();
  for (let j = s.firstToken - 1; j >= Math.max(0, s.firstToken - 2); j--) {
    if (tokens[j + 1].brk > 0) break;
    const w = tokens[j].w;
    if (w === "my" || w === "our") return `your ${noun}`;
    if (/^(two|three|four|five|six|seven|eight|nine|ten|several|dozens|hundreds)$/.test(w)) return `${w} ${noun}`;
  }
  return isPlural(noun) ? noun : `${article(noun)} ${noun}`;
}

/** A place as the dream names it: "your grandmother's house", "Potomac Park", "the office". */
function placeLabel(tokens: Token[], s: FoundSymbol): string {
  const start = s.firstToken;
  if (s.proper) return s.proper;
  // "my grandmother's house", "Dad's office", "our old house"
  let j = start - 1;
  const pieces: string[] = [];
  while (j >= 0 && j >= start - 3 && tokens[j + 1].brk === 0) {
    const w = tokens[j].w;
    if (w === "my" || w === "our") return `your ${[...pieces].reverse().join(" ")}${pieces.length ? " " : ""}${s.surface.toLowerCase()}`.replace(/\s+/g, " ");
    if (/['’]s$|s'$/.test(tokens[j].raw)) { pieces.push(/^\p{Lu}/u.test(tokens[j].raw) && !FAMILY.has(w.replace(/['’]s$/, "")) ? tokens[j].raw : w); j--; continue; }
    if (w === "old" || w === "childhood" || w === "new") { pieces.push(w); j--; continue; }
    break;
  }
  const pre = [...pieces].reverse().join(" ");
  if (pieces.length && /^\p{Lu}/u.test(pre)) return `${pre} ${s.surface.toLowerCase()}`;
  if (pieces.length && pieces.some((x) => FAMILY.has(x.replace(/['’]s$|'$/, "")))) return `your ${pre} ${s.surface.toLowerCase()}`;
  return s.surface.toLowerCase();
}

export function analyze(input: string): Analysis {
  const text = input;
  const tokens = tokenize(text);
  const n = tokens.length;
  const firstPerson = tokens.some((t) => t.w === "i" || t.w === "me" || t.w === "my" || t.w === "i'm" || t.w === "we");
  const englishHits = tokens.reduce((acc, t) => acc + (ENGLISH_COMMON.has(t.w) ? 1 : 0), 0);
  const englishRatio = n === 0 ? 0 : englishHits / n;
  const latinLetters = (text.match(/[A-Za-z]/g) ?? []).length;
  const allLetters = (text.match(/\p{L}/gu) ?? []).length;
  const likelyEnglish = n < 4 ? latinLetters >= allLetters * 0.8 && allLetters > 0 : englishRatio >= 0.12 && latinLetters >= allLetters * 0.8;

  // ---------- symbols ----------
  const bySymbol = new Map<number, FoundSymbol>();
  const negatedNames = new Set<string>();
  for (const m of matchSymbols(tokens)) {
    // negation: "no dogs", "without shoes", "wasn't a snake", "there were no mice"
    let negated = false;
    for (let j = m.first - 1; j >= Math.max(0, m.first - 3); j--) {
      if (tokens[j + 1].brk > 0) break;
      const w = tokens[j].w;
      if (w === "no" || w === "without" || w === "nor" || w === "never" || w === "none") { negated = true; break; }
      if (isNegator(w) && (tokens[j + 1].w === "a" || tokens[j + 1].w === "an" || tokens[j + 1].w === "any" || j === m.first - 1)) { negated = true; break; }
    }
    // a phrase that itself carries the negation ("couldn't breathe") is not negated by it
    for (const id of m.ids.slice(0, 2)) {
      const def = SYMBOLS[id];
      if (negated) { if (!bySymbol.has(id)) negatedNames.add(def.name); continue; }
      const existing = bySymbol.get(id);
      if (existing) { existing.count++; continue; }
      // quote: the phrase of the dream the symbol sits in, cut at phrase boundaries
      const [qs, qe] = phraseSpan(tokens, m.first, m.last);
      let proper: string | undefined;
      if (m.first > 0 && tokens[m.first].brk === 0 && text.charCodeAt(tokens[m.first].start - 1) !== 45 /* "-" */ && /^\p{Lu}\p{Ll}/u.test(tokens[m.first].raw) && !["i", "my", "the", "a"].includes(tokens[m.first].w)) {
        let ps = m.first;
        while (ps > 0 && ps > m.first - 2 && tokens[ps].brk === 0 && /^\p{Lu}\p{Ll}/u.test(tokens[ps - 1].raw) && !NAME_STOP.has(tokens[ps - 1].w) && tokens[ps - 1].brk === 0 && ps - 1 > 0) ps--;
        proper = text.slice(tokens[ps].start, tokens[m.last].end);
      }
      bySymbol.set(id, {
        proper,
        def,
        quote: text.slice(tokens[qs].start, tokens[qe].end),
        surface: text.slice(tokens[m.first].start, tokens[m.last].end),
        count: 1,
        firstToken: m.first,
        score: 0,
      });
    }
  }
  for (const s of bySymbol.values()) negatedNames.delete(s.def.name);
  const symbols = [...bySymbol.values()];
  for (const s of symbols) {
    s.score =
      Math.min(s.count, 4) +
      (THEME_OF[s.def.name] ? 2 : 0) +
      (GENERIC.has(s.def.name) ? -2.5 : 0) +
      (s.def.category === "person" ? -0.5 : 0) +
      (s.surface.includes(" ") ? 1 : 0) +
      (/^(woke|wake|awoke|waking|awake)\b/i.test(s.surface) ? -3 : 0) +
      (1 - s.firstToken / Math.max(1, n)) * 0.5;
  }
  symbols.sort((a, b) => b.score - a.score || a.firstToken - b.firstToken);

  // ---------- emotions ----------
  const emotions = detectEmotions(text, tokens);

  // ---------- characters ----------
  const chars = new Map<string, FoundCharacter>();
  const addChar = (label: string, kind: CharacterKind, at: number) => {
    const key = label.toLowerCase();
    const c = chars.get(key);
    if (c) c.mentions++;
    else chars.set(key, { label, kind, firstToken: at, mentions: 1 });
  };
  for (let i = 0; i < n; i++) {
    const t = tokens[i];
    const w = t.w;
    const prev = tokens[i - 1]?.w ?? "";
    const possessive = prev === "my" || prev === "our";
    const asName = /^\p{Lu}/u.test(t.raw) && t.brk === 0 && i > 0 && !["the", "a", "his", "her", "their", "your"].includes(prev);
    if (FAMILY.has(w) && (possessive || asName || ["mom", "dad", "mum", "nana", "grandma", "grandpa", "mommy", "daddy", "granny"].includes(w))) {
      if (w === "family") continue;
      // "my Mom", "Mom", "Granny": the dreamer's own family, named the way the dreamer names them
      addChar(`your ${w}`, "family", i);
      continue;
    }
    if (FRIEND.has(w) && (possessive || CHAR_ARTICLES.has(prev) || prev === "old" || prev === "best")) {
      const nameSpan = tokens[i + 1] ? titleSpan(tokens, i + 1, text) : null;
      if (nameSpan) {
        addChar(text.slice(tokens[nameSpan[0]].start, tokens[nameSpan[1]].end), "friend", i);
        i = nameSpan[1];
      } else addChar(possessive ? `your ${w}` : `a ${w.replace(/s$/, "")}`, "friend", i);
      continue;
    }
    if (KNOWN.has(w) && (possessive || prev === "the" || prev === "old" || prev === "former")) {
      addChar(possessive ? `your ${w}` : `the ${w}`, "known", i);
      continue;
    }
    const prev2 = tokens[i - 2]?.w ?? "";
    if (STRANGER.has(w) && (CHAR_ARTICLES.has(prev) || (CHAR_ARTICLES.has(prev2) && !STOPWORDS.has(prev) && tokens[i - 1]?.brk === 0) || w === "someone" || w === "somebody" || w === "strangers" || w === "stranger")) {
      if (prev === "the" && !["stranger", "police", "intruder"].includes(w)) continue;
      const art = CHAR_ARTICLES.has(prev) ? prev : prev2;
      const adjRaw = CHAR_ARTICLES.has(prev) || i === 0 ? "" : tokens[i - 1].raw;
      const adj = adjRaw ? (/^\p{Lu}\p{Ll}/u.test(adjRaw) && tokens[i - 1].brk === 0 ? adjRaw : adjRaw.toLowerCase()) + " " : "";
      const plural = isPlural(w);
      const det = /^(two|three|four|five|several|some)$/.test(art) ? art + " " : plural ? "" : article(adj || w) + " ";
      const lbl = w === "someone" || w === "somebody" ? "someone" : `${det}${adj}${w}`;
      addChar(lbl, "stranger", i);
      continue;
    }
    if (!t.raw || t.w === "i") continue;
    const span = titleSpan(tokens, i, text);
    if (span) {
      const before = tokens[i - 1]?.w ?? "";
      const label = text.slice(tokens[span[0]].start, tokens[span[1]].end);
      // "in Boston", "at Walmart": a place, not a person
      if (PLACE_PREP.has(before) || /['’]s$/.test(tokens[span[1]].raw)) { i = span[1]; continue; }
      addChar(label.replace(/['’]s$/, ""), "known", i);
      i = span[1];
    }
  }
  for (const s of symbols) {
    if (s.def.category === "animal" && s.def.name !== "animal" && s.def.name !== "zoo") addChar(beingLabel(tokens, s), "animal", s.firstToken);
    if (s.def.category === "creature" && s.def.name !== "magic" && !isVerbish(tokens[s.firstToken].w)) addChar(beingLabel(tokens, s), "creature", s.firstToken);
  }
  if (firstPerson) addChar("you, the dreamer", "self", -1);
  const characters = [...chars.values()].sort((a, b) => (a.kind === "self" ? 1 : 0) - (b.kind === "self" ? 1 : 0) || b.mentions - a.mentions || a.firstToken - b.firstToken).slice(0, 12);

  // ---------- setting ----------
  let indoor = 0;
  let outdoor = 0;
  let familiar = 0;
  let unfamiliar = 0;
  const places: string[] = [];
  const placeSeen = new Set<string>();
  for (let i = 0; i < n; i++) {
    const w = tokens[i].w;
    if (INDOOR.has(w)) indoor++;
    if (OUTDOOR.has(w)) outdoor++;
    if (PLACE_NOUNS.has(w)) {
      const p = tokens[i - 1]?.w ?? "";
      const pp = tokens[i - 2]?.w ?? "";
      if (p === "my" || p === "our" || pp === "my" || pp === "our" || (p === "old" && (pp === "my" || pp === "our"))) familiar++;
      if (w === "home" && ["at", "went", "go", "back", "get", "got", "came"].includes(p)) familiar++;
      if (UNFAMILIAR_ADJ.has(p) || (p === "a" && pp === "in" && w === "place") || (UNFAMILIAR_ADJ.has(pp) && p !== "my")) unfamiliar++;
    }
    if ((w === "familiar" || w === "recognized" || w === "recognised") && tokens[i - 1]?.w !== "not" && !isNegator(tokens[i - 1]?.w ?? "")) familiar += 0.5;
    if (w === "familiar" && isNegator(tokens[i - 1]?.w ?? "")) unfamiliar++;
    if ((w === "recognise" || w === "recognize" || w === "recognised" || w === "recognized") && isNegator(tokens[i - 1]?.w ?? "")) unfamiliar++;
    if (w === "unfamiliar" || w === "nowhere") unfamiliar++;
    // "at Nana's", "at Mom's": someone's home is familiar
    if (/['’]s$/.test(tokens[i].raw) && ["at", "to"].includes(tokens[i - 1]?.w ?? "") && /^\p{Lu}/u.test(tokens[i].raw)) {
      familiar++;
      indoor += 0.5;
      const label = tokens[i].raw;
      if (!placeSeen.has(label.toLowerCase())) { placeSeen.add(label.toLowerCase()); places.push(label); }
    }
  }
  for (const s of symbols) {
    if (s.def.category === "place" && places.length < 6) {
      const label = placeLabel(tokens, s);
      if (!placeSeen.has(label)) { placeSeen.add(label); places.push(label); }
    }
  }
  const setting = {
    indoor: indoor === 0 && outdoor === 0 ? null : indoor > outdoor ? true : outdoor > indoor ? false : null,
    familiar: familiar === 0 && unfamiliar === 0 ? null : familiar > unfamiliar ? true : unfamiliar > familiar ? false : null,
    places,
  };

  // ---------- themes and fortunes ----------
  const themeScore = new Map<string, number>();
  const misfortunes: string[] = [];
  const goodFortunes: string[] = [];
  for (const s of symbols) {
    const th = THEME_OF[s.def.name];
    if (th) themeScore.set(th, (themeScore.get(th) ?? 0) + s.count + (s.score > 2 ? 1 : 0));
    if (MISFORTUNE.has(s.def.name)) misfortunes.push(s.surface.toLowerCase());
    if (GOOD_FORTUNE.has(s.def.name)) goodFortunes.push(s.surface.toLowerCase());
  }
  if (characters.some((c) => c.kind === "family")) themeScore.set("family", (themeScore.get("family") ?? 0) + 0.5);
  const themes = [...themeScore.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t).slice(0, 6);
  if (misfortunes.length && !themes.includes("misfortune")) themes.push("misfortune");
  if (goodFortunes.length && !themes.includes("good fortune")) themes.push("good fortune");

  // ---------- key words (for dreams the lexicon does not cover) ----------
  const freq = new Map<string, { raw: string; c: number; first: number }>();
  tokens.forEach((t, i) => {
    if (t.w.length < 4 || STOPWORDS.has(t.w) || /^\d+$/.test(t.w)) return;
    const f = freq.get(t.w);
    if (f) f.c++;
    else freq.set(t.w, { raw: t.raw, c: 1, first: i });
  });
  const keyWords = [...freq.values()].sort((a, b) => b.c - a.c || b.raw.length - a.raw.length || a.first - b.first).slice(0, 5).map((f) => f.raw);

  return {
    text,
    tokens,
    wordCount: n,
    sentences: n ? tokens[n - 1].sent + 1 : 0,
    symbols,
    negated: [...negatedNames],
    emotions,
    characters,
    setting,
    themes,
    misfortunes: [...new Set(misfortunes)],
    goodFortunes: [...new Set(goodFortunes)],
    keyWords,
    firstPerson,
    englishRatio,
    likelyEnglish,
  };
}
