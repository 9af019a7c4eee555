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

describe("someone else's relatives and friends", () => {
  it("'with Nora's uncle' is the uncle, there, and not Nora", () => {
    expect(cast("I drove to the lake with Nora's uncle and we fished all afternoon.")).toEqual(["Nora's uncle"]);
  });
  it("'he's a pilot' still names the one before it", () => {
    expect(cast("I met Victor at the gate. He's a pilot and he showed me the cockpit.")).toEqual(["Victor"]);
  });
  it("a plural owner's relative is theirs, not yours", () => {
    expect(cast("The neighbors' son knocked on my door and asked to borrow a ladder.")).toEqual(["the neighbors' son"]);
    expect(cast("The Halvorsen twins' older sister shouted at me across the yard.")).toEqual(["the Halvorsen twins' sister"]);
  });
  it("'my parents' friend' stays someone your parents know", () => {
    expect(cast("My parents' friend came over and hugged me.")).toEqual(["your parents' friend"]);
  });
});

describe("a story told or watched", () => {
  it("the one who tells a story is there; those in the story are not", () => {
    expect(cast("We sat by the fire and my uncle told us a story about a sailor who drowned.")).toEqual(["your uncle"]);
  });
  it("the people a show is about are not in the dream", () => {
    expect(cast("I was watching a show where a detective chased a thief across a roof.")).toEqual([]);
  });
});

describe("a size word is no creature", () => {
  it("'a giant crane' is a machine and 'a giant mushroom' a thing", () => {
    expect(cast("From the pier I watched a giant crane lift a crate onto the ship.")).toEqual([]);
    expect(cast("The shop turned into a giant mushroom and I laughed.")).toEqual([]);
  });
  it("'a giant grey owl' is the owl", () => {
    expect(cast("A giant grey owl swooped down at me.")).toEqual(["an owl"]);
  });
  it("a giant or a monster that acts is still one", () => {
    expect(cast("A giant grabbed me and a monster suddenly appeared behind him.")).toEqual(["a giant", "a monster"]);
  });
});

describe("a gloss in parentheses", () => {
  it("'Ruth (my neighbour)' is one person", () => {
    expect(cast("Ruth (my neighbour) and I were painting a fence when it started to rain.")).toEqual(["Ruth"]);
  });
  it("'some soldiers (two privates)' is one group", () => {
    expect(cast("Some soldiers (two privates) marched past me and saluted.")).toEqual(["some soldiers"]);
  });
});
