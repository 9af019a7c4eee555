/**
 * The offline analysis: one tokenisation, then the characters and events, the Hall/Van de Castle
 * coding, the symbols, the arc, the setting and themes. Everything here is pure and synchronous.
 */
import { findArcs, type Arcs } from "./arc";
import { dropScenery, findCast, type Cast } from "./characters";
import { codeEvents, type Coding } from "./coding";
import { detectEmotions, type EmotionHit } from "./emotions";
import { findEvents, type Event } from "./events";
import type { CharacterKind } from "./schema";
import { findSetting, type Setting } from "./setting";
import { findSymbols, type FoundSymbol } from "./symbols";
import { STOPWORDS, tokenize, type Token } from "./tokenize";

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
  setting: Setting;
  themes: string[];
  misfortunes: string[];
  goodFortunes: string[];
  keyWords: string[];
  firstPerson: boolean;
  englishRatio: number;
  likelyEnglish: boolean;
};

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

/** whether the account is English enough for the offline reader */
function englishness(text: string, tokens: Token[]): { englishRatio: number; likelyEnglish: boolean } {
  const n = tokens.length;
  const englishHits = tokens.reduce((acc, t) => acc + (ENGLISH_COMMON.has(t.w) ? 1 : 0), 0);
  const englishRatio = n === 0 ? 0 : englishHits / n;
  const latinLetters = text.replace(/[^A-Za-z]/g, "").length;
  const allLetters = text.replace(/[^\p{L}]/gu, "").length;
  const likelyEnglish =
    n < 4 ? latinLetters >= allLetters * 0.8 && allLetters > 0 : englishRatio >= 0.12 && latinLetters >= allLetters * 0.8;
  return { englishRatio, likelyEnglish };
}

function themesOf(symbols: FoundSymbol[], coding: Coding, characters: FoundCharacter[]) {
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
  return { themes, misfortunes: [...new Set(misfortunes)], goodFortunes: [...new Set(goodFortunes)] };
}

/** the most frequent content words, for dreams the lexicon does not cover */
function keyWordsOf(tokens: Token[]): string[] {
  const freq = new Map<string, { raw: string; c: number; first: number }>();
  tokens.forEach((t, i) => {
    if (t.w.length < 4 || STOPWORDS.has(t.w) || /^\d+$/.test(t.w)) return;
    const f = freq.get(t.w);
    if (f) f.c++;
    else freq.set(t.w, { raw: t.raw, c: 1, first: i });
  });
  return [...freq.values()]
    .sort((a, b) => b.c - a.c || b.raw.length - a.raw.length || a.first - b.first)
    .slice(0, 5)
    .map((f) => f.raw);
}

export function analyze(input: string): Analysis {
  const text = input;
  const tokens = tokenize(text);
  const n = tokens.length;
  const firstPerson = tokens.some((t) => t.w === "i" || t.w === "me" || t.w === "my" || t.w === "i'm" || t.w === "we");
  const found = findCast(tokens, text);
  const events = findEvents(tokens, found);
  // who acts or is acted on — including every name of a joined subject ("my mother and Priya were…")
  const participants = new Set(
    events.flatMap((e) => [e.actor?.entity, e.target?.entity, ...found.ref.slice(e.start, e.verbIndex)]).filter((x) => x !== undefined),
  );
  const cast = dropScenery(found, participants);
  const { symbols, negated } = findSymbols(text, tokens, events, cast);
  const characters: FoundCharacter[] = cast.others.map((c) => ({
    label: c.label,
    kind: c.kind,
    firstToken: c.mentions[0],
    mentions: c.mentions.length,
  }));
  if (firstPerson) characters.push({ label: "you, the dreamer", kind: "self", firstToken: -1, mentions: cast.dreamer.mentions.length });
  const coding = codeEvents(events, cast, text, tokens);
  return {
    text,
    tokens,
    wordCount: n,
    sentences: n ? tokens[n - 1].sent + 1 : 0,
    symbols,
    negated,
    emotions: detectEmotions(text, tokens),
    characters,
    cast,
    events,
    coding,
    arcs: findArcs(events, coding, cast, text, tokens),
    setting: findSetting(tokens, symbols),
    ...themesOf(symbols, coding, characters),
    keyWords: keyWordsOf(tokens),
    firstPerson,
    ...englishness(text, tokens),
  };
}
