/**
 * Whether a lexicon match means its symbol here, by the record's sense rules: an idiom or other
 * sense covering the words ("woke up", "went flying"), a required context word, the word class,
 * and who does it (the dreamer flying, not a balloon).
 */
import type { Cast } from "./characters";
import type { Event } from "./events";
import type { SymbolDef, SymbolMatch } from "./lexicon";
import { phraseWords, type Token } from "./tokenize";
import { isLexVerb, tagsOf } from "./words";

const phraseCache = new Map<string, string[]>();
const wordsOf = (p: string) => {
  let w = phraseCache.get(p);
  if (!w) phraseCache.set(p, (w = phraseWords(p)));
  return w;
};

/** does the phrase occur in the sentence so that it covers token `at`? */
function covers(tokens: Token[], at: number, phrase: string): boolean {
  const words = wordsOf(phrase);
  for (let s = at - words.length + 1; s <= at; s++) {
    if (s < 0 || s + words.length > tokens.length) continue;
    let ok = true;
    for (let k = 0; k < words.length && ok; k++) {
      const t = tokens[s + k];
      ok =
        t.sent === tokens[at].sent &&
        (t.w === words[k] ||
          (k === words.length - 1 && words[k].length >= 4 && t.w.startsWith(words[k]) && t.w.length - words[k].length <= 3));
    }
    if (ok) return true;
  }
  return false;
}

function usedAsVerb(tokens: Token[], i: number): boolean {
  const w = tokens[i].w;
  const prev = i > 0 && tokens[i].brk === 0 ? tokens[i - 1].w : "";
  if (/^(the|a|an|my|your|his|her|their|our|its|this|that|some|no)$/.test(prev)) return false;
  if (/^(i|we|he|she|they|you|to|was|were|is|am|are|been|be|got|get|and|then|who|it)$/.test(prev))
    return isLexVerb(w) || /ed$|ing$/.test(w);
  const tags = tagsOf(w);
  return tags.includes("PastTense") || tags.includes("Gerund") || (tags.includes("Participle") && !tags.includes("Adjective"));
}

export function senseHolds(def: SymbolDef, m: SymbolMatch, tokens: Token[], events: Event[], cast: Cast): boolean {
  const sense = def.sense;
  if (!sense) return true;
  for (let i = m.first; i <= m.last; i++) if (sense.excludes?.some((p) => covers(tokens, i, p))) return false;
  if (sense.requires?.length) {
    const sent = tokens[m.first].sent;
    const need = new Set(sense.requires);
    if (!tokens.some((t) => t.sent === sent && need.has(t.w))) return false;
  }
  if (sense.pos === "noun" && usedAsVerb(tokens, m.last)) return false;
  if (sense.pos === "verb" && !usedAsVerb(tokens, m.first)) return false;
  if (sense.subject === "dreamer") {
    const e =
      events.find((x) => x.verbIndex >= m.first && x.verbIndex <= m.last) ?? events.find((x) => m.first >= x.start && m.first <= x.end);
    if (!e || e.actor?.entity !== cast.dreamer) return false;
  }
  return true;
}
