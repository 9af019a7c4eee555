import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const reading = (dream: string) => {
  const r = interpretOffline(dream);
  return { summary: r.summary, analysis: r.psychologicalAnalysis, questions: r.reflectionQuestions.join(" ") };
};

describe("keeping out of someone's sight", () => {
  it("is the dream's centre, read as the persona guarding and as shame, with the one avoided named", () => {
    const r = reading(
      "I was walking down a street in my old town. I saw a woman who had taught me at school. I ducked out of sight behind a van.",
    );
    expect(r.summary).toContain("I ducked out of sight behind a van");
    expect(r.summary).toMatch(/the woman/);
    expect(r.analysis).toMatch(/persona/);
    expect(r.analysis).toMatch(/shame/);
    expect(r.questions).toMatch(/rather not run into/);
  });

  it("stepping back out of any line of sight, careful not to be seen, is keeping out of sight too", () => {
    const r = reading(
      "I was on a quiet street looking for a number. People were chatting on the steps. A man in a grey coat was going in a door. I step back out of any line of sight, careful not to be seen.",
    );
    expect(r.summary).toContain("I step back out of any line of sight");
    expect(r.analysis).toMatch(/shame/);
  });

  it("names whom the dreamer avoids", () => {
    const r = reading("We were at a wedding in a big tent. I avoided my ex-husband all evening.");
    expect(r.summary).toMatch(/your ex-husband|your ex/);
    expect(r.analysis).toMatch(/persona|shame/);
  });

  it("is flight, not shame, when someone is after the dreamer", () => {
    const r = reading("A man with a knife chased me through the market. I hid behind a stall so he wouldn't see me.");
    expect(r.analysis).not.toMatch(/shame at work|persona at work/);
  });

  it("is not a game of hide-and-seek, nor a thing hidden", () => {
    expect(reading("We played hide and seek in my aunt's garden and I hid behind the shed.").analysis).not.toMatch(/shame at work/);
    expect(reading("My brother came in and I hid the letter under my pillow.").analysis).not.toMatch(/shame at work/);
  });
});
