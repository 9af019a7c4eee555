import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const all = (dream: string) => interpretOffline(dream).psychologicalAnalysis;
const everyday = (dream: string) => all(dream).split("\n\n").at(-1) ?? "";

describe("the practical note built from this dream's people and acts", () => {
  it("reads the dreamer's anger at someone known by who that is", () => {
    const d = "I yelled at my brother in the garage. Then I went to bed.";
    expect(everyday(d)).toMatch(
      /You turn on your brother here, “I yelled at my brother in the garage”: is there something you have held back from them, or from someone in their place/,
    );
    expect(everyday(d)).not.toMatch(/may be saying what you have not/);
  });

  it("reads kindness to a stranger as giving where nothing is owed", () => {
    const d = "I was at a party and I gave a stranger my coat. Later I drove home.";
    expect(everyday(d)).toMatch(/with no claim on you|is no one you know/);
    expect(everyday(d)).not.toMatch(/ask where you give like this awake/);
  });

  it("reads a glad feeling brought by someone by that person, not by what has 'done that to you'", () => {
    const d = "I was at the beach. I was happy because my aunt Rosa came to visit. Then we went home and I cooked dinner.";
    expect(everyday(d)).toMatch(/Rosa is part of what brings on your happiness/);
    expect(everyday(d)).toMatch(/What does Rosa give you awake/);
    expect(everyday(d)).not.toMatch(/make the practical thread|done that to you lately/);
  });

  it("reads a feeling with no one in its scene by its cause alone (does not name anyone)", () => {
    const d = "I was at the beach. I was upset because the tide took my towel. Later we swam in the sea and ate lunch.";
    expect(everyday(d)).toMatch(/weighs on you the way “the tide took my towel”/);
    expect(everyday(d)).not.toMatch(/is part of what brings on|Who stirs/);
  });
});

describe("a companion read by who they are to the dreamer", () => {
  it("reads a friend beside the dreamer as a strength lent out, not 'describe X in a word or two'", () => {
    const d = "I walked through the town with my friend Dora. We talked about the weather and bought bread. Dora and I sat on a bench.";
    expect(all(d)).toMatch(/a friend beside you in a dream, for Jung, often carries a strength of your own/);
    expect(all(d)).not.toMatch(/in a word or two/);
  });
});

describe("a symbol in the situation of its own sentence", () => {
  it("names the place where the dreamer works and the device that fails", () => {
    const d = "I was at the office where I work as a clerk. The phone wouldn't connect.";
    expect(all(d)).toMatch(/[Tt]he office where you work/);
    expect(all(d)).toMatch(/[Tt]he phone that will not work for you/);
  });

  it("keeps the bare noun when the symbol is only scenery (does not fire)", () => {
    const d = "I visited an office downtown. A phone sat on the desk.";
    expect(all(d)).not.toMatch(/where you work|will not work for you/);
  });
});
