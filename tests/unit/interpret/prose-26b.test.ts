import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { appealsTo, hurtsIn } from "@/lib/interpret/agent-words";
import { saidKind } from "@/lib/interpret/reading-spoken";
import { freudOnMishap } from "@/lib/interpret/reading-mishap";
import { FREUD_BY_CAUSE, FREUD_BY_FEELING } from "@/lib/interpret/reading-voices";
import type { Outcome } from "@/lib/interpret/coding";
import type { Names } from "@/lib/interpret/reading-kit";

const analysis = (dream: string) => interpretOffline(dream).psychologicalAnalysis;
const names = { of: (e: { label: string }) => e.label } as unknown as Names;
const mishap = (evidence: string): Outcome => ({ type: "misfortune", evidence, sent: 0 });

describe("someone known beside the dreamer is read by what the dream has the dreamer do with them", () => {
  it("a call for help is read as what the dreamer counts on them for", () => {
    expect(appealsTo("I tried to shout to Priya for help")).toBe(true);
    expect(appealsTo("I called to my neighbour, help me")).toBe(true);
  });
  it("someone else's cry, or a plain call, is no appeal of the dreamer's", () => {
    expect(appealsTo("he yelled for help from the roof")).toBe(false);
    expect(appealsTo("I called Priya about the party")).toBe(false);
  });
  it("no stock line on what a known person 'stands for' or what you are 'making room for'", () => {
    const out = analysis("I met Priya at the mall. We looked at shoes for a while. Then I went home.");
    expect(out).not.toMatch(/single quality|making room for/);
  });
});

describe("Freud on anger asks about this dream's target, not a temper 'held down by day'", () => {
  it("the feeling line names the feeling and what it is pinned on", () => {
    const line = FREUD_BY_FEELING.AN[1]("“I was furious at the plumber”", "fury");
    expect(line).toMatch(/the fury in “I was furious at the plumber” is really about/);
    expect(line).not.toMatch(/held down by day/);
  });
  it("the cause line asks whom the dreamer would rather have shown it to", () => {
    const line = FREUD_BY_CAUSE.AN[0]("“because the bus left without me”", "anger");
    expect(line).toMatch(/whom, awake, would you rather have shown it to/);
    expect(line).not.toMatch(/finds a target at night/);
  });
});

describe("a mishap with nothing of its own to read is left unread, not given a stock line", () => {
  it("a harm that comes close and misses is read as a near miss", () => {
    expect(freudOnMishap(mishap("a van nearly ran me over"), names)).toMatch(/comes close and misses/);
  });
  it("an accident no one causes is read as harm with the doer kept out of the scene", () => {
    expect(freudOnMishap(mishap("There was a bus accident"), names)).toMatch(/No one in the dream starts it/);
  });
  it("a bare mishap gets no 'punishment or a warning staged' line", () => {
    expect(freudOnMishap(mishap("the kind of trouble"), names)).toBeNull();
  });
});

describe("what the dreamer says is read by what the words do, past an opening 'oh,'", () => {
  it("an apology after an interjection is an apology", () => {
    expect(saidKind("Oh, sorry, I took you for my aunt")).toBe("apology");
    expect(saidKind("Well, I'm so sorry about the mess")).toBe("apology");
  });
  it("an opening 'oh' does not make plain words an apology", () => {
    expect(saidKind("Oh, you are here early")).toBe("other");
  });
});

describe("a blow is never read as help or kindness", () => {
  it("lashes or a slap are blows; a hand up is not", () => {
    expect(hurtsIn("my uncle gave me three lashes with a belt")).toBe(true);
    expect(hurtsIn("she slapped me across the face")).toBe(true);
    expect(hurtsIn("she helped me up the stairs")).toBe(false);
  });
  it("a relative's whipping is read as turning on the dreamer, not as a good turn", () => {
    const out = analysis("My uncle gave me three lashes with a belt. I cried in the barn.");
    expect(out).toMatch(/turns on you/);
    expect(out).not.toMatch(/does for you here|good turn|old wish granted/);
  });
});

describe("an animal image is read without the stock 'instinct with a will of its own'", () => {
  it("a real animal is asked after by what it is like and wants", () => {
    const out = analysis("A bear walked across the meadow. The grass was tall.");
    expect(out).toMatch(/what the bear is like to you, and what it wants/);
    expect(out).not.toMatch(/instinct with a will of its own/);
  });
});
