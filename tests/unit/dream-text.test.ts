import { describe, expect, it } from "vitest";
import { dreamTitle, interpretationAsText, longUsDate } from "@/lib/dreams/as-text";
import { dreamInputSchema } from "@/lib/dreams/input";
import { quotaDay, quotaResetsAt } from "@/lib/usage/quota";
import { truncate } from "@/lib/text/truncate";

describe("dream card text", () => {
  it("titles are the first 50 characters plus '...' when longer", () => {
    expect(dreamTitle("A short dream about owls")).toBe("A short dream about owls");
    const long = "I was walking along an endless corridor of mirrors and every one showed someone else";
    expect(dreamTitle(long)).toBe(`${long.slice(0, 50)}...`);
  });

  it("dates are long US dates in UTC", () => {
    expect(longUsDate("2026-11-21T23:30:00Z")).toBe("November 21, 2026");
  });

  it("copy text holds the dream, the readings and the symbols", () => {
    const text = interpretationAsText("I saw a fox in the snow.", {
      summary: "A fox crossed a snowy field.",
      psychologicalAnalysis: "The fox may stand for cunning.",
      symbols: [{ symbol: "fox", meaning: "cleverness", quote: "a fox" }],
    });
    expect(text).toContain("I saw a fox in the snow.");
    expect(text).toContain('- fox ("a fox"): cleverness');
    expect(text).toContain("Psychological analysis");
  });
});

describe("dream input", () => {
  it("accepts 10 to 8,000 characters after trimming", () => {
    expect(dreamInputSchema.safeParse({ text: "   too short   " }).success).toBe(false);
    expect(dreamInputSchema.safeParse({ text: "  ten chars!  " }).success).toBe(true);
    expect(dreamInputSchema.safeParse({ text: "x".repeat(8001) }).success).toBe(false);
    expect(dreamInputSchema.parse({ text: `  ${"y".repeat(8000)}  ` }).text).toHaveLength(8000);
  });
});

describe("quota day", () => {
  it("is the UTC calendar day and resets at the next UTC midnight", () => {
    const late = new Date("2026-11-21T23:59:59Z");
    expect(quotaDay(late)).toBe("2026-11-21");
    expect(quotaResetsAt(late).toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });
});

describe("meta descriptions", () => {
  it("are cut at 155 characters with '...'", () => {
    const text = "word ".repeat(60);
    const cut = truncate(text, 155);
    expect(cut.length).toBeLessThanOrEqual(158);
    expect(cut.endsWith("...")).toBe(true);
    expect(truncate("short", 155)).toBe("short");
  });
});
