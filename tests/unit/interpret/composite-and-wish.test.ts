import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("a person who turns into another", () => {
  it("is read as a composite of the two, by name", () => {
    const r = interpretOffline("We were in the gym after class. My teacher turned into my mother and handed me a towel.");
    expect(r.arc.type).toBe("transformation");
    expect(r.psychologicalAnalysis).toMatch(/your teacher and your mother|your teacher turning into your mother/);
    expect(r.reflectionQuestions.join(" ")).toMatch(/your teacher (and|have to do with) your mother/);
  });

  it("leaves any other change of shape to the general reading", () => {
    const r = interpretOffline("The old dog in the yard turned into a black cat and ran off.");
    expect(r.psychologicalAnalysis).not.toMatch(/composite|condenses/);
  });
});

describe("a wish in a dream with nothing else to read", () => {
  it("gives Jung and Freud something of this dream to start from", () => {
    const r = interpretOffline("I was in the library. I wanted to sit next to Priya but she had moved to another table.");
    const [jung, freud] = r.psychologicalAnalysis.split("\n\n");
    expect(jung).toContain("“I wanted to sit next to Priya but she had moved to another table”");
    expect(jung).not.toContain("With no clear drama");
    expect(freud).toContain("Freud");
  });
});
