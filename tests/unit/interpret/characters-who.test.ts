/**
 * Who counts as a character: the trades and roles a person can be named by, a second name for the
 * same one ("Carla, a nurse", "a guard or warden"), a role played, and things, titles and figures
 * that are no one in the dream. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (text: string) =>
  interpretOffline(text)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("people named by what they do", () => {
  it("a trade the older lists lacked is a person", () => {
    expect(cast("At the hotel the concierge handed me a key and the bellhop carried my bags upstairs.")).toEqual([
      "the concierge",
      "the bellhop",
    ]);
    expect(cast("The florist wrapped the roses and smiled at me.")).toEqual(["the florist"]);
  });
  it("a trade written with a capital after a first name is a surname", () => {
    expect(cast("I was driving to the lake with my friend Dana Porter and we sang.")).toEqual(["Dana Porter"]);
  });
});

describe("one person named twice", () => {
  it("a name and, after a comma, what the person is", () => {
    expect(cast("I went back in and Carla, a nurse from the clinic, was there talking to the manager.")).toEqual(["Carla", "the manager"]);
  });
  it("'a guard or warden' is one person", () => {
    expect(cast("A guard or warden sat me down and asked for my papers.")).toEqual(["a guard"]);
  });
  it("a role the dreamer plays is no one else", () => {
    expect(cast("I was playing the role of the town doctor and a nurse helped me.")).toEqual(["a nurse"]);
  });
});

describe("costumes and titles are no one", () => {
  it("a costume is worn by someone already there", () => {
    expect(cast("At the party the kids dressed up as Ursula and Ariel and ran around me.")).toEqual(["the kids"]);
    expect(cast("Someone in a Batman suit chased me down the street.")).toEqual(["someone"]);
    expect(cast("A man dressed as Zorro gave me a present.")).toEqual(["a man"]);
  });
  it("what is listened to or watched is a title, unless the one heard does something", () => {
    expect(cast("I was in my room listening to Clair de Lune and my brother came in.")).toEqual(["your brother"]);
    expect(cast("I was listening to Daniel talk to me about the house.")).toEqual(["Daniel"]);
  });
  it("a name before 'shows' is still the one who shows", () => {
    expect(cast("I meet my neighbour at the inn. Later Katie shows me upstairs.")).toContain("Katie");
  });
});

describe("figures only talked about or seen in a picture are not in the dream", () => {
  it("those a list of things takes in are named, not met", () => {
    expect(cast("People on the roof were talking about superheroes, including Spiderman and Magneto Man. I felt left out.")).toEqual([
      "people",
    ]);
    expect(cast("I meet a few new people, including Ann, and we talk.")).toEqual(["people", "Ann"]);
  });
  it("someone discussed is not there", () => {
    expect(cast("We sat on the roof, discussing the neighbours a little, and my sister laughed at me.")).toEqual(["your sister"]);
  });
  it("someone seen in a photo is not there", () => {
    expect(cast("We were in the hall and I saw my uncle in a photo on the wall. My sister laughed at me.")).toEqual(["your sister"]);
    expect(cast("We were in the hall and I saw my uncle in the kitchen. My sister laughed at me.")).toEqual(["your uncle", "your sister"]);
  });
});

describe("someone only feared for", () => {
  it("whoever the dreamer fears for, met before, is there; whoever is feared to come is not", () => {
    const labels = (t: string) => interpretOffline(t).characters.map((c) => c.label);
    expect(labels("I was at the lake with Max. I was worried Max would fall into the water.")).toContain("Max");
    expect(labels("I was alone in the cabin. I was afraid the soldiers were going to come in.")).not.toContain("the soldiers");
  });
});

describe("someone the dreamer is unsure was there", () => {
  it("is there all the same: 'I think Nora was there too'", () => {
    const labels = interpretOffline("We were having a picnic by the lake. I think Nora was there too.").characters.map((c) => c.label);
    expect(labels).toContain("Nora");
  });
});
