/**
 * What a character is called and which sense a symbol's word is read in: a kinship title before a
 * name ("Uncle Ray") is part of the name. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (text: string) => interpretOffline(text).characters.map((c) => `${c.label} [${c.kind}]`);

describe("a kinship title before a name", () => {
  it("belongs to the name when no one owns it", () => {
    expect(cast("Uncle Ray came over and we talked for a while. Later Ray laughed at me.")).toContain("Uncle Ray [family]");
    expect(cast("I was at a picnic with Grandma Jane and she hugged me.")).toContain("Grandma Jane [family]");
  });
  it("a religious title keeps its own reading", () => {
    expect(cast("Sister Agnes scolded me in the hallway.")).toContain("Sister Agnes [known]");
  });
});
