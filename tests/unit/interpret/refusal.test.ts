import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { bindOf } from "@/lib/interpret/bind";
import { interpretOffline } from "@/lib/interpret/offline";

const bind = (text: string) => bindOf(analyze(text));

describe("the dreamer's 'no'", () => {
  it("finds a refusal, the demand set against it, and the giving way", () => {
    expect(
      bind(
        "My uncle poured me a glass of thick green juice. I didn't want to drink it. He insisted that I should drink it. In the end I had to drink it.",
      ),
    ).toEqual({
      no: "I didn't want to drink it",
      press: "He insisted that I should drink it",
      yielded: "I had to drink it",
    });
  });

  it("reads a denial the parser leaves on the verb before ('did not really want')", () => {
    expect(bind("I did not really want to go to the wedding, but my mother forced me to go.")).toEqual({
      no: "I did not really want to go to the wedding",
      press: "my mother forced me to go",
      yielded: undefined,
    });
  });

  it("takes coming and going as giving way only when the dream says it was against the grain", () => {
    expect(bind("I didn't want to go. Then I went to the station.")?.yielded).toBeUndefined();
    expect(bind("I didn't want to go there. I reluctantly went to the harbour.")?.yielded).toBe("I reluctantly went to the harbour");
  });

  it("takes 'I said no' as a refusal only when someone presses", () => {
    expect(bind("The waiter asked if I wanted tea. I said no.")).toBeUndefined();
    expect(bind("My boss asked me to stay late. I said no. He wouldn't drop it.")).toMatchObject({
      no: "I said no",
      press: "He wouldn't drop it",
    });
  });

  it("is not a fear, a kindness or someone else's act", () => {
    expect(bind("I didn't want to fall off the ladder.")).toBeUndefined();
    expect(bind("I didn't want to stand on the stool in case I broke it.")).toBeUndefined();
    expect(bind("I didn't want to bother the neighbours.")).toBeUndefined();
    expect(bind("I didn't want him to leave.")).toBeUndefined();
  });
});

describe("a reading from the dreamer's 'no'", () => {
  const dream =
    "I was at a long dinner table in a hall. My uncle poured me a glass of thick green juice. I didn't want to drink it. He insisted that I should drink it. In the end I had to drink it.";

  it("sets the refusal against the demand in the summary, and reads it for Jung and Freud", () => {
    const r = interpretOffline(dream);
    expect(r.summary).toContain("“I didn't want to drink it”");
    expect(r.psychologicalAnalysis).toContain("For Jung, the pull between your refusal and “He insisted that I should drink it”");
    expect(r.psychologicalAnalysis).toMatch(/Freud would notice that the act is not your choice/);
    expect(r.reflectionQuestions.some((x) => x.includes("give way"))).toBe(true);
  });

  it("is not a second reading of a secret the dreamer keeps", () => {
    const r = interpretOffline(
      "I found my old diary in a drawer at work. My manager asked what it was. I didn't want to tell her that it was my diary.",
    );
    expect(r.psychologicalAnalysis).not.toContain("ego's stand");
    expect(r.psychologicalAnalysis).not.toContain("a dream's denial");
  });
});
