/**
 * Session 22's feeling rules: capitals written for emphasis, the feeling words of a moment ("it was
 * embarrassing"), the dreamer's own cries ("Wow", "Whew", "I was like 'aw'"), feelings told by an
 * idiom or a state ("out of place", "weirded out", "fighting back tears"), and whose feeling it is
 * (someone's unquoted words, a guess with "must", what is uncomfortable for another). Dreams written
 * for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const codes = (text: string) => interpretOffline(text).emotions.map((e) => e.code);

describe("capitals written for emphasis", () => {
  it.each([
    ["The stairs went down into the cellar. I was SO SCARED that I ran back up.", "AP"],
    ["The lights went out in the hall. I was TERRIFIED.", "AP"],
    ["The dog ran toward me; I was REALLY scared.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("does not take a name or an initialism for emphasis", () => {
    expect(codes("We drove to the lake. My friend BJ was angry.")).toEqual([]);
    expect(codes("We sang Happy Birthday to my aunt.")).toEqual([]);
    expect(codes("I wanted Dana OK again or to feel better.")).toEqual([]);
    expect(codes("I was NOT scared at all.")).toEqual([]);
  });
});

describe("the moment as the dreamer lived it", () => {
  it.each([
    ["I tripped on the stage before the whole school. It was really embarrassing.", "AP"],
    ["The bath was too hot. It was uncomfortable, so I got out.", "AP"],
    ["The roads kept turning back on themselves. It was all so bewildering.", "CO"],
    ["I was psyched to go to the concert with my cousin.", "HA"],
    ["We had a blast at the county fair.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not what the dreamer does to someone, a thing described, or someone else's discomfort", () => {
    expect(codes("I kept embarrassing my sister at the dinner.")).toEqual([]);
    expect(codes("I kept disturbing the neighbours with my drums.")).toEqual([]);
    expect(codes("It was a disturbing picture of a ship.")).toEqual([]);
    expect(codes("She sat on the hard bench. It was uncomfortable for her.")).toEqual([]);
  });
  it("is not a guess at a feeling with 'must'", () => {
    expect(codes("We watched the acrobat flip. I said it must be embarrassing to fall.")).toEqual([]);
  });
});

describe("the dreamer's own cries", () => {
  it.each([
    ['The door opened onto a beach. I said, "Wow."', "CO"],
    ["The curtains parted. Wow. There was a whole orchestra inside.", "CO"],
    ['I hid the letter under my pillow. I thought, "Whew, nobody saw it."', "HA"],
    ["The shop shut at five so I was like 'aw'.", "SD"],
    ["I saw the ad, then I was like 'yay there is a new season'.", "HA"],
    ["The bus broke down again. Ugh, I thought.", "AN"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not another's cry, a writer's aside, or a word inside a phrase", () => {
    expect(codes("We walked in. Karyn said, Wow.")).toEqual([]);
    expect(codes('A boy fell over and everybody went "aww".')).toEqual([]);
    expect(codes("You win the jackpot and get the money. (Wow!) The room was dark.")).toEqual([]);
    expect(codes("The ad had a real wow factor.")).toEqual([]);
  });
});

describe("feelings told by an idiom or a state", () => {
  it.each([
    ["At the party I felt quite out of place among his friends.", "AP"],
    ["I was weirded out by the man in the hall.", "AP"],
    ["The soup had hair in it and I was totally grossed out.", "AN"],
    ["When he read the letter aloud I came to the verge of tears.", "SD"],
    ["I was fighting back tears as the train pulled away.", "SD"],
    ["I felt so inadequate beside the other singers.", "AP"],
    ["I sat by the water and felt peace.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("does not fire on the same words used of things or of others", () => {
    expect(codes("I knocked the wires out of place.")).toEqual([]);
    expect(codes("The brake on the bike was inadequate.")).toEqual([]);
    expect(codes("My sister came to the verge of tears.")).toEqual([]);
    expect(codes("The old paper had tears in it.")).toEqual([]);
  });
});

describe("whose feeling it is", () => {
  it("laughing after an object with its particle, or two names, is the dreamer's", () => {
    expect(codes("Tom and I were chasing Ann and Bill around and laughing.")).toContain("HA");
    expect(codes("I chased the puppy around and laughed.")).toContain("HA");
    expect(codes("Ann chased Bill around and laughed.")).toEqual([]);
  });
  it("a feeling in someone's unquoted words is theirs, the dreamer's own stays the dreamer's", () => {
    expect(codes("We turned left. Paula said, I always get confused at this corner.")).toEqual([]);
    expect(codes("We sat down. My mother said, I am so happy.")).toEqual([]);
    expect(codes("We sat down. I said, I am so glad we came.")).toEqual(["HA"]);
    expect(codes('He said "that is silly" and I laughed.')).toEqual(["HA"]);
  });
});

describe("a group the dreamer belongs to, and laughter at a thing", () => {
  it.each([
    ["The roof began to shake. All of us were scared.", "AP"],
    ["The clown tripped over his shoes and both of us laughed.", "HA"],
    ["We rowed out past the buoys, the two of us, and very happy.", "HA"],
    ["The waiter brought a cake shaped like a shoe. I chuckled at this.", "HA"],
    ["I laughed at how silly the hats looked.", "HA"],
    ["After a while on the porch I grew calm.", "HA"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not a group someone acts on, nor laughing at a person", () => {
    expect(codes("The coach told all of us that he was happy.")).toEqual([]);
    expect(codes("I was ready to laugh at this tall boy.")).toEqual([]);
    expect(codes("I laughed at him when he slipped.")).toEqual([]);
  });
});

describe("freaked and creeped with the dreamer put out", () => {
  it.each([
    ["A stranger kept pacing behind the fence. That creeped me out.", "AP"],
    ["The siren went off and freaked me out.", "AP"],
    ["I found the cage empty and I freaked.", "AP"],
  ])("%s → %s", (text, code) => expect(codes(text)).toContain(code));
  it("is not someone else put out", () => {
    expect(codes("The siren went off and freaked him out.")).toEqual([]);
    expect(codes("She found the cage empty and she freaked.")).toEqual([]);
  });
});

describe("a possessive in the object is no subject", () => {
  it("keeps the dreamer's manner past 'his' after a verb or preposition", () => {
    expect(codes("I laid a palm on his knee nervously.")).toContain("AP");
    expect(codes("I grabbed his sleeve, scared.")).toContain("AP");
  });
  it("does not fire when his own feeling is told", () => {
    expect(codes("I saw that his cat was scared.")).toEqual([]);
    expect(codes("He looked at her face angrily.")).toEqual([]);
  });
});
