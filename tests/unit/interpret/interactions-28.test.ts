import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

type Found = { type: string; initiator: string; recipient: string; evidence: string };
const coded = (dream: string): Found[] => interpretOffline(dream).interactions as Found[];
const ends = (dream: string, type: string) =>
  coded(dream)
    .filter((x) => x.type === type)
    .map((x) => `${x.initiator} -> ${x.recipient}`);

describe("a deed the dreamer only knows of or pictures is not the dreamer's", () => {
  it("'I knew who stabbed the clerk': someone stabbed the clerk, not the dreamer", () => {
    expect(ends("I stood in the lobby. I knew who stabbed the clerk.", "aggression")).toEqual(["someone -> the clerk"]);
  });
  it("'she asked me who took the painting' does not make the dreamer or her the thief", () => {
    expect(coded("My aunt asked me who took the painting.").filter((x) => x.initiator === "you")).toEqual([]);
  });
  it("'I pictured him hurting my son' is a picture, no aggression", () => {
    expect(ends("A man walked by the fence. I pictured him hurting my son.", "aggression")).toEqual([]);
  });
  it("does not fire on a relative clause: the man who kicked the dog kicked it", () => {
    expect(ends("The man who kicked the dog ran off.", "aggression")).toEqual(["the man -> the dog"]);
  });
});

describe("a break-in told without its place is a break-in on the dreamer", () => {
  it("'some boys had broken in and taken my radio'", () => {
    expect(ends("We got home from the beach. Some boys had broken in and taken my radio.", "aggression")).toContain("some boys -> you");
  });
  it("does not fire on a thing that broke in half", () => {
    expect(ends("I dropped the plate and it broke in half.", "aggression")).toEqual([]);
  });
  it("does not fire on a break-in denied", () => {
    expect(ends("A man came to the door but he didn't break in.", "aggression")).toEqual([]);
  });
});

describe("words hurled at someone past the words themselves", () => {
  it("'I yelled a warning at them' after two men are named", () => {
    expect(ends("Two men stood under the bridge. I yelled a warning at them.", "aggression")).toEqual(["you -> two men"]);
  });
  it("'the kids were shouting names at me'", () => {
    expect(ends("On the steps the kids were shouting names at me.", "aggression")).toEqual(["the kids -> you"]);
  });
  it("does not fire on a call to someone: 'I yelled to a lady at the house'", () => {
    expect(ends("I yelled to a lady at the house.", "aggression")).toEqual([]);
  });
});

describe("a harm promised aloud to the hearer is a threat", () => {
  it("'I'll shoot you all', said by the dreamer to the men", () => {
    expect(ends('Three men came up the hill. I said to the men, "I\'ll shoot you all."', "aggression")).toEqual(["you -> three men"]);
  });
  it("'I'm going to use this knife on you', said by a man to the dreamer", () => {
    expect(ends('A tall man said to me, "I\'m going to use this knife on you."', "aggression")).toEqual(["a tall man -> you"]);
  });
  it("does not fire on an offer: 'I'll get you a drink'", () => {
    expect(ends('My friend Dana said, "I\'ll get you a drink."', "aggression")).toEqual([]);
  });
});

describe("a throat slit is an aggression on its owner", () => {
  it("'the guard slit its throat', the goat named before", () => {
    expect(ends("We were in the yard with a goat. The guard slit its throat.", "aggression")).toEqual(["the guard -> a goat"]);
  });
});

describe("sexual attraction and appeal are sexuality from the one who feels it", () => {
  it("'I felt attracted to that woman'", () => {
    expect(ends("A woman sat at the bar; I felt attracted to that woman.", "sexuality")).toEqual(["you -> a woman"]);
  });
  it("'Marcus was really hot' is the dreamer's sexual thought", () => {
    expect(ends("Marcus came into the room. He was really hot.", "sexuality")).toEqual(["you -> Marcus"]);
  });
  it("'I thought his new jacket was so sexy'", () => {
    expect(ends("Marcus came in. I thought his new jacket was so sexy.", "sexuality")).toEqual(["you -> Marcus"]);
  });
  it("does not fire on heat: 'Marcus was hot and tired'", () => {
    expect(ends("Marcus ran up the hill. He was hot and tired.", "sexuality")).toEqual([]);
  });
  it("does not fire on a relative: 'my brother was hot'", () => {
    expect(ends("My brother sat in the sun. My brother was hot.", "sexuality")).toEqual([]);
  });
  it("does not fire on a thing: 'the moth was attracted to the light'", () => {
    expect(ends("The moth was attracted to the light.", "sexuality")).toEqual([]);
  });
});

describe("friendliness in general constructions", () => {
  it("a gift told from the receiving end: 'I got a bracelet from my aunt'", () => {
    expect(ends("My aunt came to the door. I got a bracelet from my aunt.", "friendliness")).toEqual(["your aunt -> you"]);
  });
  it("'we received presents from Grandpa'", () => {
    expect(ends("We received presents from Grandpa.", "friendliness")).toEqual(["your grandpa -> you"]);
  });
  it("does not fire on a purchase: 'I got a ticket from the clerk'", () => {
    expect(ends("I got a ticket from the clerk at the booth.", "friendliness")).toEqual([]);
  });
  it("a ride back: 'Dad took me back'", () => {
    expect(ends("I was at the fair with Dad. Dad took me back.", "friendliness")).toEqual(["your dad -> you"]);
  });
  it("does not fire on a guard taking the dreamer back to the cell", () => {
    expect(ends("The guard took me back to the cell.", "friendliness")).toEqual([]);
  });
  it("a wish for someone's company: 'I longed to be near Tomas'", () => {
    expect(ends("Tomas sat on the bench. I longed to be near Tomas.", "friendliness")).toEqual(["you -> Tomas"]);
  });
  it("does not fire on a place: 'I longed to be near the window'", () => {
    expect(ends("I longed to be near the window.", "friendliness")).toEqual([]);
  });
  it("a warning out of harm's way: 'we told Claire to run'", () => {
    expect(ends("A bear lumbered toward the tents and we told Claire to run.", "friendliness")).toEqual(["you -> Claire"]);
  });
  it("does not fire on a dismissal: 'I told Bob to move away from me'", () => {
    expect(ends("I told Bob to move away from me now.", "friendliness")).toEqual([]);
  });
  it("a hope is not a kindness: 'I hoped the nurse was friendly'", () => {
    expect(ends("I hoped the nurse in the hall was friendly.", "friendliness")).toEqual([]);
  });
  it("an offered kiss is an overture: 'Lena offered me a kiss'", () => {
    expect(ends("Lena offered me a kiss by the pier.", "sexuality")).toEqual(["Lena -> you"]);
  });
});

describe("hedges and joined subjects", () => {
  it("'we kind of ignore Dora' is a snub", () => {
    expect(ends("We spot Dora and kind of ignore Dora.", "aggression")).toEqual(["you -> Dora"]);
  });
  it("'he and his partners shot us': the man who is known stands for both", () => {
    expect(ends("A man came in with a gun. He and his partners shot us.", "aggression")).toEqual(["a man -> you"]);
  });
});

describe("a look or a shout is aimed at the one the noun names, not at the 'our' before it", () => {
  it("'he glared at our coach' is not aimed at the dreamer", () => {
    const found = coded("A tall man leaned on the railing. He glared at our coach.").filter((x) => x.type === "aggression");
    expect(found).toHaveLength(1);
    expect(found[0].recipient).not.toBe("you");
  });
  it("does not change a deed done to a thing: 'he smashed our window' is aimed at the dreamer", () => {
    expect(ends("A tall man came up to the house. He smashed our window.", "aggression")).toEqual(["a tall man -> you"]);
  });
});

describe("an errand is no warning", () => {
  it("does not fire on 'Grandpa told me to run over and fetch bread'", () => {
    expect(ends("Grandpa told me to run over and fetch bread.", "friendliness")).toEqual([]);
  });
});
