/**
 * The arc and its voices fit what happens (session 26): a threat needs someone who means it; a
 * disaster and an attack are not added into one danger; hiding with no one after you is no chase;
 * a few walks in a long dream are no journey; a hug is a reunion only after time apart; Jung on a
 * threat reads the deed done, not a stock line on "the shadow". Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { analyze } from "@/lib/interpret/analyze";
import { deedKind, deedJung } from "@/lib/interpret/threat-deeds";

const SHADOW_STOCK = /figure of the shadow: energy of your own/;

describe("a threat needs someone who means it", () => {
  it("a driver who does not see you is no one moving against you", () => {
    const a = analyze(
      "I was crossing the yard behind the depot. A truck backed out and the driver, who didn't see me, came too close, forcing me to jump aside. Then I went home and made soup.",
    );
    expect(a.arcs.main.type).not.toBe("threat");
  });

  it("a man who grabs you and drags you off is", () => {
    const a = analyze("A man grabbed me in the parking lot and dragged me toward his van. I screamed and kicked.");
    expect(a.arcs.main.type).toBe("threat");
  });
});

describe("a disaster and an attack are not one danger", () => {
  it("a flood with a stranger's shove keeps the flood's own voice", () => {
    const r = interpretOffline(
      "The river burst its banks and was flooding the valley, and the water was up to my chest. I was terrified. A man on the bridge pushed me once. The water was flooding the streets and I swam to the church steps. I climbed onto the roof and waited.",
    );
    expect(r.arc.type).toBe("threat");
    expect(r.arc.evidence[0]).toMatch(/flood/);
    expect(`${r.summary} ${r.psychologicalAnalysis}`).not.toMatch(/the man move|The deed is/);
  });

  it("a flood that only dates the scene is no danger in it", () => {
    const a = analyze("I walked down the main street. The square was busy, as it had been in the days before the fire. I bought bread.");
    expect(a.arcs.main.type).not.toBe("threat");
  });
});

describe("hiding", () => {
  it("from no one is not a chase", () => {
    const a = analyze("I hid behind the curtain at the party so my aunt would not ask me to sing. I hid there for an hour.");
    expect(a.arcs.main.type).not.toBe("pursuit");
  });

  it("from a man who is chasing you is", () => {
    const a = analyze("A man with a knife was chasing me through the mall. I hid behind the counter.");
    expect(a.arcs.main.type).toBe("pursuit");
  });
});

describe("a journey", () => {
  it("is not a few walks in a long dream about something else", () => {
    const a = analyze(
      "I was walking with my friend on a wide avenue. There was a dog ahead. I walked over the grass so I would miss it. I was in a shop. I saw some rings on a tray. I put two of them into my pocket. Stealing them made me feel sick. The clerk looked at me. I said nothing. I paid for gum. I walked out. Nobody stopped me. I waited for the tram. It was late. A baker said hello. He had a red beard. I did not know him. She asked about my aunt. I told her about the garden. She smiled. I was walking home later.",
    );
    expect(a.arcs.main.type).not.toBe("journey");
  });

  it("is the shape when the travel is the dream", () => {
    const a = analyze(
      "We were driving north along the coast. We drove through a small town. Then we drove up into the hills. We rode horses to a lake. We sailed across it at dusk.",
    );
    expect(a.arcs.main.type).toBe("journey");
  });
});

describe("a reunion", () => {
  it("is not a long hug with someone you see every day", () => {
    const a = analyze("My mother came into the kitchen. We held each other for a long time and I cried. Then we cooked dinner.");
    expect(a.arcs.main.type).not.toBe("reunion");
  });

  it("is a hug after years apart", () => {
    const a = analyze("My brother came to the door. I had not seen him in years. I hug him and we both cry.");
    expect(a.arcs.main.type).toBe("reunion");
  });
});

describe("Jung on a threat reads the deed", () => {
  it("knows a deed by its kind", () => {
    expect(deedKind("“two men abducted us”")).toBe("seize");
    expect(deedKind("“began to choke me”")).toBe("throat");
    expect(deedKind("“the dog bit my hand”")).toBe("bite");
    expect(deedKind("“they looked at me”")).toBeNull();
    expect(deedKind("“a bit of his ear was gone”")).toBeNull();
    expect(deedKind("“they fired at us”")).toBe("armed");
    expect(deedKind("“said I was fired”")).toBeNull();
    expect(deedKind("“she kicked me out of the band”")).toBeNull();
    expect(deedKind("“he catches me taking the cookies”")).toBeNull();
    expect(deedKind("“we were locked up last summer”")).toBeNull();
  });

  it("names the figure and quotes the deed", () => {
    const line = deedJung({ x: "the cat", X: "The cat", e: "“began to choke me”", has: true, them: "it", s: "s", mild: false });
    expect(line).toMatch(/The cat goes for your throat \(“began to choke me”\)/);
  });

  it("gives no deed reading when the words name no deed", () => {
    expect(deedJung({ x: "the man", X: "The man", e: "“he was there”", has: true, them: "him", s: "s", mild: false })).toBeNull();
  });

  it("never falls back on the stock shadow line", () => {
    for (const text of [
      "A lynx dropped onto my shoulders in the woods and began to choke me. I shook it loose.",
      "Two strangers grabbed me at the station and shut me in a van. They meant to kill me.",
      "A man punched me in the street. I fell down.",
    ]) {
      expect(interpretOffline(text).psychologicalAnalysis).not.toMatch(SHADOW_STOCK);
    }
  });
});

describe("getting away", () => {
  it("from an ambush is not called getting away from a pursuer", () => {
    const r = interpretOffline(
      "A lynx dropped onto my shoulders in the woods and began to choke me. I shook it loose and ran to the cabin.",
    );
    expect(r.psychologicalAnalysis).not.toMatch(/a pursuer often carries/);
  });
});

describe("an advance turned down", () => {
  it("is not read as a violation, nor as desire", () => {
    const r = interpretOffline("A man tried to kiss me on the bus. I was disgusted and pushed him away.");
    expect(r.summary).not.toMatch(/violation|forces something sexual|intrusion, not an encounter/);
    expect(r.arc.type).not.toBe("sexual-encounter");
  });

  it("an attempted rape still is a violation", () => {
    const r = interpretOffline("A man tried to rape me in the alley. I screamed.");
    expect(r.arc.type).toBe("threat");
    expect(r.summary).toMatch(/violation|intrusion, not an encounter/);
  });
});

describe("a disaster still to come", () => {
  it("is in the scene when the dreamer hurries to get out before it", () => {
    const a = analyze("We lit the fuse in the cellar. We scrambled up the steps to get clear before the explosion. I was terrified.");
    expect(a.arcs.main.type).toBe("threat");
  });
});

describe("what is not an attack in the dream", () => {
  it("being kicked off a team is being sent away", () => {
    const a = analyze(
      "I was at practice on the new team. The conductor said I played too slowly and she kicked me out of the band. I walked home.",
    );
    expect(a.arcs.main.type).toBe("exclusion");
  });

  it("a history told in passing is no threat", () => {
    const a = analyze(
      "I went to the dinner at the hall. I sat near the women who have scolded me before. I ate the soup. I talked to my cousin about his car.",
    );
    expect(a.arcs.main.type).not.toBe("threat");
  });

  it("a blast the dreamer sets off is no disaster", () => {
    const a = analyze("We blew up the old shed in the yard with dynamite. It was loud and we laughed.");
    expect(a.arcs.main.type).not.toBe("threat");
  });
});
