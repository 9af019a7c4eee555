import { describe, expect, it } from "vitest";
import { spokenOf } from "@/lib/interpret/spoken";
import { interpretOffline } from "@/lib/interpret/offline";

describe("the dreamer's own words in the dream", () => {
  it("finds a line the dreamer says, before or after the saying verb, without its closing full stop", () => {
    expect(spokenOf('The clerk waved me over. I said, "I am not paying for that."')).toBe("I am not paying for that");
    expect(spokenOf('"You never listen to me," I shouted at the bus driver.')).toBe("You never listen to me");
  });

  it("skips greetings, labels and what others say", () => {
    expect(spokenOf('I said, "Hello there, Sam." Then we sat down.')).toBeUndefined();
    expect(spokenOf('I said, "Behind the blue door, on the shelf."')).toBeUndefined();
    expect(spokenOf('My sister said, "I will never forgive you."')).toBeUndefined();
  });

  it("prefers a line about the dreamer, and of two such, the later", () => {
    expect(spokenOf('I said, "The train is late again." Later I said, "I don\'t want to be here."')).toBe("I don't want to be here");
    expect(spokenOf('I said, "I like the red one." Then I said, "I think I will stay."')).toBe("I think I will stay");
  });

  it("is read as the dream's comment on itself when nothing larger leads", () => {
    const r = interpretOffline(
      'I was in a garden with my cousin. We looked at the roses for a while. I said, "I think I have been here before." The gate was open.',
    );
    expect(r.psychologicalAnalysis).toContain("“I think I have been here before”");
    // (Freud traces them to words of the day, in one of several wordings)
    expect(r.psychologicalAnalysis).toMatch(/Freud[^.]*(awake|waking|the day)/);
    expect(r.reflectionQuestions.some((x) => x.includes("“I think I have been here before”"))).toBe(true);
  });
});
