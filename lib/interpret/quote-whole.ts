/**
 * A quotation cut after its subject reads as a fragment: "“started strangling me”", "“was just
 * sort of fun”", "“to fire me”". When the dream says who does it a few words earlier in the same
 * sentence, the quotation is widened back to that clause ("He came in and started strangling me"),
 * so the reader meets the dream's own sentence, not half of it.
 */
import type { Event } from "./events";
import type { Token } from "./tokenize";

export type QuoteSource = { text: string; tokens: Token[]; events: Event[] };

/** words a widened quotation may gain, and the most it may hold */
const MAX_ADDED = 10;
const MAX_WORDS = 22;
/** the verb sits at most this many words into the quotation: "couldn't find it", "was just sort of" */
const VERB_WITHIN = 3;
const JOINING = /^(and|but|so|then|or|also|again|anyway|well|now)$/;

/** the token a quotation starts at, when the dream holds it verbatim as whole words ("no" is not the start of "noises") */
function startToken(src: QuoteSource, quote: string): number {
  for (let at = src.text.indexOf(quote); at >= 0; at = src.text.indexOf(quote, at + 1)) {
    if (/[\p{L}\p{N}]/u.test(src.text[at + quote.length] ?? "")) continue;
    const k = src.tokens.findIndex((t) => t.start === at);
    if (k >= 0) return k;
  }
  return -1;
}

/** where the clause that does the quotation's first verb begins, when its doer is outside the quotation */
function clauseStart(src: QuoteSource, t0: number): number | null {
  const { tokens } = src;
  const e = src.events.find(
    (x) => x.verbIndex >= t0 && x.verbIndex < t0 + VERB_WITHIN && x.actor && x.actor.index < t0 && x.actor.index >= 0,
  );
  if (!e?.actor) return null;
  // (a doer the parser carried over from another sentence is no subject to widen to)
  if (tokens[e.actor.index].sent !== tokens[t0].sent) return null;
  // (the quotation already starts on a clause: "which kept", "who keep" open a relative clause the reading quotes as such)
  if (tokens[t0].brk > 0) return null;
  let s = Math.min(e.start, e.actor.index);
  while (s > 0 && tokens[s].brk === 0 && tokens[s - 1].sent === tokens[t0].sent) s--;
  // ("Again, I was working": a word set off before the subject, and a joining word, are left out)
  for (let k = s + 1; k <= e.actor.index; k++) if (tokens[k].brk > 0) s = k;
  while (s < e.actor.index && JOINING.test(tokens[s].w)) s++;
  // (the words between must be the dream's plain narration, not someone's quoted speech)
  const between = src.text.slice(tokens[s].start, tokens[t0].start);
  if (/["“”\n]/.test(between)) return null;
  return t0 - s <= MAX_ADDED ? s : null;
}

/** a quotation widened to its clause's subject, or as it was */
export function wholeQuote(src: QuoteSource, quote: string): string {
  // (a quotation that opens on its own subject, a capital or a name needs nothing)
  if (
    !/^[a-z]/.test(quote) ||
    /^(i|i'm|i'd|i've|we|we're|he|she|they|it|it's|you|my|our|his|her|their|its|the|a|an|this|that|these|those|someone|somebody|everyone|everybody)\b/.test(
      quote,
    )
  )
    return quote;
  const t0 = startToken(src, quote);
  if (t0 < 0) return quote;
  const s = clauseStart(src, t0);
  if (s === null) return quote;
  const wider = src.text.slice(src.tokens[s].start, src.tokens[t0].start) + quote;
  return wider.split(/\s+/).length <= MAX_WORDS ? wider : quote;
}

/** every quotation in a reading's sentences widened where it was cut after its subject */
export function wholeQuotesIn(src: QuoteSource, sentences: string[]): string[] {
  return sentences.map((x) => x.replace(/“([^”]+)”/g, (m, inner: string) => `“${wholeQuote(src, inner)}”`));
}
