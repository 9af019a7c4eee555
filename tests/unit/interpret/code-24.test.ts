import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

type Found = { type: string; initiator: string; recipient: string };
const coded = (text: string, type: string): Found[] =>
  interpretOffline(text)
    .interactions.filter((i) => i.type === type)
    .map((i) => ({ type: i.type, initiator: i.initiator, recipient: i.recipient }));
const misfortunes = (text: string) => interpretOffline(text).outcomes.filter((o) => o.type === "misfortune");

describe("help in trouble", () => {
  it("is friendliness when a life preserver is thrown or handed out", () => {
    expect(coded("Our ferry sank. The captain threw me a life preserver.", "friendliness")).toEqual([
      { type: "friendliness", initiator: "the captain", recipient: "you" },
    ]);
    expect(coded("The bus rolled into a river. The driver hands out life jackets. I take one.", "friendliness")).toEqual([
      { type: "friendliness", initiator: "the driver", recipient: "you" },
    ]);
  });

  it("is no help when a rope is only thrown over a branch", () => {
    expect(coded("My uncle threw a rope over the branch to hang a swing.", "friendliness")).toEqual([]);
  });

  it("is friendliness when someone talks the dreamer through a difficulty", () => {
    expect(coded("I froze on the ladder. My sister talked me through it.", "friendliness")).toEqual([
      { type: "friendliness", initiator: "your sister", recipient: "you" },
    ]);
  });

  it("is nothing in talking through the night, or seeing someone through a window", () => {
    expect(coded("We talked through the night about the old farm.", "friendliness")).toEqual([]);
    expect(coded("I saw my neighbour through the window of the bakery.", "friendliness")).toEqual([]);
  });
});

describe("a fault found in words", () => {
  it("is aggression toward the one whose doing is called wrong", () => {
    const found = coded("I took the left fork, and my father said this was the wrong road.", "aggression");
    expect(found).toEqual([{ type: "aggression", initiator: "your father", recipient: "you" }]);
  });

  it("is nothing when nothing is called wrong, or a thing goes wrong by itself", () => {
    expect(coded("My father asked what was wrong with the car.", "aggression")).toEqual([]);
    expect(coded("My father said nothing was wrong with the boat.", "aggression")).toEqual([]);
    expect(coded("My father said something went wrong with the engine.", "aggression")).toEqual([]);
  });
});

describe("a refusal put in words", () => {
  it("is aggression from the one who forbids, to the dreamer", () => {
    expect(coded("The usher told me I couldn't come in.", "aggression")).toEqual([
      { type: "aggression", initiator: "the usher", recipient: "you" },
    ]);
    const quoted = coded('My aunt baked a pie. She was like, "you are not allowed to eat it until dinner."', "aggression");
    expect(quoted).toContainEqual({ type: "aggression", initiator: "your aunt", recipient: "you" });
  });

  it("is nothing when the speaker says what they cannot do themselves, or the dreamer does", () => {
    expect(coded("My uncle said he couldn't come to the party.", "aggression")).toEqual([]);
    expect(coded('My teacher asked me to sing. I said, "I can\'t sing."', "aggression")).toEqual([]);
  });
});

describe("an end named in the dream, not 'someone'", () => {
  it("binds 'we' to the one the dreamer is with", () => {
    expect(coded("I was in a barn with a farmer's daughter. We started kissing.", "sexuality")).toEqual([
      { type: "sexuality", initiator: "you", recipient: "the farmer's daughter" },
    ]);
    expect(coded("Tomas and I hug at the gate.", "friendliness")).toEqual([{ type: "friendliness", initiator: "you", recipient: "Tomas" }]);
  });

  it("binds a pronoun to the nearest person before it who fits", () => {
    const found = coded("I sat beside a woman at the market. She is rude and will not let me touch the apples.", "aggression");
    expect(found).toContainEqual({ type: "aggression", initiator: "a woman", recipient: "you" });
    expect(found.some((f) => f.initiator === "someone")).toBe(false);
  });

  it("binds the owner of a body part aimed at", () => {
    expect(coded("Two strangers came to the door. I fired a shot at their feet.", "aggression")).toEqual([
      { type: "aggression", initiator: "you", recipient: "two strangers" },
    ]);
  });

  it("leaves an end open when no one fits", () => {
    expect(coded("We started kissing.", "sexuality")).toEqual([{ type: "sexuality", initiator: "you", recipient: "someone" }]);
  });
});

describe("outcomes that are not misfortunes", () => {
  it("a fire the dreamer puts out or lights is no mishap to the dreamer", () => {
    expect(misfortunes("I blew some air on the fire and it went out.")).toHaveLength(0);
    expect(misfortunes("We lit a fire on the beach and sat by it.")).toHaveLength(0);
  });

  it("a fire that breaks out still is", () => {
    expect(misfortunes("A fire started in the barn and spread to the house.")).toHaveLength(1);
  });

  it("a harm only feared to have happened is no misfortune", () => {
    expect(misfortunes("There was a loud bang and I was afraid my brother had gotten hurt.")).toHaveLength(0);
    expect(misfortunes("There was a loud bang and my brother got hurt.")).toHaveLength(1);
  });
});

describe("someone else's mood", () => {
  it("is no hostility when the next sentence says it was not at the dreamer", () => {
    const text = "I called my cousin back from the city. He returned and looked quite annoyed. But it wasn't because of me.";
    expect(coded(text, "aggression")).toEqual([]);
  });
});

describe("a quantifier after the subject", () => {
  it("leaves the verb a verb", () => {
    expect(misfortunes("In the flood my two uncles all died.")).toHaveLength(1);
  });
});

describe("a thing of the doer's own", () => {
  it("shared with someone is friendliness to them, not to the doer", () => {
    expect(coded("Loretta offered to share her sandwich with me.", "friendliness")).toEqual([
      { type: "friendliness", initiator: "Loretta", recipient: "you" },
    ]);
  });

  it("picked up for a blow is no kindness to the one struck", () => {
    expect(coded("I picked up my hammer to keep smashing the robot's guard.", "friendliness")).toEqual([]);
  });
});

describe("a complaint told to someone", () => {
  it("is aimed at the one complained of", () => {
    expect(coded("My cousin took my kite. I complained to Mom about him.", "aggression")).toContainEqual({
      type: "aggression",
      initiator: "you",
      recipient: "your cousin",
    });
  });

  it("is not aimed at the one told when it is about a thing", () => {
    expect(coded("I complained to the guide that there wasn't enough room on the bus.", "aggression")).toEqual([]);
  });
});

describe("taken along somewhere", () => {
  it("to a treat or a visit is friendliness", () => {
    expect(coded("My sister took me to the fair.", "friendliness")).toEqual([
      { type: "friendliness", initiator: "your sister", recipient: "you" },
    ]);
  });

  it("by the police or a kidnapper is none", () => {
    expect(coded("The police took me to the station.", "friendliness")).toEqual([]);
    expect(coded("The kidnapper took me to a park.", "friendliness")).toEqual([]);
  });
});

describe("a refusal in quoted words", () => {
  it("is evidenced by the words that forbid", () => {
    const found = interpretOffline('My aunt baked a pie. She was like, "you are not allowed to eat it until dinner."').interactions;
    expect(found.map((i) => i.evidence)).toContain("you are not allowed to eat it until dinner");
  });
});

describe("a quantifier after a thing", () => {
  it("makes no verb, and no character, of what follows", () => {
    const { characters } = interpretOffline("The paintings on the wall had changed and it all looked very alien.");
    expect(characters.map((c) => c.label)).not.toContain("an alien");
  });
});
