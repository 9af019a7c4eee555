/**
 * Whose relatives the people in the dream are: one described by how grown they are ("her
 * half-grown son"), one named two ways ("his fiancée/wife"), one someone is said to have ("she
 * has a son"), the dreamer's own ("I had a baby"), and no one in a title ("Big Brother"). Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (text: string) => interpretOffline(text).characters.map((c) => `${c.label} [${c.kind}]`);

describe("whose relative", () => {
  it("a possessive before a word of age still owns the relative", () => {
    expect(cast("At the market a farmer and her half-grown son were selling apples to me.")).not.toContain("your son [family]");
  });
  it("one partner named two ways is one person, and not the dreamer's", () => {
    const c = cast("The plumber came in with his fiancée/wife and they fixed my sink.");
    expect(c.filter((x) => /wife|fiancée/.test(x))).toHaveLength(1);
    expect(c).not.toContain("your wife [family]");
  });
  it("whom another person has is theirs", () => {
    const c = cast("My landlady was at the door. She has a son who waved at me.");
    expect(c).toContain("your landlady's son [known]");
  });
  it("the child the dreamer has is the dreamer's own", () => {
    expect(cast("I had a baby and we took her to the park.")).toContain("your baby [family]");
    // ("we had all these people": company, not kin)
    expect(cast("We had lots of people over and a neighbour brought me cake.")).not.toContain("your people [stranger]");
  });
  it("a relation inside a show's title is nobody in the dream", () => {
    expect(cast("I was at a hotel and Skye from Big Brother was in the next room. She waved at me.")).not.toContain(
      "your brother [family]",
    );
    expect(cast("At the fair I met a Grey Sister. She handed me a leaflet.").length).toBe(2);
  });
});

describe("a month is no one", () => {
  it("a month after another month or a word of time names no person", () => {
    const c = cast("The calendar for this June/July was wrong. Last May my cousin Rob fixed it for me.");
    expect(c.some((x) => /^(June|July|May) /.test(x))).toBe(false);
    expect(cast("I saw April on the bus and she waved at me.")).toContain("April [known]");
  });
});
