/**
 * Session 27: the Jungian and Freudian paragraphs argue from what happens in this dream — who does
 * what to whom, what kind of act it is, how a fall or a chase goes — instead of a stock line with a
 * name put in. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { companionMoment, doneTo } from "@/lib/interpret/reading-jung";
import { fallFreud } from "@/lib/interpret/arc-readings";
import { FREUD_SYMBOL } from "@/lib/interpret/reading-voices";

const analysis = (text: string) => interpretOffline(text).psychologicalAnalysis;

describe("someone beside you, read by the kind of moment, never 'in a word or two'", () => {
  it("reads talk as talk", () => {
    const a = analysis("My friend Lena and I were talking in the kitchen about school. Lena laughed. We sat there until dark.");
    expect(a).not.toMatch(/in a word or two/);
  });

  it("tells talk, a meeting, care and company apart, and says nothing of a bare presence", () => {
    expect(companionMoment("Ezra and I were talking about the rides", "Ezra", "“x”", false, "is")).toMatch(/is talk/);
    expect(companionMoment("I met Ann at the gate", "Ann", "“x”", false, "is")).toMatch(/come upon Ann/);
    expect(companionMoment("I was curling her hair", "Dora", "“x”", false, "is")).toMatch(/You do something for Dora/);
    expect(companionMoment("I was riding with my dad on a tram", "your father", "“x”", false, "is")).toMatch(/along for what you do/);
    expect(companionMoment("I turned and there was Preston", "Preston", "“x”", false, "is")).toBeNull();
  });
});

describe("'what you do to' someone only for a deed done to them", () => {
  it("counts a deed on the person, not company or a look", () => {
    expect(doneTo("I sprayed my boyfriend with a hose", "your boyfriend")).toBe(true);
    expect(doneTo("I had to carry my mother up the stairs", "your mother")).toBe(true);
    expect(doneTo("I marked Jim", "Jim")).toBe(true);
    expect(doneTo("I was riding with my dad on a tram", "your father")).toBe(false);
    expect(doneTo("I was talking to her father", "her father")).toBe(false);
    expect(doneTo("I saw her at the shop", "Ann")).toBe(false);
  });

  it("does not say 'what you do to your father' of a ride together", () => {
    const a = analysis(
      "Dad and I were riding together on a tram to the coast. My father looked out of the window. We got off at the pier.",
    );
    expect(a).not.toMatch(/what you do to your father/);
  });
});

describe("a gift is not help, and help is not 'from no history' when the helper has a place", () => {
  it("asks what a stranger's gift offers you", () => {
    const a = analysis("A man gave me a bottle of wine at the party. I drank it.");
    expect(a).not.toMatch(/Help comes from someone the dream gives you no history with/);
    expect(a).toMatch(/being offered to you/);
  });

  it("asks after a friend's gift as a gift, not a rescue", () => {
    const a = analysis("My friend Dana hugged me at the station. I was so happy. Dana gave me a book.");
    expect(a).not.toMatch(/ask Dana for help like that/);
  });
});

describe("Freud on a fall, by its kind", () => {
  it("reads a near fall, a stumble and a drop each its own way, never as temptation", () => {
    expect(fallFreud("“I almost fell off the roof”")).toMatch(/only nearly taken/);
    expect(fallFreud("“I tripped and fell to the ground”")).toMatch(/stumble/);
    expect(fallFreud("“I fell from a cliff”")).toMatch(/The drop in/);
    for (const e of ["“I almost fell off the roof”", "“I tripped”", "“I fell from a cliff”", "“I fell”"])
      expect(fallFreud(e)).not.toMatch(/temptation/);
  });

  it("does not decode the fall again after reading it", () => {
    const a = analysis("I was hiking with my friends and I fell from a cliff into the sea. I woke up.");
    expect(a).not.toMatch(/temptation/);
  });
});

describe("the dreamer's own hostility, by what it is", () => {
  it("reads a grab at a person as holding on, not as taking", () => {
    const a = analysis("I grabbed Tom by the arm in the hallway. He shouted.");
    expect(a).toMatch(/You take hold of Tom yourself/);
    expect(a).not.toMatch(/what you take from Tom/);
  });
});

describe("a threat with no answer, read by the kind of act", () => {
  it("reads teasing as a jibe", () => {
    const a = analysis("My brother kept teasing me about my hair at dinner. I was embarrassed.");
    expect(a).toMatch(/mockery/);
    expect(a).not.toMatch(/a dream gives it another's face/);
  });

  it("reads a grab at your bag as no capture of you", () => {
    const a = analysis("The man grabbed my bag and ran. He laughed at me. I was scared.");
    expect(a).not.toMatch(/gets hold of you here/);
  });
});

describe("a chase, read by who gives it", () => {
  it("reads a faceless pursuer as faceless", () => {
    const a = analysis("Someone was chasing me through a dark forest and I could not see who. I kept running.");
    expect(a).toMatch(/never shows who is after you|no face/);
  });

  it("reads a pack of pursuers as many", () => {
    const a = analysis("A gang of men chased me down the street. I hid in a shop.");
    expect(a).toMatch(/several of them|pack of pursuers|crowd of your own/);
  });
});

describe("a surprise is asked after as a surprise, not as uncertainty", () => {
  it("does not ask what left you unsure", () => {
    const a = analysis("I was at a party and I was surprised when the band played my song.");
    expect(a).not.toMatch(/as unsure as/);
  });
});

describe("Freud on a symbol does not repeat the book meaning in a stock frame", () => {
  it("has no 'He would also read' wording", () => {
    for (const v of FREUD_SYMBOL) expect(v.toString()).not.toMatch(/He would also read/);
  });
});
