import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { outsideDreamSpans } from "@/lib/interpret/waking-asides";
import { wakingSourceOf } from "@/lib/interpret/moments";

// Session 26b: what the writer adds from waking life — a sentence told after waking, a parenthesis of
// backstory — is not the dream's centre; and a few openings say less than they claim.
const summary = (dream: string) => interpretOffline(dream).summary;
const spans = (text: string) => outsideDreamSpans(text).map(([s, z]) => text.slice(s, z).trim());

describe("words outside the dream", () => {
  it("marks a sentence told after waking and a parenthesis of backstory", () => {
    const text = "I found an old coin. I showed it to my aunt. (I lost a coin like it as a boy.) I looked it up online after I woke up.";
    expect(spans(text)).toEqual(["(I lost a coin like it as a boy.)", "I looked it up online after I woke up."]);
  });

  it("keeps a waking inside the dream and a waking that opens it", () => {
    expect(spans("When I woke up I was in a cave. A bear came in. I ran out.")).toEqual([]);
    expect(spans("I was at sea. When I woke up in the dream, the boat was gone. I swam.")).toEqual([]);
  });

  it("does not take a dream's opening waking for a waking source", () => {
    expect(wakingSourceOf("I woke up with a sore throat. My room was green. We went to the market. We bought fruit.")).toBeUndefined();
    expect(wakingSourceOf("We went to the market and bought fruit. My cousin talked about trains. I woke up with a sore throat.")).toBe(
      "I woke up with a sore throat",
    );
  });

  it("does not read a loss told in a parenthesis as the dream's turn", () => {
    const aside = summary(
      "I owned a red pen. I put the pen in my bag. (That pen fell into a drain one day, and I never found the pen again.) Now I dug a hole to hide the pen so no one could take it.",
    );
    expect(aside).not.toMatch(/never found|losing hold|Loss sets/);
    // (told in the dream, the same loss is its turn)
    const told = summary(
      "I owned a red pen. I put the pen in my bag. Then I lost the pen on the train and I never found the pen again. I cried.",
    );
    expect(told).toMatch(/I lost the pen on the train/);
  });
});

describe("openings that claim less", () => {
  it("reads a complaint about the dreamer as a reproach, a blow as a move against you", () => {
    const complaint = summary(
      "I was at my office. My boss complained about me to the whole team. I went home and made soup. Later I walked the dog by the river.",
    );
    expect(complaint).toMatch(/finds fault with you|reproach/);
    expect(complaint).not.toMatch(/moves against you/);
    const blow = summary(
      "I was at my office. My boss hit me with a heavy stick. I went home and made soup. Later I walked the dog by the river.",
    );
    expect(blow).not.toMatch(/finds fault|reproach/);
  });

  it("does not call a meeting what passes between you", () => {
    const met = summary(
      "I was at the harbour. I met Tomas by the boats. We walked along the pier. Tomas told me about his new job. Tomas laughed and waved.",
    );
    expect(met).toMatch(/Tomas/);
    expect(met).not.toMatch(/passes between you/);
  });

  it("does not take a flight somewhere for the dream's most vivid moment", () => {
    const s = summary(
      "I had a tame fox and flew to Peru with it. We stayed in a hotel by the sea. My cousin came along later. We went to a market and bought fruit.",
    );
    expect(s).not.toMatch(/most vivid moment|image the dream seems built around/);
    // (a thing that flies over the town is still vivid)
    const over = summary("We stayed in a hotel by the sea. My cousin came along later. A whale flew above the town. We went home.");
    expect(over).toMatch(/whale/);
  });
});

describe("a mood that ends is no mishap", () => {
  it("tells the end of a calm as the mood breaking, a thing gone as a mishap", () => {
    const mood = summary("I was sitting by a pond with my sister. We fed the ducks. Then a truck drove past and the calmness was gone.");
    expect(mood).toMatch(/mood breaks|the feeling goes with it/);
    expect(mood).not.toMatch(/mishap|trouble in this dream|goes wrong/);
    const thing = summary("I was sitting by a pond with my sister. We fed the ducks. Then a truck drove past and my bicycle was gone.");
    expect(thing).not.toMatch(/mood breaks|the feeling goes with it/);
  });
});
