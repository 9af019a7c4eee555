import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { focusOf } from "@/lib/interpret/focus";
import { interpretOffline } from "@/lib/interpret/offline";

// Every dream in this file was written for these tests.
const focus = (text: string) => focusOf(analyze(text));

describe("focus: the thing a dream keeps returning to", () => {
  it.each([
    {
      dream:
        "In my aunt's garden I found a small wooden box under a hedge. The box was painted with birds. I carried it slowly into the house because I didn't want to drop it. I opened the box and it was empty.",
      noun: "box",
      kind: "found",
      words: "I found a small wooden box under a hedge",
    },
    {
      dream:
        "I was at the station with my brother. I realised I had left my blue coat on the train. I ran back to get it but the doors closed and the train pulled away with it. Later I saw my coat in a shop window.",
      noun: "coat",
      kind: "lost",
      words: "I had left my blue coat on the train",
    },
    {
      dream:
        "I was building a boat in my garage. It was made of old doors. I painted it blue and sanded it all evening. In the morning the boat was ready and my father came to see it.",
      noun: "boat",
      kind: "made",
      words: "I was building a boat in my garage",
    },
    {
      dream:
        "My grandfather handed me a brass compass. I held the compass in my palm. The compass needle spun and spun, and I kept the compass in my pocket.",
      noun: "compass",
      kind: "given",
      words: "My grandfather handed me a brass compass",
    },
  ])("finds $noun, $kind", ({ dream, noun, kind, words }) => {
    const f = focus(dream)!;
    expect(f.noun).toBe(noun);
    expect(f.relation).toMatchObject({ kind, words });
    expect(dream).toContain(f.relation!.words);
  });

  it("takes 'them' back to things named as several, and notes the care the dreamer takes", () => {
    const dream =
      "I found four glass marbles in the sand. Each marble had a tiny world inside. I picked them up and gently wrapped them in my scarf, as I didn't want to break them.";
    const f = focus(dream)!;
    expect(f.noun).toBe("marbles");
    expect(f.care).toBe("I picked them up and gently wrapped them in my scarf");
  });

  it("keeps 'it' and 'them' apart: a chain of pronouns holds to one number", () => {
    const f = focus(
      "In my grandmother's attic I found three old keys inside a shoe. Each key was rusty and had a number on it. I put them in my coat and carried them down the ladder.",
    )!;
    expect(f.noun).toBe("keys");
    expect(f.relation?.kind).toBe("found");
  });

  it("ignores an 'it' that points at nothing, people, and places that are only where the dream is", () => {
    expect(focus("It was raining. It was late and it seemed cold. I saw a lamp in the street.")).toBeUndefined();
    expect(focus("The doctor came in. The doctor looked at me. I asked the doctor a question and the doctor left.")).toBeUndefined();
    expect(
      focus("I was in the kitchen. In the kitchen there was a cat. Then I walked out of the kitchen into the garden."),
    ).toBeUndefined();
  });

  it("does not take a thing made of something, or making one's way, for the dreamer's work", () => {
    const f = focus("The walls were made of paper. I touched the paper. The paper was warm and I was making my way along the paper wall.");
    expect(f?.relation?.kind).not.toBe("made");
  });
});

describe("focus in the reading", () => {
  it("starts a dream with no drama from the thing left behind, and Freud asks where going back would lead", () => {
    const dream =
      "I was at the station with my brother. I realised I had left my blue coat on the train. I ran back to get it but the doors closed and the train pulled away with it. Later I saw my coat in a shop window.";
    const r = interpretOffline(dream);
    expect(r.summary).toContain("“I had left my blue coat on the train”");
    expect(r.psychologicalAnalysis).toMatch(/Freud (held|treated)/);
    expect(r.psychologicalAnalysis).toContain("your coat");
    expect(r.reflectionQuestions.some((x) => x.includes("your coat"))).toBe(true);
  });

  it("puts the thing dwelt on first among the symbol cards, named in its situation", () => {
    const r = interpretOffline(
      "In my grandmother's attic I found three old keys inside a shoe. Each key was rusty and had a number on it. I put them in my coat and carried them down the ladder.",
    );
    expect(r.symbols[0].symbol).toBe("key");
    expect(r.symbols[0].meaning).toMatch(/^The keys you found: /);
  });

  it("reads a find handled with care as a find, and names the care", () => {
    const dream =
      "I found four glass marbles in the sand. Each marble had a tiny world inside. I picked them up and gently wrapped them in my scarf, as I didn't want to break them.";
    const r = interpretOffline(dream);
    expect(r.summary).toContain("“I found four glass marbles in the sand”");
    expect(r.summary).toContain("gently wrapped them in my scarf");
    expect(r.psychologicalAnalysis).toContain("something fragile is in your keeping");
  });
});

describe("focus in the story", () => {
  it("tells what becomes of the thing, and keeps 'it was I found' in the right person", () => {
    const r = interpretOffline(
      "I was at my cousin's wedding in a big hall. The music was loud and people were dancing. When I went outside to see what it was I found a small wooden box under a hedge. The box was painted with birds. I carried it slowly into the hall. Later my cousin cut the cake and everyone cheered.",
    );
    expect(r.story).toContain("what it was you found a small wooden box under a hedge");
  });

  it("does not take arriving in time for making something", () => {
    const f = focus(
      "My passport was in my coat. I checked the passport twice at the desk. I hurried to the ferry but I didn't know whether I could make it. The passport slipped out on the dock.",
    );
    expect(f?.relation?.kind).not.toBe("made");
  });
});

describe("focus: no adjective stands for the thing", () => {
  it("does not take 'the expensive' for a thing found", () => {
    const f = focus(
      "At the market I found the expensive one my sister liked. I looked at the expensive for a long time. I wondered if the expensive was worth it, and I bought the expensive.",
    );
    expect(f?.noun ?? "").not.toMatch(/^expensive/);
  });
});
