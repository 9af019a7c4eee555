/**
 * The cast holds each person once and only people: a second name for someone ("who was really …",
 * a role between dashes, a plural set off by commas), a person noun that only describes a thing
 * ("the passenger door"), a name written on a label, anyone "you" like in an example, the one a
 * relation is told by ("the son of the owner"); and people the list used to drop ("the head of the
 * school", two grandmothers by their own names, a second man told apart by how he looks).
 * Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (text: string) =>
  interpretOffline(text)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("one person named two ways is counted once", () => {
  it("a relation, a role between dashes, is the one just named", () => {
    expect(cast("I sat with my uncle - a baker - in his shop. He gave me bread.")).toEqual(["your uncle"]);
  });
  it("does not fire when the dashes hold a clause of their own", () => {
    expect(cast("I saw my aunt - a man walked in - and she hugged me.")).toEqual(["your aunt", "a man"]);
  });
  it("', who was the daughter of …' is the one just named", () => {
    expect(cast("A small boy, who was the son of the cook, sat next to me and laughed.")).toEqual(["a small boy"]);
  });
  it("', who was actually <name>' is the named one just met", () => {
    expect(cast("I talked to Mark Green, who was actually Paul Stone. He shook my hand.")).toEqual(["Mark Green"]);
  });
  it("', who turned out to be a nurse' is the one just met", () => {
    expect(cast("A woman, who turned out to be a nurse, helped me up.")).toEqual(["a woman"]);
  });
  it("'some thugs, robbers, chased us' is one group", () => {
    expect(cast("Some thugs, robbers, chased us down the lane. They caught me at the gate.")).toEqual(["some thugs"]);
  });
  it("a list set off by commas stays a list", () => {
    expect(cast("I saw some boys, girls, and teachers in the hall.")).toHaveLength(3);
  });
  it("'these other two men' after 'the other two men' is the same pair", () => {
    expect(cast("We were three in all and the other two men ran ahead. These other two men waited for me at the bus.")).toEqual([
      "two men",
    ]);
  });
  it("'a really tall girl named Zoe' is Zoe", () => {
    expect(cast("At the fair I met a really tall girl named Zoe and we rode the wheel.")).toEqual(["Zoe"]);
  });
});

describe("words that are no one", () => {
  it("'the passenger door' is part of a car", () => {
    expect(cast("I opened the passenger door and got in. The driver smiled at me.")).toEqual(["the driver"]);
  });
  it("a name in quotation marks written on a thing is a label", () => {
    expect(cast("I found a jar which had 'Mary Cole' written on it. My brother laughed at me.")).toEqual(["your brother"]);
  });
  it("a name in quotation marks said to someone is not a label", () => {
    expect(cast('I shouted "Mary Cole" and Mary Cole turned round and waved at me.')).toEqual(["Mary Cole"]);
  });
  it("'a guy you like' in an example is anyone", () => {
    expect(cast("My example was eating lunch with a guy you like. The teacher nodded at me.")).toEqual(["the teacher"]);
  });
  it("the one a relation is told by is not met: 'the son of the owner'", () => {
    expect(cast("The son of the owner showed me the barn.")).toEqual(["the son"]);
  });
  it("'swan dives' and 'a penguin suit' are no animals", () => {
    expect(cast("Lena swan dives into the pool. I put on a penguin suit and waved at Lena.")).toEqual(["Lena"]);
  });
  it("'animal fur' and 'a wireless mouse' are things", () => {
    expect(cast("I got a hat made of animal fur and a wireless mouse.")).toEqual([]);
  });
  it("a mouse in a dream with a computer is the computer's", () => {
    expect(cast("I sat at my computer and clicked the mouse. My sister waved at me.")).toEqual(["your sister"]);
  });
  it("a mouse that runs is an animal, computer or not", () => {
    expect(cast("I sat at my computer. A mouse ran over my foot and I chased the mouse.")).toEqual(["a mouse"]);
  });
  it("an initial beside a first name is a surname, not a person", () => {
    expect(cast("I talked to Ben K at the door. Ben K said hello to me.")).toEqual(["Ben"]);
  });
});

describe("people the list used to drop", () => {
  it("'the head of the school' is a person", () => {
    expect(cast("I ran into the head of the school in the hall. He was cross with me.")).toEqual(["the head of the school"]);
  });
  it("'the head of the bed' is not", () => {
    expect(cast("I sat at the head of the bed and cried.")).toEqual([]);
  });
  it("two grandmothers each called by a name of their own are two people", () => {
    expect(cast("Granny was in the ward and they moved her. Nana got a call and she cried.")).toEqual(["your granny", "your nana"]);
  });
  it("'a tall man … an old man' are two men", () => {
    expect(cast("A tall man opened the gate for me. Then an old man shouted at me.")).toEqual(["a tall man", "an old man"]);
  });
  it("'a man … a man' with nothing to tell them apart stays one", () => {
    expect(cast("A man opened the gate for me. Later a man shouted at me.")).toEqual(["a man"]);
  });
  it("a lone capital used twice where a person stands is someone's initial", () => {
    expect(cast("J had hidden my keys. J laughed at me and I chased J around the yard.")).toEqual(["J"]);
  });
  it("an animal no symbol names is still an animal", () => {
    expect(cast("A donkey kicked me and I fell over.")).toEqual(["a donkey"]);
  });
  it("'plan B' is no one", () => {
    expect(cast("We went with plan B. I told my sister plan B would work.")).toEqual(["your sister"]);
  });
});
