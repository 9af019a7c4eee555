import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";
import { gatherPlot } from "@/lib/interpret/plot";

// Dreams written for these tests. What a reader sees: which symbols a reading lists, and the meaning
// its card gives for how the symbol appears in this dream.
const cards = (dream: string) => interpretOffline(dream).symbols;
const card = (dream: string, symbol: string) => cards(dream).find((s) => s.symbol === symbol);
const shownNames = (dream: string) => cards(dream).map((s) => s.symbol);
const names = (dream: string) => analyze(dream).symbols.map((s) => s.def.name);
const contextOf = (text: string, name: string) => gatherPlot(analyze(text)).symbols.find((k) => k.sym.def.name === name)?.context;

describe("idioms and hyperboles are not the image they name", () => {
  it("'I'd rather die' and 'rather kill myself' are no death", () => {
    expect(names("I told my landlord I'd rather kill myself than share a kitchen with him.")).not.toContain("death");
    expect(names("I would rather die than sing at the party.")).not.toContain("death");
  });

  it("a death that happens is still a death", () => {
    expect(names("My old teacher died in the storm and we buried him by the lake.")).toContain("death");
  });

  it("cracking a whip or an egg is no crack in anything", () => {
    expect(names("The coachman stood up and cracked the whip over the horses.")).not.toContain("crack");
    expect(names("I cracked two eggs into the pan.")).not.toContain("crack");
  });

  it("does not fire for a wall that cracks", () => {
    expect(names("The kitchen wall cracked from floor to ceiling.")).toContain("crack");
  });

  it("lessons shoved down our throats are no mouth", () => {
    expect(names("The principal shoved more rules down our throats every week.")).not.toContain("mouth");
    expect(names("My throat was sore and I could not speak.")).toContain("mouth");
  });

  it("wandering around is not being lost unless the sentence says the way is gone", () => {
    expect(names("I was wandering around the market looking at scarves.")).not.toContain("lost");
    expect(names("I wandered for hours and could not find my way out of the maze.")).toContain("lost");
  });

  it("going back to sleep between two dreams is no symbol of sleep", () => {
    expect(names("I woke at five, went back to sleep and dreamt of a red boat.")).not.toContain("sleeping");
  });
});

describe("compound nouns and the parts of a vehicle", () => {
  it("the boot of a car is no shoe", () => {
    expect(names("We parked the car and I got my bags out the boot.")).not.toContain("shoes");
    expect(names("I drove to the beach. Then I took the picnic from the boot.")).not.toContain("shoes");
  });

  it("does not fire for boots that are worn", () => {
    expect(names("I put on my new boots and walked through the snow.")).toContain("shoes");
  });

  it("the glove compartment and the car barn are not gloves and a barn", () => {
    expect(names("I found the map in the glove compartment.")).not.toContain("gloves");
    expect(names("The driver took the tram back to the car barns.")).not.toContain("shelter");
  });

  it("in a dream of streetcars, 'the cars' are the streetcars", () => {
    expect(names("I waited for a streetcar. I asked a man when the cars would come.")).not.toContain("car");
    expect(names("We waited at the corner while the cars went by.")).toContain("car");
  });

  it("graduated cylinders are no graduation, a medical exam no test, a famous wine no celebrity", () => {
    expect(names("The shelf tipped and the graduated cylinders slid off.")).not.toContain("ceremony");
    expect(names("The doctor said the exam would be long and gave me more medication.")).not.toContain("exam");
    expect(names("A man said he had a very famous wine.")).not.toContain("celebrity");
    expect(names("I became famous overnight and people stopped me in the street.")).toContain("celebrity");
  });

  it("a beach towel is no bathroom", () => {
    expect(names("I spread a beach towel on the sand and lay down.")).not.toContain("bathroom");
  });

  it("someone who walks in behind another is not chasing the dreamer", () => {
    expect(names("My aunt walked into the hall, followed by a policeman.")).not.toContain("chase");
    expect(names("I was followed by two men in grey coats.")).toContain("chase");
  });
});

describe("the dreamer's everyday routine objects", () => {
  it("an alarm the dreamer snoozes in the morning is the alarm clock, not a warning", () => {
    const dream = "My morning alarm kept going off and I kept hitting the snooze button.";
    expect(names(dream)).toContain("clock");
    expect(names(dream)).not.toContain("alarm");
    expect(card(dream, "clock")?.meaning).not.toMatch(/psyche sounding a warning/);
  });

  it("does not fire for an alarm raised in the building", () => {
    expect(names("An alarm sounded through the factory and everyone ran outside.")).toContain("alarm");
    expect(names("We stopped at a set of lights and an alarm went off in the bank.")).toContain("alarm");
  });
});

describe("objects only mentioned, fetched or denied", () => {
  it("a note about waking life or another dream puts the thing outside this dream", () => {
    const dream = "A girl came to paint our fence (she is my babysitter in real life). We sat by the pond and talked.";
    expect(shownNames(dream)).not.toContain("babysitting");
    expect(shownNames("Something odd happened in the old bakery of the other dream. I sat by the pond.")).not.toContain("bakery");
    expect(shownNames("I was playing a card game (in 'real life') on a raft with my cousins.")).toContain("game");
  });

  it("fetching your own purse does not bring it into your hands", () => {
    const dream = "I went to get my purse from the other room and then walked out to the car park.";
    expect(contextOf(dream, "bag")).not.toBe("found");
    expect(card(dream, "bag")?.meaning).not.toMatch(/comes into your hands|relief/);
  });

  it("does not fire for a thing that is given to you", () => {
    expect(contextOf("An old woman gave me a purse full of coins.", "bag")).toBe("found");
  });

  it("a bus the dream says is not there does not come into your hands", () => {
    const dream = "We rode on a long bus. At the station we found that there was no bus until morning.";
    expect(contextOf(dream, "bus")).not.toBe("found");
    expect(card(dream, "bus")?.meaning).not.toMatch(/comes into your hands/);
  });
});

describe("meaning chosen by how the symbol appears", () => {
  it("kids the dreamer fights past are not a child who tries their patience", () => {
    const dream = "There were kids guarding the gate. I hit them and we ran through to free our friends.";
    expect(contextOf(dream, "child")).not.toBe("clashes");
    expect(card(dream, "child")?.meaning ?? "").not.toMatch(/frustration with a child/);
  });

  it("does not fire for the dreamer's own son they argue with", () => {
    expect(contextOf("I argued with my son about his homework.", "son")).not.toBe("helps");
  });

  it("the dreamer's own wedding is not 'the sacred union of opposites'", () => {
    const dream = "I was getting ready for my wedding and my dress would not zip.";
    expect(contextOf(dream, "wedding")).toBe("own");
    expect(card(dream, "wedding")?.meaning).toMatch(/commitment you are making or facing/);
    expect(card(dream, "wedding")?.meaning).not.toMatch(/sacred union/);
  });

  it("does not fire for a wedding the dreamer goes to", () => {
    expect(contextOf("We went to my cousin's wedding in a barn.", "wedding")).not.toBe("own");
    expect(names("I was out with my wife, before we got married, on a long walk.")).not.toContain("wedding");
    expect(names("I handed in my dissertation proposal to the committee.")).not.toContain("wedding");
    expect(contextOf("I was at a wedding with my aunt and I caught the wedding bouquet.", "wedding")).not.toBe("own");
    expect(card("I was at a wedding with my aunt and I caught the wedding bouquet.", "wedding")?.meaning).not.toMatch(/making or facing/);
  });

  it("whose death it is: one the dreamer deals, another's, one aimed at the dreamer", () => {
    expect(contextOf("I killed the guard with a rock.", "death")).toBe("mastered");
    expect(contextOf("My uncle died in the night.", "death")).toBe("broken");
    expect(card("My uncle died in the night.", "death")?.meaning).toMatch(/^Death: grief/);
    expect(contextOf("I died in the crash and floated above it.", "death")).toBeNull();
    expect(contextOf("My brother and I ran into the cave. We died and woke up in a field.", "death")).toBeNull();
  });

  it("a death said as a state: someone the dreamer knows who is dead, not a stranger's body", () => {
    expect(contextOf("We ran back into the shed and my brother was dead.", "death")).toBe("broken");
    expect(contextOf("We walked through the woods and saw dead people everywhere.", "death")).toBeNull();
  });

  it("someone else's home is a visit, not your own private life", () => {
    const dream = "We drove to my friend's house and ate pizza in her kitchen.";
    expect(contextOf(dream, "house")).toBe("visited");
    expect(card(dream, "house")?.meaning).toMatch(/someone else's life up close/);
  });

  it("does not fire for the dreamer's own house", () => {
    expect(contextOf("I was cleaning my house before the guests came.", "house")).not.toBe("visited");
    expect(contextOf("We spent Christmas at my mother's house.", "house")).not.toBe("visited");
  });

  it("a stop at a petrol station is not 'running low on energy'; running out of gas is", () => {
    expect(card("I stopped at a petrol station to fill my car.", "gas station")?.meaning).not.toMatch(/running low/);
    expect(names("Halfway up the hill we ran out of gas.")).toContain("out of fuel");
  });

  it("the car the dreamer drives is theirs to steer", () => {
    expect(contextOf("I was driving along the coast in an old car.", "car")).toBe("mastered");
    expect(contextOf("We sat in the car outside the bank.", "car")).not.toBe("mastered");
    expect(contextOf("I was driving home when a car came out of nowhere.", "car")).not.toBe("mastered");
  });

  it("an event that befalls you is named as it is, not 'that turns on you'", () => {
    const dream = "I was trapped in a cellar and a man kept laughing at me.";
    for (const s of cards(dream)) expect(s.meaning).not.toMatch(/^Being trapped that/);
  });
});

describe("'a losing battle' is an idiom, not a battle", () => {
  it("reads no battle in a struggle with a weight", () => {
    const names = interpretOffline(
      "I tried to hold the shelf up with both hands, waging a losing battle against its weight, and then I woke.",
    ).symbols.map((s) => s.symbol);
    expect(names).not.toContain("battle");
    expect(interpretOffline("We fought a battle on a hill and many soldiers fell.").symbols.map((s) => s.symbol)).toContain("battle");
  });
});
