import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";

// Dreams written for this test. Each symbol is read in the sense its dream gives it, or not at
// all: a word that only describes another noun, a container named with what it holds, a game named
// by what it plays at, a grip by the arm, what a person's habit or a likeness brings in, and the
// dreamer in a figure's role.
const found = (text: string) => analyze(text).symbols;
const symbolsOf = (text: string) => found(text).map((s) => s.def.name);

type Case = [sentence: string, symbol: string];
function check(kept: Case[], dropped: Case[]) {
  for (const [text, symbol] of kept) it(`keeps ${symbol}: "${text}"`, () => expect(symbolsOf(text)).toContain(symbol));
  for (const [text, symbol] of dropped) it(`drops ${symbol}: "${text}"`, () => expect(symbolsOf(text)).not.toContain(symbol));
}

describe("a word before the noun it describes is not the thing", () => {
  check(
    [
      ["A rabbit ran across the lawn and into its burrow.", "rabbit"],
      ["By the pond I opened the first aid kit.", "bandage"],
      ["The bus driver waved at me from the bus.", "bus"],
      ["He held one of his toy soldiers in his fist.", "toy"],
      ["Our volleyball coach told me to sit on the bench.", "sports"],
      ["An invisible person shoved me off the bench.", "invisibility"],
    ],
    [
      ["The students had made a rabbit warren-like maze of rooms.", "rabbit"],
      ["We walked past the first aid station by the water.", "bandage"],
      ["I found tiny kids' sandals on a shelf.", "child"],
      ["Our promotion lady waved from the van.", "work task"],
      ["My school friend Dana waved at me across the street.", "school"],
      ["He was selling an animal pelt at the market.", "animal"],
      ["We took a lunch break in the yard.", "eating"],
    ],
  );
});

describe("a container named with what it holds is its measure", () => {
  check(
    [["I lost my bag on the train.", "bag"]],
    [
      ["Mum handed me a bag of candy.", "bag"],
      ["Grandpa ate a bowl of porridge.", "dishes"],
    ],
  );
});

describe("what one plays at, a grip and a habit are not things of the scene", () => {
  check(
    [
      ["A war broke out and the town burned.", "war"],
      ["My arm was broken and it hurt.", "arm"],
      ["I went to the bank to get money.", "money"],
      ["A clerk who works at the bank runs toward me.", "running"],
    ],
    [
      ["On the rug we played war with the cards.", "war"],
      ["I seized my uncle by the arm.", "arm"],
      ["My cousin, who goes to weekly meetings, sat beside me on the bus.", "meeting"],
    ],
  );
});

describe("what someone only resembles is not in the dream", () => {
  check([["My father came in with a rifle.", "father"]], [["The cop at the door resembles my father when he was young.", "father"]]);
});

describe("senses by the words around them", () => {
  check(
    [
      ["The smoke filled the kitchen and I could not breathe.", "fire"],
      ["I kicked the ball across the field.", "ball"],
      ["I rode my motorcycle along the coast.", "motorcycle"],
      ["We ate pumpkin pie after dinner.", "dessert"],
      ["The teacher handed back our test papers.", "teacher"],
    ],
    [
      ["Smoke curled up from her cigarette.", "fire"],
      ["We danced at the royal ball in long gowns.", "ball"],
      ["I rode my motorcycle along the coast.", "bicycle"],
      ["We ate pumpkin pie after dinner.", "cake"],
      ["I pushed the needle into the tyre valve to let the air out.", "injection"],
      ["The guard tests my suitcase with a swab.", "exam"],
      ["I told him I'd check up front for my bag.", "doctor visit"],
      ["The hat had a thick band around it.", "music"],
      ["My aunt gave us a tour of her garden.", "journey"],
      ["We folded the clean towels from the laundry.", "bathroom"],
      ["My menstrual blood spilled onto the sheet.", "accident"],
      ["My menstrual blood spilled onto the sheet.", "blood"],
    ],
  );
});

describe("the dreamer in a figure's role", () => {
  const meaningOf = (text: string, name: string) => found(text).find((s) => s.def.name === name)?.def.meaning.everyday ?? "";
  it("reads the tutor the dreamer is as a role held, not as being tested", () => {
    const m = meaningOf("I came as her tutor and urged her to be bold.", "teacher");
    expect(m).toContain("others learn from");
    expect(m).not.toContain("being tested");
  });
  it("reads a teacher the dreamer meets as before", () => {
    expect(meaningOf("Our teacher asked me a question in class.", "teacher")).not.toContain("others learn from");
  });
  it("reads 'I was a doctor' as the dreamer's own role", () => {
    expect(meaningOf("I was a doctor in a busy ward.", "doctor")).toContain("rely on");
  });
});

describe("an act the dream denies does not take place", () => {
  const imagined = (text: string, name: string) => {
    const s = found(text).find((x) => x.def.name === name);
    return !!s && s.imagined === s.count;
  };
  it("counts 'I didn't try to escape' as no escape", () =>
    expect(imagined("I didn't try to escape from the cellar.", "escape")).toBe(true));
  it("keeps an escape that happens", () => expect(imagined("I escaped from the cellar at night.", "escape")).toBe(false));
  it("keeps a door that will not open as a real refusal", () => expect(imagined("The door wouldn't open.", "locked door")).toBe(false));
});

describe("what is put aside, only a part played, forestalled, waking life or a way home is not in the scene", () => {
  const imagined = (text: string, name: string) => {
    const s = found(text).find((x) => x.def.name === name);
    return !!s && s.imagined === s.count;
  };
  check(
    [
      ["Three men took me hostage in the cellar.", "kidnapping"],
      ["Dad and I stayed home all day.", "house"],
    ],
    [
      ["I got a sandwich instead of a coffee.", "drink"],
      ["She kept my pen as a hostage until lunch.", "kidnapping"],
      ["We were riding home on the tram.", "house"],
    ],
  );
  it("counts a number never taken as not in the dream", () =>
    expect(imagined("He drove off before I could take his number.", "numbers")).toBe(true));
  it("counts a sentence on waking life as outside the dream", () =>
    expect(imagined("I rode fast. In real life my uncle keeps a motorcycle in his shed.", "motorcycle")).toBe(true));
  it("keeps the same thing told in the dream", () => expect(imagined("I rode a motorcycle on the porch.", "motorcycle")).toBe(false));
});

describe("'ship' as a verb is not a boat", () => {
  check([["We boarded the ship at dawn and sailed south.", "boat"]], [["My captain said he would ship me out to another base.", "boat"]]);
});
