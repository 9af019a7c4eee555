/**
 * Quotations that read as the dream's own words: a subordinate clause glued to the main clause
 * without a comma is left out, a quotation mark the dream closes is closed, and a word of the
 * reading's own is never widened into a clause of the dream.
 * Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { evidenceOf } from "@/lib/interpret/evidence";
import { wholeQuote } from "@/lib/interpret/quote-whole";
import { clauseEnds } from "@/lib/interpret/moments";
import { interpretOffline } from "@/lib/interpret/offline";

const evidence = (text: string, type: string) => interpretOffline(text).interactions.find((i) => i.type === type)?.evidence;

describe("a subordinate clause before the main verb", () => {
  it("starts at the main clause's subject when no comma ends the clause before it", () => {
    const text = "I stayed with my cousin Rachel in her flat. When I got up to go she handed me a little wooden box.";
    expect(evidence(text, "friendliness")).toBe("she handed me a little wooden box");
  });

  it("keeps a clause whose verb of saying takes the rest as its object", () => {
    const text = "My brother was packing in the hall. When I told him he should stay he hugged me hard.";
    const a = analyze(text);
    const hug = a.events.find((e) => e.lemmas.includes("hug"));
    expect(hug).toBeDefined();
    expect(evidenceOf(a.text, a.tokens, hug!)).toContain("he hugged me");
  });

  it("does not start inside a relative clause", () => {
    const text = "When I got to the office I lost the badge that they gave me on Monday.";
    const a = analyze(text);
    const gave = a.events.find((e) => e.lemmas.includes("give"));
    expect(gave && evidenceOf(a.text, a.tokens, gave)).not.toBe("they gave me on Monday");
  });
});

describe("the edges of a quotation", () => {
  it("closes a quotation mark the dream closes right after the last word", () => {
    const text = "I went to a dance with my friend Sam. Later a stranger kissed me at the 'ball'.";
    expect(evidence(text, "sexuality")).toBe("Later a stranger kissed me at the 'ball'");
  });

  it("never widens a word that only starts a longer word of the dream", () => {
    const a = analyze("I heard strange noises in the hall and I hid under the stairs.");
    expect(wholeQuote(a, "no")).toBe("no");
  });

  it("does not end a clause at a comma between two adjectives before their noun", () => {
    const a = analyze("The stranger at the gate had long, grey hair. I arrived late, tired and cold.");
    const at = (w: string) => a.tokens.findIndex((t) => t.w === w);
    expect(clauseEnds(a, at("long"))).toBe(false);
    expect(clauseEnds(a, at("late"))).toBe(true);
    expect(clauseEnds(a, at("hair"))).toBe(true);
  });
});
