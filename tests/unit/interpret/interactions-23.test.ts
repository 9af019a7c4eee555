/**
 * Session 23's aggression and friendliness constructions, and the clause parser under them: rude gestures,
 * criticism put in reported speech, another's flight from pursuers, a purchase or a payment that is no kindness,
 * a treat out, "came after me" in time, a phrase that places the doer before the verb, a negated
 * copula, and given names spelt like modals. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { analyze } from "@/lib/interpret/analyze";

const coded = (text: string, type: "aggression" | "friendliness" | "sexuality") =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === type)
    .map((x) => `${x.initiator} → ${x.recipient}`);

describe("rude gestures", () => {
  it("the finger or the bird given or flipped at someone is aggression", () => {
    expect(coded("We drove past the depot and my cousin Lorna gave the bus driver the finger.", "aggression")).toEqual([
      "Lorna → the bus driver",
    ]);
    expect(coded("A boy on a bike flipped me off and rode away laughing.", "aggression")).toEqual(["a boy → you"]);
    expect(coded("My brother Theo stuck his tongue out at me across the table.", "aggression")).toEqual(["Theo → you"]);
    expect(coded("My cousin Lorna rolled her eyes at me.", "aggression")).toEqual(["Lorna → you"]);
  });
  it("a bird fed, a light flipped off or a finger shown is none", () => {
    expect(coded("I gave the bird some seeds from my pocket and flipped off the porch light.", "aggression")).toEqual([]);
    expect(coded("My aunt Greta showed me the finger she had cut on the bread knife.", "aggression")).toEqual([]);
  });
});

describe("an offer or an invitation turned down", () => {
  it("declining someone's invitation, or turning someone down, rejects them", () => {
    expect(coded("My neighbour Oskar invited me to go sailing, but I declined.", "aggression")).toEqual(["you → Oskar"]);
    expect(coded("I asked the girl at the bakery out and she turned me down.", "aggression")).toEqual(["the girl → you"]);
  });
  it("turning down the music or the road rejects no one", () => {
    expect(coded("I turned down the radio and we turned down a side road.", "aggression")).toEqual([]);
  });
});

describe("criticism in reported speech", () => {
  it("being told one does something wrong is criticism of the dreamer", () => {
    expect(coded("I was tiling the floor and my uncle Bertram told me I was doing it all wrong.", "aggression")).toEqual(["Bertram → you"]);
  });
  it("a verdict on what the dreamer owns or has just done is on the dreamer", () => {
    expect(coded("My grandmother said my haircut looked ridiculous.", "aggression")).toEqual(["your grandmother → you"]);
    expect(coded("I took the last slice of pie. My sister Ilse said it was rude.", "aggression")).toEqual(["Ilse → you"]);
  });
  it("a verdict on a film, a rule in general or a wrong turn is no criticism", () => {
    expect(coded("We watched an old cartoon. My sister Ilse said it was terrible.", "aggression")).toEqual([]);
    expect(coded("The guide Mateo said it was wrong to feed the goats.", "aggression")).toEqual([]);
    expect(coded("A woman at the gate told me. I was in the wrong hall.", "aggression")).toEqual([]);
  });
});

describe("another's flight from pursuers", () => {
  it("someone getting away from people who chase them is chased", () => {
    expect(coded("A girl was trying to get away from two men with knives.", "aggression")).toEqual(["two men → a girl"]);
  });
  it("a flight with no chase, hunt or weapon near is not", () => {
    expect(coded("My nephew Arlo ran away from my mother to the swings.", "aggression")).toEqual([]);
  });
});

describe("trade is no friendliness", () => {
  it("a purchase from a seller, a thing bought or paid for, or a price is none", () => {
    expect(coded("A man in a cap bought some lamps from me at the fair.", "friendliness")).toEqual([]);
    expect(coded("I found the old chairs gone; somebody had bought them.", "friendliness")).toEqual([]);
    expect(coded("At the kiosk I gave the lady $3 and took my paper.", "friendliness")).toEqual([]);
    expect(coded("My teacher Mr Olsen was not paying attention to the class.", "friendliness")).toEqual([]);
  });
  it("something bought for someone, or money given to the dreamer, still is", () => {
    expect(coded("My grandfather Ezekiel bought me an ice cream at the pier.", "friendliness")).toEqual(["Ezekiel → you"]);
    expect(coded("My aunt Dora gave me $20 for my birthday.", "friendliness")).toEqual(["Dora → you"]);
  });
});

describe("taken out as a treat", () => {
  it("taking someone out for a meal or a drink is friendliness", () => {
    expect(coded("My grandfather Ezekiel took us out for pizza after the recital.", "friendliness")).toEqual(["Ezekiel → you"]);
  });
  it("taking someone out of a room or to the yard is not", () => {
    expect(coded("A nurse took me out of the ward and into the yard.", "friendliness")).toEqual([]);
  });
});

describe("coming after someone", () => {
  it("after someone to drive them home is an errand, not a pursuit", () => {
    expect(coded("My neighbour Ruth stopped her car. She came after me to drive me home.", "aggression")).toEqual([]);
  });
  it("after someone with a weapon is a pursuit", () => {
    expect(coded("A farmer came after me with a pitchfork.", "aggression")).toEqual(["a farmer → you"]);
  });
});

describe("the clause parser", () => {
  it("a phrase that places the doer before the verb does not take the doer's place", () => {
    expect(coded("An old man at a fruit stall helped me.", "friendliness")).toEqual(["an old man → you"]);
    expect(coded("The lady at the front desk smiled at me.", "friendliness")).toEqual(["the lady → you"]);
  });
  it("a person's state denied with 'wasn't' is an event, so a kindness denied is hostility", () => {
    expect(coded("My brother Anselm wasn't nice to me at all.", "aggression")).toEqual(["Anselm → you"]);
  });
  it("a clause that denies one thing and affirms another tells what it affirms", () => {
    expect(analyze("A woman waved at me from the bridge. It wasn't a stranger, it was my aunt Hilde.").twist?.who?.head).toBe("hilde");
  });
  it("a given name spelt like a modal is the doer, not a modal", () => {
    expect(coded("I met my friend May at the park. May gave me a hug.", "friendliness")).toEqual(["May → you"]);
    expect(coded("She may have helped me.", "friendliness")).toEqual([]);
  });
});
