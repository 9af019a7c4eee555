/**
 * Quotations of the dream read as whole phrases: no joining word in front, no word at the end that
 * only opens what the cut left out, and a symbol's phrase that ends on its preposition keeps its
 * object. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { tidyQuote } from "@/lib/interpret/phrase";

const quoteOf = (text: string, symbol: string) => interpretOffline(text).symbols.find((s) => s.symbol === symbol)?.quote;

describe("a quotation's edges", () => {
  it("drops a joining word before it and a cut-off word after it", () => {
    expect(tidyQuote("and told the clerk to wrap it up")).toBe("told the clerk to wrap it up");
    expect(tidyQuote("I walked to the pier with my uncle who")).toBe("I walked to the pier with my uncle");
    expect(tidyQuote("I felt silly for not")).toBe("I felt silly");
    expect(tidyQuote("I visited Greta at noon. She")).toBe("I visited Greta at noon.");
    expect(tidyQuote("I was glad to be")).toBe("I was glad");
    expect(tidyQuote("we grabbed a lift from him--")).toBe("we grabbed a lift from him");
    expect(tidyQuote("that I had lost the tickets")).toBe("I had lost the tickets");
    expect(tidyQuote("we took the ferry because that's")).toBe("we took the ferry");
    expect(tidyQuote("I walked along the cliff path, like")).toBe("I walked along the cliff path");
  });
  it("keeps an ending that closes its clause", () => {
    for (const whole of [
      "my aunt didn't want me to",
      "the gap between Rosa and I",
      "we stayed there for a while",
      "I could not tell which road was which",
      "the shop assistant I was waiting for",
      "I don't know what they were upset about",
      "it was a test or not",
      "but where is he",
      "I think so",
    ])
      expect(tidyQuote(whole)).toBe(whole.startsWith("but ") ? whole.slice(4) : whole);
  });
  it("returns a quotation it cannot tidy as it came", () => {
    expect(tidyQuote("and")).toBe("and");
  });
});

describe("a symbol's phrase", () => {
  it("keeps the object pronoun of a phrase that ends on its preposition", () => {
    expect(quoteOf("The stranger at the bar said he wanted to sleep with me, and I laughed.", "sex")).toBe("sleep with me");
  });
  it("does not open on a wh-word or end on a preposition", () => {
    const q = quoteOf("We drove to the river where the old mill stood and ate lunch.", "river") ?? "";
    expect(q).not.toMatch(/^where\b/);
    expect(q).not.toMatch(/\b(with|where|of)$/);
  });
});

describe("evidence from a relative clause", () => {
  it("is quoted with the noun phrase the clause hangs on", () => {
    const evidence = interpretOffline("At the party I met a girl who didn't like me. She insulted me.").interactions.map((x) => x.evidence);
    expect(evidence).toContain("a girl who didn't like me");
  });
});

describe("the dream's last act", () => {
  it("a subject of two people and the dreamer is quoted whole, not from its 'I'", () => {
    const r = interpretOffline(
      "We drove out to the lake house in the rain. Then my sister and I were painting the old boat, laughing at nothing.",
    );
    const all = [r.summary, r.psychologicalAnalysis, ...r.reflectionQuestions].join(" ");
    expect(all).not.toMatch(/“I were/);
  });
});
