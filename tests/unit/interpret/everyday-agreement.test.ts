/** The practical note agrees with the number of those the dreamer is kind to. A dream written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("kindness to strangers", () => {
  it("says the strangers are no one you know, not 'is'", () => {
    const r = interpretOffline("It's late and strangers keep knocking at my door. I give them sandwiches and they walk off happy.");
    expect(r.psychologicalAnalysis).not.toMatch(/strangers is no one/);
  });
});
