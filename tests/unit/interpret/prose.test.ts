import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { placePhrase } from "@/lib/interpret/naming";
import { article, isPlural, phraseSpan, toYou } from "@/lib/interpret/phrase";
import { tokenize } from "@/lib/interpret/tokenize";

// Every dream below was written for these tests.
const LAKE =
  "I was swimming in a dark lake behind my grandmother's house. The water was warm but I couldn't see the bottom. I felt terrified, then strangely relieved when my brother pulled me out.";
const WOLF =
  "At school again. A wolf was sitting in the hallway and nobody else noticed it. My Mother kept calling me on the phone, and My Brother laughed.";
const DREAMS = [
  LAKE,
  WOLF,
  "I rode my horse up a long, stony track to a farm I did not know. A goat stood in the doorway of the barn.",
  "I was late for my final exam and ran through an unfamiliar city looking for the building. When I finally got there the classroom was empty and I was confused and embarrassed.",
  "My ex and I were at a wedding in a huge old church. I was angry with her because she ignored me, but later we danced and I was happy.",
  "I found a kitten in a shoebox by the garden gate and I didn't know where to take it. I felt sad and confused.",
  "A man was chasing me through a forest. I hid behind a tree. Two dogs barked and my sister shouted my name.",
  "We drove to the beach in our old van and the tide came in over the car park.",
];

const ENDS_BADLY = /\b(a|an|the|my|our|his|her|their|some|in|on|at|to|of|for|with|from|into|behind|about|and|but|then|was|were)$/i;

describe("quotes are phrases of the dream", () => {
  it("quotes the phrase around the symbol, not a fixed window", () => {
    const r = interpretOffline(LAKE);
    const swim = r.symbols.find((s) => s.symbol === "swimming");
    expect(swim?.quote).toBe("swimming in a dark lake");
    expect(r.summary).not.toMatch(/“was swimming in a”/);
  });
  it("never ends a quote on an article, preposition, conjunction or auxiliary", () => {
    for (const text of DREAMS) {
      const r = interpretOffline(text);
      for (const s of r.symbols) {
        expect(text).toContain(s.quote);
        expect(s.quote, `${s.symbol}: ${s.quote}`).not.toMatch(ENDS_BADLY);
        expect(s.quote, `${s.symbol}: ${s.quote}`).not.toMatch(/^(and|but|then|so|i|was|were|when)\b/i);
      }
    }
  });
  it("keeps the governing verb and the whole noun phrase", () => {
    const text = "I rode my horse up a long, stony track.";
    const tokens = tokenize(text);
    const horse = tokens.findIndex((t) => t.w === "horse");
    const [s, e] = phraseSpan(tokens, horse, horse);
    expect(text.slice(tokens[s].start, tokens[e].end)).toBe("rode my horse");
  });
  it("keeps a phrasal verb's particle at the end of a clause", () => {
    const text = "All my teeth fell out.";
    const tokens = tokenize(text);
    const fell = tokens.findIndex((t) => t.w === "fell");
    const [s, e] = phraseSpan(tokens, fell, fell);
    const quote = text.slice(tokens[s].start, tokens[e].end);
    expect(quote).toContain("teeth fell out");
    expect(quote.endsWith("out")).toBe(true);
  });
});

describe("possessives: the dreamer's words, in the second person", () => {
  it("keeps “my grandmother's house” as your grandmother's house", () => {
    const r = interpretOffline(LAKE);
    expect(r.setting.places).toContain("your grandmother's house");
    expect(r.story).toContain("your grandmother's house");
    expect(r.story + r.summary).not.toMatch(/\bthe grandmother's house/);
    // quotes stay verbatim
    expect(r.symbols.some((s) => s.quote.includes("my grandmother's house"))).toBe(true);
  });
  it("maps first person to second person in paraphrases only", () => {
    expect(toYou("my old car")).toBe("your old car");
    expect(toYou("Our house")).toBe("Your house");
    expect(toYou("I was lost")).toBe("you were lost");
    expect(toYou("I was on the pier and was a ship captain")).toBe("you were on the pier and were a ship captain");
    expect(toYou("I was there and he was happy and was singing")).toBe("you were there and he was happy and was singing");
    const r = interpretOffline("We drove to the beach in our old van and the tide came in over the car park.");
    const paraphrase = (r.summary + r.psychologicalAnalysis).replace(/“[^”]*”/g, "“…”");
    expect(paraphrase).not.toMatch(/(^|[^“\w])(my|our) /);
  });
});

describe("articles before common nouns", () => {
  it("gives animals and strangers an article", () => {
    const r = interpretOffline(WOLF);
    expect(r.characters.map((c) => c.label)).toContain("a wolf");
    expect(r.story + r.summary).toMatch(/\ba wolf\b/i);
    expect(r.summary + r.psychologicalAnalysis).not.toMatch(/with wolf\b|, wolf\b|and wolf\b/);
  });
  it("keeps numbers and plurals natural", () => {
    const r = interpretOffline(DREAMS[6]);
    const labels = r.characters.map((c) => c.label);
    expect(labels).toContain("two dogs");
    expect(labels).toContain("a man");
  });
  it("chooses a/an and agreement", () => {
    expect(article("owl")).toBe("an");
    expect(article("uniform")).toBe("a");
    expect(isPlural("two dogs")).toBe(true);
    expect(isPlural("the bus")).toBe(false);
    expect(isPlural("the teeth coming loose")).toBe(true);
  });
  it("places take the right preposition and keep proper names", () => {
    expect(placePhrase("platform")).toBe("on the platform");
    expect(placePhrase("school")).toBe("at the school");
    expect(placePhrase("China")).toBe("in China");
    expect(placePhrase("my grandmother's house")).toBe("in your grandmother's house");
  });
  it("agrees verbs with plural symbols", () => {
    const r = interpretOffline("Hundreds of spiders crawled over the walls of my bedroom while I watched.");
    const text = [r.summary, r.psychologicalAnalysis, ...r.symbols.map((s) => s.meaning)].join(" ");
    expect(text).not.toMatch(/\bthe spiders (points|adds|brings|suggests|reflects)\b/);
  });
});

describe("emotion evidence is distinct and minimal", () => {
  it("does not repeat the first feeling inside the second one's evidence", () => {
    const r = interpretOffline(LAKE);
    expect(r.emotions.map((e) => e.evidence)).toEqual(["I felt terrified", "strangely relieved"]);
    expect(r.summary).not.toMatch(/“I felt terrified”.*“I felt terrified/);
  });
  it("never overlaps evidence across several feelings", () => {
    for (const text of DREAMS) {
      const r = interpretOffline(text);
      const spans = r.emotions.map((e) => {
        const at = text.indexOf(e.evidence);
        expect(at).toBeGreaterThanOrEqual(0);
        return [at, at + e.evidence.length] as const;
      });
      for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
      for (const e of r.emotions)
        expect(e.evidence).not.toMatch(/\b(a|an|the|my|our|their|in|on|at|to|of|for|with|from|and|but|then|because)$/i);
    }
  });
  it("quotes the causer and the dreamer for “X annoys me”", () => {
    const r = interpretOffline("We argued on the platform. The argument annoys me and I walk away.");
    expect(r.emotions[0]?.evidence).toBe("The argument annoys me");
  });
  it("uses noun forms of labels in prose", () => {
    const r = interpretOffline("After the auction I felt bad about the things I had donated.");
    expect(r.summary + r.psychologicalAnalysis + r.reflectionQuestions.join(" ")).not.toMatch(
      /the feeling bad|that feeling bad|felt feeling/,
    );
  });
});

describe("character labels", () => {
  it("are natural lowercase nouns unless proper names", () => {
    const r = interpretOffline(WOLF);
    const labels = r.characters.map((c) => c.label);
    expect(labels).toContain("your mother");
    expect(labels).toContain("your brother");
    for (const l of labels) expect(l).not.toMatch(/^Your |\byour \p{Lu}/u);
    expect(r.summary).not.toMatch(/Your (Mother|Brother)/);
  });
  it("keeps proper names capitalised and does not take sentence openers for names", () => {
    const r = interpretOffline('I met my friend Julia at the market. She asked, "Do you know Marco?" Thoughts: Angry and tired.');
    const labels = r.characters.map((c) => c.label);
    expect(labels).toContain("Julia");
    expect(labels).not.toContain("Do");
    expect(labels).not.toContain("Thoughts");
    expect(labels).not.toContain("Angry");
  });
});

describe("prose does not read as a template with blanks", () => {
  it("has no doubled words, empty quotes or dangling articles in any section", () => {
    for (const text of DREAMS) {
      const r = interpretOffline(text);
      const prose = [r.summary, r.psychologicalAnalysis, ...r.reflectionQuestions, ...r.symbols.map((s) => s.meaning)].join("\n");
      expect(prose).not.toMatch(/\b(\w+) \1\b/i);
      expect(prose).not.toMatch(/“\s*”/);
      expect(prose).not.toMatch(/\b(a|an|the) (a|an|the|your)\b/i);
      expect(prose).not.toMatch(/\bthe (your|my)\b/i);
    }
  });
  it("is deterministic", () => {
    for (const text of DREAMS) expect(interpretOffline(text)).toEqual(interpretOffline(text));
  });
});

describe("symbol cards", () => {
  it("do not repeat a depth-psychology line the reading has already given", () => {
    const r = interpretOffline("I was at my old school taking an exam I had not studied for. The clock on the wall ran faster and faster.");
    for (const x of r.symbols) {
      const deep = /In depth-psychology terms, (.+)\.$/.exec(x.meaning)?.[1];
      if (deep) expect(r.psychologicalAnalysis).not.toContain(deep);
    }
  });
});

describe("sentences", () => {
  it("an abbreviation closed by a quotation mark ends no sentence before a lower-case word", () => {
    const t = tokenize('A sticker reading "O.K." is stuck onto her suitcase. I get up.');
    expect(t.find((x) => x.w === "is")?.sent).toBe(0);
    expect(t.find((x) => x.w === "get")?.sent).toBe(1);
  });
});

describe("the story keeps the dreamer's question", () => {
  it("ends a told-back question with a question mark", () => {
    const r = interpretOffline(
      "I went into the garage. There was oil all over the floor. Would the landlord keep the bond when we moved out?",
    );
    expect(r.story).toMatch(/Would the landlord keep the bond when you moved out\?$/);
  });
});

describe("surprise is not bewilderment", () => {
  it("reads a surprise as news half expected, not as the dream-work's blur", () => {
    const r = interpretOffline(
      "I pulled a sheet off the shelf and something small was eating it and I was surprised. Then I went back to my room.",
    );
    expect(r.psychologicalAnalysis).not.toMatch(/confusion|bewilderment/);
    expect(r.psychologicalAnalysis).toMatch(/surprise/);
  });
});

describe("the story and someone's words", () => {
  it("tells a quotation that runs over several sentences whole, and leaves nothing dangling before one", () => {
    const r = interpretOffline(
      'We were reading his letters in the attic. They mentioned a boat and that "Otto is safe. Safe. Safe." but gave no word about where it was. Then the candle went out.',
    );
    expect(r.story).toContain('"Otto is safe. Safe. Safe." but gave no word');
    expect(r.story).not.toMatch(/was"\./);
  });
  it("quotes a time of day whole, not from the minutes on", () => {
    const r = interpretOffline(
      "I had a ferry to catch. I check my watch and it's already 7:00 and I completely missed the ferry. I was so mad.",
    );
    expect([r.story, ...r.reflectionQuestions, ...r.emotions.map((e) => e.evidence)].join(" ")).not.toMatch(/(^|[^:\d])00 and/);
  });
  it("keeps someone's words that run on into a second sentence in their own person", () => {
    const r = interpretOffline(
      'I was at the bar with my cousin Dale. Then Nora walked in. She said, "I knew you would be here. I hate the both of you." We laughed at her.',
    );
    expect(r.story).toContain('"I knew you would be here. I hate the both of you"');
    expect(r.story).not.toContain("you hate the both");
  });
});

describe("a feeling's quotation", () => {
  it("takes the noun after an adjective along: 'cried with deep sorrow'", () => {
    expect(interpretOffline("My old dog had died. I cried with deep sorrow and later I slept.").emotions[0]?.evidence).toBe(
      "I cried with deep sorrow",
    );
  });
});

describe("'no.' ends a sentence", () => {
  it("unless a number follows it", () => {
    const t = tokenize("I said no. There is a student here. It was No. 5 on the list.");
    expect(t.find((x) => x.w === "there")?.sent).toBe(1);
    expect(t.find((x) => x.raw === "5")?.sent).toBe(2);
  });
});

describe("after an initial", () => {
  it("'I' opens the next sentence: 'check with Wanda P. I did it twice'", () => {
    const t = tokenize("I told them they should check with Wanda P. I did the hula hoop trick twice.");
    expect(t.find((x) => x.w === "did")?.sent).toBe(1);
  });
  it("a quotation cut after an adjective takes no article along", () => {
    const r = interpretOffline(
      "We get lost and head down back lanes or make wide loops round the park, and end up having to wade through ditches.",
    );
    expect(r.outcomes.every((o) => !/\bthe$/.test(o.evidence))).toBe(true);
  });
});

describe("an image to start from", () => {
  it("is not quoted when the dream gives it in one word", () => {
    const r = interpretOffline("I bought and sowed a row of tulips in the yard. There were more nearby, but they were wilting.");
    expect(r.summary).not.toMatch(/^“\p{L}+”:/u);
    expect(r.summary).not.toMatch(/“bought”/);
  });
});

describe("the dreamer's stance", () => {
  it("does not make a listener to music an onlooker", () => {
    const r = interpretOffline(
      "I was sitting in a concert hall. I heard the orchestra tuning. I listened to a piece by Debussy for two hours. I heard the rain outside. I saw an old friend in the row ahead. People were clapping and talking and laughing and the conductor bowed and the lights came up.",
    );
    expect(r.psychologicalAnalysis).not.toMatch(/look on|witness|audience of your own life/);
  });
});

describe("the story leaves out the writer's opening about dreaming", () => {
  it.each([
    ["Last night I had a dream where I was in a lighthouse for some reason. My cousin came to see me.", /^You were in a lighthouse/],
    ["I dreamt I got a letter from my godmother while my father and I ate breakfast.", /^You got a letter/],
    ["I dreamed that my dog could talk. He told me he wanted to go home.", /^Your dog could talk/],
  ])("%s", (dream, start) => expect(interpretOffline(dream).story).toMatch(start));
});

describe("the dictation is not the dream", () => {
  it("nor is the writer's note on what the dream left behind ('Another dream leaving me sad')", () => {
    const r = interpretOffline(
      "Another dream leaving me sad. I was looking after a friend's cat in front of my parents' house and somehow it ran off. I went into the house upset. Later the cat came back and jumped into my arms.",
    );
    expect(r.story).not.toMatch(/Another dream/);
  });
  it("leaves out what the dreamer says about the tape they record on", () => {
    const r = interpretOffline(
      "There is a lot to get through on this tape. I was at the quarry with my nephew and we found a rusty bicycle. My nephew yelled and ran off. I may be recording this in a jumbled order.",
    );
    expect(r.story).not.toMatch(/tape|recording/);
    expect(r.summary).not.toMatch(/tape|recording/);
  });
});

describe("a long parenthesis that closes the report is a note added after", () => {
  it("is not told as the dream's ending", () => {
    const r = interpretOffline(
      "I am queuing to see the pharmacist. I open my box of vitamins and one yellow tablet looks cracked. Then I notice the whole box is wrong and I go to tell the pharmacist. (Here at the residence they have moved my vitamins around and have made mistakes and I have resented it.)",
    );
    expect(r.story).not.toMatch(/resented|mistakes/);
  });
});

describe("a reading that does not repeat itself", () => {
  const dream =
    "I went to an aquarium with my club and looked at strange fish. Later I wandered down a dim corridor alone. The corridor was completely dark and I nearly fell into a deep pit.";
  it("quotes the same words as a tag at most twice", () => {
    const r = interpretOffline(dream);
    const all = [r.summary, r.psychologicalAnalysis].join(" ");
    for (const m of new Set(all.match(/“[^”]+”/g) ?? [])) expect(all.split(`— ${m}.`).length - 1).toBeLessThanOrEqual(2);
  });
  it("does not read the shape's own image again as a symbol", () => {
    const r = interpretOffline(dream);
    expect(r.arc.type).toBe("falling");
    expect(r.psychologicalAnalysis).not.toMatch(/the fall, an image|fall (points|speaks)/);
  });
});

describe("questions that differ from dream to dream", () => {
  const dreams = [
    "My sister and I were arguing in the car about the map. She grabbed it from me and threw it out of the window.",
    "I was in a kitchen with my old teacher. He gave me a bowl of soup and I felt calm.",
    "A man in a grey coat followed me through a market. I ran and hid behind a fruit stall, terrified.",
    "I was late for my exam and could not find the room. The corridors went on and on.",
    "My friend Tom and I swam in a warm lake. We laughed and splashed each other.",
    "I lost my wallet on a bus and searched every seat. I was upset and nobody helped.",
    "My grandfather was sitting on the porch. He told me to look after the garden.",
    "A dog bit my hand in the park and the owner just watched. I was angry.",
    "I was standing on a stage and forgot every word. The audience stared at me.",
    "My boss called me into his office and said my work was wonderful. I was so happy.",
  ];
  const frame = (s: string) =>
    s
      .replace(/“[^”]*”/g, "Q")
      .split(/\s+/)
      .slice(0, 5)
      .join(" ")
      .toLowerCase();
  it("no opening frame of a question comes back in more than three of ten dreams", () => {
    const counts = new Map<string, number>();
    for (const d of dreams)
      for (const f of new Set(interpretOffline(d).reflectionQuestions.map(frame))) counts.set(f, (counts.get(f) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });
});
