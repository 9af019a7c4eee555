/**
 * The reading: a summary, a Jungian and a Freudian paragraph, a practical note and reflection
 * questions, each arguing from the dream's shape and its interactions (who threatens, who helps,
 * what the dreamer does and fails to do) before it brings in the symbols that matter to that —
 * one or two, read in the situation the dream puts them in.
 */
import type { EmotionHit } from "./emotions";
import { q } from "./naming";
import type { Plot } from "./plot";
import { composingOf } from "./reading-context";
import { everydayOf } from "./reading-everyday";
import { freudOf } from "./reading-freud";
import { jungOf } from "./reading-jung";
import { questionsOf } from "./reading-questions";
import { summaryOf } from "./reading-summary";
import { wholeQuotesIn, type QuoteSource } from "./quote-whole";

export type Reading = { summary: string; psychologicalAnalysis: string; reflectionQuestions: string[] };

export function composeReading(
  p: Plot,
  emotions: EmotionHit[],
  historyNote: string | null,
  seed: number,
  likelyEnglish: boolean,
  source: QuoteSource,
): Reading {
  const c = composingOf(p, seed);
  const { pk } = c;
  const summary = summaryOf(c);
  if (!likelyEnglish)
    summary.unshift("Oneira's offline reader understands English best, so this reading rests only on the words it could recognise.");
  if (!summary.length)
    summary.push(
      p.last
        ? `The dream gives no single drama to read, so start where it leaves you: ${q(p.last)}.`
        : "The account is very short, so the reading stays close to the words you wrote.",
    );
  const jung = jungOf(c);
  const paras = [jung, freudOf(c, summary.join(" "), jung.join(" ")), everydayOf(p, pk, historyNote)].filter((x) => x.length);
  const once = quotedOnce([summary, ...paras].map((x) => wholeQuotesIn(source, x)));
  const psychologicalAnalysis = once
    .slice(1)
    .map((x) => x.join(" "))
    .join("\n\n");
  return {
    summary: once[0].join(" "),
    psychologicalAnalysis,
    reflectionQuestions: wholeQuotesIn(source, questionsOf(p, pk, c.f, emotions, psychologicalAnalysis)),
  };
}

/**
 * A quotation tacked on to tie a sentence to the dream (" — “…”.") is dropped once the reading
 * has quoted those words already: the same words three times read as a template, not a reading.
 */
function quotedOnce(paras: string[][]): string[][] {
  const seen = new Map<string, number>();
  return paras.map((sentences) =>
    sentences.map((x) => {
      const tail = /\s—\s(“[^”]+”)\.$/.exec(x);
      // (a sentence whose only quotation is its tail keeps it: without it, it could stand in any dream —
      // unless the reading has quoted those words twice already: a third time reads as a template)
      const anchored = tail && /“/.test(x.slice(0, tail.index));
      const times = tail ? (seen.get(tail[1]) ?? 0) : 0;
      const out = tail && ((anchored && times > 0) || times > 1) ? `${x.slice(0, tail.index)}.` : x;
      for (const m of out.matchAll(/“[^”]+”/g)) seen.set(m[0], (seen.get(m[0]) ?? 0) + 1);
      return out;
    }),
  );
}
