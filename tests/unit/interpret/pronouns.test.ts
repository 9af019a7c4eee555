/** How the prose points back at someone in the dream: by the sex the dream gives them, "them" for a group or when it gives none. */
import { describe, expect, it } from "vitest";
import { objectPronoun } from "@/lib/interpret/naming";

describe("pronouns for a character", () => {
  it("a man is 'him', a woman 'her'", () => {
    expect(objectPronoun({ group: false, sex: "m" })).toBe("him");
    expect(objectPronoun({ group: false, sex: "f" })).toBe("her");
  });

  it("a group, or someone whose sex the dream does not give, is 'them'", () => {
    expect(objectPronoun({ group: true, sex: "m" })).toBe("them");
    expect(objectPronoun({ group: false, sex: null })).toBe("them");
    expect(objectPronoun(undefined)).toBe("them");
  });
});
