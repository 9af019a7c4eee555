import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const reading = (dream: string) => {
  const r = interpretOffline(dream);
  return `${r.summary}\n${r.psychologicalAnalysis}`;
};

describe("hostility between others, read by its kind", () => {
  it("reads a quarrel the dreamer overhears as words, not violence", () => {
    const r = reading("I was in the hallway of my grandparents' flat. My uncle was yelling at my aunt in the kitchen.");
    expect(r).toMatch(/quarrel|hard words/i);
    expect(r).not.toMatch(/violence|in danger/);
  });

  it("reads someone's dislike of someone else as a feeling the dream has moved off the dreamer", () => {
    const r = reading("We were at the harbour. My sister was furious at the new teacher and would not sit with him.");
    expect(r).toMatch(/ill will|hostility toward someone else/);
    expect(r).toMatch(/not yet owned|moved off/);
  });

  it("reads a betrayal between others as a betrayal, not a theft", () => {
    const r = reading("At the reunion my friend Tom told me that his wife had cheated on him with his brother.");
    expect(r).toMatch(/betrayal/);
    expect(r).not.toMatch(/wanting what another has/);
  });

  it("aims a feeling at whom it is said to be at, not at the dreamer whose sister feels it", () => {
    const i = interpretOffline("My sister was angry at the new teacher.").interactions;
    expect(i).toEqual([expect.objectContaining({ initiator: "your sister", recipient: "a teacher" })]);
  });

  it("keeps the reading of violence for a blow", () => {
    const r = reading("On the street a tall man punched a boy in the face and ran off.");
    expect(r).toMatch(/violence|turn on|in danger|witness/);
    expect(r).not.toMatch(/quarrel you only overhear/);
  });
});
