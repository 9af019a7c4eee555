import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";

// Dreams written for this test. Each rule reads a symbol in the sense the dream uses it, and
// turns it away in a sense the dream does not: who does it, a word class, an idiom, a likeness,
// a topic of talk. The last block checks the meanings written for what happens to a symbol.
const symbolsOf = (text: string) => analyze(text).symbols.map((s) => s.def.name);
/** the symbol, and whether every mention of it is only a topic, a fear or a plan */
const found = (text: string, name: string) => analyze(text).symbols.find((s) => s.def.name === name);

type Case = [sentence: string, symbol: string];

function check(kept: Case[], dropped: Case[]) {
  for (const [text, symbol] of kept) it(`keeps ${symbol}: "${text}"`, () => expect(symbolsOf(text)).toContain(symbol));
  for (const [text, symbol] of dropped) it(`drops ${symbol}: "${text}"`, () => expect(symbolsOf(text)).not.toContain(symbol));
}

describe("subject notOther: an act the dreamer does, or whose doer the dream leaves unsaid", () => {
  check(
    [
      ["We escaped through the back window.", "escape"],
      ["Trying to escape in small boats from the guards.", "escape"],
      ["He helped me escape from the camp.", "escape"],
      ["I was running down a dark street.", "running"],
      ["Me and my cousin got up and ran away.", "running"],
      ["We ran all the way to the station.", "running"],
      ["I was swimming in a cold green lake.", "swimming"],
      ["Jo and I went swimming in the river.", "swimming"],
      ["We did a lot of swimming that summer.", "swimming"],
    ],
    [
      ["The pony escaped from its pen and we chased it.", "escape"],
      ["Two prisoners escaped through a tunnel.", "escape"],
      ["I warned my brother. He managed to get out in time.", "escape"],
      ["The cows were running around the barn.", "running"],
      ["My neighbour ran off down the road.", "running"],
      ["The goldfish were swimming in a bowl.", "swimming"],
      ["My uncle was swimming in the sea while I sat on the sand.", "swimming"],
    ],
  );
});

describe("word sense: the state of marriage, a curse sworn, a showing, a hall of size", () => {
  check(
    [
      ["We got married in a small chapel by the sea.", "wedding"],
      ["The witch put a curse on the village.", "magic"],
      ["The castle was cursed and no one could leave.", "magic"],
      ["Protesters marched through the square in a demonstration against the new road.", "protest"],
      ["I walked down the long hall to my old classroom.", "hallway"],
      ["Their room was on the far side of the hallway.", "hallway"],
      ["Someone knocked on the door after midnight.", "knocking"],
      ["He held me close and I felt safe.", "hug"],
      ["The waves of the ocean crashed on the rocks.", "ocean"],
      ["The girl was in the grip of demonic possession and the priest prayed over her.", "demon"],
      ["A shadow crept along the wall toward my bed.", "shadow figure"],
      ["Our flight to Rome was delayed for hours.", "plane"],
    ],
    [
      ["She was married to a man from the next town.", "wedding"],
      ["A married couple sat at the next table.", "wedding"],
      ["He yelled curses at the driver and drove off.", "magic"],
      ["The teacher gave a demonstration of the new printer.", "protest"],
      ["We sat in a big hall full of folding chairs.", "hallway"],
      ["I sat on the right side of the hall near the stage.", "hallway"],
      ["The lamp was knocked on its side by the cat.", "knocking"],
      ["He held me under the water until I kicked free.", "hug"],
      ["The number plate of the car was bent.", "dishes"],
      ["He played the pipe organ in the chapel.", "leak"],
      ["I wore my old army pants to the garden.", "army"],
      ["A huge ocean liner was docked in the harbour.", "ocean"],
      ["We did some spring cleaning in the garage.", "seasons"],
      ["He packed his few possessions into a sack.", "demon"],
      ["I hid and stood in a shadow by the wall.", "shadow figure"],
      ["I ran outside in flight from the angry bull.", "plane"],
    ],
  );
});

describe("word class: a verb ending in a double s is no plural noun", () => {
  check([["I wore a long blue dress to the dance.", "dress"]], [["We had to dress warmly because it was freezing.", "dress"]]);
});

describe("likeness: 'much like' and 'like one in' liken, they do not place", () => {
  check(
    [["We stayed in a cabin by the lake all week.", "lake"]],
    [
      ["My bedroom was much like the cabin at the lake.", "lake"],
      ["The kitchen looked like one in a house from the fifties.", "house"],
    ],
  );
});

describe("topic: what is told of, discussed or mentioned is not in the scene", () => {
  it("reads 'told us of a party' as a topic", () => expect(found("He told us of a party that night.", "party")?.imagined).toBe(1));
  it("reads 'we discussed the old house' as a topic", () =>
    expect(found("We discussed the old house for hours.", "house")?.imagined).toBe(1));
  it("keeps a party the dreamer is at", () => expect(found("I was at a party in a big barn.", "party")?.imagined).toBe(0));
  it("does not take 'dreamt of' for a topic", () =>
    expect(found("I was at the party and thought it was loud.", "party")?.imagined).toBe(0));
});

describe("meanings for what happens to a symbol", () => {
  const meaning = (text: string, name: string) => interpretOffline(text).symbols.find((s) => s.symbol === name)?.meaning ?? "";
  it("a game the dreamer plays", () => expect(meaning("We played a long game of chess on the porch.", "game")).toMatch(/taking part/));
  it("a ball the dreamer plays", () => expect(meaning("I was playing ball with my brother in the yard.", "ball")).toMatch(/your turn/));
  it("a ticket handed to the dreamer", () =>
    expect(meaning("The guard handed me a ticket for the last train.", "ticket")).toMatch(/chance or permission/));
  it("a gun that comes into the dreamer's hands", () =>
    expect(meaning("A stranger gave me a gun wrapped in cloth.", "gun")).toMatch(/put in your hands/));
  it("a gun pointed at the dreamer keeps its threat", () =>
    expect(meaning("A man pointed a gun at me and shot me.", "gun")).not.toMatch(/put in your hands/));
  it("a game merely present keeps the general meaning", () =>
    expect(meaning("There was a chess game on the table.", "game")).toMatch(/competition, rules, and fun/));
});
