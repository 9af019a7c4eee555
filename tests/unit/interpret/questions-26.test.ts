import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import type { Entity } from "@/lib/interpret/characters";
import { interpretOffline } from "@/lib/interpret/offline";
import { gatherPlot } from "@/lib/interpret/plot";
import { dealtWith } from "@/lib/interpret/reading-between";
import { aimedAtYou, onlyWatched } from "@/lib/interpret/question-premises";
import { plainDeedQuestion } from "@/lib/interpret/question-moments";

const questions = (dream: string) => interpretOffline(dream).reflectionQuestions.join("\n");
const plot = (dream: string) => gatherPlot(analyze(dream));
const person = (label: string, sex: "m" | "f" | null = null): Entity => ({
  id: 3,
  label,
  head: label.toLowerCase(),
  kind: "friend",
  sex,
  group: false,
  dead: false,
  mentions: [],
});
/** a picker that takes the first wording, so a test can see which set of wordings a builder chose from */
const first = { pick: <T>(xs: T[]) => xs[0] } as unknown as Parameters<typeof plainDeedQuestion>[1];

describe("the question on what passes between you and someone rests on a moment you share", () => {
  it("someone only written about, or seen on a screen, is not asked what you are doing together", () => {
    const qs = questions(
      "I was at my desk writing a letter about Roger for the newsletter. Roger was a man I had seen in a film once. I kept typing and deleting it. It never came out right and I got annoyed with the printer.",
    );
    expect(qs).not.toMatch(/doing together at the moment|one acting toward/);
  });

  it("a moment shared with someone is asked after in its own words, not as 'what are you doing together at the moment'", () => {
    const qs = questions(
      "My friend Dana and I were painting the garage together. Dana laughed at the mess. We painted the garage all afternoon until it was dark.",
    );
    expect(qs).toMatch(/painting the garage/);
    expect(qs).not.toMatch(/doing together at the moment/);
  });

  it("a moment is one with the person when the words name them, and not only as talked about or seen", () => {
    expect(dealtWith("I was trying to fit something about Roger into the letter", person("Roger", "m"), "both")).toBe(false);
    expect(dealtWith("I had to bake one of my scarves", person("Nell", "f"), "both")).toBe(false);
    expect(dealtWith("I saw Tom on the platform", person("Tom", "m"), "both")).toBe(false);
    expect(dealtWith("I walked past Ms Hale in the corridor", person("Ms Hale", "f"), "you")).toBe(false);
  });

  it("does not fire on a moment the two of you share or one of you does to the other", () => {
    expect(dealtWith("Ella and I argued about the price", person("Ella", "f"), "both")).toBe(true);
    expect(dealtWith("we carried the boxes up to the attic", person("Ella", "f"), "both")).toBe(true);
    expect(dealtWith("I pulled him out of the pond", person("Tom", "m"), "you")).toBe(true);
    // (the plot has found the doer; the words quoted need not name them)
    expect(dealtWith("called me a cheat in front of everyone", person("Gran", "f"), "them")).toBe(true);
  });
});

describe("a plain deed is not asked after as a daring one", () => {
  it("an everyday act is asked by what you were after in it", () => {
    const x = plainDeedQuestion(["I sliced the onions on the board"], first, () => false);
    expect(x).toMatch(/What were you after in “I sliced the onions on the board”/);
    expect(x).not.toMatch(/would do awake|who would notice/);
  });

  it("does not fire the plain wording on a deed that crosses a line: that one is asked whether you would do it awake", () => {
    const x = plainDeedQuestion(["I stole a ring from the counter"], first, () => false);
    expect(x).toMatch(/something you would do awake, or something you hold back from/);
  });

  it("a lapse or a feeling is no deed to be after", () => {
    expect(plainDeedQuestion(["I have missed the last ferry home"], first, () => false)).toBeNull();
    expect(plainDeedQuestion(["I love the old garden too much"], first, () => false)).toBeNull();
  });

  it("a deed told mostly in names is not quoted back", () => {
    expect(plainDeedQuestion(["I was checking the Mardell stock at Pinegrove"], first, () => false)).toBeNull();
  });
});

describe("the shape's question holds of this dream", () => {
  it("'hostility aimed at you' only of words coded as an aggression on the dreamer", () => {
    const p = plot("A man grabbed me in the alley and shoved me against the wall. I could not move.");
    const ev = p.interactions.find((i) => i.type === "aggression" && i.to?.id === 0)!.evidence;
    expect(aimedAtYou(p, `“${ev}”`)).toBe(true);
    const q = plot("A little dog wagged its tail at me and licked my hand. I laughed and patted it.");
    expect(aimedAtYou(q, "“A little dog wagged its tail at me”")).toBe(false);
  });

  it("a danger the dreamer only watches is neither 'hostility aimed at you' nor one that comes close again", () => {
    const d = "I was watching a battle on television. I saw a pilot drop a bomb on a bridge. It exploded.";
    expect(onlyWatched(plot(d))).toBe(true);
    expect(questions(d)).not.toMatch(/hostility aimed at you|brings this danger close again|Is this a scene you have lived/);
  });

  it("does not fire on a danger aimed at the dreamer", () => {
    expect(onlyWatched(plot("A soldier threw a bomb at me in the trench and I ran."))).toBe(false);
  });
});

describe("no stock question where the dream gives the frame nothing", () => {
  it("a word for a whole class is no image to ask where it came from", () => {
    const qs = questions("I was in a zoo and saw many animals behind glass. Nothing else happened.");
    expect(qs).not.toMatch(/“(many )?animals”/);
  });

  it("being on the move is not asked after as 'what are you passing through'", () => {
    const qs = questions("We walked and walked through streets and across bridges and past a station. We kept going.");
    expect(qs).not.toMatch(/passing through in your life|Where are you headed at the moment/);
  });

  it("still gives two questions to a thin dream", () => {
    expect(interpretOffline("We walked through the streets.").reflectionQuestions.length).toBeGreaterThanOrEqual(2);
  });
});
