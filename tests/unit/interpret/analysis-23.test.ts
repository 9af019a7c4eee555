import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

// Session 23: the Jungian and Freudian paragraphs argue from what happens in THIS dream, not from stock
// frames that stood in hundreds of dreams (the day before, the mother archetype, "fear marks where…").
const all = (dream: string) => interpretOffline(dream).psychologicalAnalysis;
const paras = (dream: string) => all(dream).split("\n\n");
const jung = (dream: string) => paras(dream)[0] ?? "";

const DAY_RESIDUE = /day before|free association|fixed meaning|left-over of the day|from a book|reason of its own/;

describe("Freud on a dream with no shape reads what happens, not 'the day before'", () => {
  it("reads a task the dreamer labours at", () => {
    const r = all("I was in a big library. I had to carry forty heavy boxes up to the top shelf.");
    expect(r).not.toMatch(DAY_RESIDUE);
    // (the summary quotes the task already, and a sentence without its words would stand in any dream: Freud reads what else happens)
    expect(r).not.toMatch(/all that effort|What you try to do here is/);
  });

  it("reads someone else's deed, quoted whole", () => {
    const dream = "I was at a lake with my family. My brother swam across the lake to the far shore.";
    const r = all(dream);
    expect(r).not.toMatch(DAY_RESIDUE);
    // (quoted once in the reading: when the summary has quoted the deed, Freud names its doer without the words again)
    const { summary } = interpretOffline(dream);
    expect(`${summary} ${r}`).toContain("“My brother swam across the lake to the far shore”");
    // (session 25: someone else's deed is read by whom it falls on, not by "is it something you would like to do yourself")
    expect(r).toMatch(/The act here is your brother's|The deed is your brother's|your brother does one|your brother has a deed of his own/);
  });

  it("reads where the dream breaks off", () => {
    const r = all(
      "I was at a fair. I watched the crowd for a while. Then I saw a juggler. The juggler threw five torches into the air. I looked at the stalls.",
    );
    expect(r).toMatch(
      // (session 25: a close that is the dreamer's own act is read as the step the dream stops; session 26: a look, as a look)
      /Freud would start from where the dream stops, “I looked at the stalls”|The dream breaks off at “I looked at the stalls”|The last thing you do in the dream is “I looked at the stalls”|The dream stops on your own act, “I looked at the stalls”|The dream ends on your looking \(“I looked at the stalls”\)/,
    );
  });

  it("says nothing for Freud when nothing happens, rather than a stock line", () => {
    const r = all("I was sitting in a park under a big tree. Some clouds went by.");
    expect(r).not.toMatch(DAY_RESIDUE);
    expect(r).not.toMatch(/Freud/);
  });
});

describe("a relative is read by what they do, not by a stock archetype line", () => {
  it("a sister met again is read through her own act", () => {
    const d =
      "I was at my aunt's farm with my sister. My sister fed the goats in the yard. Later my sister climbed onto the barn roof. I looked at the fields.";
    expect(jung(d)).toContain("Jung would read your sister by what she does here, “My sister fed the goats in the yard”");
    expect(all(d)).not.toMatch(/embod(y|ies) that you share|mirror a side of yourself, as family figures/);
  });

  it("a parent who only appears gets no 'mother archetype' line", () => {
    const d = "I was in my old bedroom. My mother was there. Later my mother was there again, near the window. The walls were yellow.";
    expect(all(d)).not.toMatch(/mother archetype|touches the maternal/);
  });
});

describe("a feeling is read with its reason whole", () => {
  it("a reason that hangs on the feeling ('to open the door') comes with the feeling's words", () => {
    const r = all("I was in a dark hallway. I was afraid to open the door at the end.");
    expect(r).toContain("“I was afraid to open the door at the end”");
    expect(r).not.toMatch(/“to open the door at the end”/);
    // (nor the feeling cut before its reason)
    expect(r).not.toMatch(/“I was afraid to open”/);
  });

  it("a cause with someone's act is read by who does it, for Jung", () => {
    const r = jung("I was walking home from work. A big dog bit my leg and I was terrified.");
    expect(r).not.toMatch(/marks where the ego meets something it does not yet feel ready for; here that something is/);
  });
});

describe("a wish the dream names is set against what the dream does with it", () => {
  it("a wish followed by a mishap is read as the wish and its censor", () => {
    const r = all("I wanted to buy a red bicycle. I went to the shop but I dropped my wallet in the river.");
    expect(r).toContain(
      "The dream names a wish — “I wanted to buy a red bicycle” — and then something goes wrong: “I dropped my wallet in the river”",
    );
    expect(r).not.toMatch(/this one says its wish aloud/);
  });
});

describe("looking on is read through the one the dreamer watches", () => {
  it("names who acts and what they do", () => {
    const r = jung(
      "I was at a fair. I watched the crowd for a while. Then I saw a juggler. The juggler threw five torches into the air. I looked at the stalls.",
    );
    expect(r).toContain("you look on while the juggler acts (“The juggler threw five torches into the air”)");
    expect(r).not.toMatch(/audience of your own life/);
  });
});
