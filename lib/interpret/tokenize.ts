/**
 * Tokeniser used by every analyser: one pass over the text, words with their character offsets,
 * and how strongly each word is separated from the previous one (none, clause, sentence).
 */

import { isFirstName } from "./words";
export type Token = {
  /** lower-cased, with typographic apostrophes normalised */
  w: string;
  /** the word as written */
  raw: string;
  start: number;
  end: number;
  /** 0: same clause as the previous token, 1: clause break (comma, dash…), 2: sentence break */
  brk: 0 | 1 | 2;
  /** index of the sentence this token belongs to */
  sent: number;
};

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
/** the same pattern, for tokenize's own exec loop (its lastIndex is tokenize's alone) */
const WORD_SCAN = new RegExp(WORD.source, WORD.flags);
const SENTENCE_GAP = /[.!?\n]|\s-\s/;
const CLAUSE_GAP = /[,;:()[\]"“”—–]/;

export function normalizeWord(s: string): string {
  // (the replacement runs only for a word with a typographic apostrophe: every token of every dream comes through here)
  const lower = s.toLowerCase();
  return lower.includes("’") ? lower.split("’").join("'") : lower;
}

const ABBREVIATION = /^(mr|mrs|ms|dr|st|jr|sr|prof|mt|vs|no)$/i;

/** units of measure and other words written shortened with a full stop */
const UNIT = /^(ft|yds?|mi|km|cm|mm|kg|lbs?|oz|hrs?|mins?|secs?|approx|etc|ave|blvd|st|sq)$/i;

/** a single capital: an initial */
const ONE_CAPITAL = /^\p{Lu}$/u;

/** "2.47am", "Mr. Smith", "J. Smith": a full stop that ends no sentence */
function notAnEnd(before: string, gap: string, after: string, dotted: boolean): boolean {
  // "2.47am", and "Ph.D", "U.S", "a.m": a dot inside a word or a number
  if (gap === ".") return (/\d$/.test(before) && /^\d/.test(after)) || (/^\p{L}{1,3}$/u.test(before) && /^\p{L}{1,3}\b/u.test(after));
  // "George W. Bush", "Mr. Smith" go on; "my Ph.D. I stated" ends where the dotted abbreviation does
  // "asked J. if he had": an initial before a lower-case word ends nothing
  // ("Dr. Jac. if anyone had seen it": a short capitalised word, likely shortened, before a lower-case one)
  // ('The word "O.K." is scratched': the same after a closing quotation mark)
  if (/^\.["”]? $/.test(gap) && /^\p{Lu}\p{Ll}{0,3}$/u.test(before) && /^\p{Ll}/u.test(after)) return true;
  // ("find Dr.'s office", "A.'s brother": a possessive right after an abbreviation or an initial)
  if (/^\.['’]$/.test(gap) && (ABBREVIATION.test(before) || ONE_CAPITAL.test(before)) && /^s\b/.test(after)) return true;
  // ("some 30 ft. off", "cups, plates, etc. and then": a unit or "etc." before a lower-case word is shortened, not an end)
  if (/^\. $/.test(gap) && UNIT.test(before) && /^\p{Ll}/u.test(after)) return true;
  // ("I said no. There is…": "No." is short for a number only before one)
  if (/^no$/i.test(before)) return gap === ". " && /^\d/.test(after);
  // ("ask Cedric H. I did it twice": after an initial, "I" opens the next sentence)
  // (nor before "I'm", "I've", "I'd": "it was Jo and I. I'm sure of it")
  if (ONE_CAPITAL.test(before) && (after === "I" || /^I['’]/.test(after))) return false;
  return gap === ". " && !dotted && (ABBREVIATION.test(before) || ONE_CAPITAL.test(before)) && /^\p{Lu}/u.test(after);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  let sent = 0;
  // (an exec loop over a scanner of its own, rather than matchAll's copy of the pattern and its iterator)
  WORD_SCAN.lastIndex = 0;
  for (let m = WORD_SCAN.exec(text); m !== null; m = WORD_SCAN.exec(text)) {
    const start = m.index;
    const gap = text.slice(last, start);
    let brk: 0 | 1 | 2 = 0;
    // (a single space, the gap before most words, breaks nothing)
    if (tokens.length > 0 && gap !== " ") {
      const prev = tokens[tokens.length - 1];
      const dotted = () => tokens.length > 1 && text.slice(tokens[tokens.length - 2].end, prev.start) === ".";
      if (SENTENCE_GAP.test(gap) && !notAnEnd(prev.raw, gap, m[0], dotted())) brk = 2;
      // ("at 5:00 and I": the colon of a time of day breaks nothing)
      else if (CLAUSE_GAP.test(gap) && !(gap === ":" && /\d$/.test(prev.raw) && /^\d/.test(m[0]))) brk = 1;
    }
    if (brk === 2) sent++;
    tokens.push({ w: normalizeWord(m[0]), raw: m[0], start, end: start + m[0].length, brk, sent });
    last = start + m[0].length;
  }
  return tokens;
}

/** Words of a lexicon phrase, tokenised exactly like dream text. */
export function phraseWords(phrase: string): string[] {
  return Array.from(phrase.matchAll(WORD), (m) => normalizeWord(m[0]));
}

export const NEGATORS = new Set(["no", "not", "never", "without", "nor", "none", "nobody", "neither", "cannot", "nothing"]);

export function isNegator(w: string): boolean {
  return NEGATORS.has(w) || w.endsWith("n't");
}

export const STOPWORDS = new Set(
  (
    "a an the and or but so if then than that this these those there here it its it's is was were be been being am are " +
    "i me my mine we us our you your he him his she her they them their what which who whom whose when where why how " +
    "to of in on at by for with from into onto about as up down out over under again further once all any both each few " +
    "more most other some such only own same too very can will just don't should now do did does had has have having " +
    "would could might must shall may also like got get go went going come came seem seemed kind sort thing things " +
    "something someone somebody anything everything one two three not no yes i'm i'd i've i'll we're we'd he's she's " +
    "they're didn't wasn't couldn't wouldn't don't doesn't isn't aren't weren't hadn't haven't then just really"
  ).split(" "),
);

const TITLE_SMALL = "of|the|a|an|in|on|at|to|for|with|and|from|by|is|are|vs|or|into|over|under|about|my|his|her";
/**
 * A journal's title line run into the text ("Camping With Melanie I'm camping with…"): capitalised
 * words, no comma, then the word a report's first sentence opens with.
 */
const SMALL_ANY_CASE = TITLE_SMALL.split("|")
  .flatMap((w) => [w, w[0].toUpperCase() + w.slice(1)])
  .join("|");
/** a title's last word is a capitalised word, never "With" or "From": "Escape From A Train" */
const TITLE = new RegExp(
  `^((?:(?:[A-Z0-9][\\w'’$.&-]*|${TITLE_SMALL})\\s+){1,8}?(?!(?:${SMALL_ANY_CASE})\\s)[A-Z0-9][\\w'’$.&-]*\\s+)(?=(?:I|I'm|I’m|I've|I'd|My|We|We're|Our|Me|It's|It’s|There's|There’s)\\b|(?:There|It|In|At|The|This|A|On|Some|After|When|Then)\\s+[a-z0-9])`,
);

/** words that open a report's first sentence before "I", never a title: "First I …", "Somehow I …" */
const OPENING_WORDS =
  /^(first|when|all|somehow|now|again|suddenly|before|after|everybody|everyone|so|as|then|later|once|while|because|if|yesterday|today|tonight|here|there|also|anyway|well|next|still|just|maybe|perhaps|sometimes|often|never|always|oh|ok|okay|yes|no|and|but|or|dreamt|dreamed|dream|last|since|until|though|although|soon|meanwhile|afterwards|eventually|finally|initially|basically|actually|apparently|recently|lately|again|ugh|um|hmm)$/i;

/** "Green I am mixing white and black…": a one-word title run into the report, before "I" and its verb */
function oneWordTitle(head: string): string | undefined {
  const m = /^([A-Z][a-z'’-]+)\s+(?=(?:I|I'm|I’m|I've|I'd)\s+[a-z])/.exec(head);
  const word = m?.[1];
  return word && !OPENING_WORDS.test(word) && !/ly$/.test(word) && !isFirstName(word.toLowerCase()) ? m[0] : undefined;
}

/** Where the dream starts after a diary header ("(2008-09-27 (17))", "#B-190 (2002-11-08)") and a title line. */
let lastBody: [string, number] = ["", 0];
export function bodyStart(text: string): number {
  // asked for by every piece of evidence: one dream, one answer
  if (lastBody[0] === text) return lastBody[1];
  lastBody = [text, findBodyStart(text)];
  return lastBody[1];
}

/** the dreamer's own title for the dream, where the text opens with one: "White Kittens", "Subduing Norman" */
export function titleOf(text: string): string | undefined {
  const { header, title } = headed(text);
  return title ? text.slice(header, header + title.length).trim() : undefined;
}

function headed(text: string): { header: number; title?: string } {
  // "#Rose(A)-08 (1996-07-08)": an id may carry its own brackets
  const header = text.match(/^\s*(#[\w-]+(?:\([\w-]*\)[\w-]*)*\s*)?(\((?:[^()]|\([^()]*\))*\)\s*)?/)?.[0].length ?? 0;
  const title = TITLE.exec(text.slice(header, header + 200))?.[1] ?? oneWordTitle(text.slice(header, header + 60));
  const words = title?.trim().split(/\s+/) ?? [];
  // "Sarah Jones I think was there" opens with a person; "Emerald Reinhold's Scar", "Kevin Down Under" are titles
  const person = words.length === 2 && isFirstName(words[0].toLowerCase()) && !/['’]s$/.test(words[1]);
  return { header, title: title && /^[A-Z0-9]/.test(title) && !person ? title : undefined };
}

function findBodyStart(text: string): number {
  const { header, title } = headed(text);
  const start = header + (title?.length ?? 0);
  // "I'm nervous about Thursday. I dream that I am at a salon…": what comes before "I dream" is the day, not the dream
  const intro = DREAM_INTRO.exec(text.slice(start, start + 400));
  // "I dreamed that I won a prize. I dreamed that we…": both sentences are the dream
  const dayBefore = intro && !/\b(i|we) (dream|dreamt|dreamed)\b|took place|takes place/i.test(intro[1]);
  return dayBefore ? start + intro[1].length : start;
}

/** up to three sentences of the day, then the dream announced: "…on Thursday night. I dream that I am at a salon" */
const DREAM_INTRO = /^((?:[^.!?]*[.!?]\s+){1,3})(?:last night )?(?:i|we) (?:dream|dreamt|dreamed|had a dream)(?: that| where| i| we)\b/i;

/**
 * Where a questionnaire's notes begin ("Setting: … Characters: … Feelings and Thoughts: …"), or
 * Infinity: from there on the text is the dreamer's answers about the dream, not the dream.
 */
export function notesStart(text: string): number {
  const at = text.search(/\b(Setting|Characters|Feelings and Thoughts)\s*:/);
  return at < 0 ? Infinity : at;
}

/**
 * The index of the first token of sentence `sent` or of a later one (tokens.length if none): a
 * binary search, since sentence numbers never go down along the tokens. Rules that look at a
 * sentence and its neighbours use it so that a long dream is not scanned whole for every event.
 */
export function sentenceStartIndex(tokens: Token[], sent: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid].sent < sent) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** whether a token of sentences `first` to `last` (inclusive) passes `test`, which also gets the token's index in `tokens` */
export function someInSentences(tokens: Token[], first: number, last: number, test: (t: Token, k: number) => boolean): boolean {
  for (let k = sentenceStartIndex(tokens, first); k < tokens.length && tokens[k].sent <= last; k++) if (test(tokens[k], k)) return true;
  return false;
}

/** the tokens of sentences `first` to `last` (inclusive), in order */
export function tokensOfSentences(tokens: Token[], first: number, last: number): Token[] {
  return tokens.slice(sentenceStartIndex(tokens, first), sentenceStartIndex(tokens, last + 1));
}
