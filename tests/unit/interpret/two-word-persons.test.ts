/** A person written as two words ("the best man") is someone of their own, not the plain noun met before. A dream written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("the best man", () => {
  it("is not the man met before, and a shot at him is coded", () => {
    const r = interpretOffline("At my sister's wedding a man in a grey coat walked in. Then he shot the best man.");
    expect(r.characters.map((c) => c.label)).toContain("the best man");
    expect(r.interactions.some((i) => i.type === "aggression" && i.recipient === "the best man")).toBe(true);
  });
});
