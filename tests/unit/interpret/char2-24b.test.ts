import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (dream: string) =>
  interpretOffline(dream)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("a person noun used as a verb after 'to' is no one", () => {
  it("'got me to guard the door' brings no guard", () => {
    expect(cast("At the party my cousins got me to guard the door. A man tried to get past me.")).toEqual(["your cousins", "a man"]);
  });
  it("does not fire on a guard spoken to", () => {
    expect(cast("I walked up to the guard and asked him to open the gate.")).toContain("the guard");
  });
});

describe("a noun before 'one' says which thing", () => {
  it("'the chicken one' is a film, not a chicken", () => {
    expect(cast("My brother and I argued about which film to see. The chicken one was better.")).toEqual(["your brother"]);
  });
  it("does not fire on a chicken met in the scene", () => {
    expect(cast("A chicken ran across the yard and pecked at my shoes.")).toContain("a chicken");
  });
});

describe("a crowd named again by a plain crowd word is one group", () => {
  it("'the people' and 'many others' after a room of students", () => {
    const labels = cast(
      "I walk into a hall packed with students. My friend Oren and many others are there. A loud man shouts to the people in the hall.",
    );
    expect(labels).toEqual(["students", "Oren", "a man"]);
  });
  it("'the crowd' after an audience", () => {
    expect(cast("I sang for an audience at a fair. Afterwards the crowd clapped and I bowed.")).toEqual(["an audience"]);
  });
  it("does not fire when the words after it say which people", () => {
    const labels = cast("A few kids played outside. The people who live next door came out to shout at them.");
    expect(labels.length).toBe(2);
  });
  it("does not fire after a counted group", () => {
    expect(cast("Two men chased me down the road. The people on the corner laughed at me.").length).toBe(2);
  });
});

describe("a pet's name is the pet's", () => {
  it("'my cat Tigger … Tigger' is one cat, named", () => {
    expect(cast("My cat Tigger jumped on my bed. Later Tigger ran off into the garden.")).toEqual(["your cat Tigger"]);
  });
  it("'Tigger (the cat)' names the cat", () => {
    expect(cast("Tigger (the cat) knocked over a vase. Then Tigger hid under the couch.")).toEqual(["Tigger"]);
  });
  it("a capitalised name after the animal word is no thing the animal names", () => {
    expect(cast("I fed our dog Biscuit in the kitchen and then Biscuit barked at me.")).toEqual(["your dog Biscuit"]);
  });
  it("does not fire on a place named after an animal", () => {
    expect(cast("We stopped visiting the Cat Haven, and my sister was cross.").some((l) => /Haven/.test(l))).toBe(false);
  });
});

describe("a count of five or more 'of us' is the dreamer with a group of others", () => {
  it("'about 8 of us' counts the others once", () => {
    expect(cast("There were about 8 of us at the lake, eating lunch on the grass.")).toEqual(["others"]);
  });
  it("does not fire on 'the three of us', who are those named", () => {
    expect(cast("Nell, Abe and I walked to the shop. The three of us bought bread.")).toEqual(["Nell", "Abe"]);
  });
  it("does not count again a crowd already there", () => {
    expect(cast("I went hiking with a bunch of people. There were about ten of us on the trail.").length).toBe(1);
  });
});

describe("a hyphened name is kept whole", () => {
  it("'Pit-Pat' is not cut to its known half", () => {
    expect(cast("At a picnic I showed Pit-Pat my photos. Then Pit-Pat asked for lemonade.")).toEqual(["Pit-Pat"]);
  });
});

describe("'the X one' rule leaves an animal that is given one", () => {
  it("does not fire on 'offered the squirrel one'", () => {
    expect(cast("I had a bag of nuts and offered the squirrel one.")).toContain("the squirrel");
  });
});
