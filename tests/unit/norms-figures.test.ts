import { describe, expect, it } from "vitest";
import { codedPartOf, computeNorms, type CodedDream } from "@/lib/norms/figures";
import { countedFrom, figureSentence } from "@/lib/norms/figure-text";
import { HVDC_NORMS, NORM_FIGURES } from "@/lib/norms/hvdc-norms";

type Character = CodedDream["characters"][number];
const dreamer: Character = { kind: "self" };

function dream(parts: Partial<CodedDream>): CodedDream {
  return { characters: [dreamer], interactions: [], outcomes: [], emotions: [], ...parts };
}
const hit = (initiator: string, recipient: string) => ({ type: "aggression" as const, initiator, recipient });
const help = (initiator: string, recipient: string) => ({ type: "friendliness" as const, initiator, recipient });

describe("computeNorms", () => {
  // Two dreams, counted together as Hall and Van de Castle sum them:
  //  1: a male friend, a female stranger, a dog; the dog chases you, you shout at the stranger,
  //     the friend helps you; you fall (misfortune); you are afraid and happy.
  //  2: your mother and a group of strangers (joint); a man you know attacks your mother; you
  //     are sad, angry and confused; nothing bad happens by chance.
  const one = dream({
    characters: [{ kind: "friend", sex: "male" }, { kind: "stranger", sex: "female" }, { kind: "animal" }, dreamer],
    interactions: [hit("a dog", "you"), hit("you", "the woman"), help("your friend", "you")],
    outcomes: [{ type: "misfortune", who: "you" }],
    emotions: [{ code: "AP" }, { code: "HA" }],
  });
  const two = dream({
    characters: [{ kind: "family", sex: "female" }, { kind: "stranger", sex: "joint" }, { kind: "known", sex: "male" }, dreamer],
    interactions: [hit("the man", "your mother")],
    outcomes: [{ type: "success", who: "you" }],
    emotions: [{ code: "SD" }, { code: "AN" }, { code: "CO" }],
  });
  const { figures, coded } = computeNorms([one, two]);

  it("counts characters without the dreamer", () => {
    expect(coded).toBe(2);
    // males 2 (friend, known man), females 2 (stranger, mother); the joint group is neither
    expect(figures.maleShare).toMatchObject({ value: 0.5, numerator: 2, denominator: 4, dreams: 2 });
    // humans 5: familiar = friend, mother, known man
    expect(figures.familiarShare).toMatchObject({ value: 3 / 5, numerator: 3, denominator: 5 });
    expect(figures.friendsShare).toMatchObject({ value: 1 / 5, numerator: 1, denominator: 5 });
    // all characters 6 (5 people and the dog)
    expect(figures.animalShare).toMatchObject({ value: 1 / 6, numerator: 1, denominator: 6 });
  });

  it("divides interactions by characters", () => {
    expect(figures.aggressionPerCharacter).toMatchObject({ value: 3 / 6, numerator: 3, denominator: 6 });
    expect(figures.friendlinessPerCharacter).toMatchObject({ value: 1 / 6, numerator: 1, denominator: 6 });
  });

  it("counts the dreamer as victim only in aggressions the dreamer takes part in", () => {
    // victim once (the dog), aggressor once (the shout); the attack on the mother is witnessed
    expect(figures.victimShare).toMatchObject({ value: 0.5, numerator: 1, denominator: 2 });
  });

  it("counts dreams with a misfortune, not misfortunes", () => {
    const twice = dream({
      outcomes: [
        { type: "misfortune", who: "you" },
        { type: "misfortune", who: "your brother" },
      ],
    });
    expect(figures.misfortuneDreams).toMatchObject({ value: 0.5, numerator: 1, denominator: 2 });
    expect(computeNorms([twice, two]).figures.misfortuneDreams.value).toBe(0.5);
  });

  it("shares negative emotions among all the dreamer's emotions", () => {
    // AP, SD, AN, CO are negative; HA is not
    expect(figures.negativeEmotionShare).toMatchObject({ value: 4 / 5, numerator: 4, denominator: 5 });
  });

  it("leaves dreams without a recorded sex out of the male share only", () => {
    const old = dream({ characters: [{ kind: "friend" }, { kind: "stranger" }, dreamer] });
    const r = computeNorms([one, old]);
    expect(r.figures.maleShare).toMatchObject({ numerator: 1, denominator: 2, dreams: 1 });
    expect(r.figures.familiarShare).toMatchObject({ numerator: 2, denominator: 4, dreams: 2 });
  });

  it("has no value where nothing could be counted", () => {
    const empty = computeNorms([dream({}), dream({ emotions: [{ code: "HA" }] })]);
    expect(empty.figures.aggressionPerCharacter.value).toBeNull();
    expect(empty.figures.victimShare.value).toBeNull();
    expect(empty.figures.maleShare).toMatchObject({ value: null, dreams: 0 });
    expect(empty.figures.negativeEmotionShare.value).toBe(0);
    expect(empty.figures.misfortuneDreams.value).toBe(0);
  });
});

describe("codedPartOf", () => {
  it("reads the coding of a stored interpretation and ignores what the figures do not need", () => {
    const stored = {
      summary: "s",
      characters: [{ label: "your sister", kind: "family", sex: "female" }],
      interactions: [{ type: "friendliness", initiator: "your sister", recipient: "you", evidence: "she hugged me" }],
      outcomes: [],
      emotions: [{ code: "HA", label: "joy", evidence: "I was glad" }],
    };
    expect(codedPartOf(stored)).toEqual({
      characters: [{ kind: "family", sex: "female" }],
      interactions: [{ type: "friendliness", initiator: "your sister", recipient: "you" }],
      outcomes: [],
      emotions: [{ code: "HA" }],
    });
  });

  it("refuses a reading made before the coding existed", () => {
    expect(codedPartOf({ summary: "s", psychologicalAnalysis: "p", symbols: [] })).toBeNull();
    expect(codedPartOf({ characters: [], interactions: null, outcomes: [], emotions: [] })).toBeNull();
    expect(codedPartOf(null)).toBeNull();
  });
});

describe("the norms and their words", () => {
  it("has both norms for every figure, within its scale", () => {
    for (const f of NORM_FIGURES) {
      const n = HVDC_NORMS[f];
      for (const v of [n.men, n.women]) expect(v).toBeGreaterThanOrEqual(0);
      if (n.scale === "percent") expect(Math.max(n.men, n.women)).toBeLessThanOrEqual(1);
    }
    // the published figures the page sets beside the member's (Domhoff 1996, ch. 4)
    expect(HVDC_NORMS.maleShare).toMatchObject({ men: 0.67, women: 0.48 });
    expect(HVDC_NORMS.aggressionPerCharacter).toMatchObject({ men: 0.34, women: 0.24 });
  });

  it("says what a figure was counted from and reads it out", () => {
    const v = { value: 0.5, numerator: 3, denominator: 6, dreams: 2 };
    expect(countedFrom("animalShare", v)).toBe("from 6 characters in 2 dreams");
    expect(countedFrom("misfortuneDreams", { ...v, dreams: 1 })).toBe("from 1 dream");
    expect(figureSentence("aggressionPerCharacter", v)).toBe("Hostility per character: you 0.50; men 0.34; women 0.24.");
    expect(figureSentence("maleShare", { ...v, value: null })).toBe("Male characters: you: not enough to count; men 67%; women 48%.");
  });
});
