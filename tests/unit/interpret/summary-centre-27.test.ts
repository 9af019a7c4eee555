import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { causeTold } from "@/lib/interpret/reading-opening";
import { deedWithYou, thirdPerson } from "@/lib/interpret/company-deeds";
import { mendPersons } from "@/lib/interpret/story-grammar";
import type { EmotionHit } from "@/lib/interpret/emotions";

const summary = (dream: string) => interpretOffline(dream).summary;
const hit = (evidence: string) => ({ code: "AP", label: "guilt", evidence }) as unknown as EmotionHit;

describe("the summary says what the company does, not only who is there", () => {
  it("leaves out a line that only names who shares the dream", () => {
    const s = summary(
      "I was at the lake with my cousin Brenda. We sat on the dock and watched the boats. Brenda was there all afternoon and later Brenda went home.",
    );
    expect(s).not.toMatch(/You share this dream with|You are not alone in it|The company you keep|Beside you for much of it/);
  });

  it("tells a deed between the dreamer and someone in the present, from its verb", () => {
    expect(thirdPerson("hug")).toBe("hugs");
    expect(thirdPerson("kiss")).toBe("kisses");
    expect(thirdPerson("carry")).toBe("carries");
  });

  it("tells no deed when there is no interaction between the two", () => {
    const names = { of: (c: { label: string }) => c.label } as never;
    expect(deedWithYou([], { id: 3, label: "Brenda" } as never, names, new Set())).toBeNull();
  });
});

describe("the feeling scene told in the dream's own terms", () => {
  it("tells the cause in the second person and names the feeling after it", () => {
    const told = causeTold(
      {
        feeling: hit("I felt bad"),
        words: "The bake sale ended and none of my pies had sold. I felt bad",
        cause: "The bake sale ended and none of my pies had sold",
        after: false,
      },
      "guilt",
    );
    expect(told).toBe("The bake sale ended and none of your pies had sold: that is where the guilt comes in.");
  });

  it("tells a reason given after the feeling as its reason", () => {
    const told = causeTold(
      {
        feeling: hit("upset"),
        words: "I was upset because the bus left without me",
        cause: "because the bus left without me",
        after: true,
      },
      "disappointment",
    );
    expect(told).toBe("You feel disappointment because the bus left without you.");
  });

  it("does not fire when the clause gives way to the feeling with 'but'", () => {
    const told = causeTold(
      { feeling: hit("afraid"), words: "I told him I would go, but I was afraid", cause: "I told him I would go", after: false },
      "fear",
    );
    expect(told).toBeNull();
  });

  it("does not fire on a time phrase that only looks like a reason", () => {
    const told = causeTold(
      { feeling: hit("happy"), words: "I was happy at the time of the party", cause: "at the time of the party", after: true },
      "happiness",
    );
    expect(told).toBeNull();
  });
});

describe("'you … and was' mended in the story", () => {
  it("mends it after a capitalised 'Then' and after a comma", () => {
    expect(mendPersons("Then you phoned him and was speaking softly.")).toBe("Then you phoned him and were speaking softly.");
    expect(mendPersons("You made a leap, and was going to win.")).toBe("You made a leap, and were going to win.");
  });

  it("mends it past a plural subject's own verb", () => {
    expect(mendPersons("You heard what they were saying and was thinking.")).toBe("You heard what they were saying and were thinking.");
  });

  it("leaves a 'was' another subject governs", () => {
    expect(mendPersons("You heard Sam was ill and was sad.")).toBe("You heard Sam was ill and was sad.");
    expect(mendPersons("The guard waved you over and was giving you a ticket.")).toBe(
      "The guard waved you over and was giving you a ticket.",
    );
  });
});
