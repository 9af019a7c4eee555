import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const freud = (dream: string) =>
  interpretOffline(dream)
    .psychologicalAnalysis.split("\n\n")
    .find((p) => p.includes("Freud")) ?? "";

describe("Freud on a kindness between the dreamer and someone", () => {
  it("reads care from a parent as an old wish granted, quoting it", () => {
    const f = freud("I was in a small kitchen with a blue floor. My mother gave me a bowl of soup and sat with me.");
    expect(f).toMatch(/old wish granted/);
    expect(f).toContain("My mother gave me a bowl of soup");
  });

  it("reads help from a stranger as care gone without, from a face with no history", () => {
    const f = freud("I was stuck at a bus stop in the snow. A stranger helped me carry my bags up the hill.");
    expect(f).toMatch(/face with no history/);
  });

  it("reads the dreamer's own kindness as a wish to be close, and asks what it makes up for", () => {
    const f = freud("I was at a wedding in a garden. I hugged my cousin Dara by the gate.");
    expect(f).toMatch(/wish to be close|makes up for|amends/);
  });

  it("leaves a greeting or a ride to the symbols: manners are no kindness to read", () => {
    const f = freud("I was at the station in a grey town. A man waved to me from the platform.");
    expect(f).not.toMatch(/wish granted|face with no history|wish to be close/);
  });

  it("starts from a wish the dream names before a kindness along the way", () => {
    const f = freud("I was at a fair with my aunt. I wanted to win the big stuffed bear. My aunt gave me a ticket for the ring toss.");
    expect(f).toContain("I wanted to win the big stuffed bear");
    expect(f).not.toMatch(/old wish granted/);
  });
});
