/**
 * Session 25's aggression, friendliness and sexuality constructions: a hostile feeling aimed by "with" or "at"
 * (impatient, fed up, upset with someone), a weapon shown to someone, a grave deed named as a noun ("there was a
 * murder"), phrases that only look like blows ("struck up a conversation"), a ride that is no favour, someone called
 * forward for a task, an arm held, and a sexual scene between others that is not the dreamer's. Dreams written for
 * these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const coded = (text: string, type: "aggression" | "friendliness" | "sexuality") =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === type)
    .map((x) => `${x.initiator} → ${x.recipient}`);

describe("a hostile feeling aimed at someone by 'with' or 'at'", () => {
  it("impatient, upset or fed up with someone is covert hostility toward them", () => {
    expect(coded("My husband Pete was parking the van very slowly. I was impatient with Pete.", "aggression")).toEqual(["you → Pete"]);
    expect(coded("My aunt Greta was upset with me for coming late.", "aggression")).toEqual(["Greta → you"]);
    expect(coded("My coach Boris was fed up with me by the end of practice.", "aggression")).toEqual(["Boris → you"]);
  });
  it("frustrated at a thing, or upset with oneself, is no one's hostility", () => {
    expect(coded("My friend Lena was there. I was frustrated that the door was stuck.", "aggression")).toEqual([]);
    expect(coded("My friend Lena waited. I was upset with myself for losing the keys.", "aggression")).toEqual([]);
  });
});

describe("a weapon shown to someone", () => {
  it("a gun shown or pulled on someone menaces them", () => {
    expect(coded("A stranger holding a rifle walked over and showed it to my mother.", "aggression")).toEqual(["a stranger → your mother"]);
    expect(coded("In the alley a stranger pulled a knife on me.", "aggression")).toEqual(["a stranger → you"]);
  });
  it("a photo shown, or the dreamer showing a collector the pistol, is no threat", () => {
    expect(coded("My cousin Ada showed the photo to my mother.", "aggression")).toEqual([]);
    expect(coded("My uncle Rolf collects old guns, so I showed him the pistol and he admired it.", "aggression")).toEqual([]);
  });
});

describe("a grave deed named as a noun", () => {
  it("a murder or a robbery in the dream is aggression though no one is named", () => {
    expect(coded("We walked along the harbour. A murder took place on one of the boats.", "aggression")).toEqual(["someone → someone"]);
  });
  it("a murder mystery, a charge of murder or something like a robbery is none", () => {
    expect(coded("We played a murder mystery game at the party.", "aggression")).toEqual([]);
    expect(coded("The shop was in chaos, much like a robbery, but the owner had just moved.", "aggression")).toEqual([]);
    expect(coded("Two girls invited me to join a robbery and I walked off.", "aggression")).toEqual([]);
  });
});

describe("phrases that only look like blows", () => {
  it("striking up a conversation or hitting it off is no attack", () => {
    expect(coded("On the train I struck up a conversation with an old man.", "aggression")).toEqual([]);
    expect(coded("I met my new neighbour Tess and we hit it off at once.", "aggression")).toEqual([]);
  });
  it("a strike at someone still is", () => {
    expect(coded("My brother Jon struck me in the face.", "aggression")).toEqual(["Jon → you"]);
  });
});

describe("a ride", () => {
  it("a ride given somewhere is a favour", () => {
    expect(coded("My dad drove me home after the game.", "friendliness")).toEqual(["your dad → you"]);
  });
  it("the one at the wheel on a trip the two make together is company, not a favour", () => {
    expect(coded("My wife drove me through the old quarter of town.", "friendliness")).toEqual([]);
  });
});

describe("called forward, and an arm held", () => {
  it("asking someone to come up for a task is no invitation; asking them to come along is", () => {
    expect(coded("In class I asked Paulo to come up and weigh the jar.", "friendliness")).toEqual([]);
    expect(coded("My friend Nina asked me to come to her party.", "friendliness")).toEqual(["Nina → you"]);
  });
  it("holding someone's arm, or taking it, is a closeness", () => {
    expect(coded("My grandmother Ruth was scared of the ice. I took her arm.", "friendliness")).toEqual(["you → Ruth"]);
  });
  it("an arm grabbed and twisted is not", () => {
    expect(coded("The guard grabbed my arm and twisted it.", "friendliness")).toEqual([]);
  });
});

describe("a sexual scene between others", () => {
  it("is theirs, not done to the dreamer who tells it", () => {
    const sex = coded("I walked into the lounge. Two strangers were having sex on the couch.", "sexuality");
    expect(sex.some((x) => x.endsWith("→ you"))).toBe(false);
  });
  it("an act forced on the dreamer beside it is still the dreamer's violation", () => {
    const text = "I stood alone in the lift with a man. He began to masturbate. I was horrified and pressed the alarm.";
    expect(coded(text, "sexuality")).toEqual(["a man → you"]);
    expect(coded(text, "aggression")).toEqual(["a man → you"]);
  });
});

describe("an offer put as a question", () => {
  it("asking someone if they want something, or would like to come, offers it", () => {
    expect(coded("My aunt Greta came in from the kitchen. She asked whether I wanted a slice of cake.", "friendliness")).toEqual([
      "Greta → you",
    ]);
    expect(coded("My friend Sid was bored, so I phoned Sid to ask if he would like a coffee.", "friendliness")).toEqual(["you → Sid"]);
  });
  it("asking whether someone wants to know, or a waiter's 'would you like to order', offers nothing", () => {
    expect(coded("My brother Max asked whether I wanted to know the score.", "friendliness")).toEqual([]);
    expect(coded("My cousin Ivo asked whether I planned to drive home and then come back.", "friendliness")).toEqual([]);
  });
});

describe("an attack from the air", () => {
  it("bombs falling, or an air raid, is aggression whoever sends it", () => {
    expect(coded("We were hiding in the cellar of the farm. Bombs began to fall.", "aggression")).toEqual(["someone → someone"]);
    expect(coded("An air raid hit the town that night.", "aggression")).toEqual(["someone → someone"]);
  });
  it("an air raid shelter, water bombs, or a raid only foretold is none", () => {
    expect(coded("We went down into the air raid shelter to play cards.", "aggression")).toEqual([]);
    expect(coded("The kids threw water bombs that fell on the lawn.", "aggression")).toEqual([]);
    expect(coded("The radio warned that soon there would be an air raid.", "aggression")).toEqual([]);
  });
});

describe("a romantic interest", () => {
  it("interested in someone, or a romantic interest in them, is a friendly feeling", () => {
    expect(coded("My coworker Ben was at the party. I was interested in him.", "friendliness")).toEqual(["you → Ben"]);
    expect(coded("My coworker Tom came along. I have a romantic interest in Tom.", "friendliness")).toEqual(["you → Tom"]);
  });
  it("interested in a thing is none", () => {
    expect(coded("My coworker Ben was at the party. I was interested in the paintings.", "friendliness")).toEqual([]);
  });
});

describe("a thing given as a gift", () => {
  it("whatever the verb, a thing left or sent 'as a gift to' someone is a gift to them", () => {
    expect(coded("My aunt Vera sent flowers as a present for my mother.", "friendliness")).toEqual(["Vera → your mother"]);
  });
  it("a box wrapped as a gift for no one named is none", () => {
    expect(coded("I wrapped the old box as a gift.", "friendliness")).toEqual([]);
  });
});
