/**
 * Session 24's feeling rules, by word family of the five Hall/Van de Castle classes: the inflections and
 * near-synonyms a report uses (adjectives, verbs, nouns), the idioms that state a feeling ("my blood ran cold",
 * "drove me crazy", "panic set in"), the compounds where a feeling word only names a kind of thing ("a horror
 * film", "the panic button"), and the guards that keep only the dreamer's own feeling. Dreams written for
 * these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const codes = (text: string) => interpretOffline(text).emotions.map((e) => e.code);

describe("anger, by family", () => {
  it.each([
    ["The clerk kept me waiting and I got madder and madder.", "AN"],
    ["My neighbour's radio was driving me crazy all night.", "AN"],
    ["The alarm drove me up the wall.", "AN"],
    ["I lost my cool and shouted at the bus.", "AN"],
    ["My brother kept poking me and it really bugged me.", "AN"],
    ["He pissed me off with his jokes about my car.", "AN"],
    ["I was cross with him for being late again.", "AN"],
    ["I hit the roof when I saw the bill.", "AN"],
    ["I was appalled at the way they treated the waiter.", "AN"],
    ["The traffic was making me more and more agitated.", "AN"],
    ["I felt bitter about losing the race.", "AN"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("does not take another sense of the word", () => {
    expect(codes("We had to cross the river on a log.")).toEqual([]);
    expect(codes("I walked past a cross on the wall of the chapel.")).toEqual([]);
    expect(codes("I drove to the mall and hit the roof of the car with a ball.")).toEqual([]);
    expect(codes("The coffee tasted bitter at the cafe.")).toEqual([]);
    expect(codes("He drove me to the station in his van.")).toEqual([]);
  });
  it("keeps another's anger and an attempt to annoy out", () => {
    expect(codes("She was so cross that she left the room.")).toEqual([]);
    expect(codes("I wanted to annoy my brother, so I hid his shoes.")).toEqual([]);
    expect(codes("He was trying to bug me all day at the office.")).toEqual([]);
    // (a person bugging the dreamer is pestering, an act of theirs, not a feeling the report states)
    expect(codes("My cousin kept bugging me on the sofa.")).toEqual([]);
  });
  it("reads anger at oneself as guilt", () => {
    expect(codes("I left the dog behind. I am appalled that I could do that.")).toEqual(["AP"]);
  });
});

describe("apprehension, by family", () => {
  it.each([
    ["I got a scare when the door slammed behind me.", "AP"],
    ["Panic set in when the lights went out in the tunnel.", "AP"],
    ["Terror gripped me as the lift began to drop.", "AP"],
    ["I jumped out of my skin when the phone rang.", "AP"],
    ["My blood ran cold when I saw the figure at the window.", "AP"],
    ["My hair stood on end in the empty hall.", "AP"],
    ["I had my heart in my mouth on the ladder.", "AP"],
    ["I heard footsteps in the cubicles and it was creepy.", "AP"],
    ["It was too spooky to go down the stairwell.", "AP"],
    ["It disturbed me that the cups were all cracked.", "AP"],
    ["He kissed me on the cheek and I blush as the others watch.", "AP"],
    ["I was reluctant to speak in front of the class.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("does not code a place described, a thing named or an act on someone", () => {
    expect(codes("We walked past a creepy house on the hill.")).toEqual([]);
    expect(codes("Then we were at this creepy 'Gnome' shop by the sea.")).toEqual([]);
    expect(codes("It was all dark and spooky behind the barn.")).toEqual([]);
    expect(codes("We watched horror films all night at the cabin.")).toEqual([]);
    expect(codes("I pressed the panic button by the door.")).toEqual([]);
    expect(codes("I put some blush on her cheeks before the show.")).toEqual([]);
    expect(codes("I disturbed the cat on the sofa.")).toEqual([]);
    expect(codes("The music was not loud enough to have disturbed them.")).toEqual([]);
    expect(codes("I tried to scare him with a rubber mask.")).toEqual([]);
    expect(codes("A man is sent to frighten me at the gate.")).toEqual([]);
    expect(codes("I reluctantly walked back to the ferry office.")).toEqual([]);
  });
  it("keeps someone else's fright and a denied one out", () => {
    expect(codes("His panic set in when the lights went out.")).toEqual([]);
    expect(codes("It didn't scare me at all.")).toEqual([]);
  });
});

describe("sadness, by family", () => {
  it.each([
    ["I was sadder than I have ever been at the station.", "SD"],
    ["I was tearing up as she walked to the train.", "SD"],
    ["I was down in the dumps all day at the fair.", "SD"],
    ["After the letter I felt horrible and sat on the stairs.", "SD"],
    ["I felt gutted when the team lost the final.", "SD"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("does not take tearing paper or a dress for a feeling", () => {
    expect(codes("I was tearing up the letter in the kitchen.")).toEqual([]);
    expect(codes("She had a horrible dress on at the party.")).toEqual([]);
    expect(codes("She was tearing up at the gate.")).toEqual([]);
  });
});

describe("confusion, by family", () => {
  it.each([
    ["Amazingly, I could fly over the roofs.", "CO"],
    ["I was dumbstruck by the size of the tower.", "CO"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("does not take a degree for amazement", () => {
    expect(codes("I did amazingly well on the test.")).toEqual([]);
  });
});

describe("happiness, by family", () => {
  it.each([
    ["My heart leapt when I saw her at the gate.", "HA"],
    ["I was on top of the world after the race.", "HA"],
    ["I was walking on air after the phone call.", "HA"],
    ["I grew calmer after a while on the boat.", "HA"],
    ["I felt serene on the boat in the bay.", "HA"],
    ["I watched in amusement as he juggled the plates.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("does not take a kind of thing for joy", () => {
    expect(codes("We went to the amusement park on Sunday.")).toEqual([]);
    expect(codes("I went on a thrill ride at the park.")).toEqual([]);
    expect(codes("We all sang happy birthday to my aunt.")).toEqual([]);
    expect(codes("We met at happy hour at the bar.")).toEqual([]);
    expect(codes("I bought wonder bread at the store.")).toEqual([]);
    expect(codes("The lake was serene in the morning.")).toEqual([]);
  });
});

describe("whose feeling", () => {
  it("gives a group of other people their own laughter", () => {
    expect(codes("I blush as the girls laugh.")).toEqual(["AP"]);
    expect(codes("The men laughed at the joke by the door.")).toEqual([]);
  });
  it("keeps the dreamer's gladness after the people they talked to", () => {
    expect(codes("We sat down and talked to friends from school, being very glad.")).toContain("HA");
  });
});
