import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (dream: string) =>
  interpretOffline(dream)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("a name given with 'named' or 'called' is the one just brought in", () => {
  it("a man named Ali is Ali, one person", () => {
    expect(cast("On the pier I walked toward a man named Ali, who waved at me.")).toEqual(["Ali"]);
  });
  it("a cat called Pip is one animal, called by the name", () => {
    expect(cast("A cat called Pip sat on the roof of our car. A snake bit Pip.")).toEqual(["Pip", "a snake"]);
  });
  it("a noun's own words may stand between: a nurse from the night shift named Orla", () => {
    expect(cast("A nurse from the night shift named Orla brought me tea.")).toEqual(["Orla"]);
  });
  it("a list goes on after the named one", () => {
    expect(cast("I left the gym with a classmate named Tobias and another guy. We got into a cab.")).toEqual(["Tobias", "a guy"]);
  });
  it("a later 'a boy' is someone else than the boy with a name", () => {
    const labels = cast("I met a boy named Ernesto at the gate. Later a boy with red hair followed me home.");
    expect(labels).toContain("Ernesto");
    expect(labels).toContain("a boy");
  });
  it("does not fire on a call: 'Mom called Sam' names no one as Mom", () => {
    expect(cast("My mom called Sam and then she drove me to school.")).toEqual(["your mom"]);
  });
});

describe("a plain plural for men or women said again is the group met before", () => {
  it("two guys … the men is one group", () => {
    expect(cast("Two guys in the next booth showed us around the campus. I think the men were brothers.")).toEqual(["two guys"]);
  });
  it("some ladies … the women is one group", () => {
    expect(cast("Some ladies knocked on my door. The women were selling cookies to me.")).toEqual(["some ladies"]);
  });
  it("does not fire when the words after say which men", () => {
    expect(cast("Two guys waved at me. The men from the bank shouted at me.")).toHaveLength(2);
  });
});

describe("an owner named with a part of their body is there", () => {
  it("holding a friend's arm by her name brings her in", () => {
    expect(cast("We walked into the exam room and I was holding Jenny's arm.")).toEqual(["Jenny"]);
  });
  it("the dreamer's own relation whose hand is held is there", () => {
    expect(cast("At the crossing I held Dad's hand tightly.")).toEqual(["your dad"]);
  });
  it("does not fire for a house or a thing named after a body part", () => {
    expect(cast("I went to Jenny's house and ate cake in the kitchen.")).toEqual([]);
    expect(cast("I shaved my chin with my friend's hair trimmer.")).toEqual([]);
  });
});

describe("a likeness measured in someone is no one there", () => {
  it("the texture of a slug brings no slug", () => {
    expect(cast("A beetle crawled out with the soft texture of a slug dipped in oil.")).toEqual(["a beetle"]);
  });
  it("does not fire on a snail that is there", () => {
    expect(cast("A snail crawled up the window and a beetle followed it.")).toEqual(["a snail", "a beetle"]);
  });
});

describe("boxer shorts worn are clothes, not fighters", () => {
  it("my jeans and boxers were down at my knees", () => {
    expect(cast("My jeans and boxers were down at my knees and my friend Kiel laughed at me.")).toEqual(["Kiel"]);
  });
  it("does not fire on boxers who fight", () => {
    expect(cast("The boxers fought in the ring while I watched from the seats.")).toEqual(["the boxers"]);
  });
});

describe("a name said to be someone already there is that one", () => {
  it("a letter for a Mr. Lee, then 'my sister Ann is Mr. Lee': one person", () => {
    expect(cast("There was a letter for a Mr. Lee at our house. My sister Ann is Mr. Lee. It was her letter.")).toEqual(["Ann"]);
  });
  it("the driver was Bob: one person, called Bob", () => {
    expect(cast("The driver was Bob and he drove me home.")).toEqual(["Bob"]);
  });
  it("does not fire on whose friend someone is", () => {
    expect(cast("A girl took the seat beside me. She was Ann's friend.")).toEqual(["a girl"]);
  });
});

describe("someone only said to be dead is not in the dream", () => {
  it("her aunt was dead: the aunt is not there", () => {
    expect(cast("Nora frowned at me. I learned that her aunt was dead.")).toEqual(["Nora"]);
  });
  it("had died years before is a death before the dream", () => {
    expect(cast("My grandfather had died two years before. We sat in his old garden.")).toEqual([]);
  });
  it("does not fire on a death that happens in the dream, or on the dead who act", () => {
    expect(cast("My uncle died in front of me.")).toEqual(["your uncle"]);
    expect(cast("My grandmother, who had died, handed me a key.")).toEqual(["your grandmother"]);
    expect(cast("I found my dog in the yard and it was dead.")).toEqual(["your dog"]);
  });
});

describe("someone said to be elsewhere is not in the scene", () => {
  it("parents out of town are not there; the friends at the party are", () => {
    expect(cast("My parents were out of town so I threw a party with my friends.")).toEqual(["your friends"]);
  });
  it("a sister who wasn't home is not there", () => {
    expect(cast("My sister wasn't home, so I waited on the steps.")).toEqual([]);
  });
  it("does not fire on someone who is there", () => {
    expect(cast("My sister was there and hugged me.")).toEqual(["your sister"]);
  });
});

describe("quoted words and what follows them", () => {
  it("'your aunt' in quoted words is the listener's relative talked about; the one who frowns after the quote is there", () => {
    expect(cast('I said "your aunt" and Nora frowned at me.')).toEqual(["Nora"]);
  });
  it("does not fire on one pointed out and who then comes in", () => {
    expect(cast('Ann shouted "your brother is here!" and he walked in.')).toContain("Ann");
  });
});

describe("one first name with two surnames or initials is two people", () => {
  it("Bob Fox and Bob Smith are two", () => {
    expect(cast("Bob Fox called me. Then Bob Smith came to my door and hugged me.")).toEqual(["Bob Fox", "Bob Smith"]);
  });
  it("Paul R and Paul T are two, told apart by their initials", () => {
    expect(cast("I was emailing both Paul R and Paul T about the site.")).toEqual(["Paul R", "Paul T"]);
  });
  it("does not fire on a first name met again alone, or the same initial again", () => {
    expect(cast("Bob Fox called me. Then Bob came to my door and hugged me.")).toEqual(["Bob Fox"]);
    expect(cast("Margie D hugged me. Later Margie D sat with me.")).toEqual(["Margie"]);
  });
  it("someone from work called Lou Brandt, and this other man called Lou, are two", () => {
    expect(cast("Someone from work called Lou Brandt fainted. I was chatting with this other man called Lou.")).toEqual([
      "Lou Brandt",
      "Lou",
    ]);
  });
});

describe("a name that runs on in a title line is the same name", () => {
  it("'Dana Whitlock Pilot' as a title, then Dana Whitlock, is one person", () => {
    expect(cast("Dana Whitlock Pilot Dana Whitlock flies a small plane. Her plane stalls and she fights a bear.")).toHaveLength(2);
  });
});
