import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const others = (dream: string) => interpretOffline(dream).characters.filter((c) => c.kind !== "self");
const cast = (dream: string) => others(dream).map((c) => c.label);
const kinds = (dream: string) => others(dream).map((c) => `${c.label}: ${c.kind}`);

describe("someone the dreamer knows from waking life, by a clause after the noun, is known", () => {
  it("a woman I once dated is known, not a stranger", () => {
    expect(kinds("On the pier I danced with a woman I once dated. She laughed.")).toEqual(["a woman: known"]);
  });
  it("a guy I went to college with is known", () => {
    expect(kinds("A guy I went to college with handed me a map.")).toEqual(["a guy: known"]);
  });
  it("does not fire on a meeting in the dream: a man I saw at the gate is a stranger", () => {
    expect(kinds("A man I saw at the gate waved at me.")).toEqual(["a man: stranger"]);
  });
});

describe("one person named two ways is counted once", () => {
  it("'this other boy' after 'my boyfriend' is the boy met before", () => {
    expect(
      cast("I rode a ferry with a boy from my old street. I knew my boyfriend waited at home, yet I sat with this other boy anyway."),
    ).toEqual(["a boy", "your boyfriend"]);
  });
  it("does not fire with no one of the dreamer's own between: a boy … this other boy is two", () => {
    expect(cast("A boy threw a stone at me. This other boy shouted at me.")).toHaveLength(2);
  });
  it("'her baby boy … the baby' is one baby", () => {
    expect(cast("My neighbour carried in her baby boy. I tickled the baby and it giggled.").filter((l) => /baby/.test(l))).toHaveLength(1);
  });
  it("the name she answers when asked her name is hers", () => {
    expect(cast("I met a tall girl by the fountain. When I asked her name, she said Rosa, and I hugged her.")).toEqual(["Rosa"]);
  });
});

describe("names the dream gives and the words that are no one", () => {
  it("the names after 'my brothers' are all brothers", () => {
    expect(kinds("I see my brothers Teodor and Lukas by the river. I hug Lukas.")).toEqual(["Teodor: family", "Lukas: family"]);
  });
  it("does not fire past the list: 'my sisters, Ines and Olga, and Dario'", () => {
    expect(kinds("We hiked up, my sisters, Ines and Olga, and Dario.")).toContain("Dario: known");
  });
  it("a month's name with a surname's initial is a first name: Jan P", () => {
    expect(cast("Ola K and Jan P sat in my kitchen. Jan P asked for tea.")).toEqual(["Ola", "Jan"]);
  });
  it("does not fire on a verb opening a note: 'Asked E.M. about it'", () => {
    expect(cast("Asked E.M. about the cake. Nobody knew.")).toEqual([]);
  });
  it("an unknown word between two names of a list is a name too", () => {
    expect(cast("I walked home with Calvin, Zorbek and Evelyn.")).toEqual(["Calvin", "Zorbek", "Evelyn"]);
  });
  it("a brand before a common noun and a firm someone works for are no one", () => {
    expect(cast("A clerk who works for Bragg Zonder stacked a shelf with Zoobles cereal on it.")).toEqual(["a clerk"]);
  });
  it("what 'some kind of' names is a thing, not a person", () => {
    expect(cast("My boss said some kind of Quarnel was humming.")).toEqual(["your boss"]);
  });
  it("a common first name the word list has without a sex is male or female: Bob, Sue", () => {
    expect(others("Bob and Sue waved at me from the boat.").map((c) => c.sex)).toEqual(["male", "female"]);
  });
  it("a word written with a capital again and again, acting, is a name: Pebble the dog", () => {
    expect(
      cast("Someone let Pebble into the yard. Pebble was so glad to see me. I threw a stick for Pebble and scratched Pebble's ears."),
    ).toContain("Pebble");
  });
});

describe("who is in the scene and who is not", () => {
  it("a twin is family", () => {
    expect(kinds("Then I had a twin, and she ran off with my bike.")).toEqual(["your twin: family"]);
  });
  it("does not fire on a twin bed", () => {
    expect(cast("I bought a twin bed at the market.")).toEqual([]);
  });
  it("people in a general 'you' statement are no one there", () => {
    expect(cast("I told myself it was fine, because you warn other people about such things.")).toEqual([]);
  });
  it("an office run for is no one: running for mayor", () => {
    expect(cast("My uncle and a tall guy were running for mayor. They shook hands with me.")).not.toContain("a mayor");
  });
});

describe("groups and owners", () => {
  it("one of a pair of birds, and the birds, are the pair met before", () => {
    expect(cast("Two owls or hawks swooped at me. One bird landed on my tent. Later the birds flew off.")).toEqual(["two owls"]);
  });
  it("does not fire on a new kind: two herons and then some dogs", () => {
    expect(cast("Two owls swooped at me. Then some dogs barked at me.")).toHaveLength(2);
  });
  it("a cousin named only as the owner of her neighbour is not there", () => {
    expect(cast("My cousin Ilse Marek's neighbour Tobiah waved at me from the shed.")).toEqual(["Tobiah"]);
  });
  it("does not fire when the one named holds a part of the body: my friend Ottilie's arm", () => {
    expect(cast("I grabbed my friend Ottilie's arm on the bridge.")).toEqual(["Ottilie"]);
  });
  it("two gangs told apart by a describing word are two, each named so", () => {
    expect(cast("Members of the rich gang waited outside. Members of the poor gang chased off the rich gang.")).toEqual([
      "the rich gang",
      "the poor gang",
    ]);
  });
});

describe("roles and people sent for", () => {
  it("a porter who appears to be a captain is one person", () => {
    expect(cast("On the quay I chat with a porter who appears to be a captain. He nods at me.")).toEqual(["a porter"]);
  });
  it("'the second crew' names again the second crew met before", () => {
    expect(cast("A second crew of rowers shoved me aside. Later I spoke to the second crew about it.")).toHaveLength(1);
  });
  it("the police only called are not there", () => {
    expect(cast("We found a man asleep in the cellar. Shall we phone the police?")).toEqual(["a man"]);
  });
  it("does not fire when the police come", () => {
    expect(cast("I phoned the police and the police arrived and took my statement.")).toEqual(["the police"]);
  });
});
