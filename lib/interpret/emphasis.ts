/**
 * Capitals written for emphasis: "I was SO scared", "I was TERRIFIED", "we REALLY wanted to go".
 * A word in capitals mid-sentence is usually a name or a title ("my friend Joy", "sang Happy
 * Birthday"), and the feeling detector passes over it; a whole word in capitals that is an ordinary
 * English word is the writer raising their voice instead. Initialisms ("BJ", "TV", "the FBI") are
 * names or things, and stay so.
 */
import { tagsOf } from "./words";
import type { Token } from "./tokenize";

/** the kinds of word a writer shouts: degree words, states, verbs, negations, cries ("WOW") */
const SHOUTED_TAGS = new Set([
  "Adverb",
  "Adjective",
  "Negative",
  "Expression",
  "Copula",
  "Modal",
  "PastTense",
  "PresentTense",
  "Infinitive",
  "Gerund",
  "Participle",
  "Comparative",
  "Superlative",
]);

/** words written in capitals as a matter of course, not for emphasis ("OK", "I") */
const ALWAYS_CAPS = new Set(["i", "ok", "am", "pm", "tv"]);

/**
 * The token is a whole word in capitals (two letters or more) that the lexicon knows as an ordinary
 * word, not a name or an initialism. `known` lets the caller count words of its own vocabulary
 * (the feeling words) whatever the lexicon tags them.
 */
export function emphasised(t: Token, known?: (w: string) => boolean): boolean {
  if (t.raw.length < 2 || t.raw !== t.raw.toUpperCase() || t.raw === t.raw.toLowerCase() || ALWAYS_CAPS.has(t.w)) return false;
  if (known?.(t.w)) return true;
  return tagsOf(t.w).some((tag) => SHOUTED_TAGS.has(tag));
}
