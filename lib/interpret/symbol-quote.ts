/**
 * Repairs to a symbol's quote span (phrase.ts `phraseSpan` finds it): a span that starts inside a
 * phrase ("else's flat" of "someone else's flat", "front of the barn" of "in front of the barn",
 * "s office" of "Dr.'s office"), that opens on a word of the phrase before ("morning the geese",
 * "both my aunt"), or that runs on into a place phrase cut short ("two lamps in front").
 */
import type { Token } from "./tokenize";
import { isLexVerb } from "./words";

/** nouns that make a compound preposition with "of": "in front of", "on top of", "at the end of" */
const PLACE_OF = /^(front|top|side|middle|edge|bottom|back|end|center|centre|corner|rest|inside|outside)$/;
const PLACE_PREP = /^(in|on|at|to|from|by|near|off|onto|into|toward|towards|across|around|behind|along|up|down)$/;
/** words of time that open a sentence before its subject: "That morning the geese…", "One night my uncle…" */
const TIME_NOUN = /^(day|night|morning|evening|afternoon|week|weekend|year|summer|winter|time)$/;
const OPENS_NP = /^(a|an|the|my|his|her|their|our|your|this|that|these|those|some|all|every|several|many|two|three|four|five)$/;
/** words of a pair that lose their other half when the span stops before "and": "both my aunt [and I]" */
const PAIR_WORD = /^(both|either|neither)$/;
const SOMEONE = /^(someone|somebody|anyone|anybody|everyone|everybody|no|nobody|no-one|noone)$/;

const sameClause = (tokens: Token[], a: number, b: number) => tokens.slice(a + 1, b + 1).every((t) => t.brk === 0);

export function repairSpan(text: string, tokens: Token[], qs: number, qe: number, first: number, last: number): [number, number] {
  // "Dr.'s office": a possessive ending split off by the abbreviation's full stop belongs to the word before it
  if (qs > 0 && tokens[qs].w === "s" && /['’]$/.test(text.slice(tokens[qs - 1].end, tokens[qs].start))) qs--;
  // "someone else's home"
  if (qs > 0 && /^else(['’]s)?$/.test(tokens[qs].w) && SOMEONE.test(tokens[qs - 1].w) && sameClause(tokens, qs - 1, qs)) qs--;
  // "in front of the barn", "on top of the cupboard": the compound preposition whole
  if (
    qs > 0 &&
    PLACE_OF.test(tokens[qs].w) &&
    tokens[qs + 1]?.w === "of" &&
    qs + 1 < first &&
    PLACE_PREP.test(tokens[qs - 1].w) &&
    sameClause(tokens, qs - 1, qs)
  )
    qs--;
  // "morning the geese", "both my aunt": a word of the phrase before the symbol's own
  if (
    qs < first &&
    (TIME_NOUN.test(tokens[qs].w) || (PAIR_WORD.test(tokens[qs].w) && tokens[qs + 1]?.w !== "of")) &&
    OPENS_NP.test(tokens[qs + 1]?.w ?? "")
  )
    qs++;
  // "two lamps in front", "the pond at the back [of the shed]": a place phrase the span cuts short is dropped
  // (not after an action: "climbed up the side", "rowed it to the far side" are whole)
  const action = isLexVerb(tokens[last].w) || /(ed|ing)$/.test(tokens[last].w);
  if (!action && qe > last + 1 && PLACE_OF.test(tokens[qe].w)) {
    let k = qe - 1;
    if (/^(the|a|its|their|other)$/.test(tokens[k]?.w ?? "")) k--;
    if (/^(the)$/.test(tokens[k]?.w ?? "")) k--;
    if (k > last && PLACE_PREP.test(tokens[k].w)) qe = k - 1;
  }
  // "the barn after the storm", "my cousin about a horse": a word that opens another phrase (of time, of topic) ends the symbol's own
  for (let k = first - 1; k >= qs; k--) if (NEXT_PHRASE.test(tokens[k].w)) qs = k + 1;
  if (!action) for (let k = last + 1; k <= qe; k++) if (NEXT_PHRASE.test(tokens[k].w)) qe = Math.max(last, k - 1);
  return [qs, qe];
}

/** words that open a phrase of their own after a noun: of time ("after the party") or of topic ("about a car") */
const NEXT_PHRASE = /^(after|before|during|until|since|because|while|about)$/;
