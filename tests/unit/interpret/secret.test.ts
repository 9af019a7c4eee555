/**
 * A secret in the dream — something the dreamer does out of sight or keeps back, or something
 * another keeps from the dreamer — leads a reading that has no shape, and hiding from a danger is
 * left to the shape. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";
import { findSecret } from "@/lib/interpret/secret";

const secret = (text: string) => {
  const s = findSecret(analyze(text));
  return s && { words: s.words, keeper: s.keeper.label, watcher: s.watcher?.label };
};

describe("finding a secret", () => {
  it("the dreamer's act done out of sight, with whose eyes it is kept from", () => {
    expect(
      secret("I was at the fruit stall. I took a pear or two, but began munching them secretly so the grocer wouldn't see me."),
    ).toEqual({
      words: "I took a pear or two, but began munching them secretly so the grocer wouldn't see me",
      keeper: "you",
      watcher: "the grocer",
    });
  });
  it("what the dreamer will not tell", () => {
    expect(secret("My neighbours believe no one knows about the tunnel. I don't want to tell them since they would worry.")?.keeper).toBe(
      "you",
    );
  });
  it("what another keeps from the dreamer", () => {
    const s = secret('I saw Jonah in the park and asked him "Is something wrong?" and he said "no, it\'s a secret."');
    expect(s?.keeper).toBe("Jonah");
    expect(s?.words).toMatch(/^he said/);
  });
  it("an act the dreamer wants kept from someone's knowing", () => {
    const s = secret(
      "My cousins and I were in the shed, moving things around in his boxes, things we wouldn't have wanted Uncle Ray to know about.",
    );
    expect(s?.keeper).toBe("you");
    expect(s?.words).toContain("we wouldn't have wanted Uncle Ray to know");
  });
  it("not a purpose the dreamer serves, nor a conclusion", () => {
    expect(secret("I moved the lamp so I could see the page.")).toBeUndefined();
    expect(secret("When I docked the boat the harbour was empty, so I didn't know which way to go.")).toBeUndefined();
  });
});

describe("reading a secret", () => {
  it("leads a dream without a shape, with Jung, Freud and a question on it", () => {
    const r = interpretOffline(
      "I was at the fruit stall where I usually buy apples. The grocer was busy weighing onions. In a crate were some pears. I took a pear or two, but began munching them secretly so the grocer wouldn't see me. They were sour.",
    );
    expect(r.summary).toMatch(/^(At the centre|The dream turns on a secret|What you do out of sight)/);
    expect(r.psychologicalAnalysis).toMatch(/shadow|persona/);
    expect(r.psychologicalAnalysis).toMatch(/Freud[^.]*(secre|prohibition|forbid)/);
    expect(r.reflectionQuestions.join(" ")).toMatch(/nobody saw|had seen/);
  });
  it("leaves hiding from a pursuer to the shape", () => {
    const r = interpretOffline(
      "A man with a knife was chasing me through the woods. I was terrified and tried to hide so he couldn't see me.",
    );
    expect(r.arc.type).toBe("pursuit");
    expect(r.summary).not.toMatch(/secret|out of sight/);
  });
});
