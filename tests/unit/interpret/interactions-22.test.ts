/**
 * Coercion, insults in reported speech, challenges, services and things shown, and who takes part:
 * what a user sees in the coded interactions. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const interactions = (text: string) => interpretOffline(text).interactions.map((x) => `${x.type}: ${x.initiator} → ${x.recipient}`);
const types = (text: string) => interpretOffline(text).interactions.map((x) => x.type);
/** what the dreamer receives, whatever the cast calls the one who gives it */
const received = (text: string) =>
  interpretOffline(text)
    .interactions.filter((x) => x.recipient === "you")
    .map((x) => x.type);

describe("coercion", () => {
  it("a demand to hand over one's things is aggression from the one who demands it", () => {
    expect(interactions("A robber came into the shop. He told us to give him our money.")).toEqual(["aggression: a robber → you"]);
    expect(interactions("The man demanded my wallet.")).toEqual(["aggression: the man → you"]);
  });
  it("an order, or being made to do something, is coercion", () => {
    expect(interactions("The kidnapper made me get into the trunk.")).toEqual(["aggression: the kidnapper → you"]);
    expect(interactions("The officer ordered me to get out of the car.")).toEqual(["aggression: the officer → you"]);
  });
  it("one of a group who attacked, telling the dreamer what to do, coerces", () => {
    expect(interactions("Two men grabbed me. One of them told me to get in the van.")).toEqual([
      "aggression: two men → you",
      "aggression: two men → you",
    ]);
  });
  it("what someone is made to hand over is no gift of theirs", () => {
    expect(types("He demanded that I give him my wallet.")).toEqual(["aggression"]);
  });
  it("does not fire on a feeling brought on, a plain request, or making sure", () => {
    expect(interactions("My brother made me laugh.")).toEqual([]);
    expect(interactions("My mother told me to set the table.")).toEqual([]);
    expect(interactions("The nurse made sure I was comfortable.")).toEqual([]);
    expect(interactions("The news made me sad.")).toEqual([]);
  });
});

describe("insults in reported speech", () => {
  it("'said I was …' hurts the one described", () => {
    expect(interactions("My mother came in. She said I was stupid and lazy.")).toEqual(["aggression: your mother → you"]);
    expect(interactions("The coach told everyone I was a liar.")).toEqual(["aggression: the coach → you"]);
  });
  it("a shout that runs the dreamer down is aggression without 'at'", () => {
    expect(interactions("My father yelled that I was useless.")).toEqual(["aggression: your father → you"]);
  });
  it("a shout that warns or reports is not", () => {
    expect(interactions("My father yelled that the barn was on fire.")).toEqual([]);
  });
  it("an accusation is coded once, not as the act it charges", () => {
    expect(interactions("My sister accused me of stealing her ring.")).toEqual(["aggression: your sister → you"]);
  });
});

describe("a challenge to fight", () => {
  it("comes from the challenger, active or passive", () => {
    expect(interactions("A knight challenged me to a duel.")).toEqual(["aggression: a knight → you"]);
    expect(interactions("I was challenged to a duel by a knight.")).toEqual(["aggression: a knight → you"]);
  });
  it("the fight dared is not the dreamer's own act", () => {
    expect(interactions("The bully dared me to fight him.")).toEqual(["aggression: the bully → you"]);
  });
  it("a challenge to a game is no aggression", () => {
    expect(interactions("My uncle challenged me to a game of chess.")).toEqual([]);
  });
});

describe("services, sales and things shown", () => {
  it("a server doing the job is not friendliness by itself", () => {
    expect(interactions("The waitress brought us our food.")).toEqual([]);
    expect(interactions("A man bought my old bike.")).toEqual([]);
  });
  it("a smile from the same server still is", () => {
    expect(interactions("The waitress smiled at me.")).toEqual(["friendliness: the waitress → you"]);
  });
  it("a thing shown is not friendliness, a place shown or a skill taught is", () => {
    expect(interactions("My cousin showed me a photo of his car.")).toEqual([]);
    expect(interactions("My cousin showed me around the farm.")).toEqual(["friendliness: your cousin → you"]);
    expect(interactions("My aunt showed me how to knit.")).toEqual(["friendliness: your aunt → you"]);
    expect(interactions("My aunt showed me a quicker way to the station.")).toEqual(["friendliness: your aunt → you"]);
  });
  it("a gift bought for someone goes to that someone", () => {
    expect(interactions("My dad bought a cake for my sister.")).toEqual(["friendliness: your dad → your sister"]);
  });
});

describe("who takes part", () => {
  it("the person a phrase describes is the subject, not the phrase's noun", () => {
    expect(interactions("The woman with the dog yelled at me.")).toEqual(["aggression: the woman → you"]);
    expect(interactions("A man at the bus stop said hello to me.")).toEqual(["friendliness: a man → you"]);
  });
  it("a 'him' the dreamer hits back is the one who hit", () => {
    expect(interactions("My brother and I had a fight. He punched me and I punched him.")).toContain("aggression: you → your brother");
  });
  it("'they' after things taken is the people who took them", () => {
    expect(interactions("The kids took the balls and they threw them at me.")).toEqual(["aggression: the kids → you"]);
  });
});

describe("hostility told by a turn of phrase", () => {
  it("a look of contempt", () => {
    expect(received("The two clerks stared at me as if I were a freak.")).toEqual(["aggression"]);
    expect(interactions("The two clerks looked at me like I was their boss.")).toEqual([]);
  });
  it("a telling-off idiom", () => {
    expect(interactions("I took my brother to task for leaving the door open.")).toEqual(["aggression: you → your brother"]);
    expect(interactions("My uncle lost his temper with me.")).toEqual(["aggression: your uncle → you"]);
    expect(interactions("My aunt gave me a piece of her mind.")).toEqual(["aggression: your aunt → you"]);
  });
  it("outrage thought at someone is the thinker's", () => {
    expect(interactions("Some strangers walked into my house. I thought, how dare they come in here.")).toContain(
      "aggression: you → some strangers",
    );
  });
  it("being held in jail", () => {
    expect(interactions("I am in jail and the guards are shouting.")).toContain("aggression: someone → you");
    expect(interactions("I was in the prison visiting my uncle.")).not.toContain("aggression: someone → you");
  });
  it("a kindness denied is unfriendliness", () => {
    expect(received("The shop lady was not nice to me.")).toEqual(["aggression"]);
    expect(interactions("My mother didn't like it that I left early.")).toEqual(["aggression: your mother → you"]);
  });
  it("but not a thing given no thought, nor a plain denial", () => {
    expect(interactions("I saw a strange bug but I didn't think much of it.")).toEqual([]);
    expect(interactions("My brother was not at home.")).toEqual([]);
  });
  it("confronting someone is hostile", () => {
    expect(interactions("I ran over and confronted the bullies.")).toEqual(["aggression: you → the bullies"]);
  });
});
