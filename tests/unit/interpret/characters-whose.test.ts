/**
 * Who the dream's characters are and whose: a group counted again by its number, someone else's
 * relatives, things that only sound like creatures. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (text: string) =>
  interpretOffline(text)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("a group named again", () => {
  it("'the two sailors' after 'two sailors' is the same pair", () => {
    expect(cast("Two sailors rowed me across the bay. At the pier the two sailors tied up the boat and waved to me.")).toEqual([
      "two sailors",
    ]);
  });
  it("'those three kids' after 'some kids' is the same group", () => {
    expect(cast("Some kids were throwing stones at my window. I yelled at those three kids until they ran off.")).toEqual(["some kids"]);
  });
  it("a second 'two' without 'the' is another group", () => {
    expect(cast("Two nurses checked on me. Later two nurses from another ward came and argued with me.")).toEqual([
      "two nurses",
      "two nurses",
    ]);
  });
});
