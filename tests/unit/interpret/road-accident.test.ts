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
