/**
 * What a character is called and which sense a symbol's word is read in: a kinship title before a
 * name ("Uncle Ray") is part of the name. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const cast = (text: string) => interpretOffline(text).characters.map((c) => `${c.label} [${c.kind}]`);

describe("a kinship title before a name", () => {
  it("belongs to the name when no one owns it", () => {
    expect(cast("Uncle Ray came over and we talked for a while. Later Ray laughed at me.")).toContain("Uncle Ray [family]");
    expect(cast("I was at a picnic with Grandma Jane and she hugged me.")).toContain("Grandma Jane [family]");
  });
  it("a religious title keeps its own reading", () => {
    expect(cast("Sister Agnes scolded me in the hallway.")).toContain("Sister Agnes [known]");
  });
});

const symbols = (text: string) => interpretOffline(text).symbols.map((s) => s.symbol);

describe("a word read in the sense the dream means", () => {
  it("a desert at a meal is the sweet after it", () => {
    const s = symbols("After lunch I went back to the kitchen for desert but it was all gone.");
    expect(s).not.toContain("desert");
    expect(s).toContain("dessert");
    expect(symbols("I was lost in a desert with nothing but sand for miles.")).toContain("desert");
  });
  it("a restaurant named a house is no dwelling", () => {
    expect(symbols("I walked around the mall looking for a waffle house and got hungrier.")).not.toContain("house");
  });
});

describe("a thing said not to be there", () => {
  it("is denied through a verb of having or seeing", () => {
    expect(symbols("I was at the gate but I didn't have a ticket, so the guard sent me away.")).not.toContain("ticket");
    expect(symbols("I told the clerk that I didn't need any shoes and walked out barefoot.")).not.toContain("shoes");
  });
  it("is denied by a negation written without its apostrophe", () => {
    expect(symbols("Everyone lined up for the race, which was odd since I dont run.")).not.toContain("running");
  });
});

describe("a word in its everyday sense", () => {
  it("the blades of a fan or a sled are no knife", () => {
    expect(symbols("The fan in my room had long black blades that spun slowly.")).not.toContain("knife");
  });
  it("a flight of stairs is no plane", () => {
    expect(symbols("I opened the door and saw a flight of narrow wooden stairs going up.")).not.toContain("plane");
  });
  it("to market something is no shop, and the other sex no act", () => {
    expect(symbols("We sat in the garage planning how to market it to our neighbours.")).not.toContain("store");
    expect(symbols("In the dream every angel was loved by one of the other sex.")).not.toContain("sex");
  });
});

describe("a thing only feared or foreseen", () => {
  it("is no symbol of the dream", () => {
    expect(symbols("A bear stood by the tent. I was frightened and thought the bear was about to eat the two of us.")).not.toContain(
      "eating",
    );
    expect(symbols("I stood on a narrow ledge above the river and I was worried about falling.")).not.toContain("falling");
  });
});

describe("an act only planned or threatened", () => {
  it("is no symbol of the dream", () => {
    expect(symbols("The two nurses whispered by the cot. They were planning to kidnap the baby.")).not.toContain("kidnapping");
    expect(symbols("We argued in the kitchen and I was threatening to kill him, but only as a joke.")).not.toContain("death");
  });
});

describe("a band that is no group of people", () => {
  it("a strip or a frequency band is nobody", () => {
    expect(cast("The old lady handed me a hat with a thick band and I put it on.")).toHaveLength(2);
    expect(cast("A marching band played outside and I waved at them.")).toContain("band [stranger]");
  });
});

describe("one person named twice", () => {
  it("a first name after a relation is the full name met before", () => {
    const c = cast("Rachel Watson and Laura Hampton share a room. A man helps Rachel. Her roommate Laura is asleep and snores at me.");
    expect(c.filter((x) => x.startsWith("Laura"))).toHaveLength(1);
  });
  it("a number word after a name is no surname", () => {
    const c = cast("Meeting Wilma Two girls ring my bell and run. My neighbour Wilma Stein comes over to ask me about it.");
    expect(c.some((x) => /Two/.test(x))).toBe(false);
  });
});

describe("a list of people who are there", () => {
  it("goes on past an owner's word", () => {
    const c = cast("I'm playing catch with my uncle Gary, my friend Sam Alder, and a few others.");
    expect(c.some((x) => x.startsWith("Sam Alder"))).toBe(true);
    expect(cast("I rowed past a boat with a man and his wife in it.")).toContain("the man's wife [stranger]");
  });
});

describe("a plural relation named by its members", () => {
  it("after a comma, the names are the group, not more people", () => {
    const c = cast("I went hiking with my brothers, Tom and Jim, and we got lost in the fog.");
    expect(c).toHaveLength(3);
    expect(c).not.toContain("your brothers [family]");
  });
});

describe("a thing only talked or thought about", () => {
  it("is a topic, not a symbol of the scene", () => {
    expect(symbols("My cousin sat on the porch with me and we talked about food for an hour.")).not.toContain("food");
    expect(symbols("At the mall my friend told me about the camping trip she was planning.")).not.toContain("journey");
  });
  it("stays when the dream also shows it", () => {
    expect(symbols("We talked about the snake. Then the snake slid out from under the bed and bit me.")).toContain("snake");
  });
});

describe("a topic opened by a question word or by 'said something about'", () => {
  it("is no symbol of the scene", () => {
    expect(symbols("At the party I asked how his car ran after the long trip.")).not.toContain("car");
    expect(symbols("By the fence Darius said something about some flower.")).not.toContain("flower");
  });
  it("a denial through knowing says the thing is not there", () => {
    expect(symbols("My neighbour was in trouble but he didn't know any lawyers.")).not.toContain("trial");
  });
});

describe("a tool or a place part named like a symbol", () => {
  it("a radar gun, a batting cage and the foot of a bed are none of gun, zoo and feet", () => {
    const s = symbols("At practice the coach held a radar gun by the batting cage. Later the blanket was pulled out at the foot.");
    expect(s).not.toContain("gun");
    expect(s).not.toContain("zoo");
    expect(s).not.toContain("feet");
  });
});

describe("what the scene is likened to", () => {
  it("'as if it were a …' is no symbol", () => {
    expect(symbols("I held the slide up to the light. It was as if it were a movie, the people moving inside.")).not.toContain(
      "television",
    );
  });
});

describe("one name under two relations", () => {
  it("'Uncle Mike' and 'his son Mike' are two people", () => {
    const r = interpretOffline("We visited Uncle Mike at the farm. His son Mike fell off the barn roof. Uncle Mike called the doctor.");
    expect(r.characters.map((c) => c.label)).toEqual(expect.arrayContaining(["Uncle Mike", "Mike"]));
    expect(r.outcomes.map((o) => o.who)).not.toContain("Uncle Mike");
  });
});

describe("a place named to say who someone is", () => {
  it("'a man from work', 'Lena from choir' place no office or concert in the dream", () => {
    const s = symbols("I was painting a fence with a man from the office and Lena from choir. The paint kept dripping.");
    expect(s).not.toContain("office");
    expect(s).not.toContain("concert");
  });
  it("a way back from a place keeps it", () => {
    expect(symbols("I walked out of the church and sat on its steps, then went back to the church to pray.")).toContain("church");
  });
});

describe("words with a second, everyday sense", () => {
  it("a platform away from trains, printed sheets, a can of acid and a smoking machine", () => {
    const s = symbols(
      "We stood on a wooden platform over the lake. The clerk handed me some sheets that were printed forms. A man opened a can of acid and the old printer started smoking.",
    );
    expect(s).not.toContain("station");
    expect(s).not.toContain("bed");
    expect(s).not.toContain("drugs");
  });
  it("keeps the platform of a train, the sheets of a bed and acid taken", () => {
    expect(symbols("I waited on the platform for the last train home.")).toContain("station");
    expect(symbols("I pulled the sheets off the bed and threw them on the floor.")).toContain("bed");
    expect(symbols("At the party my cousin took acid and laughed for hours.")).toContain("drugs");
  });
  it("'almost died', 'head to toe' and slang for a woman are no death, foot or bird", () => {
    const s = symbols("I slipped on the ice and almost died. I was soaked from head to toe. Some loud chick asked me the time.");
    expect(s).not.toContain("death");
    expect(s).not.toContain("feet");
    expect(s).not.toContain("chicken");
  });
});

describe("what a still picture shows", () => {
  it("'the photos were of my aunt at a lake with a horse' puts no lake or horse in the dream", () => {
    const s = symbols("My brother showed me his album. The photos were of my aunt at a lake with a horse.");
    expect(s).not.toContain("lake");
    expect(s).not.toContain("horse");
  });
  it("a picture one takes needs its subject there", () => {
    expect(symbols("I took a photo of the old castle on the hill.")).toContain("castle");
    expect(symbols("I looked at a photo of the old castle on the hill.")).not.toContain("castle");
  });
});

describe("the scene likened to a place", () => {
  it("'it's like the lobby of an airport', 'a hall that looks like an old school', 'as if we were in a church'", () => {
    expect(symbols("We waited in a huge shed. It's like the lobby of a big airport.")).not.toContain("airport");
    expect(symbols("We met in a hall that looks like an old school, with wooden benches.")).not.toContain("school");
    expect(symbols("As if we were in a church, everyone whispered in the big hall.")).not.toContain("church");
  });
  it("'like' that opens a clause or fills speech keeps the place", () => {
    expect(symbols("We ran inside. It's like the whole front hall of the airport was empty.")).toContain("airport");
  });
});

describe("locked up", () => {
  it("one who is locked up is held; one who locks up a building is not", () => {
    expect(symbols("The guards came for me and I was locked up for a week.")).toContain("prison");
    expect(symbols("At closing time I turned off the lights and locked up, then walked to my car.")).not.toContain("prison");
  });
});
