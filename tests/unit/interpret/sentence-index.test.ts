/**
 * The sentence index the rules use to look at a sentence and its neighbours without scanning the
 * whole dream: it must find exactly the tokens a scan by sentence number would. Dreams written for
 * these tests.
 */
import { describe, expect, it } from "vitest";
import { sentenceStartIndex, someInSentences, tokenize, tokensOfSentences } from "@/lib/interpret/tokenize";

const DREAM = "I was at the lake. A storm came in fast! We ran to the boathouse. Then it was quiet.";

/** what a scan of the whole dream by sentence number finds */
const scanned = (tokens: ReturnType<typeof tokenize>, first: number, last: number) =>
  tokens.filter((t) => t.sent >= first && t.sent <= last).map((t) => t.w);

describe("the sentence index", () => {
  const tokens = tokenize(DREAM);

  it("finds where each sentence starts, and the end past the last one", () => {
    expect(sentenceStartIndex(tokens, 0)).toBe(0);
    expect(tokens[sentenceStartIndex(tokens, 1)].w).toBe("a");
    expect(tokens[sentenceStartIndex(tokens, 3)].w).toBe("then");
    expect(sentenceStartIndex(tokens, 4)).toBe(tokens.length);
    expect(sentenceStartIndex(tokens, -1)).toBe(0);
  });

  it("gives the same tokens as a scan, for ranges inside, across and beyond the dream", () => {
    for (const [first, last] of [
      [0, 0],
      [1, 2],
      [-2, 0],
      [2, 3],
      [3, 5],
      [5, 6],
    ])
      expect(tokensOfSentences(tokens, first, last).map((t) => t.w)).toEqual(scanned(tokens, first, last));
  });

  it("tests only the sentences asked for, with each token's index in the dream", () => {
    expect(someInSentences(tokens, 1, 1, (t) => t.w === "storm")).toBe(true);
    expect(someInSentences(tokens, 2, 3, (t) => t.w === "storm")).toBe(false);
    expect(someInSentences(tokens, 2, Infinity, (t, k) => t.w === "quiet" && tokens[k] === t)).toBe(true);
  });
});
