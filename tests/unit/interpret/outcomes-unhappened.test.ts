/** Outcomes are what happens in the dream: not what was about to happen, not waking history, not what a question asks. Dreams written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const outcomes = (dream: string) => interpretOffline(dream).outcomes.map((o) => o.type);

describe("outcomes that did not happen in the dream", () => {
  it("a crash that was only about to come is no misfortune", () => {
    expect(outcomes("The plane shook hard and I was sure it was going to crash and explode. Then we landed safely.")).not.toContain(
      "misfortune",
    );
    expect(outcomes("The bus was about to crash into the river, but the driver swerved.")).not.toContain("misfortune");
  });
  it("a crash that came still is", () => {
    expect(outcomes("The bus crashed into the river and sank.")).toContain("misfortune");
  });
  it("a death or an accident of waking history, told as background, is not one in the dream", () => {
    expect(outcomes("My aunt, who died of a stroke last year, was sitting in the garden. She looked well.")).not.toContain("misfortune");
    expect(outcomes("I broke my wrist two years ago, and in the dream I was painting again.")).not.toContain("misfortune");
    expect(outcomes("In the dream my aunt had a stroke in the garden.")).toContain("misfortune");
  });
  it("what a question asks about is no failure", () => {
    expect(outcomes("The gate is shut. Ask if we can't get in from the side path.")).not.toContain("failure");
    expect(outcomes("The gate was shut and we couldn't get in.")).toContain("failure");
  });
});
