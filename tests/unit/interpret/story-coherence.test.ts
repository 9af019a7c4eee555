import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

// Dreams written for this test: long enough that the story is told in pieces, not whole.
const story = (text: string) => interpretOffline(text).story;

describe("the story's pieces stand on their own", () => {
  it("a sentence whose 'one' stands for something named just before brings that sentence with it", () => {
    const s = story(
      "I was walking in a pine forest at dusk with some people from work. We got separated near a river. There were tents. I crawled into one and a stranger walked past and we all screamed and ran. Then I got a letter telling me to go to the station. At the station, Lena and two boys were waiting. We sat on a bench but then Lena found a taxi for the two of us.",
    );
    expect(s).toContain("There were tents. You crawled into one");
  });
  it("keeps a preposition that ends a relative clause", () => {
    const s = story(
      "My uncle gave me a map of five villages that we had to cycle to. He had a cart parked in the square, on a bridge that swayed a lot. My uncle and my sister and I were meant to reach every village, and so we did. We went down to the river and I was frightened, and we were still crossing that bridge that I could hardly stand on, and my sister kept stepping over crates and sacks and barrels and hoses instead of going round them like the others, and all of a sudden we were on a barge. Then I found myself at the gate of my grandmother's house.",
    );
    expect(s).toContain("that you could hardly stand on.");
  });
  it("keeps a bracketed aside that closes the sentence whole", () => {
    const s = story(
      "I drove to the bakery with Dad (the old one on the corner). I said that everyone on our street was rude and Dad laughed. A girl served us. Then Dad went inside and ordered far too much bread. He kept saying I should wear my hair up. My cousin said I looked tired. Eventually we left and parked in a lay-by. I was driving. There was a van behind me and it kept flashing its lights.",
    );
    expect(s).toContain("with Dad (the old one on the corner).");
  });
  it("an opening cut to fit is not left as the scrap before its first comma", () => {
    const s = story(
      "After lunch, I set out to buy a cake and carry it over to surprise my old neighbours from the farm that I had not seen in years. The road went through a forest. The shop was enormous. There was a long queue. I ordered a cake and it never came. I was upset. Finally I gave up and left. I could not find my bike because someone had moved it. Then I met my teacher and her son. At last I found the bike but the lock would not open.",
    );
    expect(s).toMatch(/^After lunch, you set out to buy a cake/);
  });
  it("a piece cut down to \"can't get…\" gets its 'you' back", () => {
    const s = story(
      "I am at a town council meeting in the old library. My cousin is sitting beside me and we are eating sweets. There is also a bowling alley next door and we can hear the pins falling all evening long. Two of the councillors decide to sell the library to a hotel company and leave for the bar. I am now in a taxi and trying to tell the driver to turn around but can't get his attention because I can't speak because my throat is closed. I realize I am actually lying in my bed at home and I try to sit up and turn on the lamp, knowing that if I can reach it I will wake.",
    );
    expect(s).toMatch(/you can't get the driver's attention/i);
    expect(s).not.toMatch(/(Then|Later|Soon|After that),? can't/);
  });
});

describe("a meeting is read as the two of you", () => {
  it("is not something the dreamer does to the other", () => {
    const r = interpretOffline(
      "I met Rosa at the market. Rosa wanted me to come with her to the new museum. I said the museum closed early. Rosa said we could go on Sunday instead. We walked home together along the canal.",
    );
    expect(r.psychologicalAnalysis).not.toMatch(/what you do to Rosa|it is you who acts/);
  });
});

describe("a symbol after a preposition is where the thing is, not the thing", () => {
  it("the purse left under the bed is lost; the bed is not", () => {
    const r = interpretOffline(
      "I was staying in a rented cottage by a lake. I remember leaving my red purse under the bed that night. I accidentally left the cottage without the purse and ran for the ferry.",
    );
    const all = [r.psychologicalAnalysis, ...r.symbols.map((s) => s.meaning)].join(" ");
    expect(all).not.toMatch(/bed you lose/i);
  });
});

describe("a feeling 'about that'", () => {
  it("is read with the sentence 'that' stands for", () => {
    const r = interpretOffline(
      "I was running a plant stall at the village fair. I had potted forty tomato seedlings. The fair was almost done and I noticed that none of my seedlings had gone. I felt a bit bad about that, wishing I had grown herbs instead. Later I found a shady bench and counted the coins.",
    );
    expect(r.summary).toContain("none of my seedlings had gone. I felt a bit bad about that");
  });
});

describe("Freud on a wish the dream names", () => {
  it("starts from what the dreamer says they want, not from a decoded image", () => {
    const r = interpretOffline(
      "I was at my aunt's house. There was a big wooden table in the hall. I wanted to give my aunt a painting I had made. The house was quiet and the clock ticked.",
    );
    expect(r.psychologicalAnalysis).toContain("“I wanted to give my aunt a painting I had made”");
  });
  it("does not take a wish denied for one", () => {
    const r = interpretOffline(
      "I was in a shop with a green lamp. I did not really want to buy the lamp. The shop was dusty and full of clocks.",
    );
    // (read as the dreamer's refusal instead: see refusal.test.ts)
    expect(r.psychologicalAnalysis).not.toMatch(/wish[^.]*want to buy the lamp”|want to buy the lamp”[^.]*wish/);
  });
});

describe("a one-word title run into the report", () => {
  it("is the title, not the story's first word", () => {
    expect(interpretOffline("Lanterns I am hanging paper lanterns along the porch with my neighbour.").story).toMatch(/^You are hanging/);
    expect(interpretOffline("Suddenly I was hanging paper lanterns along the porch.").story).toMatch(/^Suddenly you were/);
  });
});

describe("a lower-case 'i'", () => {
  it("is the dreamer, told back as 'you'", () => {
    expect(interpretOffline("i was in a garden and i'm sure i saw a fox by the gate.").story).toBe(
      "You were in a garden and you're sure you saw a fox by the gate.",
    );
  });
});

describe("a concession opening a piece", () => {
  it("keeps its 'even though' and gets a comma between the two 'you's", () => {
    const s = interpretOffline(
      "My brother and a few of his bandmates had camped in the garden for three nights. They were loading the van to go. There was a drum kit on the lawn. They had left the place filthy. Even though that annoyed me I was quite glad they had come. Later I went up to my room and read a novel about sailors until midnight.",
    ).story;
    expect(s).not.toMatch(/that annoyed you you/);
  });
});

describe("a linked piece opening on a name's possessive", () => {
  it("keeps the name's capital", () => {
    const s = interpretOffline(
      "I was in a class for painting. The teacher showed us how to mix colours and I made a mess of mine. Then I went to see a friend at her flat across town. Brett's mother offered me biscuits with a strawberry filling, and they were very good. We talked about the war and the price of bread for an hour. Later I walked home through the park in the rain.",
    ).story;
    expect(s).not.toMatch(/\bbrett's/);
  });
});

describe("the story's last piece", () => {
  it("is not a bare waking, nor a part of something it has not named", () => {
    const s = story(
      "I was in a big kitchen with my cousin and we were baking bread for a fair. The oven was far too hot and the first loaf burned. My cousin laughed and said we should start again. We carried trays of dough out to a van in the rain. Then I was on the roof of the school throwing old plates down into the yard. Some of them fell short and rolled back and smashed. Then I really wake up.",
    );
    expect(s).not.toMatch(/you really wake up|^Some of them|\. (Finally|In the end|By the end), some of them/);
  });
  it('a possessive after an abbreviation ends no sentence: "Dr.\'s office"', () => {
    const s = story("I opened a door and a strange man was inside. I apologized and told him to go and find Dr.'s office.");
    expect(s).toContain("find Dr.'s office");
  });
  it("a transcript's blanks are told as an ellipsis, not as underscores", () => {
    const s = story("Mom and I were driving to the coast ________, and we meant to rent a flat by the sea.");
    expect(s).not.toContain("_");
    expect(s).toContain("the coast …,");
  });
});
