/** A laugh is no danger, a flood over before the scene is no threat, and a threat with no one named invents no one. Dreams written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("what makes a threat", () => {
  it("being laughed at is a quarrel, not a threat", () => {
    expect(interpretOffline("I told the baker his bread was stale. He just laughed at me and went on kneading.").arc.type).not.toBe(
      "threat",
    );
  });
  it("a flood that had happened before the scene, and fear denied, make no threat", () => {
    const r = interpretOffline(
      "The old ferry pier was gone. It had been a terrible storm. My uncle drove us along the wet road and I wasn't scared at all. We bought fish at the market.",
    );
    expect(r.arc.type).not.toBe("threat");
  });
  it("a threat whose doer goes unnamed does not say someone moves against you", () => {
    const r = interpretOffline("I was walking home at night. Suddenly I had been kidnapped and locked in a van. I screamed and screamed.");
    expect(r.summary).not.toMatch(/someone moves against you|under attack/);
  });
});
