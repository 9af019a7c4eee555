import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";

// Dreams written for these tests. What a reader sees: which symbols a reading picks, the words it
// quotes for each, and the meaning its card gives for how the symbol appears in this dream.
const cards = (dream: string) => interpretOffline(dream).symbols;
const card = (dream: string, symbol: string) => cards(dream).find((s) => s.symbol === symbol);
const names = (dream: string) => analyze(dream).symbols.map((s) => s.def.name);

describe("meanings chosen by how the symbol appears (symbol-situations.ts)", () => {
  it("a phone that will not get through is read as contact not made", () => {
    expect(card("I tried to call my sister on the phone but there was no signal.", "phone")?.meaning).toMatch(/cannot reach someone/);
    expect(card("My phone rang and it was my sister, asking about dinner.", "phone")?.meaning).not.toMatch(/cannot reach someone/);
  });

  it("a car that will not start is read as being stuck, not as steering your life", () => {
    expect(card("I sat in my little car outside the ferry office and it wouldn't start.", "car")?.meaning).toMatch(/stuck/);
    expect(card("I steered my little car along the coast road to the ferry.", "car")?.meaning).not.toMatch(/stuck/);
  });

  it("a shop the dreamer works in is read as the job, not as shopping", () => {
    expect(card("At the shoe store where I work, the customers kept shouting at me.", "store")?.meaning).toMatch(/your job/);
    expect(card("I walked into a big shoe store and tried on red boots.", "store")?.meaning).not.toMatch(/your job/);
  });

  it("back at school as a grown-up is read as being tested again, not as learning", () => {
    expect(card("Suddenly I was back in high school again, hunting for my locker.", "school")?.meaning).toMatch(/feel tested/);
    expect(card("A school stood across from the bakery we visited.", "school")?.meaning ?? "").not.toMatch(/feel tested/);
  });

  it("my childhood apartment is the past; coming back to the house is only coming home", () => {
    expect(card("My childhood apartment was full of strangers.", "house")?.meaning).toMatch(/from your past/);
    expect(card("Mina and I strolled back to the house after the storm and made cocoa.", "house")?.meaning ?? "").not.toMatch(
      /from your past/,
    );
  });

  it("a bed shared with someone is read as closeness", () => {
    expect(card("My husband and I lay in bed with the cat, planning the garden.", "bed")?.meaning).toMatch(/closeness/);
    expect(card("Alone, I lay in bed and listened to the rain on the tin roof.", "bed")?.meaning).not.toMatch(/closeness/);
  });

  it("a party the dreamer throws is read as hosting", () => {
    expect(card("I threw a big party on the roof and nobody came.", "party")?.meaning).toMatch(/go well for others/);
    expect(card("My cousin invited me to a party on a boat.", "party")?.meaning).not.toMatch(/go well for others/);
  });

  it("a part of the dreamer's own body that is hurt is read as a worry about the body", () => {
    expect(card("My face was covered in sores when I checked.", "face")?.meaning).toMatch(/body or health/);
    expect(card("My face seemed older than I expected.", "face")?.meaning).not.toMatch(/body or health/);
    // (a haircut is no wound)
    expect(card("I cut my hair short and dyed it blue.", "hair")?.meaning ?? "").not.toMatch(/body or health/);
  });

  it("the dreamer on TV is being watched, not watching", () => {
    expect(card("I was on TV talking about my garden and everyone was watching.", "television")?.meaning).toMatch(/watched or judged/);
    expect(card("We were watching TV in the living room.", "television")?.meaning).not.toMatch(/watched or judged/);
  });

  it("water rising over the scene turns on the dreamer", () => {
    expect(card("I was in the cellar and the water started rising around my knees.", "water")?.meaning).toMatch(/overwhelmed/);
  });
});

describe("symbols in the sense the dream uses them", () => {
  it("a part of someone else's body is a detail of them, ranked after the dream's own images", () => {
    const order = names("The goat nibbled the pony on his nose while I watched.");
    expect(order.indexOf("nose")).toBe(order.length - 1);
    expect(names("Something stung me on my nose and it swelled up.")).toContain("nose");
  });

  it("someone else's partner is not the dreamer's", () => {
    expect(names("My friend Tess was crying because her boyfriend had left town.")).not.toContain("partner");
    expect(names("My boyfriend painted the kitchen yellow with me.")).toContain("partner");
  });

  it("someone else coming home is not the dreamer's way home", () => {
    expect(names("I was cooking when my dad came home from the factory.")).not.toContain("going home");
    expect(names("After the concert we finally got home at three in the morning.")).toContain("going home");
  });

  it("a rescue truck or a police van is no car of the dreamer's", () => {
    expect(names("Rescue trucks with sirens kept passing the hotel all night.")).not.toContain("car");
    expect(names("My truck was parked outside the hotel.")).toContain("car");
  });

  it("idioms are not symbols: 'cost a fortune', covering one's ears, a guide dog", () => {
    expect(names("The tickets cost a fortune, so we walked home.")).not.toContain("wealth");
    expect(names("We won a fortune in the lottery and bought a boat.")).toContain("wealth");
    expect(names("The music was so loud that I covered my ears.")).not.toContain("ears");
    expect(names("My guide dog led me across the busy square.")).not.toContain("guide");
    expect(names("We fetched water from the village well every morning.")).not.toContain("water");
  });

  it("new entries: a noise, a meeting, a porch", () => {
    expect(names("A loud noise came through the ceiling all night.")).toContain("noise");
    expect(names("The meeting with my manager ran long.")).toContain("meeting");
    expect(names("I was meeting my aunt at the station.")).not.toContain("meeting");
    expect(names("We sat on the porch watching the storm.")).toContain("porch");
  });
});

describe("quotes that are whole phrases (symbol-quote.ts)", () => {
  const quote = (dream: string, symbol: string) =>
    card(dream, symbol)?.quote ?? analyze(dream).symbols.find((s) => s.def.name === symbol)?.quote;

  it("keeps a compound preposition whole: 'in front of the stove'", () => {
    expect(quote("I saw three small boxes in front of the stove.", "kitchen")).toBe("in front of the stove");
  });

  it("keeps 'someone else's' whole", () => {
    expect(quote("The taxi left me at someone else's house.", "house")).toBe("someone else's house");
  });

  it("does not open on a word of the phrase before: 'That morning the horses'", () => {
    expect(quote("That morning the horses trotted into our orchard.", "horse")).toBe("the horses");
  });

  it("ends where another phrase begins: 'the house', not 'the house after the storm'; 'a horse', not 'my cousin about a horse'", () => {
    expect(quote("Mina and I strolled back to the house after the storm and made cocoa.", "house")).toBe("the house");
    expect(quote("I argued with my cousin about a horse she wanted.", "horse")).toBe("a horse");
  });

  it("drops a place phrase cut short: 'two lamps in front'", () => {
    expect(quote("I saw three small boxes in front of me.", "box")).toBe("three small boxes");
  });
});

describe("ranking: what the dreamer acts on comes before the setting", () => {
  it("a knife the dreamer grabs comes before the kitchen it lies in", () => {
    const order = names("Inside the kitchen I snatched a knife off the counter.");
    expect(order.indexOf("knife")).toBeLessThan(order.indexOf("kitchen"));
  });
});

describe("being lost is not losing one's balance", () => {
  it("'lost balance' is a stumble, not the dream of being lost", () => {
    expect(names("The raft lost balance and we all fell into the lake.")).not.toContain("lost");
    expect(names("We got lost in the old part of the city.")).toContain("lost");
  });
});
