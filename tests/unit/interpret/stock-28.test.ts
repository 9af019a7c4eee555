import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { ownActIn, doerIn } from "@/lib/interpret/agent-words";
import { sceneAsk } from "@/lib/interpret/question-feeling";
import type { EmotionHit } from "@/lib/interpret/emotions";
import type { Entity } from "@/lib/interpret/characters";

const analysis = (dream: string) => interpretOffline(dream).psychologicalAnalysis;
const questions = (dream: string) => interpretOffline(dream).reflectionQuestions.join("\n");

describe("the dreamer's own hostile act is read from the words, not assumed", () => {
  it("a blow, a grip, a taking, words, a jibe, a refusal, a shutting out", () => {
    expect(ownActIn("I punched the clerk")).toBe("blow");
    expect(ownActIn("I drew a stick and tripped him with it")).toBe("blow");
    expect(ownActIn("I grabbed the cat by the tail")).toBe("grip");
    expect(ownActIn("I took their boat")).toBe("taking");
    expect(ownActIn("I yelled at the waiter")).toBe("words");
    expect(ownActIn("I was laughing at his hat")).toBe("jibe");
    expect(ownActIn("I will not let her in")).toBe("refusal");
    expect(ownActIn("I said no")).toBe("refusal");
    expect(ownActIn("I locked him out of the shed")).toBe("shutout");
  });
  it("a feeling, a picture or a plan is no deed", () => {
    expect(ownActIn("I was annoyed")).toBe("felt");
    expect(ownActIn("I didn't like the neighbour")).toBe("felt");
    expect(ownActIn("we are going to ambush a postman")).toBe("pictured");
    expect(ownActIn("I imagine confronting the burglar")).toBe("pictured");
  });
  it("does not fire on words that are someone else's act or claim", () => {
    expect(ownActIn("it scared them")).toBeUndefined();
    expect(ownActIn("he said I took his wallet")).toBeUndefined();
    expect(ownActIn("I see the arrows hit the ground near him")).toBeUndefined();
    expect(ownActIn("I went off to tidy up")).toBe("other");
  });
  it("a grab followed by a friend's deed is the dreamer's grip, not the friend's blow", () => {
    expect(ownActIn("I held the hen and my cousin cut its neck")).toBe("grip");
  });
});

describe("who acts in the quoted words", () => {
  const brother = { id: 3, label: "my brother", head: "brother", kind: "family", group: false } as unknown as Entity;
  it("a clause opening on him acting on the dreamer is his", () => {
    expect(doerIn("He keeps hugging me, and I'm a bit uneasy", brother)).toBe("them");
  });
  it("does not fire when the dreamer acts first", () => {
    expect(doerIn("I hugged my brother and he smiled", brother)).toBe("you");
  });
});

describe("no anger or blow is put on the dreamer that the dream does not give", () => {
  it("a hen held while a friend kills it: no 'your anger lands on'", () => {
    const a = analysis("At the farm I held the hen by the neck and my cousin cut its throat. Then I carried it to the kitchen.");
    expect(a).not.toMatch(/Your anger lands on/);
  });
  it("a feeling of annoyance at a daughter is not read as the dreamer's blows", () => {
    const a = analysis(
      "A stranger hit two women in the street. Later I shopped with my daughter and she chose an ugly hat and I was annoyed.",
    );
    expect(a).not.toMatch(/your blows or theirs/);
  });
  it("a plain stranger shoved by the dreamer still gets a reading of the blow", () => {
    const a = analysis("On the platform a man stood in my way. I shoved the man hard and ran for the train.");
    expect(a).toMatch(/shoved the man/);
  });
});

describe("questions on a feeling's scene quote one sentence and ask by what is feared", () => {
  const fear = { code: "AP", label: "fear", evidence: "afraid", start: 0, end: 0, atEnd: false } as EmotionHit;
  const shame = { code: "AP", label: "embarrassment", evidence: "embarrassed", start: 0, end: 0, atEnd: false } as EmotionHit;
  it("a feared outcome is told back, not quoted whole", () => {
    const x = sceneAsk(fear, "I carried a tray of cups. I feared the cups might tip over");
    expect(x).toMatch(/^The fear is that the cups might tip over:/);
    expect(x).not.toMatch(/In the dream, “/);
  });
  it("being seen brings a question about whose eyes, on the sentence that brings the feeling on", () => {
    const x = sceneAsk(shame, "The whole class saw me fall off the stage. I was embarrassed");
    expect(x).toMatch(/^“The whole class saw me fall off the stage”: whose eyes/);
  });
  it("does not fire the feared-outcome wording without a feared clause", () => {
    expect(sceneAsk(fear, "A storm came over the hill and I was afraid")).not.toMatch(/The fear is that/);
  });
});

describe("stock questions give way to ones built on the dream's facts", () => {
  it("a party is asked after as a party, not 'what would you expect to happen'", () => {
    const qs = questions("I was at a party in a big hall. Music was playing and I stood by the wall.");
    expect(qs).not.toMatch(/What would you expect to happen/);
  });
  it("no 'What do you yourself connect with' frame", () => {
    const qs = questions("I drove an old truck along a dusty road, and the truck kept stalling on the hill.");
    expect(qs).not.toMatch(/What do you yourself connect with/);
  });
});
