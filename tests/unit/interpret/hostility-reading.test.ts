import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const freud = (dream: string) => interpretOffline(dream).psychologicalAnalysis.split("\n\n")[1] ?? "";

describe("Freud on the dreamer's own hostility, by its kind and its target", () => {
  it("hears a rivalry in turning on a brother or sister", () => {
    expect(freud("We were in the back yard. I punched my brother in the arm and walked off.")).toMatch(/oldest of rivalries/);
  });

  it("hears words said outright in a shout or an insult", () => {
    expect(freud("I was in the office at my desk. I yelled at the delivery man for being late.")).toMatch(
      /politeness keeps back|words you may not use awake/,
    );
  });

  it("hears wanting what another has in a theft", () => {
    expect(freud("I was on a crowded bus. I stole a wallet from an old man.")).toMatch(/wanting what someone else has/);
  });
});

describe("a dislike felt openly", () => {
  it("is not called a wish 'in disguise'", () => {
    const a = interpretOffline(
      "We were at the bakery on the corner. I was really annoyed at the baker for being so slow.",
    ).psychologicalAnalysis;
    expect(a).not.toMatch(/in disguise/);
  });
});
