/**
 * The reading follows what the dream turns on: the one who brings the news of a death is read as
 * its messenger, and the summary names the feeling that belongs to the shape (grief at a death)
 * before a passing one. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const dream =
  "I was in my grandmother's kitchen with my uncle. I had no idea why everyone was so quiet. Then my uncle told me that my old cat was dead. It had died in the winter and nobody had said. I cried and cried, and I was heartbroken that it was dead.";

describe("news of a death", () => {
  it("is read through the one who brings it", () => {
    expect(interpretOffline(dream).psychologicalAnalysis).toMatch(/your uncle who tells you|news comes through your uncle/);
  });
  it("the summary names the grief before the puzzlement", () => {
    const r = interpretOffline(dream);
    expect(r.arc.type).toBe("death");
    expect(r.summary).not.toContain("I had no idea");
  });
});
