/**
 * The session-28 speed-ups answer as the code they replace. Sentences written for this test.
 */
import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { outsideDream } from "@/lib/interpret/waking-asides";
import { isFirstName, isLexAdjective, isLexNoun, isLexVerb, isPlaceOrOrg, nameSex, tagsOf } from "@/lib/interpret/words";

/** the word-class questions as they were asked before the classes were cached: each a walk through the word's tags */
const byTags = (w: string) => {
  const t = tagsOf(w);
  const any = (...tags: string[]) => t.some((x) => tags.includes(x));
  return {
    name: any("FemaleName", "MaleName", "FirstName", "Person"),
    place: any("City", "Country", "Place", "Region", "Organization", "SportsTeam", "Demonym", "Month", "WeekDay", "Date"),
    verb: any("PastTense", "Infinitive", "PresentTense", "Gerund", "Participle", "PhrasalVerb", "Verb"),
    adjective: any("Adjective", "Comparative", "Superlative"),
    noun: any("Singular", "Plural", "Noun", "Uncountable", "Actor"),
    sex: t.includes("MaleName") ? "m" : t.includes("FemaleName") ? "f" : null,
  };
};
const cached = (w: string) => ({
  name: isFirstName(w),
  place: isPlaceOrOrg(w),
  verb: isLexVerb(w),
  adjective: isLexAdjective(w),
  noun: isLexNoun(w),
  sex: nameSex(w),
});

describe("word classes, cached as bits", () => {
  const words = [
    ..."ran running chased house happy happier happiest teacher rice quickly the and of".split(" "),
    ..."john mary alex paris france google monday january american".split(" "),
    ..."constructor tostring __proto__ hasownproperty valueof".split(" "),
    "",
    "zzzqx",
    "ice-cream",
  ];
  for (const w of words)
    it(`"${w}" answers as its tags say, asked twice`, () => {
      expect(cached(w)).toEqual(byTags(w));
      expect(cached(w)).toEqual(byTags(w));
    });
  it("a man's name and a woman's name have their sex, a noun none", () => {
    expect(nameSex("john")).toBe("m");
    expect(nameSex("mary")).toBe("f");
    expect(nameSex("house")).toBeNull();
  });
});

describe("the spans outside the dream, found once per report", () => {
  const woke = "I was in a boat on a lake. After I woke up I told my sister about it.";
  const plain = "I was in a boat on a lake. My sister waved at me from the shore.";
  const outside = (text: string) => {
    const a = analyze(text);
    const isOut = outsideDream(a);
    return a.tokens.map((_, k) => isOut(k));
  };
  it("each report in turn gets its own spans, not the last one's", () => {
    const first = outside(woke);
    expect(first.some(Boolean)).toBe(true);
    expect(outside(plain).some(Boolean)).toBe(false);
    expect(outside(woke)).toEqual(first);
    // the same report asked twice in a row answers the same
    expect(outside(woke)).toEqual(first);
  });
});
