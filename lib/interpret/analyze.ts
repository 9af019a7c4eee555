/**
 * The offline analysis: one tokenisation, then the characters and events, the Hall/Van de Castle
 * coding, the symbols, the arc, the setting and themes. Everything here is pure and synchronous.
 */
import { findArcs, type Arcs } from "./arc";
import { findTwist, type Twist } from "./twist";
import { violationIn } from "./violation";
import { dropScenery, findCast, isBeforeIng, ownBody, personAfter, sexOf, type Cast, type Entity } from "./characters";
import { codeEvents, type Coding } from "./coding";
import { detectEmotions, type EmotionHit } from "./emotions";
import { findEvents, SAY, type Arg, type Event } from "./events";
import type { CharacterKind, CharacterSex } from "./schema";
import { shownTokens, withoutScreenFigures } from "./screen-figures";
import { findSetting, type Setting } from "./setting";
import { findSymbols, type FoundSymbol } from "./symbols";
import { bodyStart, tokenize, type Token } from "./tokenize";
import { isLexNoun } from "./words";
import { BODY_PARTS } from "./verb-classes";

export type FoundCharacter = { label: string; kind: CharacterKind; sex: CharacterSex };

export type Analysis = {
  text: string;
  tokens: Token[];
  symbols: FoundSymbol[];
  emotions: EmotionHit[];
  characters: FoundCharacter[];
  cast: Cast;
  events: Event[];
  coding: Coding;
  arcs: Arcs;
  /** the moment someone or something turns out to be other than it seemed */
  twist: Twist | null;
  setting: Setting;
  themes: string[];
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

const LETTER = /^\p{L}$/u;

/**
 * The UTF-16 length of the text's ASCII letters and of all its letters (\p{L}), counted in one pass
 * rather than by copying the text twice with the other characters removed.
 */
function letterCounts(text: string): { latinLetters: number; allLetters: number } {
  let latinLetters = 0;
  let allLetters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latinLetters++;
      continue;
    }
    // a letter outside ASCII may take two UTF-16 units (a surrogate pair); a lone surrogate is no letter
    const point = text.codePointAt(i)!;
    const size = point > 0xffff ? 2 : 1;
    if (LETTER.test(String.fromCodePoint(point))) allLetters += size;
    i += size - 1;
  }
  return { latinLetters, allLetters: allLetters + latinLetters };
}

/** whether the account is English enough for the offline reader */
function isLikelyEnglish(text: string, tokens: Token[]): boolean {
  const n = tokens.length;
  const englishHits = tokens.reduce((acc, t) => acc + (ENGLISH_COMMON.has(t.w) ? 1 : 0), 0);
  const englishRatio = n === 0 ? 0 : englishHits / n;
  const { latinLetters, allLetters } = letterCounts(text);
  return n < 4 ? latinLetters >= allLetters * 0.8 && allLetters > 0 : englishRatio >= 0.12 && latinLetters >= allLetters * 0.8;
}

function themesOf(symbols: FoundSymbol[], coding: Coding, characters: FoundCharacter[]): string[] {
  const themeScore = new Map<string, number>();
  for (const s of symbols) {
    const th = s.def.theme;
    if (th) themeScore.set(th, (themeScore.get(th) ?? 0) + s.count + (s.score > 2 ? 1 : 0));
  }
  if (characters.some((c) => c.kind === "family")) themeScore.set("family", (themeScore.get("family") ?? 0) + 0.5);
  const themes = [...themeScore.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([t]) => t)
    .slice(0, 6);
  // a forced act is an intrusion, not a matter of love
  if (violationIn(coding.interactions))
    themes.splice(0, themes.length, "intrusion and attack", ...themes.filter((t) => t !== "love and relationships"));
  for (const fortune of ["misfortune", "good fortune"] as const)
    if (coding.outcomes.some((o) => o.type === fortune) && !themes.includes(fortune)) themes.push(fortune);
  return themes;
}

/**
 * The dreamer's waking comments: a questionnaire's notes on the setting or the characters, what was
 * read or watched before ("I had just seen a film where a ship sank"), what the
 * dream is thought to mean, the dictation itself ("I still have plenty to add on this tape"). Hall and Van de Castle code what happens in the dream, not these.
 */
const COMMENTS = [
  // (a note of the feelings in the dream, "Feelings and Thoughts: angry, scared", is the dreamer's report of them and stays)
  /^(setting|characters|notes?|comments?)\s*:/i,
  // ("the day before" with the waking day named — not the dream's own "it was the day before the test")
  /\b(i|we) (had |have )?(just |recently )(read|watched|seen|saw|been reading|been watching)\b|\byesterday or the day before\b|\b(the|that) (day|night|evening) before (last|this dream|the dream|i (dreamt|dreamed|had this dream))\b/i,
  // what the dream is thought to be or mean
  /\b(i think|i believe|i guess|maybe|perhaps) (this|that|the) dream\b|\bthis dream (was|is|may|might|probably|must)\b/i,
  /\b(knew|know|think|thought|felt) (that )?(it|this) (was|is) (not |n't )?a (\w+ )?dream\b/i,
  /^(another|a|this|that|one more) (\w+ )?dream (leaving|that left|which left|that leaves|that made|which made) (me|us)\b/i,
  // the dictation itself
  /\b(on|onto|start|of|off) this tape\b|\b(i may be|i'm|i am) recording this\b/i,
  // a verdict on the dream as a whole: "There was really no point to this whole thing", "It was a pretty neat dream", "That was the end of it"
  /^(and |but )?(i don'?t know, )?(there('s| is| was) (really )?no (point|narrative|plot|story)\b|(that|this) (was|is) (all|the end)\b|one of those (\w+ )?dreams\b|it was (a|an) (\w+ ){0,2}dream([.,!;]|$))/i,
  // what the writer cannot recall or work out now, at the writing: "I still can't figure out why we stopped"
  /^i don'?t remember (too |very |that )?(many|much) (\w+ )?(details|else|more)\b|\bi still can'?t (come up with|figure out|work out) (why|what)\b/i,
];

/** the sentences (by number) that are the dreamer's comments, unless every sentence is — then none is */
function commentSentences(text: string, tokens: Token[]): number[] {
  const spans = new Map<number, [number, number]>();
  for (const t of tokens) {
    const span = spans.get(t.sent);
    if (span) span[1] = t.end;
    else spans.set(t.sent, [t.start, t.end]);
  }
  // (each sentence is cut from the text once, not once per pattern)
  const notes = [...spans]
    .filter(([, [a, z]]) => {
      const sentence = text.slice(a, z).trim();
      return COMMENTS.some((c) => c.test(sentence));
    })
    .map(([k]) => k);
  return notes.length < spans.size ? notes : [];
}

/**
 * The writer's [bracketed] asides — "[laugh]", "[As I wake up, I'm imagining…]", "[my best friend at
 * school]" — are comments on the dream, not the dream: no event, feeling or story is read from them.
 */
function withoutAsides(text: string, tokens: Token[]): Token[] {
  // (and a long parenthesis that closes the report, "(At the clinic they have moved my appointment again…)": a note added after)
  const asides = [...text.matchAll(/\[[^\]]*\]|\([^()]{40,}\)\s*$/g)].map((m) => [m.index, m.index + m[0].length]);
  // a header, a title line or the day before "I dreamt that…" is no more the dream than an aside
  const body = bodyStart(text);
  const notes = new Set(commentSentences(text, tokens));
  // (the asides are looked through only when there are any: the closure was made for every token)
  const inAside = (t: Token) => asides.length > 0 && asides.some(([a, z]) => t.start > a && t.end < z);
  const kept = tokens.filter((t) => t.start >= body && !notes.has(t.sent) && !inAside(t));
  // sentences are counted again from 0, so a sentence's number stays its place in the dream
  const renumber = new Map([...new Set(kept.map((t) => t.sent))].map((s, n) => [s, n]));
  // (a token is copied only when its sentence's number changes: in most dreams nothing is dropped)
  // (built by push, not by `kept.map`: map's array is packed when this function runs unoptimised and holey once
  // TurboFan has inlined it, and that switch, after a few hundred dreams, threw out the optimised code of every
  // function that reads the tokens — some 260 deoptimisations in one dream, the slowest runs of a long dream)
  const out: Token[] = [];
  for (const t of kept) {
    const sent = renumber.get(t.sent)!;
    out.push(sent === t.sent ? t : { ...t, sent });
  }
  return out;
}

/**
 * 'Ann said, "Wait till Dad sees it"': an event inside someone's words puts no one in the dream —
 * unless its subject is the one speaking ("my neighbour asked to come in").
 */
function spokenOf(e: Event, tokens: Token[], text?: string): boolean {
  if (!e.reported && !e.unreal) return false;
  const from = e.actor ? e.actor.index : e.verbIndex;
  if (text !== undefined && quoteClosedBefore(text, tokens, from)) return false;
  return !tokens.slice(from, e.verbIndex).some((t) => SAY.test(t.w));
}

/**
 * 'I said "your aunt" and Nora frowned at me': after the quoted words close, the sentence tells
 * what happens again — the one who frowns is there. True when the sentence has a closed quotation
 * before the word at `k` and none open at it.
 */
function quoteClosedBefore(text: string, tokens: Token[], k: number): boolean {
  let s = k;
  while (s > 0 && tokens[s - 1].sent === tokens[k].sent) s--;
  const before = text.slice(tokens[s].start, tokens[k].start);
  const marks = (before.match(/["“”]/g) ?? []).length;
  return marks >= 2 && marks % 2 === 0 && /["”]\s*,?\s*(and|then|but|so)\b[^"“”]*$/.test(before);
}

/** 'I say, "Does a fish have fins?"': an animal named only inside quotation marks is a figure of speech, not in the scene */
function onlySpokenOf(text: string, tokens: Token[], cast: Cast): Entity[] {
  const quotes = [...text.matchAll(/[“"][^”"]*[”"]/g)].map((m) => [m.index, m.index + m[0].length]);
  const inQuote = (k: number) => quotes.some(([a, z]) => tokens[k].start > a && tokens[k].end < z);
  return cast.others.filter((c) => (c.kind === "animal" || c.kind === "creature") && c.mentions.every(inQuote));
}

/** coming on the scene */
const ARRIVE = /^(come|arrive|show|turn|find|catch|get|return|appear)$/;

/** "listening for intruders", "waiting for my father": someone expected is not yet there */
const AWAITED = /^(listen|wait|look|watch|search|hope|pray|call|ask)$/;

/** speaking of someone */
const MENTION = /^(mention|discuss|describe)$/;

/** having someone in mind */
const MINDING = /^(think|remember|miss|wonder|worry|dream|imagine|recall|forget|know)$/;

/** someone thought about, missed or talked about is not thereby in the dream: "I thought about my ex" */

function presentTarget(e: Event, tokens: Token[], cast: Cast, text: string) {
  const minded = e.lemmas.some((l) => MINDING.test(l));
  // ("she mentioned Bob", "we discussed poets": named in talk, not met)
  const named = e.lemmas.some((l) => MENTION.test(l)) || includedInThing(e, tokens, cast);
  const awaited = e.prep === "for" && e.lemmas.some((l) => AWAITED.test(l));
  if (minded || named || awaited || e.prep === "about" || e.prep === "of") return undefined;
  const at = e.target?.index;
  // ("sat in his garden": "his" or "their" before a noun says whose the place is; its owner is not thereby met)
  const whose = at !== undefined && /^(his|their)$/.test(tokens[at].w) && tokens[at + 1]?.brk === 0 && !PRONOUN.test(tokens[at + 1].w);
  return e.target && at !== undefined && !onScreen(tokens, at) && ((!possessive(text, tokens, at) && !whose) || ownBody(tokens, at))
    ? e.target.entity
    : undefined;
}

/**
 * "talking about superheroes, including Spiderman": those a list of things takes in are named, not
 * met — but "a few people, including Ann" and "people were there, including Ann" are there.
 */
function includedInThing(e: Event, tokens: Token[], cast: Cast): boolean {
  if (!e.lemmas.includes("include") || !/^including$/.test(tokens[e.verbIndex].w)) return false;
  const before = tokens[e.verbIndex - 1];
  // (a comma sets the list off: "many faces, including Helen" are people, "the bus including the driver" not a list of things)
  if (!before || tokens[e.verbIndex].brk !== 1 || cast.ref[e.verbIndex - 1]) return false;
  return /[^s]s$/.test(before.w) && isLexNoun(before.w) && !/^(others|friends|members|faces|ones)$/.test(before.w);
}

/** on or in */
const ON_OR_IN = /^(on|in)$/;

/** "I saw Obama on TV", "saw my uncle in a photo": people seen only on a screen or in a picture are not in the dream */
function onScreen(tokens: Token[], at: number): boolean {
  for (let k = at + 1; k <= at + 4 && tokens[k] && tokens[k].brk === 0; k++) {
    if (!ON_OR_IN.test(tokens[k].w)) continue;
    const what = /^(a|an|the|this|that|some|his|her|their|my|our)$/.test(tokens[k + 1]?.w ?? "") ? tokens[k + 2] : tokens[k + 1];
    return (
      !!what &&
      /^(tv|television|screen|photo|photograph|picture|video|film|movie|magazine|newspaper|poster|painting|portrait)$/.test(what.w)
    );
  }
  return false;
}

/** the prepositions before an addressee */
const ADDRESSED = /^(to|for|with|at)$/;

/** acts that need the one they are done "from" at hand: "stole a wallet from an old man", "ran from the guard" (not "a letter from my mother") */
const FROM_AT_HAND = /^(take|steal|grab|snatch|seize|borrow|buy|rescue|save|hide|protect|run|escape|flee|pull|wrestle|wrench)$/;

/** the one an act is done to or with, after its preposition: "waved to Ray", "went to dinner with Jeremy" */
function addressee(e: Event, tokens: Token[], cast: Cast, text: string) {
  for (let k = e.verbIndex + 1; k < e.end; k++) {
    const from = tokens[k].w === "from" && e.lemmas.some((l) => FROM_AT_HAND.test(l));
    if (!ADDRESSED.test(tokens[k].w) && !from) continue;
    if (tokens[k].w === "for" && e.lemmas.some((l) => AWAITED.test(l))) return undefined;
    return presentAfter(cast, tokens, text, k, 3);
  }
  return undefined;
}

/** being placed by someone */
const PLACED_BY = /^(against|beside|behind|alongside|among|toward|towards)$/;

/** with someone, around someone */
const WITH_OR_AROUND = /^(with|around)$/;

/** who is in the dream: who acts or is acted on (every name of a joined subject too), is addressed, or is with the dreamer */
function whoIsThere(found: Cast, events: Event[], tokens: Token[], text: string): Set<Entity> {
  // (added one by one, in the order the events name them: a Set keeps that order, and no array is built per event)
  const there = new Set<Entity>();
  const add = (x: Entity | undefined) => {
    if (x !== undefined) there.add(x);
  };
  for (const e of events) {
    // ("I was worried my dog would fall in": the dog met before is there; "afraid the police would come": not yet)
    const fearedFor = e.feared && !e.lemmas.some((l) => ARRIVE.test(l)) ? e.actor?.entity : undefined;
    if (fearedFor?.mentions.some((k) => tokens[k].sent < e.sent)) add(fearedFor);
    if (spokenOf(e, tokens, text)) continue;
    // ("we learned his aunt was dead", "his wife had died": said to be dead, not met)
    const dead = (x: Arg | undefined) => x !== undefined && (saidToBeDead(tokens, x.index) || saidToBeAway(tokens, x.index));
    if (!dead(e.actor)) add(e.actor?.entity);
    if (!dead(e.target)) add(presentTarget(e, tokens, found, text));
    // "my ex's apartment was on the corner": an owner named in the subject is not there
    const end = Math.min(e.verbIndex, found.ref.length);
    for (let k = e.start; k < end; k++)
      if (
        found.ref[k] !== undefined &&
        (!possessive(text, tokens, k) || ownBody(tokens, k)) &&
        !saidToBeDead(tokens, k) &&
        !saidToBeAway(tokens, k)
      )
        add(found.ref[k]);
    add(addressee(e, tokens, found, text));
  }
  // "I was at the beach with my mother", "put his arm around the boy": whoever one is with or holds is there
  for (let k = 0; k < tokens.length; k++) {
    // ("in the company of a few retired sailors")
    const company = tokens[k].w === "of" && tokens[k - 1]?.w === "company";
    // ("pushed it against Ann", "sat beside my mother", "hid behind a man"): whoever a thing or a body is placed by is there too
    const placed = PLACED_BY.test(tokens[k].w) || nextTo(tokens, k);
    const other = WITH_OR_AROUND.test(tokens[k].w) || placed || company ? presentAfter(found, tokens, text, k, company ? 6 : 4) : undefined;
    if (other) there.add(other);
  }
  // "there was a cop after me", "there were two girls in the car": what a scene is said to hold is there
  for (const e of events)
    if (e.actor?.word === "there" && e.verb === "be" && !e.negated && !e.unreal) {
      const other = personAfter(found, tokens, e.verbIndex, 3);
      if (other) there.add(other);
    }
  // "my sister and I had lunch", "I and my brother": whoever shares a subject with the dreamer is there
  for (let k = 1; k < tokens.length - 1; k++) {
    if (tokens[k].w !== "and" || tokens[k].brk !== 0) continue;
    const other = tokens[k + 1].w === "i" ? found.ref[k - 1] : tokens[k - 1].w === "i" ? personAfter(found, tokens, k, 3) : undefined;
    if (other && other !== found.dreamer) there.add(other);
  }
  // "I saw Autumn, Jeremiah and Eugene", "as were Ezra, Tiana and Gavin": a list shares its presence
  for (let k = 0; k < tokens.length; k++) {
    const x = found.ref[k];
    if (!x || !there.has(x)) continue;
    for (const step of [1, -1] as const) for (const y of listedWith(found, tokens, text, k, step)) there.add(y);
  }
  return there;
}

/**
 * "her mother was dead", "my grandfather had died": being dead, or having died before, is a state
 * told of someone and does not bring them into the scene ("my uncle died in front of me" does).
 * True when the words after the mention at `k` say so.
 */
function saidToBeDead(tokens: Token[], k: number): boolean {
  const [a, b, c] = [tokens[k + 1], tokens[k + 2], tokens[k + 3]];
  if (!a || !b || a.brk !== 0 || b.brk !== 0) return false;
  if (/^(was|is|were|are)$/.test(a.w)) return /^(dead|deceased)$/.test(b.w) || (b.w === "already" && /^(dead|deceased)$/.test(c?.w ?? ""));
  // ("had died years ago", "had passed away two years before": a death well before the dream, not one found in it)
  if (!/^(had|has)$/.test(a.w) || !(b.w === "died" || (b.w === "passed" && c?.w === "away"))) return false;
  for (let j = k + 3; j <= k + 8 && tokens[j]?.sent === tokens[k].sent; j++)
    if (/^(ago|before|earlier|already)$/.test(tokens[j].w)) return true;
  return false;
}

/** where someone is said to be instead of in the scene: "out of town", "away", "not home" */
const AWAY = /^(away|absent)$/;

/**
 * "my parents were out of town", "Dad was away", "my sister wasn't home": someone said to be
 * elsewhere is not thereby in the scene. True when the words after the mention at `k` say so.
 */
function saidToBeAway(tokens: Token[], k: number): boolean {
  const w = (j: number) => (tokens[k + j]?.brk === 0 ? tokens[k + j].w : "");
  if (!/^(was|were|is|are|wasn't|weren't|isn't|aren't)$/.test(w(1))) return false;
  const neg = /n't$/.test(w(1)) || w(2) === "not";
  const at = w(2) === "not" ? 3 : 2;
  if (!neg && (AWAY.test(w(at)) || (w(at) === "out" && w(at + 1) === "of" && /^(town|the country|state)$/.test(w(at + 2))))) return true;
  return neg && /^(home|there|here|around)$/.test(w(at));
}

/** "next to", "in front of": the last word of a two- or three-word preposition of place */
const nextTo = (tokens: Token[], k: number) =>
  (tokens[k].w === "to" && tokens[k - 1]?.w === "next") ||
  (tokens[k].w === "of" && tokens[k - 1]?.w === "front" && tokens[k - 2]?.w === "in");

/** the person a preposition at `k` puts someone beside — not the owner of "my parents' bed", "Dad's house" */
function presentAfter(found: Cast, tokens: Token[], text: string, k: number, n: number): Entity | undefined {
  const who = personAfter(found, tokens, k, n);
  if (!who) return undefined;
  let last = k + 1;
  while (found.ref[last] !== who) last++;
  // (a name's later words, not a pronoun that goes on to speak of the same person: "a passenger - she's")
  while (found.ref[last + 1] === who && !PRONOUN.test(tokens[last + 1].w)) last++;
  if (!possessive(text, tokens, last)) return who;
  // ("with my classmate's mother", "beside Ann's dog": the one owned is there, not the owner)
  const owned = found.ref[last + 1] ?? (tokens[last + 2]?.brk === 0 ? found.ref[last + 2] : undefined);
  return owned && owned !== who && owned !== found.dreamer && tokens[last + 1]?.brk === 0 && !possessive(text, tokens, last + 1)
    ? owned
    : undefined;
}

/** a word ending in s */
const ENDS_IN_S = /s$/;

/** an owner's "'s" */
const POSSESSIVE_S = /['’]s$/;

/** "Dad's house", "my parents' couch": the word at `at` names an owner */
function possessive(text: string, tokens: Token[], at: number): boolean {
  if (POSSESSIVE_S.test(tokens[at].raw)) return !isBeforeIng(tokens, at);
  // "my parents' couch" (the tokenizer leaves a plural's apostrophe out of the word), not "walking with 'friends'"
  // (the text before is cut only for a word in s with an apostrophe after it: every event's subject asks this)
  const before = () => text.slice(Math.max(0, tokens[at].start - 40), tokens[at].start);
  return ENDS_IN_S.test(tokens[at].w) && /^['’]\s+\w/.test(text.slice(tokens[at].end)) && !/(^|[\s(])['‘][^'’]*$/.test(before());
}

const PRONOUN = /^(he|she|they|him|her|them|he's|she's|they're|his|their)$/;

/** the characters listed next to the mention at `k`, walking one way: "Ezra, Tiana and Gavin" */
function listedWith(found: Cast, tokens: Token[], text: string, k: number, step: 1 | -1): Entity[] {
  const out: Entity[] = [];
  let j = k;
  const x = found.ref[k];
  while (found.ref[j + step] === x) j += step;
  for (;;) {
    const link = step === 1 ? j + 1 : j;
    // ("with Dana & Lyle": an "&", which the tokeniser leaves out, joins a list as "and" does)
    const ampersand = !!tokens[link] && link > 0 && text.slice(tokens[link - 1].end, tokens[link].start).includes("&");
    const joined =
      tokens[link] && tokens[link].sent === tokens[k].sent && (tokens[link].brk === 1 || tokens[link].w === "and" || ampersand);
    if (!joined) return out;
    let n = step === 1 ? (tokens[j + 1].w === "and" ? j + 2 : j + 1) : tokens[j - 1]?.w === "and" ? j - 2 : j - 1;
    if (tokens[n]?.w === "and") n += step;
    // ("a guy and an old woman": forward, the next one's name may follow its article and adjectives)
    // ("with Gary, my friend Sam": the dreamer's "my" is the friend's owner, not the next in the list)
    if (step === 1 && (!found.ref[n] || OWNER_WORD.test(tokens[n]?.w ?? ""))) n = nextNamed(found, tokens, n) ?? n;
    const y = found.ref[n];
    if (!y || y === found.dreamer) return out;
    out.push(y);
    j = n;
    while (found.ref[j + step] === y) j += step;
  }
}

/** a word that says whose the next one is: "my friend", "her sister" */
const OWNER_WORD = /^(my|his|her|their|our|your)$/;

/**
 * the first word naming someone within three words from `n`, past an article, an owner's word and
 * adjectives only ("with Gary, my friend Sam and others": the friend is listed too)
 */
function nextNamed(found: Cast, tokens: Token[], n: number): number | undefined {
  for (let k = n; k < n + 3 && tokens[k] && (k === n || tokens[k].brk === 0); k++) {
    if (found.ref[k] && !OWNER_WORD.test(tokens[k].w)) return k;
    if (
      !/^(a|an|another|the|some|two|three|four|few|several|other|old|young|little|older|younger|tall|short|my|his|her|their|our|your)$/.test(
        tokens[k].w,
      )
    )
      return undefined;
  }
  return undefined;
}

/**
 * The characters to count: an unnamed "someone" among two or more others is most often one of them
 * seen again, so it is not counted as another.
 */
function counted(others: Entity[]): Entity[] {
  if (others.length < 3) return others;
  return others.filter((c) => !(/^(someone|somebody|person)$/.test(c.head) && !c.group));
}

/** "grabbed my shoulders", "kicked her in the face": the body part a blow or a touch lands on is where it lands, not a symbol */
function struckPart(tokens: Token[], coding: Coding, at: number): boolean {
  const w = tokens[at].w;
  if (!BODY_PARTS.has(w) && !BODY_PARTS.has(w.replace(ENDS_IN_S, ""))) return false;
  return coding.interactions.some((i) => at > i.event.verbIndex && at <= i.event.end + 3 && tokens[at].sent === i.event.sent);
}

/** the coding without what only happens on the screen: "watching a film where a man punched his boss" */
function offScreen(coding: Coding, shown: Set<number>, tokens: Token[], cast: Cast): Coding {
  if (!shown.size) return coding;
  // (a sentence the dreamer is in happens in the room, whatever it borders on: "he said Silas was the one and I said no")
  const withDreamer = (sent: number) => tokens.some((t, k) => t.sent === sent && cast.ref[k] === cast.dreamer);
  const inside = (x: { event?: { verbIndex: number; sent: number } }) =>
    !!x.event && shown.has(x.event.verbIndex) && !withDreamer(x.event.sent);
  return { interactions: coding.interactions.filter((i) => !inside(i)), outcomes: coding.outcomes.filter((o) => !inside(o)) };
}

export function analyze(input: string): Analysis {
  const text = input;
  const tokens = withoutAsides(text, tokenize(text));
  const firstPerson = tokens.some((t) => t.w === "i" || t.w === "me" || t.w === "my" || t.w === "i'm" || t.w === "we");
  const everyone = findCast(tokens, text);
  const found = withoutScreenFigures(everyone, tokens);
  const onScreen = shownTokens(everyone, tokens);
  const events = findEvents(tokens, found);
  const participants = whoIsThere(found, events, tokens, text);
  // whoever a reveal shows ("and it was my father!") is there, however briefly
  const twist = findTwist(text, tokens, events, found);
  if (twist?.who) participants.add(twist.who);
  const scene = dropScenery(found, participants, 1);
  // (what happens on a screen or in a picture the dreamer looks at happens to no one in the dream)
  const coding = offScreen(codeEvents(events, scene, text, tokens), onScreen, tokens, scene);
  for (const i of coding.interactions) for (const x of [i.from, i.to]) if (x) participants.add(x);
  for (const x of onlySpokenOf(text, tokens, scene)) participants.delete(x);
  const cast = dropScenery(scene, participants, Infinity);
  const symbols = findSymbols(text, tokens, events, cast).filter((s) => !struckPart(tokens, coding, s.firstToken));
  const characters: FoundCharacter[] = counted(cast.others).map((c) => ({ label: c.label, kind: c.kind, sex: sexOf(c) }));
  if (firstPerson) characters.push({ label: "you, the dreamer", kind: "self", sex: "indefinite" });
  return {
    text,
    tokens,
    symbols,
    emotions: detectEmotions(text, tokens),
    characters,
    cast,
    events,
    coding,
    arcs: findArcs(events, coding, cast, text, tokens),
    twist,
    setting: findSetting(tokens, symbols),
    themes: themesOf(symbols, coding, characters),
    likelyEnglish: isLikelyEnglish(text, tokens),
  };
}
