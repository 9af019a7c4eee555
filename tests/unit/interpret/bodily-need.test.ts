import { describe, expect, it } from "vitest";
import { needOf } from "@/lib/interpret/need";
import { interpretOffline } from "@/lib/interpret/offline";

describe("a bodily need in the dream", () => {
  it("is the dreamer's own need to relieve themselves", () => {
    expect(needOf("We were at the mall. I needed to pee and could not find a toilet anywhere.")).toBe(
      "I needed to pee and could not find a toilet anywhere",
    );
    expect(needOf("My little brother had to go to the bathroom, so we stopped.")).toBeUndefined();
    expect(needOf("The bathroom had blue tiles and a big mirror.")).toBeUndefined();
  });

  it('a need only said, to get away, is a pretext: "so I told them I needed the toilet"', () => {
    expect(needOf("The speeches went on and on, so I told them I had to go to the toilet, and slipped out.")).toBeUndefined();
    expect(needOf("The speeches went on and on, and I had to go to the toilet.")).toBeDefined();
  });

  it("is read plainly, as Freud's dream of convenience, not as a quest or a loss", () => {
    const r = interpretOffline("I was at a concert with my aunt. I was looking for a toilet so I could pee, but every door was locked.");
    expect(r.summary).toMatch(/bodily need|body's own errand/);
    expect(r.psychologicalAnalysis).toMatch(/dreams of convenience|first source here is the body/);
    expect(r.psychologicalAnalysis).not.toMatch(/lost thing|search is the psyche/);
  });
});
