import { describe, expect, it } from "vitest";
import { LEXICON_SIZE } from "@/lib/interpret/lexicon";
import { interpretOffline } from "@/lib/interpret/offline";
import { interpretationSchema, storedInterpretationSchema, type Interpretation } from "@/lib/interpret/schema";

// All dreams below were written for these tests.
const names = (r: Interpretation) => r.symbols.map((s) => s.symbol);
const codes = (r: Interpretation) => r.emotions.map((e) => e.code).sort();

function checkQuotes(text: string, r: Interpretation) {
  for (const s of r.symbols) expect(text).toContain(s.quote);
  for (const e of r.emotions) expect(text).toContain(e.evidence);
}

describe("lexicon", () => {
  it("has at least 400 symbols", () => {
    expect(LEXICON_SIZE).toBeGreaterThanOrEqual(400);
  });
});

describe("symbol families", () => {
  const cases: [string, string, string][] = [
    ["teeth (plural/singular)", "I looked in the mirror and one tooth was loose.", "teeth"],
    ["falling teeth phrase", "At dinner my teeth fell out onto the plate one by one.", "falling teeth"],
    ["flying (irregular past)", "I flew above the rooftops of a town I didn't know.", "flying"],
    ["flying (-ing)", "I was flying low over a field of sunflowers.", "flying"],
    ["drowning", "The river rose and I was drowning in the current.", "drowning"],
    ["animal", "A big black dog followed me along the beach.", "dog"],
    ["animal plural", "Three cats sat on the kitchen table watching me.", "cat"],
    ["place", "I was lost in the basement of my grandmother's house.", "basement"],
    ["vehicle trouble", "I was driving too fast and the brakes failed on the hill.", "brakes"],
    ["exam", "I walked into the final exam and realised I had never studied.", "exam"],
    ["chase", "Someone in a grey coat chased me down the stairs.", "chase"],
    ["multi-word: wedding ring", "My wedding ring slipped off my finger into the sink.", "wedding ring"],
    ["creature", "A ghost stood at the end of the hallway holding a candle.", "ghost"],
    ["body: naked", "I was standing naked in the middle of the classroom.", "naked"],
    ["pregnancy", "I was pregnant and kept feeling the baby kick.", "pregnancy"],
    ["death", "My uncle died in the dream, and we were all at the funeral.", "death"],
    ["food", "We ate chocolate cake on a picnic blanket.", "cake"],
    ["clothing", "I could not find my shoes and wore my sister's boots.", "shoes"],
  ];
  for (const [label, text, expected] of cases) {
    it(label, () => {
      const r = interpretOffline(text);
      expect(names(r)).toContain(expected);
      checkQuotes(text, r);
    });
  }

  it("finds several symbols in an ordinary dream and connects them", () => {
    const text =
      "I was in my childhood home and the kitchen was flooding. My brother handed me a key, and we climbed the stairs to the attic where a snake was sleeping.";
    const r = interpretOffline(text);
    expect(r.symbols.length).toBeGreaterThanOrEqual(5);
    expect(names(r)).toEqual(expect.arrayContaining(["kitchen", "key", "attic", "snake"]));
    checkQuotes(text, r);
  });
});

describe("negation", () => {
  it("drops negated symbols", () => {
    const r = interpretOffline("There were no dogs in the park, only empty benches and a fountain.");
    expect(names(r)).not.toContain("dog");
    expect(r.characters.filter((c) => c.kind === "animal")).toEqual([]);
  });
  it("does not count negated feelings", () => {
    const r = interpretOffline("The house was on fire but I wasn't scared at all. I was not angry either.");
    expect(codes(r)).toEqual([]);
  });
  it("keeps a feeling that follows a negated one", () => {
    const r = interpretOffline("I wasn't afraid of the spider. Later I felt very sad that it had gone.");
    expect(codes(r)).toEqual(["SD"]);
  });
});

describe("emotions (dreamer only)", () => {
  const cases: [string, string, string][] = [
    ["AN", "The clerk kept ignoring me and I was furious with him.", "furious"],
    ["AP", "The lights went out in the hallway and I was terrified.", "terrified"],
    ["AP embarrassment", "I gave my speech in my pyjamas and felt so embarrassed.", "embarrassed"],
    ["SD", "My old friend walked past without a word and I felt lonely.", "lonely"],
    ["SD disappointment", "The concert was cancelled and I was really disappointed.", "disappointed"],
    ["CO", "When I opened the door the room was full of water, and I was completely confused.", "confused"],
    ["CO surprise", "To my surprise, the bus driver was my old piano teacher.", "surprise"],
    ["HA", "We danced on the roof under the stars and I was so happy.", "happy"],
    ["HA relief", "I found my passport at the last minute and felt relieved.", "relieved"],
  ];
  for (const [label, text, word] of cases) {
    it(label, () => {
      const r = interpretOffline(text);
      const code = label.split(" ")[0];
      const hit = r.emotions.find((e) => e.code === code);
      expect(hit, JSON.stringify(r.emotions)).toBeDefined();
      expect(hit!.evidence.toLowerCase()).toContain(word);
      checkQuotes(text, r);
    });
  }
  it("made me / gave me", () => {
    expect(codes(interpretOffline("The noise from the attic scared me half to death."))).toEqual(["AP"]);
    expect(codes(interpretOffline("Losing the race made me angry."))).toEqual(["AN"]);
  });
  it("ignores other people's feelings", () => {
    const r = interpretOffline("My sister was angry with our father and the little boy was scared of the dog. She felt sad.");
    expect(codes(r)).toEqual([]);
  });
  it("separates the dreamer's feeling from another's in the same dream", () => {
    const r = interpretOffline("My boss was furious about the report, but I was relieved it was finally over.");
    expect(codes(r)).toEqual(["HA"]);
  });
  it("ignores feelings after waking", () => {
    expect(codes(interpretOffline("I climbed a tower made of books. When I woke up I felt happy."))).toEqual([]);
  });
});

describe("characters and setting", () => {
  it("classifies family, friends, strangers, animals and creatures", () => {
    const r = interpretOffline(
      "My mother and my best friend Priya were in a strange building with a tall man I had never seen. A horse was tied at the door and a dragon slept on the roof.",
    );
    const byKind = (k: string) => r.characters.filter((c) => c.kind === k).map((c) => c.label.toLowerCase());
    expect(byKind("family").join()).toContain("mother");
    expect(byKind("friend").join()).toContain("priya");
    expect(byKind("stranger").join()).toContain("man");
    expect(byKind("animal").join()).toContain("horse");
    expect(byKind("creature").join()).toContain("dragon");
    expect(byKind("self").length).toBe(1);
    expect(r.setting.familiar).toBe(false);
  });
  it("familiar indoor setting", () => {
    const r = interpretOffline("I was in my house, in the kitchen, and then in my bedroom looking for my phone.");
    expect(r.setting.indoor).toBe(true);
    expect(r.setting.familiar).toBe(true);
    expect(r.setting.places.length).toBeGreaterThan(0);
  });
  it("unfamiliar outdoor setting", () => {
    const r = interpretOffline("I was walking through a strange city at night, down an empty street toward a river.");
    expect(r.setting.indoor).toBe(false);
    expect(r.setting.familiar).toBe(false);
  });
  it("recognises classic themes", () => {
    const r = interpretOffline("I was late for the exam, and then I was falling from a cliff into the ocean while something chased me.");
    expect(r.themes).toEqual(expect.arrayContaining(["exam", "falling", "water", "chase"]));
  });
});

describe("robustness", () => {
  it("says something useful when no symbol is known", () => {
    const text = "Quorble and Tessaly argued softly. I felt puzzled and somewhat uneasy about it all.";
    const r = interpretOffline(text);
    expect(r.summary.length).toBeGreaterThan(40);
    expect(codes(r)).toEqual(["AP", "CO"]);
    expect(r.reflectionQuestions.length).toBeGreaterThanOrEqual(2);
    expect(interpretationSchema.safeParse(r).success).toBe(true);
  });
  it("handles Unicode and emoji", () => {
    const text = "🌊🌊 I was swimming 🏊‍♀️ with Zoë near a café — then a 🐍 appeared, ça va? 你好";
    const r = interpretOffline(text);
    expect(interpretationSchema.safeParse(r).success).toBe(true);
    expect(names(r)).toContain("swimming");
    checkQuotes(text, r);
  });
  it("says plainly that it reads English best for non-English text", () => {
    const r = interpretOffline("Estaba volando sobre el mar con mi madre y tenía mucho miedo de caer.");
    expect(r.summary).toMatch(/English best/);
    expect(interpretationSchema.safeParse(r).success).toBe(true);
  });
  it("handles lists and run-on text", () => {
    const text = "- dog\n- red car\n- my school\n* exam tomorrow\nand then and then and then the bridge and the bridge and the bridge";
    const r = interpretOffline(text);
    expect(names(r)).toEqual(expect.arrayContaining(["dog", "car", "school", "bridge"]));
    checkQuotes(text, r);
  });
  it("handles punctuation only and very short input", () => {
    for (const text of ["!!!!!!!!!!!!", "..........", "a b c d e f", "   dream   "]) {
      const r = interpretOffline(text);
      expect(interpretationSchema.safeParse(r).success).toBe(true);
    }
  });
  it("handles 8,000 characters", () => {
    const chunk = "I ran through my school looking for my brother while the hallway flooded and I felt anxious. ";
    const text = chunk.repeat(Math.ceil(8000 / chunk.length)).slice(0, 8000);
    const r = interpretOffline(text);
    expect(interpretationSchema.safeParse(r).success).toBe(true);
    checkQuotes(text, r);
  });
});

describe("composition", () => {
  const dreamA =
    "I was on a train with my father, crossing a bridge over a wide river. The train stopped and I felt nervous because the doors would not open.";
  const dreamB =
    "At my cousin's wedding a wolf walked into the church. Everyone froze, but I was delighted and fed it cake from the table.";
  it("is deterministic", () => {
    expect(interpretOffline(dreamA)).toEqual(interpretOffline(dreamA));
  });
  it("two different dreams share no paragraph", () => {
    const a = interpretOffline(dreamA);
    const b = interpretOffline(dreamB);
    const pa = [a.summary, ...a.psychologicalAnalysis.split("\n\n"), ...a.reflectionQuestions];
    const pb = [b.summary, ...b.psychologicalAnalysis.split("\n\n"), ...b.reflectionQuestions];
    for (const p of pa) expect(pb).not.toContain(p);
  });
  it("names the dream's own people, places and feelings", () => {
    const r = interpretOffline(dreamA);
    // (who shares the dream the story says; the summary names what happens)
    expect(r.story).toMatch(/father/);
    expect(r.summary).toMatch(/nervous/);
    expect(r.summary).toMatch(/doors would not open/);
    expect(r.psychologicalAnalysis).toMatch(/Jung/);
    expect(r.psychologicalAnalysis).toMatch(/Freud/);
    const sentences = r.summary.split(/(?<=[.!?])\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(4);
  });
  it("output matches the schema and the stored-row schema", () => {
    const r = interpretOffline(dreamB);
    expect(interpretationSchema.parse(r)).toEqual(r);
    expect(storedInterpretationSchema.safeParse(r).success).toBe(true);
    expect(r.engine).toMatch(/^oneira-offline@/);
    expect(r.reflectionQuestions.length).toBeGreaterThanOrEqual(2);
    expect(r.reflectionQuestions.length).toBeLessThanOrEqual(3);
  });
  it("reads old stored rows", () => {
    const old = { summary: "Old text", psychologicalAnalysis: "Old analysis", symbols: [{ symbol: "water", meaning: "emotion" }] };
    expect(storedInterpretationSchema.safeParse(old).success).toBe(true);
    expect(interpretationSchema.safeParse(old).success).toBe(false);
  });
});
