/**
 * The engine reads compromise's lexicon from a snapshot (compromise-tags.ts) instead of importing
 * compromise at every start. The snapshot must be compromise's table word for word: after an
 * upgrade of compromise this fails until `npx tsx bench/compromise-tags.ts` is run again.
 */
import { describe, expect, it } from "vitest";
import nlp from "compromise/two";
import { COMPROMISE_VERSION, TAGGED_WORDS } from "@/lib/interpret/compromise-tags";
import { SEPARATOR } from "@/lib/interpret/compromise-tags-format";
import { isFirstName, isLexAdjective, isLexNoun, isLexVerb, isPlaceOrOrg, nameSex, tagsOf } from "@/lib/interpret/words";

const live = (nlp as unknown as { model(): { one: { lexicon: Record<string, string | string[]> } } }).model().one.lexicon;

describe("compromise's lexicon, snapshot", () => {
  it("is taken from the installed compromise", () => {
    expect(COMPROMISE_VERSION).toBe((nlp as unknown as { version: string }).version);
  });

  it("holds every word of compromise/two with the same tags in the same order, and no other", () => {
    const snapshot: Record<string, string | string[]> = {};
    for (const [tags, words] of TAGGED_WORDS)
      for (const w of words.split(SEPARATOR)) snapshot[w] = tags.includes(",") ? tags.split(",") : tags;
    expect(Object.keys(snapshot).length).toBe(Object.keys(live).length);
    for (const [w, tags] of Object.entries(live)) expect(snapshot[w], w).toEqual(tags);
  });

  it("answers the word classes as compromise does", () => {
    for (const w of ["walked", "ran", "a lot", "house", "children", "kitchen", "blue", "sarah", "paris", "qwzx", "constructor"])
      expect([...tagsOf(w)], w).toEqual(w in live || w === "constructor" ? (Array.isArray(live[w]) ? live[w] : [live[w]]) : []);
    expect(isLexVerb("ran")).toBe(true);
    expect(isLexNoun("house")).toBe(true);
    expect(isLexNoun("children")).toBe(true);
    expect(isLexAdjective("blue")).toBe(true);
    expect(isFirstName("sarah")).toBe(true);
    expect(nameSex("sarah")).toBe("f");
    expect(isPlaceOrOrg("paris")).toBe(true);
    expect(isLexVerb("qwzx")).toBe(false);
  });
});
