/**
 * A threat the dreamer answers with a blow is not read as a victim's dream, and a chase the dreamer
 * only watches is not read as the dreamer's flight. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

describe("a threat the dreamer answers", () => {
  it("quotes the dreamer's blow in the summary and asks about it, not about turning round to face the pursuer", () => {
    const r = interpretOffline(
      "I was walking home through the park at night. Two men with knives chased me across the grass and one of them cut my arm. I ran and ran. At the gate I threw a stone at them. Then I was at my aunt's house drinking tea.",
    );
    expect(r.arc.type).toBe("pursuit");
    expect(r.summary).toContain("I threw a stone at them");
    expect(r.reflectionQuestions.join(" ")).not.toMatch(/stopped running|stand your ground/);
  });

  it("a threat the dreamer only suffers keeps the victim's reading", () => {
    const r = interpretOffline(
      "I was walking home through the park at night. Two men with knives chased me across the grass and one of them cut my arm. I ran and ran. Then I was at my aunt's house drinking tea.",
    );
    expect(r.summary).not.toMatch(/strike back|you answer|no victim's dream/);
  });
});

describe("a chase someone else is in", () => {
  it("is told as watched, and no question asks the dreamer to stop running", () => {
    const r = interpretOffline(
      "I was standing on a bridge over the river. A big dog started chasing my neighbour along the bank. She ran into the boathouse and shut the door. I went home for lunch.",
    );
    expect(r.arc.type).toBe("pursuit");
    expect(r.summary).toMatch(/watch|see a pursuit/);
    expect(r.reflectionQuestions.join(" ")).not.toMatch(/stopped running/);
  });
});

describe("a quarrel that only comes at the dreamer", () => {
  it("is not summed up as the dreamer pushing back or clashing", () => {
    const r = interpretOffline(
      "I was staying at my cousin's flat for the week. I borrowed his bike without asking and rode it to the lake. When I came back the chain was broken. My cousin was furious with me. I went to my room and read a book. Later we had dinner with his friends.",
    );
    expect(r.arc.type).toBe("conflict");
    expect(r.summary).not.toMatch(/you push back|you clash|fight you take part in|you do not hide it|do not stay passive/i);
    expect(r.summary).toContain("My cousin was furious with me");
  });
});
