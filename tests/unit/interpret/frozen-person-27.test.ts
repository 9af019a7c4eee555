import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const symbols = (t: string) => interpretOffline(t).symbols.map((s) => s.symbol.toLowerCase());

describe("'frozen' of a person or a look is no ice", () => {
  it("does not read a frozen man as ice", () => {
    expect(symbols("We opened the cupboard and found a frozen man sitting inside. I slammed it shut and ran.")).not.toContain("ice");
  });

  it("still reads a frozen lake and an icy path as ice", () => {
    expect(symbols("We skated across the frozen lake at dusk. The ice cracked under my feet and I fell in.")).toContain("ice");
    expect(symbols("The path was icy and I slipped twice on the way to school.")).toContain("ice");
  });
});
