/**
 * Compiles the symbol lexicon (content/lexicon) once, at module load, into a map from a word
 * sequence (1–N words) to the symbols it evokes. Matching is a single left-to-right pass that
 * prefers the longest phrase at each position.
 */
import { LEXICON, type LexiconCategory, type SymbolEntry } from "@/content/lexicon";
import { SCENES } from "@/content/lexicon/scenes";
import { phraseWords, STOPWORDS, type Token } from "./tokenize";
import { tagsOf } from "./words";

export type SymbolDef = SymbolEntry & { id: number; category: LexiconCategory };

export const SYMBOLS: SymbolDef[] = [];
const PHRASES = new Map<string, number[]>();
let MAX_WORDS = 1;

function plurals(word: string): string[] {
  if (word.length < 3) return [];
  const out: string[] = [];
  if (/[^aeiou]y$/.test(word)) out.push(word.slice(0, -1) + "ies");
  else if (/(s|x|z|ch|sh|o)$/.test(word)) out.push(word + "es");
  if (!word.endsWith("s")) out.push(word + "s");
  return out;
}

function add(words: string[], id: number, primary: boolean) {
  if (words.length === 0) return;
  const key = words.join(" ");
  const list = PHRASES.get(key);
  if (!list) PHRASES.set(key, [id]);
  else if (!list.includes(id)) {
    if (primary) list.unshift(id);
    else list.push(id);
  }
  if (words.length > MAX_WORDS) MAX_WORDS = words.length;
}

for (const group of LEXICON) {
  for (const entry of group.entries) {
    if (SYMBOLS.some((s) => s.name === entry.name)) continue;
    const id = SYMBOLS.length;
    // (the scenes a common symbol can stand in are written apart, content/lexicon/scenes.ts)
    const scenes = entry.scenes ?? SCENES[entry.name];
    SYMBOLS.push({ ...entry, ...(scenes ? { scenes } : {}), id, category: group.category });
    const forms = [entry.name, ...(entry.forms ?? "").split("|").filter(Boolean)];
    forms.forEach((form, i) => {
      const words = phraseWords(form);
      add(words, id, i === 0);
      const lastWord = words[words.length - 1];
      // generated plurals never shadow common function words ("doe" → "does")
      for (const p of plurals(lastWord)) if (!STOPWORDS.has(p)) add([...words.slice(0, -1), p], id, i === 0);
    });
  }
}

/** the one-word names of things (objects, places, vehicles, clothes, food, animals…), not of acts or events */
const THING_CATEGORIES = new Set(["object", "place", "vehicle", "clothing", "food", "technology", "nature", "body", "animal", "creature"]);
// (not the lexicon's adjectives, "bright", "wet": "an open door bright with light" is a door)
const THING_WORDS = new Set(
  [...PHRASES]
    .filter(([key, ids]) => !key.includes(" ") && ids.every((id) => THING_CATEGORIES.has(SYMBOLS[id].category)))
    .map(([key]) => key)
    .filter((key) => !tagsOf(key).some((t) => t === "Adjective" || t === "Comparable")),
);
/** whether a word names a thing, so a noun before it is its modifier: "water guns", "beehive hairdo" */
export const namesAThing = (w: string) => THING_WORDS.has(w) || HEAD_NOUNS.has(w);
/** heads of compounds the lexicon does not list */
const HEAD_NOUNS = new Set(
  "crew crews hairdo hairdos hairstyle trailer trailers docks dock station stations company department shop store stand truck trucks machine machines tank tanks fight fights party parties game games show shows team teams club clubs line lines farm yard bill bills sign signs costume costumes print prints pattern patterns skin".split(
    " ",
  ),
);

/**
 * Every proper beginning of a listed phrase ("fire" of "fire truck"): matching stops lengthening a
 * key once it starts no phrase, instead of building and looking up every key up to MAX_WORDS words.
 */
const PHRASE_PREFIXES = new Set<string>();
for (const key of PHRASES.keys()) {
  const words = key.split(" ");
  for (let n = 1; n < words.length; n++) PHRASE_PREFIXES.add(words.slice(0, n).join(" "));
}

/**
 * Every word that is a listed phrase or begins one, with the phrase's symbols and whether longer
 * phrases start with it: the matcher asks both of every token, and one table is one lookup.
 */
const FIRST_WORDS = new Map<string, { ids: number[] | undefined; prefix: boolean }>();
for (const [key, ids] of PHRASES) if (!key.includes(" ")) FIRST_WORDS.set(key, { ids, prefix: PHRASE_PREFIXES.has(key) });
for (const key of PHRASE_PREFIXES) if (!key.includes(" ") && !FIRST_WORDS.has(key)) FIRST_WORDS.set(key, { ids: undefined, prefix: true });

export const SYMBOL_BY_NAME = new Map(SYMBOLS.map((s) => [s.name, s]));

/** the symbols a word or a phrase evokes on its own ("phone", "high school"): what a situation rule asks of the words it is given */
export function symbolsOfWord(w: string): SymbolDef[] {
  return (PHRASES.get(w) ?? []).map((id) => SYMBOLS[id]);
}

/** the longest listed phrase starting at token `at` (up to four words), with the symbols it evokes and its last token */
export function symbolsAt(tokens: Token[], at: number): { defs: SymbolDef[]; last: number } {
  let key = tokens[at]?.w ?? "";
  let best = { defs: symbolsOfWord(key), last: at };
  for (let n = 1; n < 4 && at + n < tokens.length && tokens[at + n].brk === 0 && PHRASE_PREFIXES.has(key); n++) {
    key += " " + tokens[at + n].w;
    const defs = symbolsOfWord(key);
    if (defs.length) best = { defs, last: at + n };
  }
  return best;
}
export const LEXICON_SIZE = SYMBOLS.length;

export type SymbolMatch = { ids: number[]; first: number; last: number };

/** Single pass, longest match first; phrases never cross a sentence break. */
export function matchSymbols(tokens: Token[]): SymbolMatch[] {
  const out: SymbolMatch[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    // (most words begin no longer phrase: one lookup each, with no list of keys built)
    const first = FIRST_WORDS.get(tokens[i].w);
    if (!first?.prefix) {
      if (first?.ids) out.push({ ids: first.ids, first: i, last: i });
      i++;
      continue;
    }
    const maxN = Math.min(MAX_WORDS, tokens.length - i);
    let key = "";
    const keys: string[] = [];
    for (let n = 1; n <= maxN; n++) {
      if (n > 1 && tokens[i + n - 1].brk === 2) break;
      key = n === 1 ? tokens[i].w : key + " " + tokens[i + n - 1].w;
      keys.push(key);
      if (!PHRASE_PREFIXES.has(key)) break;
    }
    for (let n = keys.length; n >= 1; n--) {
      const ids = PHRASES.get(keys[n - 1]);
      if (ids) {
        out.push({ ids, first: i, last: i + n - 1 });
        matched = n;
        break;
      }
    }
    i += matched || 1;
  }
  return out;
}
