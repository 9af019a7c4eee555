import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { actKind, goesAway, mishapKind, placeKind } from "@/lib/interpret/question-kinds";
import { feelingAsk } from "@/lib/interpret/question-feeling";
import { mishapAsk } from "@/lib/interpret/question-acts";
import { plainDeedQuestion } from "@/lib/interpret/question-moments";
import { Picker } from "@/lib/interpret/naming";
import type { EmotionHit } from "@/lib/interpret/emotions";

const questions = (dream: string) => interpretOffline(dream).reflectionQuestions;

/** the whole-dream sentences that used to stand in hundreds of dreams */
const FIXED =
  /Given this dream to live again|If you gave this dream a title|Which part of this dream would you most want|What did you feel on waking from this dream|Which of this week's concerns/;

const hit = (code: EmotionHit["code"], label: string, atEnd = false): EmotionHit => ({
  code,
  label,
  evidence: label,
  start: 0,
  end: 1,
  atEnd,
});

describe("what kind of act a question is built on", () => {
  it("tells words said, a blow, a kindness and a going apart", () => {
    expect(actKind("she said goodbye to everyone")).toBe("speech");
    expect(actKind("he punched the wall twice")).toBe("harm");
    expect(actKind("she came over and hugged me")).toBe("care");
    expect(actKind("we continued on home")).toBe("move");
  });

  it("does not take harm turned on oneself for a blow at anyone", () => {
    expect(actKind("the boy did kill himself")).not.toBe("harm");
  });

  it("does not take a turn to the left for a leaving", () => {
    expect(goesAway("we turned off to the left to check the cave")).toBe(false);
    expect(goesAway("she walked away without a word")).toBe(true);
  });

  it("reads a mishap by what befalls: a fall, a loss, a break", () => {
    expect(mishapKind("I slipped on the ice")).toBe("fall");
    expect(mishapKind("my wallet was gone")).toBe("loss");
    expect(mishapKind("the vase shattered on the tiles")).toBe("break");
    expect(mishapAsk("I slipped on the ice")).toMatch(/footing/);
  });

  it("reads a setting by what kind of place it is", () => {
    expect(placeKind("my grandmother's kitchen")).toBe("home");
    expect(placeKind("the airport")).toBe("travel");
    expect(placeKind("the waiting room")).toBe("public");
  });
});

describe("a feeling is asked after by what kind of feeling it is", () => {
  it("fear by what threatens, surprise by what took you aback, laughter by who makes you laugh", () => {
    expect(feelingAsk(hit("AP", "fear"), "I was terrified")).toMatch(/threatening|safe/);
    expect(feelingAsk(hit("CO", "surprise"), "which amazed me")).toMatch(/taken you aback/);
    expect(feelingAsk(hit("HA", "laughter"), "we laughed and laughed")).toMatch(/laugh/);
    expect(feelingAsk(hit("AP", "embarrassment"), "I felt so embarrassed")).toMatch(/watched or in the wrong/);
  });
});

describe("a plain deed is asked after by what kind of deed it is", () => {
  it("a going is asked where it leads, not what you were after", () => {
    const x = plainDeedQuestion(["we walked on home along the canal"], new Picker(1), () => false);
    expect(x).toMatch(/headed/);
    expect(x).not.toMatch(/What were you after/);
  });

  it("a fall is no deed to ask after", () => {
    expect(plainDeedQuestion(["I fell down the cellar steps"], new Picker(1), () => false)).toBeNull();
  });
});

describe("the last questions rest on this dream's facts", () => {
  it("a dream with a doing of the dreamer's gets no fixed whole-dream sentence", () => {
    const qs = questions("I was painting the garden fence a bright green colour.").join("\n");
    expect(qs).not.toMatch(FIXED);
  });

  it("asks after the days before the dream at most once", () => {
    for (const d of [
      "I was at the station with a red suitcase. The train was late.",
      "A horse stood in the field behind the barn.",
      "My friend Tomas and I were fixing a bicycle in his garage.",
    ]) {
      const n = questions(d).filter((x) => /\bbefore (this|the) dream\b|day before|evening before/.test(x)).length;
      expect(n).toBeLessThanOrEqual(1);
    }
  });

  it("does not fire on a dream with nothing to build on: it still gets two questions", () => {
    expect(questions("A blue room.").length).toBeGreaterThanOrEqual(2);
  });
});
