import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const misfortunes = (dream: string) => interpretOffline(dream).outcomes.filter((o) => o.type === "misfortune");

describe("a road accident is its travellers' misfortune", () => {
  it.each([
    "We were driving to the coast when the van skidded off the road.",
    "I was driving my sister's car in the rain and I slid into a ditch.",
    "My uncle was at the wheel of the truck and we went off the bridge.",
    "I was driving too fast on the ice and hit a lamppost.",
  ])("%s", (dream) => {
    expect(misfortunes(dream).length).toBeGreaterThan(0);
  });

  it("names the dreamer when the dreamer is at the wheel", () => {
    expect(misfortunes("I was driving home from work and I slid into a snowbank.")[0]?.who).toBe("you");
  });

  it.each([
    "I was walking down a long corridor and ran into my teacher.",
    "I was driving and almost drove into the river.",
    "We drove into the city and parked by the river.",
  ])("not: %s", (dream) => {
    expect(misfortunes(dream)).toEqual([]);
  });
});

describe("a mishap the dream ends on", () => {
  it("is told as the summary's ending when a shape leads", () => {
    const s = interpretOffline(
      "My brother shouted at me the whole way to the lake and called me useless. I shouted back at him. On the way home in the car I slid into a ditch and scratched the door.",
    ).summary;
    expect(s).toMatch(/ends badly|leaves you with a mishap/);
    expect(s).toContain("I slid into a ditch");
  });

  it("is not someone else's, nor a slip of memory", () => {
    const s = interpretOffline("We drove to the old house by the river. At the end my sister forgot her keys and I forgot.").summary;
    expect(s).not.toMatch(/ends badly|leaves you with a mishap/);
  });
});

describe("outcomes that are none", () => {
  it("not knowing where someone else is leaves the dreamer where they are", () => {
    const o = interpretOffline("I was in the park and I didn't know where Mom was.").outcomes;
    expect(o).toEqual([]);
  });

  it("dropping hints is no fall", () => {
    expect(interpretOffline("At the party I kept dropping hints about my birthday.").outcomes).toEqual([]);
  });
});

describe("a crash denied", () => {
  it("is none: 'it didn't crash'", () => {
    expect(misfortunes("The plane shook badly over the mountains but it didn't crash.")).toEqual([]);
  });
});
