/**
 * A threat spoken in the dream ("he said he would fire me") is aggression from the one who would
 * do it; a thing given a fling or a toss is no gift, and a person given a push is shoved. Dreams
 * written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const interactions = (text: string) => interpretOffline(text).interactions.map((x) => `${x.type}: ${x.initiator} → ${x.recipient}`);

describe("a threat spoken", () => {
  it("is aggression from the speaker who would do the harm", () => {
    expect(interactions("The foreman said he would fire me if I was late again.")).toEqual(["aggression: someone → you"]);
    expect(interactions("I told him I would hit him if he came any closer.")).toContain("aggression: you → someone");
  });
  it("not what the dreamer only fears, nor help promised", () => {
    expect(interactions("I thought he would kill me.")).toEqual([]);
    expect(interactions("She said she would help me with the boxes.")).not.toContain("aggression: someone → you");
  });
});

describe("'gave it a push'", () => {
  it("a thing flung or tossed is no gift", () => {
    expect(interactions("He gave his spear a big fling over the wall.")).toEqual([]);
    expect(interactions("I gave the ball a toss.")).toEqual([]);
  });
  it("a person given a push is shoved", () => {
    expect(interactions("A stranger gave me a push down the stairs.")).toEqual(["aggression: a stranger → you"]);
  });
  it("a hug given is still friendly", () => {
    expect(interactions("My aunt gave me a big hug.")).toEqual(["friendliness: your aunt → you"]);
  });
});
