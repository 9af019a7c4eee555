import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";

// Sentences written for this test: a word with two senses (or inside an idiom), read in the sense
// the dream gives it. `symbolsOf` is every symbol the lexicon's sense rules let through.
const symbolsOf = (text: string) => analyze(text).symbols.map((s) => s.def.name);

describe("photographic film is no movie", () => {
  it("a film in a dream with a camera is the camera's film", () => {
    expect(symbolsOf("I had an old camera. When I opened the back I ruined the film.")).not.toContain("television");
  });
  it("a film one watches is a movie", () => {
    expect(symbolsOf("We sat in the dark and watched a long film about whales.")).toContain("television");
  });
});

describe("the manager of a shop is not the dreamer's boss", () => {
  it("a manager in a dream with no job of the dreamer's", () => {
    expect(symbolsOf("The soup was cold, so I asked to speak to the manager of the restaurant.")).not.toContain("boss");
  });
  it("a manager in a dream of the dreamer's job", () => {
    expect(symbolsOf("I was late for my shift at the bakery. The manager yelled at me.")).toContain("boss");
  });
});

describe("acid as a chemical is no drug", () => {
  it("thrown, splashed or burning, acid is a chemical", () => {
    expect(symbolsOf("The man threw a jar of acid at my car.")).not.toContain("drugs");
    expect(symbolsOf("Some acid spilled on the bench and burned a hole in it.")).not.toContain("drugs");
  });
  it("taken or dropped, acid is the drug", () => {
    expect(symbolsOf("At the party we took acid and the walls breathed.")).toContain("drugs");
  });
});

describe("a leak is no escape", () => {
  it("air, gas or steam escaping is a leak", () => {
    expect(symbolsOf("I could hear air escaping from the tire.")).not.toContain("escape");
    expect(symbolsOf("There was escaping gas in the basement.")).not.toContain("escape");
  });
  it("someone escaping is an escape", () => {
    expect(symbolsOf("I escaped through the window and ran into the woods.")).toContain("escape");
  });
});

describe("a screw thread is no rope", () => {
  it("the thread of a plug, bolt or pipe", () => {
    expect(symbolsOf("The thread on the bolt was stripped so it would not hold.")).not.toContain("rope");
  });
  it("thread one sews or hangs things from", () => {
    expect(symbolsOf("A spider hung from a long white thread above my bed.")).toContain("rope");
  });
});

describe("an appointment to a post is no calendar", () => {
  it("an appointment as something, or in a dream of someone appointed, is a post", () => {
    expect(symbolsOf("A letter came offering me an appointment as head librarian.")).not.toContain("calendar");
    expect(symbolsOf("My uncle was appointed a judge. We all heard about the appointment at dinner.")).not.toContain("calendar");
  });
  it("an appointment one is late for is a date in the calendar", () => {
    expect(symbolsOf("I was late for my appointment with the dentist.")).toContain("calendar");
  });
});

describe("'on the clock' is paid time, no clock", () => {
  it("being on the clock or clocking in is work time", () => {
    expect(symbolsOf("I hoped my boss had me on the clock while I waited.")).not.toContain("clock");
    expect(symbolsOf("I ran to the store to clock in for my shift.")).not.toContain("clock");
  });
  it("a clock on the wall is a clock, also with 'in' after it", () => {
    expect(symbolsOf("There was a big clock in the hall and it had stopped.")).toContain("clock");
  });
});

describe("a dream body is no body", () => {
  it("the lucid dreamer's dream body or astral body", () => {
    expect(symbolsOf("I knew I was dreaming, so I used my dream body to float up.")).not.toContain("body");
  });
  it("the dreamer's own body", () => {
    expect(symbolsOf("My whole body ached and I could not move.")).toContain("body");
  });
});

describe("a passenger seat the dreamer is not in", () => {
  it("a seat named only as where something lies, or climbed over, is no passenger", () => {
    expect(symbolsOf("My bag was lying on the passenger seat.")).not.toContain("passenger");
    expect(symbolsOf("I climbed over the back seat to reach the trunk.")).not.toContain("passenger");
  });
  it("sitting in the passenger seat is being a passenger", () => {
    expect(symbolsOf("I sat in the passenger seat while my sister drove.")).toContain("passenger");
  });
});

describe("'the driver' is someone else, not the dreamer driving", () => {
  it("a driver named as a person", () => {
    expect(symbolsOf("The driver of the van waved at us.")).not.toContain("driving");
  });
  it("the dreamer as the driver, or driving", () => {
    expect(symbolsOf("I was the driver and the road was icy.")).toContain("driving");
    expect(symbolsOf("I drove my car along the coast.")).toContain("driving");
  });
});

describe("a school office is no career pressure", () => {
  it("the school office, the principal's office", () => {
    expect(symbolsOf("I went to the school office to get a late pass.")).not.toContain("office");
    expect(symbolsOf("The teacher sent me to the principal's office.")).not.toContain("office");
  });
  it("an office where the dreamer works", () => {
    expect(symbolsOf("I was back at my office, typing a report.")).toContain("office");
  });
});

describe("the paper that is a newspaper is no paperwork", () => {
  it("read in the paper", () => {
    expect(symbolsOf("I saw a photo of my old school in the paper.")).not.toContain("paper");
    expect(symbolsOf("Dad was reading the paper at breakfast.")).not.toContain("paper");
  });
  it("a sheet of paper", () => {
    expect(symbolsOf("She handed me a piece of paper with a phone number.")).toContain("paper");
  });
});

describe("a nod or a shake of the head is no head", () => {
  it("a gesture of the head", () => {
    expect(symbolsOf("He nodded his head and walked off.")).not.toContain("head");
    expect(symbolsOf("She shook her head at me.")).not.toContain("head");
  });
  it("a head hurt or held", () => {
    expect(symbolsOf("A brick fell and hit my head.")).toContain("head");
  });
});

describe("a wall named as where something is, is no barrier", () => {
  it("against, on or along a wall", () => {
    expect(symbolsOf("A woman was sitting against the wall with a book.")).not.toContain("wall");
    expect(symbolsOf("There was a poster of a horse on the wall.")).not.toContain("wall");
  });
  it("a wall in the way", () => {
    expect(symbolsOf("A huge wall blocked the road and I could not get past.")).toContain("wall");
  });
});

describe("traffic is a road block only when it holds the dreamer up", () => {
  it("traffic one drives through or hears", () => {
    expect(symbolsOf("We were weaving through traffic on the highway.")).not.toContain("road block");
  });
  it("traffic that is stuck or slow", () => {
    expect(symbolsOf("We were stuck in heavy traffic for hours.")).toContain("road block");
    expect(symbolsOf("The traffic was so slow that I would be late.")).toContain("road block");
  });
});

describe("riding a bus or a train is being carried, not steering", () => {
  const meaningOf = (text: string, symbol: string) => interpretOffline(text).symbols.find((s) => s.symbol === symbol)?.meaning ?? "";
  it("a bus the dreamer rides is not mastered", () => {
    expect(meaningOf("I rode the bus to my grandmother's house.", "bus")).not.toContain("direction");
  });
});

describe("driving is the dreamer's own: someone else driving is no driving", () => {
  it("another person drives, or drives the dreamer", () => {
    expect(symbolsOf("My aunt was driving and I sat beside her.")).not.toContain("driving");
    expect(symbolsOf("My uncle drove us to the station.")).not.toContain("driving");
  });
  it("the dreamer drives, also after 'start to', 'had to'", () => {
    expect(symbolsOf("I drove my car along the coast.")).toContain("driving");
    expect(symbolsOf("I got into the truck and I started to drive.")).toContain("driving");
    expect(symbolsOf("I had to drive my cousin to the airport.")).toContain("driving");
  });
});

describe("steps one takes are no stairs", () => {
  it("a stride or a dance step", () => {
    expect(symbolsOf("I crossed the lawn taking big steps like a giant.")).not.toContain("stairs");
    expect(symbolsOf("He took several quick steps toward the door.")).not.toContain("stairs");
  });
  it("steps one climbs", () => {
    expect(symbolsOf("I climbed the stone steps to the old church.")).toContain("stairs");
  });
});

describe("the bank of a stream is no money", () => {
  it("a green or sandy bank, the side of the bank", () => {
    expect(symbolsOf("We sat on the green bank of the little creek.")).not.toContain("money");
    expect(symbolsOf("I skidded down the muddy river bank on my back.")).not.toContain("money");
  });
  it("a bank one takes money to", () => {
    expect(symbolsOf("I went to the bank to cash a check.")).toContain("money");
  });
});

describe("the legs of furniture are no legs", () => {
  it("a bench with four legs, the legs of the chair", () => {
    expect(symbolsOf("There was a wooden bench with four legs in the hall.")).not.toContain("legs");
    expect(symbolsOf("The legs of the chair were painted gold.")).not.toContain("legs");
  });
  it("the dreamer's legs", () => {
    expect(symbolsOf("My legs were too heavy to move.")).toContain("legs");
  });
});

describe("dark as a colour is no night", () => {
  it("dark in colour, dark clothes", () => {
    expect(symbolsOf("The rug was dark in color with small flowers.")).not.toContain("night");
  });
  it("the dark one is afraid of", () => {
    expect(symbolsOf("I was alone in the darkness and could not see.")).toContain("night");
  });
});

describe("sex as gender is no sex act", () => {
  it("a class on sex roles", () => {
    expect(symbolsOf("I went to a lecture on sex roles in the family.")).not.toContain("sex");
  });
  it("having sex", () => {
    expect(symbolsOf("We had sex in the back of the car.")).toContain("sex");
  });
});

describe("wild game is no game", () => {
  it("animals hunted", () => {
    expect(symbolsOf("The hills were full of wild game and deer.")).not.toContain("game");
  });
  it("a game played", () => {
    expect(symbolsOf("We played a board game until midnight.")).toContain("game");
  });
});

describe("a business's operations are no surgery", () => {
  it("an operations manual", () => {
    expect(symbolsOf("I was rewriting the operations manual for the company.")).not.toContain("surgery");
  });
  it("an operation on the dreamer", () => {
    expect(symbolsOf("I was in the hospital waiting for my operation.")).toContain("surgery");
  });
});

describe("orange as a colour is no fruit", () => {
  it("orange tones, an orange glow", () => {
    expect(symbolsOf("The whole room was done in orange tones.")).not.toContain("fruit");
    expect(symbolsOf("There was an orange glow over the hills.")).not.toContain("fruit");
  });
  it("an orange one eats", () => {
    expect(symbolsOf("I peeled an orange and shared it with my brother.")).toContain("fruit");
  });
});

describe("the car of a train or a trolley is no car", () => {
  it("a railroad car, a passenger car, a trolley car", () => {
    expect(symbolsOf("We climbed into an old railroad car full of hay.")).not.toContain("car");
    expect(symbolsOf("I took a trolley car down to the harbor.")).not.toContain("car");
  });
  it("a car one drives", () => {
    expect(symbolsOf("I parked my car behind the school.")).toContain("car");
  });
});
