/** How the prose points back at someone in the dream: by the sex the dream gives them, "them" for a group or when it gives none. */
import { describe, expect, it } from "vitest";
import { objectPronoun, possessivePronoun } from "@/lib/interpret/naming";

describe("pronouns for a character", () => {
  it("a man is 'him' and 'his', a woman 'her' and 'her'", () => {
    expect([objectPronoun({ group: false, sex: "m" }), possessivePronoun({ group: false, sex: "m" })]).toEqual(["him", "his"]);
    expect([objectPronoun({ group: false, sex: "f" }), possessivePronoun({ group: false, sex: "f" })]).toEqual(["her", "her"]);
  });

  it("a group, or someone whose sex the dream does not give, is 'them' and 'their'", () => {
    expect([objectPronoun({ group: true, sex: "m" }), possessivePronoun({ group: true, sex: "m" })]).toEqual(["them", "their"]);
    expect([objectPronoun({ group: false, sex: null }), possessivePronoun({ group: false, sex: null })]).toEqual(["them", "their"]);
  });
});
