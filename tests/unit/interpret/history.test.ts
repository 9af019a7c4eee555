import { describe, expect, it } from "vitest";
import { historyNote, type Recurrences } from "@/lib/interpret/history";
import { interpretOffline } from "@/lib/interpret/offline";

/** Six earlier dreams as the database counts them (lib/dreams/pattern-counts.ts): water in four, fear in two. */
const history: Recurrences = {
  window: 6,
  symbols: new Map([
    ["water", 4],
    ["ocean", 1],
    ["forest", 1],
  ]),
  themes: new Map([["emotional depths", 2]]),
  emotions: new Map([["AP", 2]]),
};

const empty = { symbols: new Map(), themes: new Map(), emotions: new Map() };

describe("history personalisation", () => {
  it("mentions a recurring symbol with its count", () => {
    const r = interpretOffline("I was floating on calm water under a full moon, and then I felt afraid of sinking.", history);
    expect(r.psychologicalAnalysis).toMatch(/[Ww]ater has appeared in 4 of your last 6 dreams/);
  });
  it("mentions recurring feelings", () => {
    const note = historyNote({ symbols: [], themes: [], emotions: ["AP"] }, history);
    expect(note).toMatch(/You also felt fear in 2 of your last 6 dreams/);
  });
  it("matches names however the dream spells them (case, spaces)", () => {
    const note = historyNote({ symbols: ["WATER"], themes: [], emotions: [] }, history);
    expect(note).toMatch(/^WATER has appeared in 4 of your last 6 dreams/);
  });
  it("names the previous dream when the journal holds one", () => {
    const note = historyNote({ symbols: ["snake"], themes: [], emotions: [] }, { ...empty, window: 1, symbols: new Map([["snake", 1]]) });
    expect(note).toBe("Snake has appeared in your previous dream.");
  });
  it("points out a break from the pattern when nothing recurs", () => {
    const note = historyNote({ symbols: ["desert"], themes: [], emotions: [] }, history);
    expect(note).toBe("This dream breaks from your recent pattern: water appeared in 4 of your last 6 dreams, but not here.");
  });
  it("without history, says nothing about recurrence", () => {
    const r = interpretOffline("I was floating on calm water under a full moon.");
    expect(r.psychologicalAnalysis).not.toMatch(/of your last/);
    expect(historyNote({ symbols: ["water"], themes: [], emotions: [] }, { ...empty, window: 0 })).toBeNull();
  });
});
