/**
 * Session 23's feeling rules: a report form's list of feelings (and not a clause that only mentions
 * "feelings"), disbelief only when it is denied, an apology reported, the writer wondering at the
 * telling, puzzlement said with "understand" or "I think it's odd" in a dream told in the present,
 * the dreamer's second verb after a person they act on ("I hold my sister and weep") and someone else's
 * past a thing after a preposition ("he talked about it and didn't know how to begin"), words in another
 * sense ("stressed to him how much it mattered"), and a feeling only supposed, put on, wished on
 * someone or believed of the dreamer by someone else. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const codes = (text: string) => interpretOffline(text).emotions.map((e) => e.code);

describe("a list of feelings after 'Feelings'", () => {
  it("keeps a report form's list and a list the noun opens", () => {
    expect(codes("Setting: the park. Feelings: Scared, glad.")).toEqual(expect.arrayContaining(["HA", "AP"]));
    expect(codes("At the grave I was full of feelings of shame and grief.")).toContain("SD");
    expect(codes("The boat sank. The feelings we had were mostly grief.")).toContain("SD");
  });
  it("does not give the dreamer a feeling a clause after 'feelings' gives someone else", () => {
    expect(codes("We argued on the porch. The feelings passed quickly and he got really upset.")).toEqual([]);
    expect(codes("We talked at the bus stop. Her feelings were hurt and angry.")).toEqual([]);
  });
});

describe("disbelief", () => {
  it.each([
    ["The car was gone from the lot. I couldn't believe it.", "CO"],
    ["The tower was made of cheese. I could hardly believe my eyes.", "CO"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not granted belief", () => {
    expect(codes("My cousin lost his keys again. I told Sam I can believe it, he loses everything.")).toEqual([]);
  });
});

describe("an apology reported", () => {
  it("is no sorrow", () => {
    expect(codes("I stepped on his foot in the queue and told my brother I was sorry.")).toEqual([]);
    expect(codes("I bumped the cart and said to my dad I was sorry.")).toEqual([]);
  });
  it("leaves sorrow felt", () => {
    expect(codes("The dog died in the night. I was so sorry that he was gone.")).toContain("SD");
    expect(codes("I saw the old man in the rain and felt sorry for him.")).toContain("SD");
  });
});

describe("the writer wondering at the telling", () => {
  const past = "We were at the old school. It was dark and the halls were long. The bell was loud. We ran out.";
  it("is no confusion in a dream told in the past", () => {
    expect(codes(`${past} Now I wonder what the bell meant.`)).toEqual([]);
  });
  it("keeps the dreamer's wondering in the dream", () => {
    expect(codes(`${past} I wondered who had rung it.`)).toContain("CO");
    expect(codes("I am at the party and I forgot the drinks. I wonder how to get more.")).toContain("CO");
    expect(codes(`${past} I thought, 'I wonder who rang it.'`)).toContain("CO");
  });
});

describe("puzzlement said plainly", () => {
  it.each([
    ["The guide spoke to us about the map. We couldn't understand.", "CO"],
    ["The sign had three arrows. I didn't understand it at all.", "CO"],
    ["I hand the man a spoon since we don't understand why the soup is blue.", "CO"],
    ["My uncle is at the wheel. I think that's strange, since he never drives.", "CO"],
    ["I'm on the bus in my pyjamas. I'm thinking it is rather weird.", "CO"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not a voice not made out, the writer now, someone else's thought, or a thing called odd", () => {
    expect(codes("I couldn't understand him, he spoke too fast.")).toEqual([]);
    expect(codes("I sit in a kitchen with a cat. I don't understand why I dreamed this.")).toEqual([]);
    expect(codes("My brother is in the garden. He thinks it's odd.")).toEqual([]);
    expect(codes("I am in the yard. I think it's a weird dog.")).toEqual([]);
  });
});

describe("the dreamer's second verb after a person they act on", () => {
  it.each([
    ["At the station I hold my sister for a while and weep.", "SD"],
    ["I met the teacher at the gate and laughed.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("does not take someone else's tears for the dreamer's", () => {
    expect(codes("I saw the man and my mother cried.")).toEqual([]);
    expect(codes("I hit the ball and he cried.")).toEqual([]);
  });
  it("passes over a thing after a preposition to the one whose loss it is", () => {
    expect(codes("My boss wanted to ask me about the rota but then didn't know how to begin.")).toEqual([]);
    expect(codes("The coach kept talking about it and couldn't tell which door was his.")).toEqual([]);
    expect(codes("I stared at it and couldn't tell which door was mine.")).toContain("CO");
  });
});

describe("a word in another sense", () => {
  it("is not stress when a point is stressed, nor fun when it stands for a verb", () => {
    expect(codes("I called the plumber and stressed to him how much the leak mattered.")).toEqual([]);
    expect(codes("The bus was leaving. I fun to the stop and wave.")).toEqual([]);
  });
  it("keeps the feeling", () => {
    expect(codes("The test was at nine and I was stressed that I would be late.")).toContain("AP");
    expect(codes("We went down the slide and had fun.")).toContain("HA");
  });
});

describe("a feeling only supposed, put on, wished on someone, or believed of the dreamer", () => {
  it.each([
    "If I were angry at the clerk, I would say so.",
    "I wish I were happy in that house.",
    "I pretended to be happy when the bus left.",
    "At the party I acted surprised.",
    "I didn't want my sister to feel sad, so I hid the letter.",
    "He wanted me to be happy with the car.",
    "She thought I was angry about the cake.",
  ])("%s → none", (text) => expect(codes(text)).toEqual([]));
  it("keeps a feeling felt", () => {
    expect(codes("Ann and I were confused by the map.")).toContain("CO");
    expect(codes("The clown pulled off his nose and it was my uncle. We tried not to act shocked.")).toContain("CO");
    expect(codes("She came in late and I was angry about the cake.")).toContain("AN");
  });
});
