import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (dream: string) =>
  interpretOffline(dream)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("someone the dream only says a person looks like is not in it", () => {
  it.each([
    ["I sat at a counter beside an old man who resembles my grandfather. He poured me some tea.", "an old man", /grandfather/],
    ["A nurse came in. She looked just like my aunt and she checked my pulse.", "a nurse", /aunt/],
    ["A girl in a red coat stood by the gate. She reminded me of my cousin, and she waved at me.", "a girl", /cousin/],
  ])("%s", (dream, there, resembled) => {
    const labels = cast(dream);
    expect(labels).toContain(there);
    expect(labels.some((l) => resembled.test(l))).toBe(false);
  });

  it("gives a resembled name to the look-alike when the dream goes on to call them by it", () => {
    const dream =
      "I walked past a woman who resembles the singer Nina Brandt. Nina Brandt asked me where I was going. I told her I was lost.";
    expect(cast(dream)).toEqual(["a woman"]);
    const r = interpretOffline(dream);
    expect(r.characters.some((c) => /Nina/.test(c.label))).toBe(false);
  });

  it("keeps a resembled name that is someone already there as that one", () => {
    const labels = cast("My friend Greta is there. A soldier that looks like Greta runs towards us. Then I yell for Greta to come on.");
    expect(labels).toEqual(["Greta", "a soldier"]);
  });

  it("does not fire on a clause after 'looked like': 'it looked like my brother was angry'", () => {
    expect(cast("It looked like my brother was angry at me, and he slammed the door.")).toContain("your brother");
    expect(cast("It looked like my brother and my sister were fighting in the yard.")).toEqual(["your brother", "your sister"]);
  });

  it("does not take the dreamer's own look for someone else: 'I looked like my mother'", () => {
    expect(cast("In the mirror I looked like my mother. I brushed my hair.")).toEqual([]);
  });
});

describe("one woman named two ways is one character", () => {
  it("'a police woman … the police lady'", () => {
    const labels = cast("This police woman came to the door and she asked my name. I did not want to talk to the police lady.");
    expect(labels).toEqual(["the police woman"]);
  });

  it("still counts a woman and another lady met apart as two", () => {
    expect(cast("A woman sold me bread. Then another lady gave me a map.")).toHaveLength(2);
  });
});

describe("a group is counted once, whatever words say who is in it", () => {
  it("'a group of six people containing both men and women'", () => {
    expect(cast("We passed a group of six people containing both men and women, and they waved.")).toEqual(["a group"]);
  });

  it("'a crowd of about twenty kids'", () => {
    expect(cast("A crowd of about twenty kids ran past me at the fair.")).toEqual(["a crowd"]);
  });

  it("does not fire on men and women with no group before them", () => {
    expect(cast("I saw men and women dancing in the square, and I joined in.")).toEqual(["men", "women"]);
  });
});

describe("the dreamer in a role is the dreamer, not another character", () => {
  it("'I was at the stables and was a horse trainer'", () => {
    expect(cast("I was at the stables and was a horse trainer. My friend brushed the horse.")).toEqual(["your friend", "the horse"]);
  });

  it("still reads 'my sister came in and was a nurse now' as the sister", () => {
    expect(cast("My sister came in and was a nurse now. She hugged me.")).toEqual(["your sister"]);
  });
});

describe("a relation that leads back to the dreamer names no one new", () => {
  it("'my daughter … her mother' is not 'your daughter's mother'", () => {
    const labels = cast("My daughter was crying in the kitchen. Her mother picked her up and I made tea.");
    expect(labels).toEqual(["your daughter"]);
  });

  it("'my wife's father' is still someone", () => {
    expect(cast("My wife's father came in and shook my hand.")).toEqual(["your wife's father"]);
  });
});

describe("someone named only in quoted words is talked about, not met", () => {
  it("a name only inside what the dreamer says", () => {
    expect(cast('Marla pushed me. I said, "Uncle Theo is your guide. Pray to him and he will help you."')).toEqual(["Marla"]);
  });

  it("keeps one called to by name", () => {
    expect(cast('I said, "Theo, come here." Then I left the room.')).toEqual(["Theo"]);
    expect(cast('I said "Hi Mom!" and hugged her.')).toEqual(["your mom"]);
  });

  it("keeps a stranger pointed out in the words: 'by the woman with the child'", () => {
    expect(cast('I asked the guard where to go. He said, "By the woman with the dog."')).toContain("the guard");
  });

  it("a word in quotation marks is no speech: 'a \"stewardess\"'", () => {
    expect(cast('I sneaked past a "stewardess" and hid in the galley.')).toEqual(["a stewardess"]);
  });
});

describe("a name said to be someone's is that one's", () => {
  it("'One girl was upset. Her name was Holly.' is one girl, called Holly", () => {
    expect(cast("One girl was upset that I forgot her. Her name was Holly. Holly walked off.")).toEqual(["Holly"]);
  });

  it("does not fire on a name met before: 'Her name was Ann' after Ann came in", () => {
    expect(cast("Ann came in and a woman followed her. Her name was Ann, I think.")).toContain("a woman");
  });
});

describe("words that look like a person noun and are not one", () => {
  it("'people follow and crowd around me' is no crowd", () => {
    expect(cast("Usually people follow me and crowd around me, and I wave.")).not.toContain("crowd");
  });

  it("'a crowd gathered around me' is one", () => {
    expect(cast("A crowd gathered around me at the station.")).toEqual(["a crowd"]);
  });

  it("'a spectator-participant dream' names no one", () => {
    expect(cast("I was in some sort of spectator-participant dream in a big city.")).toEqual([]);
  });

  it("whom a poster shows is only pictured: 'a poster with a father and a toddler'", () => {
    expect(cast("I stared at a poster with a father and a toddler. My dad laughed at me.")).toEqual(["your dad"]);
  });

  it("'my mother … a mother and her son' are three people, not your mother's son", () => {
    expect(cast("My mother waved at me. A mother and her son were eating lunch by the door.")).toEqual([
      "your mother",
      "a mother",
      "the mother's son",
    ]);
  });
});

describe("a relation joined to one with an owner shares the owner", () => {
  it("'his wife and son' is not your son", () => {
    expect(cast("A man came in. His wife and son waved at me.")).not.toContain("your son");
  });

  it("'her mother and father … her father' are one father", () => {
    const labels = cast("I was with my girlfriend. Her mother and father sat on the sand near me. I was talking to her father.");
    expect(labels.filter((l) => /father/.test(l))).toEqual(["your girlfriend's father"]);
  });

  it("still reads 'Mom and Dad' as yours", () => {
    expect(cast("Mom and Dad came to the party with me.")).toEqual(["your mom", "your dad"]);
  });
});

describe("the name in 'his name was …' is the one brought in last", () => {
  it("'My father hired a guard for me. His name was Marco.' names the guard, not the father", () => {
    const labels = cast("My father hired a guard for me. His name was Marco. Marco walked me home every day.");
    expect(labels).toContain("your father");
    expect(labels).toContain("Marco");
    expect(labels).toHaveLength(2);
  });
});
