/**
 * A quotation cut after its subject is widened back to its clause; one that opens on its own subject,
 * a noun phrase, or a clause of its own stays as it is. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { wholeQuote, wholeQuotesIn } from "@/lib/interpret/quote-whole";
import { interpretOffline } from "@/lib/interpret/offline";

describe("quotations widened to their clause", () => {
  it("takes the doer back in when the quotation starts on the verb", () => {
    const a = analyze("The night porter came into the lobby and started shaking me by the arm. I ran.");
    expect(wholeQuote(a, "started shaking me by the arm")).toBe("The night porter came into the lobby and started shaking me by the arm");
  });

  it("takes back a subject cut before an auxiliary or an infinitive", () => {
    const a = analyze("My landlord was going to evict me before the winter. I packed my books.");
    expect(wholeQuote(a, "to evict me before the winter")).toBe("My landlord was going to evict me before the winter");
  });

  it("leaves out a word set off before the subject", () => {
    const a = analyze("We sat in the garden. Again, I was sorting the letters into piles.");
    expect(wholeQuote(a, "was sorting the letters into piles")).toBe("I was sorting the letters into piles");
  });

  it("leaves a quotation that opens on its own subject or a noun", () => {
    const a = analyze("I walked to a narrow house by the canal and he followed me inside.");
    expect(wholeQuote(a, "he followed me inside")).toBe("he followed me inside");
    expect(wholeQuote(a, "a narrow house by the canal")).toBe("a narrow house by the canal");
  });

  it("does not reach into someone's quoted words or over a comma", () => {
    const a = analyze('She said "go home now" and left. The clerk, who knew me, refused to help.');
    expect(wholeQuote(a, "go home now")).toBe("go home now");
    expect(wholeQuote(a, "refused to help")).toBe("refused to help");
  });

  it("rewrites each quotation of a reading's sentences", () => {
    const a = analyze("The night porter came into the lobby and started shaking me by the arm.");
    expect(wholeQuotesIn(a, ["It turns here: “started shaking me by the arm”."])).toEqual([
      "It turns here: “The night porter came into the lobby and started shaking me by the arm”.",
    ]);
  });

  it("leaves no quotation in a reading that starts on a bare verb its sentence gives a doer for", () => {
    const r = interpretOffline(
      "A tall stranger followed me down the pier and started pushing me toward the water. I screamed and woke up.",
    );
    for (const m of `${r.summary} ${r.psychologicalAnalysis} ${r.reflectionQuestions.join(" ")}`.matchAll(/“([^”]+)”/g))
      expect(m[1]).not.toMatch(/^started pushing/);
  });
});
