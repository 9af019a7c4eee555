/**
 * Who is in the dream's cast: figures only watched on a screen, and the classes of words a first
 * reading takes for people or gets the identity of. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (text: string) =>
  interpretOffline(text)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("figures the dreamer only watches", () => {
  it("the actors of a film watched are not in the dream", () => {
    expect(cast("I was watching a film at home. Tilda Swinton and Oscar Isaac were in it. Then my brother came in and hugged me.")).toEqual(
      ["your brother"],
    );
    expect(cast("I was watching Casablanca and Humphrey Bogart was smoking on a train. Then I went to bed.")).toEqual([]);
  });
  it("a pronoun in the next sentence goes on about the figure on the screen", () => {
    expect(cast("I was watching a show on TV and Oscar Isaac was feeding a goat. He gave it a carrot. I laughed.")).toEqual([]);
  });
  it("those watching with the dreamer, or who come in, are there", () => {
    expect(cast("I was watching a movie with my friend Wren and Pia. Nobody else was home.")).toEqual(["Wren", "Pia"]);
    expect(cast("Dad was watching the news on TV and I sat down beside him.")).toEqual(["your dad"]);
    expect(cast("I was watching TV on the couch when a man broke in and grabbed my arm.")).toEqual(["a man"]);
  });
});

describe("things, places and titles that are no one", () => {
  it("words an animal's record lists that name no animal", () => {
    expect(cast("The attic was thick with cobwebs and a long tentacle rose from the pond.")).toEqual([]);
    expect(cast("I heard a stampede and hid behind the barn.")).toEqual([]);
  });
  it("a car named after an insect, and fishing for something", () => {
    expect(cast("My uncle parked his VW bug by the river and waved at me.")).toEqual(["your uncle"]);
    expect(cast("Then the old man fishes out his wallet and hands me a coin.")).toEqual(["the old man"]);
  });
  it("a place or a body named with a capital is no one", () => {
    expect(cast("Lena and I walked down Queen Road and ate at Jordan Cafeteria.")).toEqual(["Lena"]);
    expect(cast("I worked for the Blue Heron Foundation and my boss liked me.")).toEqual(["your boss"]);
  });
  it("a show named in brackets after a character is where the character is from", () => {
    expect(cast("I was at the mall with Omar (The Wire) and we bought shoes.")).toEqual(["Omar"]);
  });
});

describe("slang for a person", () => {
  it("'chick' said of a woman is a woman, of a young bird a bird", () => {
    expect(interpretOffline("On the bus this skinny chick sat down next to me. She asked me the time.").characters[0]).toMatchObject({
      kind: "stranger",
      sex: "female",
    });
    expect(interpretOffline("There was a yellow baby chick and I held it in my hands.").characters[0]).toMatchObject({ kind: "animal" });
  });
});

describe("the dreamer's own people", () => {
  const kinds = (text: string) =>
    interpretOffline(text)
      .characters.filter((c) => c.kind !== "self")
      .map((c) => `${c.label}[${c.kind}]`);
  it("the dreamer's children are family, not strangers", () => {
    expect(kinds("My kids were playing in the yard and our baby was crying in her crib.")).toEqual([
      "your kids[family]",
      "your baby[family]",
    ]);
  });
  it("'a family member' is one of the dreamer's family", () => {
    expect(kinds("I talked to a family member on the porch about the roof.")).toEqual(["your family[family]"]);
  });
  it("a family crisis, a family function or a wife beater shirt is no one", () => {
    expect(cast("There had been a family crisis, so I left the office early.")).toEqual([]);
    expect(cast("I put on a wife beater and walked to the store.")).toEqual([]);
  });
});

describe("one person counted once", () => {
  it("a named relation is the one the same relation names again", () => {
    expect(cast("My sister Hedda came over. Later my sister hugged me and left.")).toEqual(["Hedda"]);
    expect(cast("At the fair I saw Tove, my aunt, at a stall. My aunt waved at me.")).toEqual(["Tove"]);
  });
  it("a relation named in a list, or after a semicolon, is someone else", () => {
    expect(cast("My boyfriend Nils, my mother and I were at the post office. My mother talked to the clerk.")).toEqual([
      "Nils",
      "your mother",
      "the clerk",
    ]);
    expect(cast("We went to pick up Oskar; my sister was also there. My sister yelled at him.")).toEqual(["Oskar", "your sister"]);
    expect(cast("In the garden are my mother, Ilse, and I. My mother is pulling weeds.")).toEqual(["your mother", "Ilse"]);
  });
  it("a surname alone is the one full name met before that has it", () => {
    expect(cast("Marcus Feld was at the door. I asked Feld to come in and he did.")).toEqual(["Marcus Feld"]);
  });
  it("names joined by '&' are two people", () => {
    expect(cast("I'm with Dana & Lyle at the fair. Lyle buys me a drink.")).toEqual(["Dana", "Lyle"]);
  });
});

describe("capitalised words that are no one's name", () => {
  it("what an owner owns is not the owner's name", () => {
    expect(cast("The fence was guarding my parents' Summer House, so I climbed over it.")).toEqual([]);
  });
  it("a capitalised preposition opening a sentence names no one", () => {
    expect(cast("About Nils's flat, I remember little. Nils hugged me at the door.")).toEqual(["Nils"]);
  });
  it("a subject before a trade says which one", () => {
    expect(cast("I had tea with Agnes (a friend, Geology student) and we laughed.")).not.toContain("Geology");
  });
  it("a title line's name does not take the first words of the dream", () => {
    expect(cast("Lunch With Marta I'm at a cafe with Marta. She hugs me.")).toEqual(["Marta"]);
  });
});

describe("someone else's people", () => {
  const kinds = (text: string) =>
    interpretOffline(text)
      .characters.filter((c) => c.kind !== "self")
      .map((c) => `${c.label}[${c.kind}]`);
  it("'a friend of hers' is her friend, not the dreamer's", () => {
    expect(kinds("Greta came over with a friend of hers and they sat on my bed.")).toEqual(["Greta[known]", "a friend of hers[known]"]);
    expect(kinds("I danced with a classmate of Greta's at the party.")).toEqual(["a classmate of Greta's[known]"]);
  });
  it("'a friend of mine' stays the dreamer's friend", () => {
    expect(kinds("I met a friend of mine at the market and we talked.")).toEqual(["a friend[friend]"]);
  });
  it("whose the friend's people are is told by the friend, not by 'of hers'", () => {
    expect(cast("A friend of hers came in with her husband.")).toEqual(["a friend of hers", "the friend's husband"]);
  });
});

describe("figures only pictured", () => {
  it("a subject said to be in a photo or on TV is not in the dream", () => {
    expect(cast("Felix and Rex were in a photo on the wall. Then Ann hugged me.")).toEqual(["Ann"]);
  });
  it("one who steps out of the picture's sentence is there", () => {
    expect(cast("A man was in the picture. He smiled at me from the door.")).toEqual(["a man"]);
  });
});

describe("exclamations", () => {
  it("'oh man', 'boy,' and a trailing 'man' are said, not met", () => {
    expect(cast("Oh man, the soup was cold. I sent it back to the kitchen.")).toEqual([]);
    expect(cast("I counted the coins. Boy, this is taking forever.")).toEqual([]);
  });
  it("a man or a boy in a list or a clause is someone", () => {
    expect(cast("A woman and man, both in coats, sat down and hugged me.")).toEqual(["a woman", "a man"]);
    expect(cast("A girl and boy--both of them small--waved at me.")).toEqual(["a girl", "a boy"]);
  });
});

describe("a figure, an army or a band that is no one in the scene", () => {
  it("'figure' as the verb, or a role figure, is no one", () => {
    expect(cast("I sat by the lake and tried to work out the map. I could figure out the north, and figure I'd better walk.")).toEqual([]);
    expect(cast("I wanted to find an authority figure, or a father figure, but the road was empty.")).toEqual([]);
    expect(cast("A tall figure stood in the doorway and waved at me.")).toEqual(["a tall figure"]);
  });
  it("a group one belongs to, and a thing named after it, are no group there", () => {
    expect(cast("My cousin Noor said she had joined the army. She wore army pants to the picnic.")).toEqual(["Noor"]);
    expect(cast("My friend Ravi handed me his guitar. He was in a band.")).toEqual(["Ravi"]);
  });
});

describe("a name or a title that is no one in the scene", () => {
  it("a song or a band heard playing, a work played in quotation marks, a holiday and a school subject", () => {
    expect(cast("Walking Home Alone was playing on the radio while I washed the dishes.")).toEqual([]);
    expect(cast('I think the cinema was playing "Red Harbour" that night.')).toEqual([]);
    expect(cast("We went for a Thanksgiving walk. The new teacher taught us Chemistry.")).toEqual(["a teacher"]);
  });
  it("one who plays with something is there", () => {
    expect(cast("Ann was playing with the dog on the lawn.")).toEqual(["Ann", "the dog"]);
  });
});

describe("a name whose 's is 'is'", () => {
  it("'Laura's working next to me' puts Laura in the scene", () => {
    expect(cast("I was in the kitchen. Laura's working next to me.")).toEqual(["Laura"]);
  });
  it("an owner's 's keeps the owner out", () => {
    expect(cast("I went over to Laura's house and sat on the steps.")).toEqual([]);
    expect(cast("I stayed at Nana's watching movies all night.")).toEqual([]);
  });
});

describe("a person written as one initial", () => {
  it("'R. complains', 'I went hiking with T.' are people", () => {
    expect(cast("R. complains of a headache. I went hiking with T. and we got lost.")).toEqual(["R", "T"]);
  });
  it("a surname's initial, and the letters of a place, are no one more", () => {
    expect(cast("Mark W. was fixing the fence.")).toEqual(["Mark"]);
    expect(cast("We drove back to N.J. in the rain.")).toEqual([]);
  });
});
