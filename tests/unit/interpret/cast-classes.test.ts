/**
 * Who is in the dream's cast: figures only watched on a screen, and the classes of words a first
 * reading takes for people or gets the identity of. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (text: string) =>
  interpretOffline(text)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("figures the dreamer only watches", () => {
  it("the actors of a film watched are not in the dream", () => {
    expect(cast("I was watching a film at home. Tilda Swinton and Oscar Isaac were in it. Then my brother came in and hugged me.")).toEqual(
      ["your brother"],
    );
    expect(cast("I was watching Casablanca and Humphrey Bogart was smoking on a train. Then I went to bed.")).toEqual([]);
  });
  it("a pronoun in the next sentence goes on about the figure on the screen", () => {
    expect(cast("I was watching a show on TV and Oscar Isaac was feeding a goat. He gave it a carrot. I laughed.")).toEqual([]);
  });
  it("those watching with the dreamer, or who come in, are there", () => {
    expect(cast("I was watching a movie with my friend Wren and Pia. Nobody else was home.")).toEqual(["Wren", "Pia"]);
    expect(cast("Dad was watching the news on TV and I sat down beside him.")).toEqual(["your dad"]);
    expect(cast("I was watching TV on the couch when a man broke in and grabbed my arm.")).toEqual(["a man"]);
  });
});
