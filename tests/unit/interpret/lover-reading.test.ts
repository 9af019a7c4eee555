import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const analysis = (dream: string) => interpretOffline(dream).psychologicalAnalysis;

describe("a dream of desire, read by who the other is", () => {
  it("reads a stranger as the anima or animus itself, and as Freud's disguise", () => {
    const a = analysis("I was at a party in a big house. A man I had never seen before kissed me on the stairs.");
    expect(a).toMatch(/do not know|a stranger/);
    expect(a).not.toMatch(/familiar face/);
  });

  it("reads a former partner through what the relationship held", () => {
    const a = analysis("I was back in my old flat. My ex-boyfriend kissed me in the kitchen.");
    expect(a).toMatch(/former partner|returning in desire|old wish/);
  });

  it("reads the dreamer's own partner as the bond itself", () => {
    const a = analysis("We were on a beach at night. My husband kissed me and we made love in the dunes.");
    expect(a).toMatch(/the bond|own partner|waking life is not giving you/);
  });
});
