/**
 * The dreamer's anger is covert hostility only when the words aim it at someone: "mad at my brother",
 * "angry that the guard pushed me", or a feeling that answers a deed named before it. A feeling with a
 * circumstance for its cause, or with someone named only after it, is an emotion, not an interaction.
 * Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const hostility = (text: string) =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === "aggression")
    .map((x) => `${x.initiator} → ${x.recipient}`);

describe("whom the dreamer's anger is aimed at", () => {
  it("anger aimed with 'at', 'with' or 'about' is hostility toward that person", () => {
    expect(hostility("I was cross-legged on the rug and I was mad at my uncle Walter for singing so loudly.")).toEqual(["you → Walter"]);
    expect(hostility("We waited by the lake, and I was annoyed with Priya the whole afternoon.")).toEqual(["you → Priya"]);
  });
  it("a cause that names someone's deed aims the anger at the doer", () => {
    expect(hostility("I was furious because my neighbour Osman had cut down my plum tree.")).toEqual(["you → Osman"]);
  });
  it("a cause that only says where someone is, or what the dreamer did, aims it at no one", () => {
    expect(hostility("I was annoyed because my friend Lotte was in the other car. I drove on alone.")).toEqual([]);
    expect(hostility("I was irritated that I had left my umbrella at home with my aunt Ruth.")).toEqual([]);
  });
  it("someone named only after a bodily irritation is not its target", () => {
    expect(hostility("My right eye felt irritated, and my sister Ines handed me a tissue.")).toEqual([]);
  });
  it("a feeling that answers a deed named before it is aimed at the doer", () => {
    expect(hostility("Then a goblin grabbed the last apple from the bowl and I was angry.")).toContain("you → a goblin");
  });
});
