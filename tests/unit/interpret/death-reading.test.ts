import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("a death read by whose it is", () => {
  it("does not read an animal's death as a loved one's", () => {
    const r = interpretOffline("We were on a farm. A farmer killed a goat behind the barn and I watched from the fence.");
    expect(r.arc.type).toBe("death");
    expect(r.psychologicalAnalysis).not.toContain("loved one");
    expect(r.psychologicalAnalysis).toMatch(/instinct|drive/);
  });

  it("reads a stranger's death as a stand-in, and a close one's through the relationship", () => {
    const stranger = interpretOffline("I was walking by the river. A man fell from the bridge and died in the water.");
    expect(stranger.psychologicalAnalysis).toMatch(/someone you do not know|stranger|figure of your own psyche/);
    const close = interpretOffline("I was in the kitchen at home. My brother died in the next room and I could not reach him.");
    expect(close.psychologicalAnalysis).not.toMatch(/someone you do not know|animals in dreams/);
  });

  it("takes 'late teens' for an age, not someone who has died", () => {
    const r = interpretOffline("The baker, a woman in her late teens, gave me a loaf of bread and smiled.");
    expect(r.psychologicalAnalysis).not.toContain("who has died");
  });
});

describe("who has died", () => {
  it("is the one whose death the clause tells, not someone named before them", () => {
    const r = interpretOffline("Mum rang and Grandpa had died. I sat in the kitchen and looked at the garden.");
    expect(r.psychologicalAnalysis).not.toMatch(/your mum, who has died/i);
  });

  it("a death the dream tells is not a dead figure returning", () => {
    const r = interpretOffline("I came home from work and my uncle had died of a stroke. I sat on the stairs and cried.");
    expect(r.psychologicalAnalysis).not.toContain("who has died");
    expect(r.outcomes.some((o) => o.type === "misfortune")).toBe(true);
  });
  it("someone dead well before the dream who speaks in it is", () => {
    const r = interpretOffline("My friend Lena had died two years before. Then I saw Lena in a garden and we talked for a long time.");
    expect(r.arc.type).toBe("reunion");
  });
});

describe("a shot aimed, an outcome left open", () => {
  const dream =
    "A thief burst into the bakery and began shooting at a woman by the till. I ducked behind the ovens. I finally found a pistol in a cupboard and fired back, though I never found out whether I hit him.";
  it("reads shooting at someone as no death", () => {
    expect(interpretOffline(dream).summary).not.toMatch(/death/);
  });
  it("does not call an ending the dream leaves open a turn in your favour", () => {
    expect(interpretOffline(dream).summary).not.toMatch(/in your favour/);
  });
});
