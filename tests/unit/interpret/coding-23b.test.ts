/**
 * Session 23b coding fixes: "after me" in a queue is no pursuit; a denied feeling, a denied sexual
 * scene and denied luck code nothing; an unknown verb after "I" still makes an event; a device that
 * starts smoking and one vehicle hitting another are misfortunes. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const of = (text: string, type: string) =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === type)
    .map((x) => `${x.initiator} → ${x.recipient}`);
const outcomes = (text: string, type: string) =>
  interpretOffline(text)
    .outcomes.filter((o) => o.type === type)
    .map((o) => o.evidence);

describe("coding fixes 23b", () => {
  it("coming after the dreamer in a queue or on an errand is no pursuit; with a knife it is", () => {
    expect(of("My uncle came after me in line at the post office.", "aggression")).toEqual([]);
    expect(of("A stranger came after me with a knife.", "aggression")).toEqual(["a stranger → you"]);
  });

  it("a hostile feeling denied is no aggression; one stated is", () => {
    expect(of("I told my aunt about the vase and she wasn't angry with me.", "aggression")).toEqual([]);
    expect(of("I told my aunt about the vase and she was angry with me.", "aggression")).toEqual(["your aunt → you"]);
  });

  it("a sexual scene denied is not sexuality", () => {
    expect(of("I lay on the sofa next to my coworker Dana but it wasn't sexual.", "sexuality")).toEqual([]);
  });

  it("luck denied, in any degree, is no good fortune", () => {
    expect(outcomes("My cousin got away but my uncle wasn't so lucky.", "good fortune")).toEqual([]);
    expect(outcomes("I was so lucky.", "good fortune")).toHaveLength(1);
  });

  it("a verb the lexicon lacks, after 'I' and before its object, makes an event", () => {
    expect(outcomes("I smack my head on the cupboard.", "misfortune")).toHaveLength(1);
    expect(outcomes("I kinda think so.", "misfortune")).toEqual([]);
  });

  it("a device that starts smoking and a vehicle that hits another are misfortunes", () => {
    expect(outcomes("The toaster started smoking.", "misfortune")).toHaveLength(1);
    expect(outcomes("We were on the highway. Then it hits another car.", "misfortune")).toHaveLength(1);
    expect(outcomes("The toaster was smoking hot bread.", "misfortune")).toEqual([]);
  });

  it("cloth that tears on its own and one vehicle hitting another are misfortunes; tears of crying are not", () => {
    expect(outcomes("The seat tears when I sit down on the train.", "misfortune")).toHaveLength(1);
    expect(outcomes("The van hits another car.", "misfortune")).toHaveLength(1);
    expect(outcomes("I saw her tears and hugged her.", "misfortune")).toEqual([]);
  });

  it("a plural noun of a compound is not read as a verb", () => {
    expect(outcomes("The car keys were on the table.", "misfortune")).toEqual([]);
  });
});
