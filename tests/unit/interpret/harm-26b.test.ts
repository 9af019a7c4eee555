/**
 * Session 26b interaction fixes: a harm denied or guessed at, a blow "given", an instruction, praise said to a third
 * person, a foot trodden on, a yelling kept up, a threat in quotation marks. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const of = (text: string, type: string) =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === type)
    .map((x) => `${x.initiator} → ${x.recipient}`);

describe("interaction fixes 26b", () => {
  it("a harm denied through 'didn't get' or only guessed at is no aggression; one done is", () => {
    expect(of("A bus rolled into the lake. The riders probably didn't get killed.", "aggression")).toEqual([]);
    expect(of("The bus rolled into the lake. Maybe the driver was killed.", "aggression")).toEqual([]);
    expect(of("The bandit grabbed my brother and killed him.", "aggression")).toContain("the bandit → your brother");
  });

  it("'gave me' a blow named as a noun is aggression, a present stays a kindness", () => {
    expect(of("The old captain gave me ten lashes with a rope.", "aggression")).toEqual(["the old captain → you"]);
    expect(of("The old captain gave me ten lashes with a rope.", "friendliness")).toEqual([]);
    expect(of("My neighbor gave me a black eye.", "aggression")).toEqual(["your neighbor → you"]);
    expect(of("My neighbor gave me a present.", "friendliness")).toEqual(["your neighbor → you"]);
    expect(of("My neighbor gave me a present.", "aggression")).toEqual([]);
  });

  it("telling someone to stay put is an instruction, not a kindness; asking someone to stay still invites", () => {
    expect(of("I told my cousin to stay in the house with the dog.", "friendliness")).toEqual([]);
    expect(of("My aunt asked me to stay for dinner.", "friendliness")).toEqual(["your aunt → you"]);
  });

  it("praise of the dreamer said to someone else is friendliness to the dreamer", () => {
    expect(of("My aunt said good things about me to my mother.", "friendliness")).toEqual(["your aunt → you"]);
    expect(of("My aunt spoke highly of me to the boss.", "friendliness")).toEqual(["your aunt → you"]);
    expect(of("My aunt said things about the weather to my mother.", "friendliness")).toEqual([]);
    expect(of("My aunt was going on to Tom about how I was the perfect student.", "friendliness")).toEqual(["your aunt → you"]);
    expect(of("My aunt was talking about how Tom was late.", "friendliness")).toEqual([]);
  });

  it("attention lavished on someone is friendliness; fussing over a thing is not", () => {
    expect(of("My aunt was fussing over me.", "friendliness")).toEqual(["your aunt → you"]);
    expect(of("My aunt was fussing over the dishes.", "friendliness")).toEqual([]);
  });

  it("riding along with the one seen driving is a ride given; riding a bus with someone is not", () => {
    expect(of("I see my friend Ann driving down the road in a tiny car. I get in and ride with her.", "friendliness")).toEqual([
      "Ann → you",
    ]);
    expect(of("I rode with my friend Ann on the bus.", "friendliness")).toEqual([]);
  });

  it("stepping on someone's foot so that it hurts is aggression; stepping on a rug is nothing", () => {
    expect(of("A man stepped on my foot and it hurt.", "aggression")).toEqual(["a man → you"]);
    expect(of("A stranger stepped on the rug.", "aggression")).toEqual([]);
    // (never on a man named for "her foot")
    expect(of("She waited for Tom. A boy stepped on her foot, which hurt.", "aggression")).not.toContain("a boy → Tom");
  });

  it("yelling kept up at someone is aggression; a single call across a field is not", () => {
    expect(of("My aunt and uncle kept yelling to me that dinner was cold and to come down.", "aggression")).toHaveLength(2);
    expect(of("My uncle yelled to me across the field.", "aggression")).toEqual([]);
  });

  it("a harm threatened in quotation marks is aggression, even on a condition; a promise of help is not", () => {
    expect(of('The guard shouted, "I will kill you!"', "aggression")).toEqual(["the guard → you"]);
    expect(of('The guard said "I\'ll kill you" and pointed at me.', "aggression")).toEqual(["the guard → you"]);
    expect(of('My sister came in. "You are lucky! I\'ll kill you if something happens to him."', "aggression")).toHaveLength(1);
    expect(of('My uncle said "I will help you".', "aggression")).toEqual([]);
  });
});
