import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const text = (dream: string) => {
  const r = interpretOffline(dream);
  return [r.summary, r.psychologicalAnalysis, ...r.reflectionQuestions].join(" ");
};

describe("a thing the dreamer handles is named by what the dreamer does with it", () => {
  it("says 'the bicycle you rode', not a label for mastery", () => {
    const t = text("I rode a red bicycle along the canal path to my grandmother's village. The sun was low and warm.");
    expect(t).toMatch(/the bicycle you rode/i);
    expect(t).not.toMatch(/under your control/);
  });

  it("keeps an act in progress as one: 'the car you were driving'", () => {
    const t = text("I was driving an old blue car through a quiet town at night, looking for the station.");
    expect(t).toMatch(/the car you were driving/i);
  });
});
