import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";
import { gatherPlot } from "@/lib/interpret/plot";

// Dreams written for this test. Symbols in the sense the dream uses them, classes not words:
// a word inside a name or a title, a sense set by the words around it, an animal read by what it
// does, a crash read by the vehicle that crashes, and the thing the action happens to ranked first.
const symbolsOf = (text: string) => analyze(text).symbols.map((s) => s.def.name);
const contextOf = (text: string, name: string) => gatherPlot(analyze(text)).symbols.find((k) => k.sym.def.name === name)?.context;

type Case = [sentence: string, symbol: string];
function check(kept: Case[], dropped: Case[]) {
  for (const [text, symbol] of kept) it(`keeps ${symbol}: "${text}"`, () => expect(symbolsOf(text)).toContain(symbol));
  for (const [text, symbol] of dropped) it(`drops ${symbol}: "${text}"`, () => expect(symbolsOf(text)).not.toContain(symbol));
}

describe("a word inside a name or a title is no symbol", () => {
  check(
    [
      ["We walked along the creek behind the farm.", "river"],
      ["We went camping at Bear Lake with my cousins.", "lake"],
    ],
    [
      // a show named for an owner: "X's Creek"
      ["My sister and I argued about who was cuter on Harper's Creek.", "river"],
      // a capitalised run before a word for a book, a film or a game is its title
      ["Dad handed me a Haunted Forest book to read on the train.", "forest"],
      ["We stayed up late playing some Castle Siege game on the couch.", "castle"],
    ],
  );
});

it("what the dreamer only reads about is a topic, not a thing in the scene", () => {
  const shown = (text: string) => interpretOffline(text).symbols.map((s) => s.symbol);
  expect(shown("At work I was reading about sharks on my phone.")).not.toContain("shark");
  expect(shown("I was swimming in the sea and a shark circled me.")).toContain("shark");
});

describe("someone else's relative, across a word that describes them", () => {
  check(
    [["My little brother hid under the stairs.", "brother"]],
    [
      ["The neighbour came over with his young daughter and a pie.", "daughter"],
      ["Her older brother drove us to the mall.", "brother"],
    ],
  );
});

describe("a sense set by its neighbours", () => {
  check(
    [
      ["I typed the email on my keyboard and hit send.", "computer"],
      ["We carried the keyboard to the stage before the concert.", "music"],
      ["The movers were late, so we spent all day packing for the move.", "moving house"],
      ["I had to pay the bills before the bank closed.", "money"],
      ["I sat down in my cubicle and my boss called me in.", "office"],
      ["I went into the shop to buy milk.", "store"],
      ["I lay down on the bed and fell asleep.", "bed"],
      ["A bear walked out of the trees toward our tent.", "bear"],
      ["We played a card game at the kitchen table until midnight.", "game"],
    ],
    [
      ["We carried the keyboard to the stage before the concert.", "computer"],
      ["I was packing my gym clothes before the trip.", "moving house"],
      ["In church we were going to play the hand bills for the choir.", "money"],
      ["In class we sat in little cubicles and took notes for the exam.", "office"],
      ["Grandpa was building a birdhouse in the wood shop.", "store"],
      ["We walked along the dry creek bed looking for fossils.", "bed"],
      ["My uncle said we would hunt any game we could find in the hills.", "game"],
      ["I did not want to move from the couch. Later I remember packing stuff up.", "moving house"],
      // a rhetorical yes-question names no animal of the dream
      ['She asked if I was sure and I said, "Does a bear sleep all winter?"', "bear"],
    ],
  );
});

describe("a crash is the crash of the vehicle that crashes", () => {
  check(
    [
      ["The plane shook and then it crashed into the sea.", "plane crash"],
      ["Our boat crashed into the rocks in the storm.", "shipwreck"],
      ["My car crashed into a tree on the highway.", "car crash"],
    ],
    [
      ["The plane shook and then it crashed into the sea.", "car crash"],
      ["Our boat crashed into the rocks in the storm.", "car crash"],
      ["My car crashed into a tree on the highway.", "plane crash"],
    ],
  );
});

describe("an animal is read by what it does in the dream", () => {
  it("a mean dog threatens, it is no loyal companion", () => {
    expect(contextOf("We were walking home past a mean dog behind a fence.", "dog")).toBe("threatens");
  });
  it("a dog that tries to get in threatens", () => {
    expect(contextOf("I was alone in the house and a rottweiler was outside trying to get in.", "dog")).toBe("threatens");
  });
  it("a dog that bites another animal threatens", () => {
    expect(contextOf("We were at the park. The big dog bit the little puppy on the ear.", "dog")).toBe("threatens");
  });
  it("a later mention decides when the first only names it", () => {
    expect(contextOf("There was a dog in the yard next door. Later the dog chased us down the street.", "dog")).toBe("threatens");
  });
  it("does not fire on a dog that only sits or plays", () => {
    expect(contextOf("My dog was sleeping by the fire and I scratched his ears.", "dog")).not.toBe("threatens");
    expect(contextOf("We went deer hunting with my uncle in the woods.", "deer")).not.toBe("threatens");
  });
});

describe("the thing the action happens to outranks the furniture", () => {
  it("a firecracker that goes off comes before the beach it goes off on", () => {
    const names = symbolsOf(
      "I was sitting on the beach with my friends in the sun. Then I heard a firecracker. The firecracker went off right next to my head.",
    );
    expect(names).toContain("explosion");
    expect(names.indexOf("explosion")).toBeLessThan(names.indexOf("beach"));
  });
});
