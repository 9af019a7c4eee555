import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

// Dreams written for this test.
const misfortunes = (text: string) => interpretOffline(text).outcomes.filter((o) => o.type === "misfortune");

describe("an illness named as a noun", () => {
  it("a fit, a seizure or a panic attack befalls the one who has it", () => {
    expect(misfortunes("The boy across the street was having a fit and an ambulance came.")[0]?.who).toBe("the boy");
    expect(misfortunes("My sister had a seizure in the school hall.")[0]?.who).toBe("your sister");
    expect(misfortunes("Halfway up the tower Paul had a panic attack.")[0]?.who).toBe("Paul");
  });
  it("is the relative's, not the dreamer's who names the relative", () => {
    expect(misfortunes("My father had a heart attack in the kitchen.")[0]?.who).toBe("your father");
  });
  it("a fit about something is a tantrum, and clothes that fit are no illness", () => {
    expect(misfortunes("The shoes didn't fit, so I had a fit about it.")).toEqual([]);
  });
});

describe("dislike is friction, not the dream's threat", () => {
  it("someone who does not like the dreamer gives no threat shape", () => {
    const r = interpretOffline(
      "I was back at my old school, minding a little girl. She didn't seem to like me very much. We sat in the library. I read her a story about ducks. Her mother came to collect her. I walked home alone through the park.",
    );
    expect(r.interactions.some((i) => i.type === "aggression")).toBe(true);
    expect(r.arc.type).not.toBe("threat");
  });
});

describe("a bite to eat", () => {
  it("is food, not a bite", () => {
    const symbols = (t: string) => interpretOffline(t).symbols.map((s) => s.symbol);
    expect(symbols("Before the meeting I had to fix a quick bite of lunch in my kitchen.")).not.toContain("bite");
    expect(symbols("A black dog ran up and bit me on the leg.")).toContain("bite");
  });
});

describe("a stumble and a fear of being caught", () => {
  const aggression = (t: string) => interpretOffline(t).interactions.filter((i) => i.type === "aggression");
  it("tripping on or over someone or something is a stumble, not an attack", () => {
    expect(aggression("The hall was full of suitcases. I even tripped over them.")).toEqual([]);
    expect(misfortunes("The hall was full of suitcases. I even tripped over them.")[0]?.who).toBe("you");
    expect(aggression("My cousin tripped me in the hallway.")[0]?.recipient).toBe("you");
  });
  it("not wanting to be caught is no one catching the dreamer", () => {
    expect(aggression("I slipped out of the office because I didn't want to get caught reading comics.")).toEqual([]);
    expect(aggression("We crouched behind the shed to avoid getting caught.")).toEqual([]);
  });
});

describe("the subject of a sentence that opens on an 'as …' clause", () => {
  it("is its main clause's, for a 'he' in the sentence after", () => {
    const r = interpretOffline(
      "I was picking out fruit at a market stand. The grocer was talking me into taking plums. As he was bagging them, Oscar wandered over. He gave me a hug and we chatted.",
    );
    expect(r.interactions.find((i) => i.evidence.includes("hug"))?.initiator).toBe("Oscar");
  });
});

describe("pests got rid of", () => {
  it("are not read as a hostile wish toward someone", () => {
    const r = interpretOffline("I lit a candle and was burning tiny ants on my sleeve as they crawled about.");
    expect(r.psychologicalAnalysis).not.toMatch(/hostile wish|angry with and polite/);
  });
});

describe("instruments on a panel", () => {
  it("are gauges, not music", () => {
    const symbols = (t: string) => interpretOffline(t).symbols.map((s) => s.symbol);
    expect(symbols("There was an old control panel made of instruments and screens set into oak.")).not.toContain("music");
    expect(symbols("She played a strange instrument at the party and everyone sang.")).toContain("music");
  });
});

describe("liking to do something", () => {
  it("is no friendliness toward the other verb's object", () => {
    const friendly = (t: string) => interpretOffline(t).interactions.filter((i) => i.type === "friendliness");
    expect(friendly("My coach says they always like to have someone by the pool till closing.")).toEqual([]);
    expect(friendly("My cousin Ruth liked me a lot.").length).toBe(1);
  });
});

describe("eating them", () => {
  it("after food named without a determiner is eating food, not people", () => {
    const aggression = (t: string) => interpretOffline(t).interactions.filter((i) => i.type === "aggression");
    expect(aggression("My friends brought cookies. We ate them all.")).toEqual([]);
    expect(aggression("The zombies caught my brothers and ate them.").length).toBeGreaterThan(0);
  });
});

describe("things that are not people or animals", () => {
  const cast = (t: string) => interpretOffline(t).characters.map((c) => c.label);
  it("someone's boxers are shorts, and some turkey is food", () => {
    expect(cast("Matthew's boxers were on the floor of the bathroom.")).not.toContain("Matthew's boxers");
    expect(cast("After I reach the cellar I'll dig out some turkey for a stew.")).toEqual(["you, the dreamer"]);
    expect(cast("A turkey chased me across the farm.")).toContain("a turkey");
  });
});

describe("a denial of memory", () => {
  it("is no failure of the act it is about", () => {
    const r = interpretOffline("We went shopping at the market. I can't remember what we bought, but we carried big bags home.");
    expect(r.outcomes.filter((o) => o.type === "failure")).toEqual([]);
  });
});
