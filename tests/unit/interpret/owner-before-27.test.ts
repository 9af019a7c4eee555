/**
 * ownerBefore answers what the pattern `${owner} \w+ ${surface}\b` answers, without building it.
 * Phrases written for this test.
 */
import { describe, expect, it } from "vitest";
import { ownerBefore } from "@/lib/interpret/owner-before";

const byPattern = (quote: string, owner: string, surface: string) => new RegExp(`${owner} \\w+ ${surface}\\b`).test(quote);

describe("ownerBefore", () => {
  it("finds an owner word, one word, then the surface", () => {
    expect(ownerBefore("we sat in his old house all day", "his", "house")).toBe(true);
    expect(ownerBefore("her brother's car", "her", "car")).toBe(false);
    expect(ownerBefore("in his big old house", "his", "house")).toBe(false);
    expect(ownerBefore("his old houses", "his", "house")).toBe(false);
    expect(ownerBefore("this old house", "his", "house")).toBe(true);
  });

  it("agrees with the pattern on every owner word, edge and surface tried", () => {
    const owners = ["his", "her", "their", "its", "'s", "’s"];
    const surfaces = [
      "house",
      "car keys",
      "dog",
      "mother-in-law",
      "o'clock",
      "rock'n'roll",
      "ex-",
      "sister's",
      "a",
      "2nd floor",
      "é",
      "café",
    ];
    const quotes = [
      "his old house",
      "this old house.",
      "her new car keys were gone",
      "the dog's big dog ran",
      "their  dog",
      "its own dog",
      "my sister's sister's friend",
      "his favourite mother-in-law",
      "the man's big ex-wife",
      "her old ex- boss",
      "his best rock'n'roll",
      "her bad o'clock",
      "its 3 2nd floor",
      "his x a",
      "his x ab",
      "her_x dog",
      "his dog dog",
      "his  old house",
      "her old café",
      "her old é",
      "his his big house",
      "its_ old dog",
      "",
    ];
    for (const quote of quotes)
      for (const owner of owners)
        for (const surface of surfaces)
          expect(ownerBefore(quote, owner, surface), `${quote} | ${owner} | ${surface}`).toBe(byPattern(quote, owner, surface));
  });

  it("leaves a surface with a pattern's special characters to the pattern", () => {
    // ("c++" is no pattern at all: both throw, as the pattern alone did)
    expect(() => ownerBefore("his big c++ book", "his", "c++")).toThrow();
    expect(() => byPattern("his big c++ book", "his", "c++")).toThrow();
    expect(ownerBefore("his big a.m. alarm", "his", "a.m.")).toBe(byPattern("his big a.m. alarm", "his", "a.m."));
  });
});
