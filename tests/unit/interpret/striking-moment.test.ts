/** The moment the dreamer marks with a verdict. Dreams written for these tests. */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { strikingMoment } from "@/lib/interpret/moments";

describe("strikingMoment", () => {
  it("takes the dreamer's verdict on a moment", () => {
    const m = strikingMoment(analyze("We walked along the harbour. The lighthouse was floating above the water and it was beautiful."));
    expect(m?.words).toContain("lighthouse");
    expect(m?.marked).toBe(true);
  });

  it("does not take a difficulty for a verdict", () => {
    const m = strikingMoment(analyze("We walked along the harbour. It was impossible to find the ticket office, so we sat on a bench."));
    expect(m).toBeUndefined();
  });
});
