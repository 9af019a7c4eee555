import { describe, expect, it } from "vitest";
import { historyNote, recurring } from "@/lib/interpret/history";
import { interpretOffline } from "@/lib/interpret/offline";
import type { DreamHistoryItem } from "@/lib/interpret/schema";

const earlier = [
  "I was swimming in dark water near a pier and felt afraid.",
  "The ocean came into my bedroom and the water rose to the ceiling.",
  "I walked through a forest at dusk with my dog.",
  "Water poured out of the taps and I could not turn them off; I was worried.",
  "I stood by a lake and watched the water freeze.",
  "My teacher handed back an exam covered in red ink.",
];
const history: DreamHistoryItem[] = earlier.map((text, i) => ({
  createdAt: new Date(Date.UTC(2025, 0, 10 - i)).toISOString(),
  interpretation: interpretOffline(text),
}));

describe("history personalisation", () => {
  it("counts recurring symbols over the last dreams", () => {
    const r = recurring(history, 10);
    expect(r.window).toBe(6);
    expect(r.symbols.get("water")).toBe(4);
  });
  it("mentions a recurring symbol with its count", () => {
    const r = interpretOffline("I was floating on calm water under a full moon, and then I felt afraid of sinking.", history);
    expect(r.psychologicalAnalysis).toMatch(/[Ww]ater has appeared in 4 of your last 6 dreams/);
  });
  it("mentions recurring feelings", () => {
    const note = historyNote({ symbols: [], themes: [], emotions: ["AP"] }, history);
    expect(note).toMatch(/You also felt fear in 2 of your last 6 dreams/);
  });
  it("accepts old rows with only summary, analysis and symbols", () => {
    const old: DreamHistoryItem[] = [
      {
        createdAt: "2024-01-01T00:00:00Z",
        interpretation: { summary: "s", psychologicalAnalysis: "p", symbols: [{ symbol: "snake", meaning: "m" }] },
      },
      {
        createdAt: "2023-12-01T00:00:00Z",
        interpretation: { summary: "s", psychologicalAnalysis: "p", symbols: [{ symbol: "snake", meaning: "m" }] },
      },
    ];
    const r = interpretOffline("A snake coiled around the banister of the stairs.", old);
    expect(r.psychologicalAnalysis).toMatch(/[Ss]nake has appeared in 2 of your last 2 dreams/);
  });
  it("without history, says nothing about recurrence", () => {
    const r = interpretOffline("I was floating on calm water under a full moon.");
    expect(r.psychologicalAnalysis).not.toMatch(/of your last/);
  });
});
