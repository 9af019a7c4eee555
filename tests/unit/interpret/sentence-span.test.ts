/** The sentence around a point of the dream: a title's full stop ends none. Dreams written for these tests. */
import { describe, expect, it } from "vitest";
import { sentenceSpan } from "@/lib/interpret/moments";

const around = (text: string, word: string) => {
  const { start, end } = sentenceSpan(text, text.indexOf(word));
  return text.slice(start, end).trim();
};

describe("sentenceSpan", () => {
  it("runs on past a title's full stop", () => {
    const text = "We waited in the hall. I was worried that Dr. Ortiz would see the mess. Then the bell rang.";
    expect(around(text, "worried")).toBe("I was worried that Dr. Ortiz would see the mess");
    expect(around(text, "Ortiz")).toBe("I was worried that Dr. Ortiz would see the mess");
  });

  it("still ends at a sentence's own full stop, question mark or bracket", () => {
    const text = "Is it late? I ran home. The door was open. [woke up]";
    expect(around(text, "ran")).toBe("I ran home");
    expect(around(text, "door")).toBe("The door was open");
    expect(around(text, "woke")).toBe("woke up");
  });
});
