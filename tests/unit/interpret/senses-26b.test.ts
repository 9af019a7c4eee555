import { describe, expect, it } from "vitest";
import { analyze } from "@/lib/interpret/analyze";
import { interpretOffline } from "@/lib/interpret/offline";
import { gatherPlot } from "@/lib/interpret/plot";

// Dreams written for these tests. What a reader sees: which symbols a reading lists, and the meaning
// its card gives for how the symbol appears in this dream.
const card = (dream: string, symbol: string) => interpretOffline(dream).symbols.find((s) => s.symbol === symbol);
const names = (dream: string) => analyze(dream).symbols.map((s) => s.def.name);
const contextOf = (text: string, name: string) => gatherPlot(analyze(text)).symbols.find((k) => k.sym.def.name === name)?.context;

describe("a board game named after a thing is a game", () => {
  it("a game of Operation, a travel version of it, is no surgery", () => {
    expect(names("My cousin and I played a game of Operation on the porch.")).not.toContain("surgery");
    expect(names("He brought a travel version of Operation to the cabin.")).not.toContain("surgery");
  });

  it("does not fire for a real operation", () => {
    expect(names("The doctor said I needed an operation on my shoulder.")).toContain("surgery");
  });
});

describe("a letter of the alphabet is no mail", () => {
  it("the letter a name starts with, or 'the letter K', is no letter in the post", () => {
    expect(names("I could not remember her name, only the letter it started with.")).not.toContain("letter");
    expect(names("On the wall someone had painted the letter K in red.")).not.toContain("letter");
  });

  it("does not fire for a letter in the post", () => {
    expect(names("I opened a letter from my grandmother and started to cry.")).toContain("letter");
  });
});

describe("a reception area is a waiting room, not a party", () => {
  it("the reception area and the reception desk are no party", () => {
    expect(names("I sat in the reception area of the clinic waiting for my name.")).not.toContain("party");
    expect(names("The man at the reception desk gave me a key.")).not.toContain("party");
  });

  it("does not fire for a wedding reception", () => {
    expect(names("We danced all night at my sister's wedding reception.")).toContain("party");
  });
});

describe("being caught (found out, arrested) is not being trapped", () => {
  it("getting caught by the guards or afraid of being caught is no trap", () => {
    expect(names("We sneaked into the museum at night and got caught by the guards.")).not.toContain("trapped");
    expect(names("I hid the money in my coat so that I would not be caught.")).not.toContain("trapped");
  });

  it("does not fire for being caught in something", () => {
    expect(names("I was caught in a net under the water and could not breathe.")).toContain("trapped");
  });
});

describe("a thing that falls into something goes missing whole, it does not fall apart", () => {
  it("a ring that fell into the drain is not broken", () => {
    expect(contextOf("My ring fell into the drain behind the sink.", "ring")).not.toBe("broken");
  });

  it("does not fire for a ring that falls and breaks", () => {
    expect(contextOf("My ring fell and broke on the floor.", "ring")).toBe("broken");
  });
});

describe("travelling home is no longing for home", () => {
  it("'on our way home' from somewhere is plain travel", () => {
    expect(names("On our way home from the beach we stopped for ice cream.")).not.toContain("going home");
  });

  it("does not fire for a dreamer trying to get home", () => {
    expect(names("I was lost in a strange city, trying to get home before dark.")).toContain("going home");
  });
});

describe("knees as a posture are no legs", () => {
  it("on hands and knees, on one's knees, are no symbol of the legs", () => {
    expect(names("She was on her hands and knees scrubbing the kitchen floor.")).not.toContain("legs");
    expect(names("I got down on my knees to look under the bed.")).not.toContain("legs");
  });

  it("does not fire for a knee that hurts", () => {
    expect(names("I fell on the ice and my knee was bleeding.")).toContain("legs");
  });
});

describe("a plane flown in is a journey, not the dreamer's own flight", () => {
  it("the plane card reads travel, not ambition", () => {
    const plane = card("We boarded a plane to visit my aunt in the mountains.", "plane");
    expect(plane?.meaning).toMatch(/travel/);
    expect(plane?.meaning).not.toMatch(/ambition|rise above/);
  });

  it("does not change the dreamer piloting it, which keeps the ambition reading", () => {
    expect(card("I was flying the plane myself high above the clouds.", "plane")?.meaning).toMatch(/big plans|rise above|heights/);
  });
});

describe("a job held years ago is backstory, not the dream's work", () => {
  it("'the office where I used to work' gives no work card", () => {
    expect(names("I walked past the bakery where I used to work and it was empty.")).not.toContain("work task");
  });

  it("does not fire for working in the dream", () => {
    expect(names("I was working late at the office and my boss kept shouting.")).toContain("work task");
  });
});

describe("a job interview has its own card, not the stock work card", () => {
  it("waiting for a job interview reads as being judged for a place", () => {
    const dream = "I waited in a hallway for my job interview and kept fixing my tie.";
    expect(names(dream)).toContain("job interview");
    expect(names(dream)).not.toContain("work task");
  });

  it("does not fire for an interview given to a reporter", () => {
    expect(names("A reporter wanted to interview me about the flood.")).not.toContain("job interview");
  });
});
