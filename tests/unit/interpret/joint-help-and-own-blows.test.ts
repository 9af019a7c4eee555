/** The summary names everyone who helps in one clause; Jung does not call a dreamer who strikes out a mere witness. Dreams written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("readings of who acts", () => {
  it("names both helpers of a joined subject", () => {
    const r = interpretOffline("I was putting together a big puzzle. My aunt and cousin were helping me.");
    expect(r.summary).toMatch(/your aunt/);
    expect(r.summary).toMatch(/your cousin/);
  });
  it("a dreamer who shoots too is not told they only watch", () => {
    const r = interpretOffline("We were in a diner. I shoot the waiter. Then my friend shoots a stranger in the arm.");
    expect(r.psychologicalAnalysis).not.toMatch(/you stay a witness|without a part in it/);
  });
});
