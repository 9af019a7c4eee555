import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (dream: string) =>
  interpretOffline(dream)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("'others' standing for people is a group of its own", () => {
  it.each([
    ["Nora and I were chatting with some others by the lake.", "some others"],
    ["Grandpa, Lena, two others and I took the ferry across.", "two others"],
    ["I was at the fair with Piet and others.", "others"],
  ])("%s", (dream, group) => {
    expect(cast(dream)).toContain(group);
  });

  it("is not things after things: 'some plums and some others'", () => {
    expect(cast("I picked some plums and some others for the pie and baked it.")).toEqual([]);
  });

  it("'the others' names no new group: it is most often the rest of those already there", () => {
    expect(cast("Nora and Piet ran to the gate. I waited for the others by the car.")).not.toContain("the others");
  });
});

describe("'the other' said again is the same other ones", () => {
  it("counts 'the other nurses … the other nurses' once", () => {
    const labels = cast("I was a nurse on the night shift. The other nurses were cross with me. The other nurses would not speak to me.");
    expect(labels.filter((l) => /nurses/.test(l))).toHaveLength(1);
  });

  it("still counts 'one of the gangs … the other gang' as two", () => {
    const labels = cast("One of the gangs chased us down the lane. The other gang hid us in a shed.");
    expect(labels.length).toBe(2);
  });
});

describe("whom the dreamer only watches on a screen, in the sentences after the watching", () => {
  it("leaves out the figures of the show told in the next sentences", () => {
    const labels = cast(
      "I was watching a cooking show. Two chefs were arguing over a pot of soup. A judge tasted it and frowned. Then my neighbour Oskar knocked, so I opened up for him.",
    );
    expect(labels).not.toContain("two chefs");
    expect(labels).not.toContain("a judge");
    expect(labels).toContain("Oskar");
  });

  it("keeps whoever comes into the room after it", () => {
    expect(cast("I was watching TV. A man broke into the house and I screamed at him.")).toContain("a man");
  });

  it("keeps those who watch with the dreamer, and those said to be there", () => {
    expect(cast("I was watching a film about pirates. Uncle Theo and Bram loved that film.")).toContain("Bram");
    expect(cast("Lena and I meant to watch a film. Tomas was also there, and he wanted popcorn.")).toContain("Tomas");
  });
});

describe("whom a picture shows is no character", () => {
  it.each([
    "My friend Wanda held up a snapshot of a sailor. He had a long beard. We sat down in her cellar.",
    "I leafed through her album: it had pictures of Greta and me in paper hats.",
    "On the wall hung a painting of an old king.",
  ])("%s", (dream) => {
    expect(cast(dream).filter((l) => /sailor|Greta|king/.test(l))).toEqual([]);
  });

  it("keeps someone the dreamer takes a photo of: they are there for it", () => {
    expect(cast("At the party I snapped a photo of my friend Ivo and he laughed.")).toContain("Ivo");
  });
});

describe("a name no word list knows, opening a sentence before what only someone does", () => {
  it.each([
    ["We were at the lake. Zorvelle was there, holding a kite.", "Zorvelle"],
    ["Rain fell on the barn. Brundo came in with the milk.", "Brundo"],
  ])("%s", (dream, name) => {
    expect(cast(dream)).toContain(name);
  });

  it.each(["Recollection is patchy after this.", "I sat down. Supernatural was on, so I watched it alone."])("not: %s", (dream) => {
    expect(cast(dream)).toEqual([]);
  });
});
