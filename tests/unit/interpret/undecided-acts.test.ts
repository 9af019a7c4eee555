/**
 * An act only weighed ("whether or not to offer") or only preferred ("they'd as soon I stayed") did not happen in the dream: it is coded as no
 * interaction and no outcome. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const coded = (text: string) => {
  const r = interpretOffline(text);
  return [...r.interactions.map((x) => x.type), ...r.outcomes.map((x) => x.type)];
};

describe("a choice weighed, not made", () => {
  it("'whether or not to offer' is no kindness done", () => {
    expect(coded("Tom did not want to give the speech. I stood there a while, unsure whether to offer to give it for him.")).toEqual([]);
  });
  it("'whether to' risk a loss is no loss", () => {
    expect(coded("We stood by the lake while my uncle was deciding whether to tip the canoe over and risk losing our bags.")).not.toContain(
      "misfortune",
    );
  });
  it("a 'whether' about when something happened leaves the act itself", () => {
    expect(
      coded(
        "I chased the dog out of the kitchen and hit it with a broom. I can't say whether that came before or after the chase upstairs.",
      ),
    ).toContain("aggression");
  });
  it("what others would as soon the dreamer did is not done", () => {
    expect(coded("The campers would as soon I stayed and played cards with them, but I had to go.")).toEqual([]);
  });
  it("an act of the dreamer's own, questioned ('why am I apologizing?'), is not done", () => {
    expect(coded("The caller mumbled again. Then I thought, why am I apologizing to her? She is the one who mumbles.")).toEqual([]);
  });
  it("the same act, done, is coded", () => {
    expect(coded("Tom did not want to give the speech, so I offered to give it for him.")).toContain("friendliness");
  });
});
