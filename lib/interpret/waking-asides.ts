/**
 * Words of a report that are not the dream's events: a sentence told from after waking ("I looked
 * it up after I woke up", "when I woke up I told my wife") and a parenthesis in the middle of the
 * report, which the writer uses for backstory or comment ("(I lost that pen years ago)"). A
 * reading's centre, focus or turning point is drawn from the dream, not from these.
 */
import type { Analysis } from "./analyze";

/** a clause set after the dream: "after I woke up", "when I awoke", "upon waking" — not "in the dream I woke up" */
const AFTER_WAKING =
  /\b(after|when|once|upon|as soon as|since) (i |we )?(had )?(woke|awoke|awakened|waking|awakening|woken|wake|got up)\b(?![^.!?]{0,20}\b(in|inside|within) (the|my) dream\b)/i;

/** character ranges outside the dream: sentences told from after waking, and parentheses */
export function outsideDreamSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of text.matchAll(/\([^()]{12,}\)/g)) spans.push([m.index, m.index + m[0].length]);
  // (not the first sentence: "When I woke up I was in a cave" opens the dream with a waking inside it)
  for (const m of text.matchAll(/[^.!?\n()]+[.!?]*/g))
    if (m[0].trim() && text.slice(0, m.index).trim() && AFTER_WAKING.test(m[0])) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/** the last report's spans: the plot, the centre and the moments each ask about one report several times */
let lastText: string | undefined;
let lastSpans: [number, number][] = [];

/** the tokens (by index) that lie outside the dream, for an analysed report */
export function outsideDream(a: Analysis): (k: number) => boolean {
  if (a.text !== lastText) [lastText, lastSpans] = [a.text, outsideDreamSpans(a.text)];
  const spans = lastSpans;
  if (!spans.length) return () => false;
  return (k: number) => {
    const t = a.tokens[k];
    return !!t && spans.some(([s, z]) => t.start >= s && t.end <= z);
  };
}
