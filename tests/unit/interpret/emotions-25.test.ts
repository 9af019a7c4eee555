/**
 * Session 25's feeling rules: a feeling that opens a predicate with no subject of its own shares its
 * sentence's subject however far back ("I was …, and then worried about …"); apprehension said as being
 * in trouble, as wanting out ("anxious to get out"), and sadness as feeling left out; the noun "wonder"
 * and a surprise that belongs to the others ("to the surprise of everyone") are not the dreamer's; and the
 * quotation runs on past an auxiliary ("worried about being late"). Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const feelings = (text: string) => interpretOffline(text).emotions;
const codes = (text: string) => feelings(text).map((e) => e.code);

describe("a feeling far from its subject", () => {
  it("gives the dreamer the feeling of a long clause they are the subject of", () => {
    const late = feelings(
      "I was up in my room putting my books in a bag for class and eating some toast, and then worried about not getting there on time.",
    );
    expect(late.map((e) => e.code)).toEqual(["AP"]);
    expect(late[0].evidence).toBe("worried about not getting there");
    const party = feelings("I'm very nervous, and try to keep the rowdy picnic in order by the lake, while still having a good time.");
    expect(party.map((e) => e.code)).toEqual(["AP", "HA"]);
    expect(party[1].evidence).toBe("still having a good time");
  });
  it("does not reach past someone else, a phrase or a noun the feeling describes", () => {
    expect(
      codes("I was amazed when we heard the bang, the owner of the old van went over to it and then worried about the engine."),
    ).toEqual(["CO"]);
    expect(
      codes("I picked the tall boy up and carried him right out of the little wooden hut by the lake, to the surprise of everyone."),
    ).toEqual([]);
    expect(codes("To everyone's surprise, I won the race.")).toEqual([]);
  });
});

describe("apprehension said another way", () => {
  it.each([
    ["The vase lay in pieces on the floor, and both of us knew we were in BIG TROUBLE now."],
    ["The teacher opened the drawer. I'm in deep trouble now, I know it."],
    ["I realized that I was in trouble when the lights went on."],
    ["My partner drives slowly and I'm anxious to get away from this grim yard."],
    ["The hall filled with smoke and we were anxious to leave."],
  ])("%s", (text) => {
    expect(codes(text)).toContain("AP");
  });
  it("not the plight alone, a guess, someone else's trouble, or eagerness", () => {
    expect(codes("I was in trouble with the teacher for talking.")).toEqual([]);
    expect(codes("We would be in big trouble if he found the key.")).toEqual([]);
    expect(codes("She knew she was in big trouble.")).toEqual([]);
    expect(codes("I wasn't in big trouble after all.")).toEqual([]);
    expect(codes("I was anxious to see my cousin again.")).toEqual([]);
  });
});

describe("feeling left out", () => {
  it("is sadness when the dreamer feels it", () => {
    expect(codes("They all laughed at a joke I didn't get and I felt left out.")).toEqual(["SD"]);
    expect(codes("I'm feeling quite left out at the table.")).toEqual(["SD"]);
  });
  it("is nothing when a thing is left out, or someone else feels it", () => {
    expect(codes("The milk was left out on the counter all night.")).toEqual([]);
    expect(codes("My brother felt left out.")).toEqual([]);
  });
});

describe("wonder as a noun", () => {
  it("is no feeling in 'a one-hit wonder' or 'no wonder'", () => {
    expect(codes("In the dream my band had a one-hit wonder that played on the radio.")).toEqual([]);
    expect(codes("The door was open. No wonder the cat got out.")).toEqual([]);
  });
  it("still is the dreamer's wonder when felt", () => {
    expect(codes("I stood on the hill in wonder at the lights.")).toEqual(["CO"]);
  });
});

describe("the quotation of a feeling", () => {
  it("runs on past an auxiliary or a verb's particle", () => {
    expect(feelings("I was worried about being late.")[0].evidence).toBe("I was worried about being late");
    expect(feelings("I was anxious to get out of the lift.")[0].evidence).toBe("I was anxious to get out");
  });
});

describe("a feeling said as more than ever", () => {
  it.each([
    ["The dog came at me and I had never been so scared in my life.", "AP"],
    ["When the results came I couldn't have been happier.", "HA"],
    ["I've never been more embarrassed than on that stage.", "AP"],
  ])("%s", (text, code) => {
    expect(codes(text)).toEqual([code]);
  });
  it("is still no feeling when plainly denied", () => {
    expect(codes("The storm went on but I was never scared.")).toEqual([]);
    expect(codes("I never felt angry at him.")).toEqual([]);
  });
});

describe("a feeling put on, wished for or expected", () => {
  it.each([
    ["At the party I tried to look happy."],
    ["I wish I was happy in the new house."],
    ["I wished that we could be calm about it."],
    ["I expected to be scared in the cave."],
  ])("%s", (text) => {
    expect(codes(text)).toEqual([]);
  });
  it("keeps the feeling the dreamer has", () => {
    expect(codes("I wished him luck and was happy.")).toEqual(["HA"]);
  });
});

describe("a second verb after what the dreamer watches someone do", () => {
  it("is the dreamer's", () => {
    expect(codes("I watched the boy play with his friends and felt bad for him.")).toEqual(["SD"]);
  });
  it("is not the dreamer's when the one watched has a verb of their own", () => {
    expect(codes("I watched the girl dance and she laughed.")).toEqual([]);
  });
});

describe("a feeling caused in someone else past an adverb", () => {
  it("is theirs", () => {
    expect(codes("I wrote a long story, which again annoyed the teacher.")).toEqual([]);
    expect(codes("I again annoyed the teacher with my questions.")).toEqual([]);
  });
  it("is the dreamer's when the dreamer is its object", () => {
    expect(codes("The noise really scared me.")).toEqual(["AP"]);
  });
});

describe("an adjective of feeling the lexicon does not know, inside a noun phrase", () => {
  it("describes the one it goes with", () => {
    expect(codes("At the door I'm grabbed by this cheerful young woman.")).toEqual([]);
  });
  it("is still the dreamer's feeling after a verb", () => {
    expect(codes("I was cheerful all day.")).toEqual(["HA"]);
    expect(codes("My anguish grew as the boat sank.")).toEqual(["SD"]);
  });
});

describe("the quotation of a feeling shared in a joint subject", () => {
  it("takes the whole subject", () => {
    expect(feelings("After the match my friends and I were thrilled.")[0].evidence).toBe("my friends and I were thrilled");
    expect(feelings("Ezra and I were confused about it.")[0].evidence).toBe("Ezra and I were confused about it");
  });
  it("not a person from an earlier clause", () => {
    expect(feelings("I hugged Mom and I was sad.")[0].evidence).toBe("I was sad");
  });
});
