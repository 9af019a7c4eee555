import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";
import { doerIn, namedIn } from "@/lib/interpret/agent-words";
import { saidKind } from "@/lib/interpret/reading-spoken";
import type { Entity } from "@/lib/interpret/characters";

const analysis = (dream: string) => interpretOffline(dream).psychologicalAnalysis;
const person = (label: string, head: string, kind: Entity["kind"] = "family"): Entity => ({
  id: 1,
  label,
  head,
  kind,
  sex: "f",
  group: false,
  dead: false,
  mentions: [],
});

describe("who acts in a quoted clause", () => {
  it("a name followed by 'me' is someone acting on the dreamer, even after a 'we'", () => {
    expect(doerIn("as we left Dad had to carry me out", person("your dad", "dad"))).toBe("them");
  });
  it("the dreamer acts when 'I' comes first and no one acts on 'me'", () => {
    expect(doerIn("I called Sidney to see if he wanted tea", person("Sidney", "sidney", "known"))).toBe("you");
  });
  it("a possessive is an owner, not a doer", () => {
    expect(doerIn("I took Mom's car to the shop", person("your mom", "mom"))).toBe("you");
  });
  it("says nothing when the clause names neither", () => {
    expect(doerIn("the rain kept falling", person("your mom", "mom"))).toBeUndefined();
  });
  it("a pronoun alone does not name the character", () => {
    expect(namedIn("They want to buy me something", person("the men", "men", "stranger"))).toBe(false);
    expect(namedIn("The men want to buy me something", person("the men", "men", "stranger"))).toBe(true);
  });
});

describe("someone else's deed is read by whom it falls on, not by one fixed question", () => {
  it("no longer asks 'would you like to do it yourself, or like done to you' of any deed", () => {
    const a = analysis("A man with a knife ran up to the car and showed it to Mom. We drove away fast.");
    expect(a).not.toMatch(/would like done to you|in the man's place/);
  });
  it("a relative is not read by what someone else does to them", () => {
    const a = analysis("A man with a knife ran up to the car and showed it to Mom. We drove away fast.");
    expect(a).not.toMatch(/what your mom does here/);
  });
});

describe("help is read by what it answers", () => {
  it("help in a fix is Jung's helpful figure, with the help in the dream's words", () => {
    const a = analysis("I was lost in the woods at night and a ranger helped me find the road.");
    expect(a).toMatch(/the ranger/);
    expect(a).toMatch(/where the dream has you stuck|in a fix/);
  });
  it("everyday help is not a rescue of a stuck ego", () => {
    const a = analysis("My friend Ann helped me set the table for dinner. We laughed a lot.");
    expect(a).not.toMatch(/helpful figure|ego is stuck|has you stuck/);
  });
});

describe("harm the dreamer only watches is read by who is harmed", () => {
  it("someone of the dreamer's own", () => {
    const a = analysis("A man hit my brother in the street. I watched from the window.");
    expect(a).toMatch(/your brother/);
    expect(a).toMatch(/someone close|someone of yours/);
    expect(a).not.toMatch(/conflict of your own at one remove/);
  });
  it("a stranger keeps the 'at one remove' reading, with the act quoted", () => {
    const a = analysis("A man hit a stranger in the street. I watched from the window.");
    expect(a).toMatch(/no one you know|at one remove/);
    expect(a).toMatch(/“A man hit a stranger in the street”/);
  });
});

describe("a kindness given is read by whether it comes back", () => {
  it("an exchange of kindness is read as an exchange, not as 'a wish to be the one who gives'", () => {
    const a = analysis("I gave my neighbor Tom a cake. Tom smiled and thanked me.");
    expect(a).toMatch(/You give and Tom gives back/);
    expect(a).not.toMatch(/to be the one who gives/);
  });
  it("the dreamer's kindness toward a friend is not read as the friend reaching for the dreamer", () => {
    const a = analysis("I hugged my friend Lena at the station. Lena had a red coat. Lena waved goodbye.");
    expect(a).toMatch(/You are the one who reaches out to Lena/);
  });
});

describe("a threat is read with the act named", () => {
  it("does not fall back on 'Freud read being attacked' when the act can be told", () => {
    const a = analysis("My cousin grabbed my bag. I screamed and she ran off down the road.");
    expect(a).toMatch(/My cousin grabbed my bag/);
  });
});

describe("the dreamer's own words, by what they do", () => {
  it("tells a question, a refusal, an apology and an order from other speech", () => {
    expect(saidKind("Where is the exit?")).toBe("question");
    expect(saidKind("No, give it back")).toBe("refusal");
    expect(saidKind("I'm sorry I was late")).toBe("apology");
    expect(saidKind("Bring me the map")).toBe("order");
  });
  it("a statement is not a refusal, nor is 'don't worry'", () => {
    expect(saidKind("I can't see, the angle is strange")).toBe("other");
    expect(saidKind("Don't worry about it")).toBe("other");
    expect(saidKind("I like floating docks")).toBe("other");
  });
});

describe("the dreamer's own mishap is asked after by what it strikes", () => {
  it("a hurt to the body asks about the body", () => {
    const a = analysis("I tripped on the stairs and hurt my ankle. The house was dark.");
    expect(a).toMatch(/body/);
    expect(a).not.toMatch(/Has something gone wrong for you lately/);
  });
});

describe("where the dream leaves off, by who acts last", () => {
  it("a close that is the dreamer's own act is read as the step the dream stops", () => {
    const a = analysis(
      "We were in an old house with green walls. There were many rooms. I walked into the kitchen and I looked out the window.",
    );
    // (session 26: a look at the close is read as a look, not as a deed)
    expect(a).toMatch(
      /The last thing you do in the dream is “I looked out the window”|The dream stops on your own act|The dream ends on your looking/,
    );
  });
});

describe("a moment the dreamer marks, by the word they mark it with", () => {
  it("what the dreamer calls weird is read as what the waking attitude has no place for", () => {
    const a = analysis("It was a strange dream. I saw a giant clock floating over the lake, which was really weird.");
    expect(a).toMatch(/You call it (weird|strange) yourself/);
  });
});

describe("a death is no deed handed on", () => {
  it("a relative's suicide is not read as a wish the dream gives someone else to carry out", () => {
    const a = analysis("My uncle committed suicide in the barn. I stood in the yard.");
    expect(a).not.toMatch(/wish of yours to carry out|gives its wish to someone else/);
  });
});
