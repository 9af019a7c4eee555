/**
 * The offline analysis: one tokenisation, one lexicon pass, then symbols (with negation),
 * emotions, characters, setting, themes and fortunes. Everything here is pure and synchronous.
 */
import { findArcs, type Arcs } from "./arc";
import { dropScenery, findCast, type Cast } from "./characters";
import { codeEvents, type Coding } from "./coding";
import { detectEmotions, type EmotionHit } from "./emotions";
import { findEvents, type Event } from "./events";
import { matchSymbols, SYMBOLS, type SymbolDef } from "./lexicon";
import type { CharacterKind } from "./schema";
import { phraseSpan } from "./phrase";
import { senseHolds } from "./senses";
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
  cast: Cast;
  events: Event[];
  coding: Coding;
  arcs: Arcs;
  setting: { indoor: boolean | null; familiar: boolean | null; places: string[] };
  themes: string[];
  misfortunes: string[];
  goodFortunes: string[];
  keyWords: string[];
  firstPerson: boolean;
  englishRatio: number;
  likelyEnglish: boolean;
};

const FAMILY = new Set([
  "mother",
  "mom",
  "mum",
  "father",
  "dad",
  "grandmother",
  "grandma",
  "grandfather",
  "grandpa",
  "aunt",
  "uncle",
  "sister",
  "brother",
  "cousin",
  "nana",
]);

const INDOOR = new Set([
  "house",
  "home",
  "room",
  "bedroom",
  "kitchen",
  "bathroom",
  "basement",
  "attic",
  "hallway",
  "hall",
  "corridor",
  "office",
  "classroom",
  "inside",
  "indoors",
  "building",
  "store",
  "shop",
  "mall",
  "restaurant",
  "hotel",
  "hospital",
  "church",
  "apartment",
  "elevator",
  "stairs",
  "staircase",
  "library",
  "gym",
  "theater",
  "theatre",
  "cafeteria",
  "school",
  "upstairs",
  "downstairs",
  "bed",
  "ceiling",
  "closet",
  "dorm",
  "lobby",
  "bar",
  "cinema",
  "auditorium",
  "garage",
  "living",
]);
const OUTDOOR = new Set([
  "outside",
  "outdoors",
  "street",
  "road",
  "park",
  "beach",
  "forest",
  "woods",
  "field",
  "sky",
  "mountain",
  "mountains",
  "hill",
  "river",
  "lake",
  "ocean",
  "sea",
  "yard",
  "garden",
  "backyard",
  "desert",
  "island",
  "highway",
  "sidewalk",
  "parking",
  "lot",
  "bridge",
  "cliff",
  "countryside",
  "meadow",
  "jungle",
  "shore",
  "trail",
  "path",
  "air",
  "rooftop",
  "lawn",
  "campus",
  "town",
  "city",
]);
const UNFAMILIAR_ADJ = new Set([
  "strange",
  "unfamiliar",
  "unknown",
  "weird",
  "foreign",
  "new",
  "mysterious",
  "odd",
  "different",
  "huge",
  "abandoned",
  "some",
]);
const PLACE_NOUNS = new Set([
  "house",
  "home",
  "room",
  "place",
  "building",
  "school",
  "city",
  "town",
  "country",
  "street",
  "store",
  "shop",
  "office",
  "hotel",
  "hospital",
  "church",
  "apartment",
  "land",
  "world",
  "area",
  "neighborhood",
  "neighbourhood",
  "forest",
  "island",
  "house's",
  "village",
  "bedroom",
  "kitchen",
  "classroom",
  "yard",
  "car",
]);

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

const ENGLISH_COMMON = new Set([
  "the",
  "a",
  "and",
  "i",
  "was",
  "to",
  "in",
  "of",
  "my",
  "it",
  "we",
  "he",
  "she",
  "that",
  "with",
  "on",
  "at",
  "is",
  "were",
  "had",
  "me",
  "there",
  "but",
  "then",
  "they",
  "her",
  "his",
  "you",
  "for",
  "this",
  "be",
  "are",
  "have",
  "dream",
  "dreamed",
  "dreamt",
  "up",
  "out",
  "into",
  "from",
  "so",
  "some",
  "all",
  "not",
  "an",
  "as",
  "by",
  "be",
  "been",
  "when",
  "what",
  "about",
  "like",
]);

/** A place as the dream names it: "your grandmother's house", "Potomac Park", "the office". */
function placeLabel(tokens: Token[], s: FoundSymbol): string {
  const start = s.firstToken;
  if (s.proper) return s.proper;
  // "my grandmother's house", "Dad's office", "our old house"
  let j = start - 1;
  const pieces: string[] = [];
  while (j >= 0 && j >= start - 3 && tokens[j + 1].brk === 0) {
    const w = tokens[j].w;
    if (w === "my" || w === "our")
      return `your ${[...pieces].reverse().join(" ")}${pieces.length ? " " : ""}${s.surface.toLowerCase()}`.replace(/\s+/g, " ");
    if (/['’]s$|s'$/.test(tokens[j].raw)) {
      pieces.push(/^\p{Lu}/u.test(tokens[j].raw) && !FAMILY.has(w.replace(/['’]s$/, "")) ? tokens[j].raw : w);
      j--;
      continue;
    }
    if (w === "old" || w === "childhood" || w === "new") {
      pieces.push(w);
      j--;
      continue;
    }
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
  const likelyEnglish =
    n < 4 ? latinLetters >= allLetters * 0.8 && allLetters > 0 : englishRatio >= 0.12 && latinLetters >= allLetters * 0.8;

  const found = findCast(tokens, text);
  const events = findEvents(tokens, found);
  // who acts or is acted on — including every name of a joined subject ("my mother and Priya were…")
  const participants = new Set(
    events.flatMap((e) => [e.actor?.entity, e.target?.entity, ...found.ref.slice(e.start, e.verbIndex)]).filter((x) => x !== undefined),
  );
  const cast = dropScenery(found, participants);

  // ---------- symbols ----------
  const bySymbol = new Map<number, FoundSymbol>();
  const negatedNames = new Set<string>();
  for (const m of matchSymbols(tokens)) {
    // negation: "no dogs", "without shoes", "wasn't a snake", "there were no mice"
    let negated = false;
    for (let j = m.first - 1; j >= Math.max(0, m.first - 3); j--) {
      if (tokens[j + 1].brk > 0) break;
      const w = tokens[j].w;
      if (w === "no" || w === "without" || w === "nor" || w === "never" || w === "none") {
        negated = true;
        break;
      }
      if (isNegator(w) && (tokens[j + 1].w === "a" || tokens[j + 1].w === "an" || tokens[j + 1].w === "any" || j === m.first - 1)) {
        negated = true;
        break;
      }
    }
    // a phrase that itself carries the negation ("couldn't breathe") is not negated by it
    for (const id of m.ids.slice(0, 2)) {
      const def = SYMBOLS[id];
      if (!senseHolds(def, m, tokens, events, cast)) continue;
      if (negated) {
        if (!bySymbol.has(id)) negatedNames.add(def.name);
        continue;
      }
      const existing = bySymbol.get(id);
      if (existing) {
        existing.count++;
        continue;
      }
      // quote: the phrase of the dream the symbol sits in, cut at phrase boundaries
      const [qs, qe] = phraseSpan(tokens, m.first, m.last);
      let proper: string | undefined;
      if (
        m.first > 0 &&
        tokens[m.first].brk === 0 &&
        text.charCodeAt(tokens[m.first].start - 1) !== 45 /* "-" */ &&
        /^\p{Lu}\p{Ll}/u.test(tokens[m.first].raw) &&
        !["i", "my", "the", "a"].includes(tokens[m.first].w)
      ) {
        let ps = m.first;
        while (
          ps > 0 &&
          ps > m.first - 2 &&
          tokens[ps].brk === 0 &&
          /^\p{Lu}\p{Ll}/u.test(tokens[ps - 1].raw) &&
          !NAME_STOP.has(tokens[ps - 1].w) &&
          tokens[ps - 1].brk === 0 &&
          ps - 1 > 0
        )
          ps--;
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
      (s.def.theme ? 2 : 0) +
      (s.def.salience ?? 0) * 1.25 +
      (s.def.category === "person" ? -0.5 : 0) +
      (s.surface.includes(" ") ? 1 : 0) +
      (/^(woke|wake|awoke|waking|awake)\b/i.test(s.surface) ? -3 : 0) +
      (1 - s.firstToken / Math.max(1, n)) * 0.5;
  }
  symbols.sort((a, b) => b.score - a.score || a.firstToken - b.firstToken);

  // ---------- emotions ----------
  const emotions = detectEmotions(text, tokens);

  // ---------- characters, interactions, outcomes, arc ----------
  const characters: FoundCharacter[] = cast.others.map((c) => ({
    label: c.label,
    kind: c.kind,
    firstToken: c.mentions[0],
    mentions: c.mentions.length,
  }));
  if (firstPerson) characters.push({ label: "you, the dreamer", kind: "self", firstToken: -1, mentions: cast.dreamer.mentions.length });
  const coding = codeEvents(events, cast, text, tokens);
  const arcs = findArcs(events, coding, cast, text, tokens);

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
    if ((w === "familiar" || w === "recognized" || w === "recognised") && tokens[i - 1]?.w !== "not" && !isNegator(tokens[i - 1]?.w ?? ""))
      familiar += 0.5;
    if (w === "familiar" && isNegator(tokens[i - 1]?.w ?? "")) unfamiliar++;
    if ((w === "recognise" || w === "recognize" || w === "recognised" || w === "recognized") && isNegator(tokens[i - 1]?.w ?? ""))
      unfamiliar++;
    if (w === "unfamiliar" || w === "nowhere") unfamiliar++;
    // "at Nana's", "at Mom's": someone's home is familiar
    if (/['’]s$/.test(tokens[i].raw) && ["at", "to"].includes(tokens[i - 1]?.w ?? "") && /^\p{Lu}/u.test(tokens[i].raw)) {
      familiar++;
      indoor += 0.5;
      const label = tokens[i].raw;
      if (!placeSeen.has(label.toLowerCase())) {
        placeSeen.add(label.toLowerCase());
        places.push(label);
      }
    }
  }
  for (const s of symbols) {
    if (s.def.category === "place" && places.length < 6) {
      const label = placeLabel(tokens, s);
      if (!placeSeen.has(label)) {
        placeSeen.add(label);
        places.push(label);
      }
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
    const th = s.def.theme;
    if (th) themeScore.set(th, (themeScore.get(th) ?? 0) + s.count + (s.score > 2 ? 1 : 0));
  }
  for (const o of coding.outcomes) (o.type === "misfortune" ? misfortunes : o.type === "good fortune" ? goodFortunes : []).push(o.evidence);
  if (characters.some((c) => c.kind === "family")) themeScore.set("family", (themeScore.get("family") ?? 0) + 0.5);
  const themes = [...themeScore.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([t]) => t)
    .slice(0, 6);
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
  const keyWords = [...freq.values()]
    .sort((a, b) => b.c - a.c || b.raw.length - a.raw.length || a.first - b.first)
    .slice(0, 5)
    .map((f) => f.raw);

  return {
    text,
    tokens,
    wordCount: n,
    sentences: n ? tokens[n - 1].sent + 1 : 0,
    symbols,
    negated: [...negatedNames],
    emotions,
    characters,
    cast,
    events,
    coding,
    arcs,
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
