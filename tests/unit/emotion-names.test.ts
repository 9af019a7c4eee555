import { describe, expect, it } from "vitest";
import { composeReading } from "@/lib/digest/reading";
import { EMOTION_NAMES, emotionName, HALL_VAN_DE_CASTLE_NAMES } from "@/lib/interpret/emotion-names";
import { historyNote } from "@/lib/interpret/history";
import { interpretOffline } from "@/lib/interpret/offline";
import { EMOTION_CODES } from "@/lib/interpret/schema";

describe("emotion vocabulary", () => {
  it("names every class once, in lower case, and differently", () => {
    expect(Object.keys(EMOTION_NAMES).sort()).toEqual([...EMOTION_CODES].sort());
    const names = Object.values(EMOTION_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toBe(name.toLowerCase());
    expect(Object.keys(HALL_VAN_DE_CASTLE_NAMES).sort()).toEqual([...EMOTION_CODES].sort());
  });

  it("falls back for a code it does not know", () => {
    expect(emotionName("AP")).toBe("fear");
    expect(emotionName("XX")).toBe("XX");
    expect(emotionName("XX", "awe")).toBe("awe");
  });

  it("the digest reading and the history note say the same word", () => {
    const reading = composeReading({
      seed: "s",
      frequency: "weekly",
      dreamCount: 2,
      symbols: [],
      emotions: [{ code: "AP", label: "dread", count: 2 }],
      themes: [],
    }).join(" ");
    expect(reading.toLowerCase()).toContain(EMOTION_NAMES.AP);
    expect(reading).not.toContain("dread");
    expect(interpretOffline("I dreaded the exam and felt afraid.").emotions.map((e) => e.code)).toContain("AP");
    const history = { window: 1, symbols: new Map(), themes: new Map(), emotions: new Map([["AP" as const, 1]]) };
    const note = historyNote({ symbols: [], themes: [], emotions: ["AP"] }, history);
    expect(note).toContain(`felt ${EMOTION_NAMES.AP} in`);
  });
});
