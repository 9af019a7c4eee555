/**
 * The lucid moment: the dreamer knows, inside the dream, that it is a dream ("I think I'm dreaming
 * right now", "I realized I was dreaming"). Dreamers who mention it usually care about it, and what
 * they do with that knowledge is worth a reading of its own.
 */
import type { Token } from "./tokenize";

const KNOWING = /^(realize|realized|realise|realised|knew|know|think|thought|aware|understood|understand|recognized|recognised|sensed)$/;

/** the words from the knowing to the dream it knows of, or undefined when no such moment is told */
export function lucidMoment(text: string, tokens: Token[]): string | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].w;
    const dreaming = w === "dreaming" && /^(i'm|am|was|were|we're)$/.test(tokens[i - 1]?.w ?? "");
    const aDream =
      w === "dream" && tokens[i - 1]?.w === "a" && /^(is|was)$/.test(tokens[i - 2]?.w ?? "") && /^(this|it)$/.test(tokens[i - 3]?.w ?? "");
    if (!dreaming && !aDream) continue;
    for (let k = i - 2; k >= Math.max(0, i - 6) && tokens[k].sent === tokens[i].sent; k--)
      if (KNOWING.test(tokens[k].w)) {
        // "I did not know it was a dream" is the opposite: a false awakening, not lucidity
        if (tokens.slice(Math.max(0, k - 3), k).some((t) => /^(not|didn't|never|don't|wasn't|without|no)$/.test(t.w))) return undefined;
        const from = /^(i|we)$/.test(tokens[k - 1]?.w ?? "") ? k - 1 : k;
        const to =
          /^(now|right)$/.test(tokens[i + 1]?.w ?? "") && tokens[i + 1].brk === 0 ? (tokens[i + 2]?.w === "now" ? i + 2 : i + 1) : i;
        return text.slice(tokens[from].start, tokens[to].end);
      }
  }
  return undefined;
}
