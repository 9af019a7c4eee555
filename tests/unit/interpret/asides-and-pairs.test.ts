/**
 * What a bracket, an exclamation or a lapse of memory leaves of the dream ("(we hate each other)",
 * "Yet again!", "and now I can't remember it"), feelings two people hold toward each other, praise of
 * a thing that is no one's, and a child whose age stands between its parent and its noun. Dreams
 * written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const interactions = (text: string) => interpretOffline(text).interactions.map((i) => `${i.type}: ${i.evidence}`);

describe("a clause in brackets", () => {
  it("is quoted from inside the bracket when its verb is there", () => {
    const r = interpretOffline(
      "A girl from my street can't stand me (we hate each other), well, anyway, she was sitting next to me on the bus.",
    );
    expect(r.interactions.map((i) => i.evidence)).toContain("we hate each other");
  });
});

describe("feelings two people hold toward each other", () => {
  it("are an interaction between them", () => {
    expect(interactions("Tom and Lisa sat apart because they hate each other.")).toEqual(["aggression: they hate each other"]);
    expect(interactions("My grandparents loved each other very much.")).toEqual([
      "friendliness: My grandparents loved each other very much",
    ]);
  });

  it("but not a liking for a thing or a pastime", () => {
    expect(interactions("We love to swim in the lake.")).toEqual([]);
    expect(interactions("My uncle and aunt love the beach.")).toEqual([]);
  });
});

describe("praise", () => {
  it("of a thing that is no one's is no kindness to whoever stands near", () => {
    expect(interactions("My aunt sat with a boy and began to praise the fine leather of the old saddle.")).toEqual([]);
  });

  it("of the dreamer's work is", () => {
    expect(interactions("My teacher praised my drawing.")).toHaveLength(1);
  });
});

describe("a child named with its age", () => {
  it("belongs to the parent before the age", () => {
    const labels = interpretOffline("My neighbour came over with her 7-year-old son.").characters.map((c) => c.label);
    expect(labels).not.toContain("your son");
  });
});

describe("the story of a short dream", () => {
  it("leaves out an exclamation alone and a lapse of memory at a sentence's end", () => {
    const story = interpretOffline(
      "I had a dream about being back at camp. Yet again! I was talking to the old cook who retired years ago, and I asked him why he had left, and now I can't remember it.",
    ).story;
    expect(story).not.toMatch(/^Again/);
    expect(story).toContain("You were talking to the old cook");
    expect(story).not.toContain("can't remember");
  });
});
