/**
 * Session 26: interactions and outcomes coded as Hall/Van de Castle judges code them — a hostile act only pictured,
 * a scare, a reproach, a theft the dreamer owns to, trouble taken for someone, a rescue on its way, a kiss that is
 * more than a greeting, the ends of words said aloud, and outcomes that are someone's discovery or the dreamer's deed.
 * All dreams here are written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const coded = (text: string) => {
  const r = interpretOffline(text);
  return {
    interactions: r.interactions.map((x) => `${x.type}: ${x.initiator} → ${x.recipient}`),
    outcomes: r.outcomes.map((x) => `${x.type}: ${x.who}`),
  };
};

describe("aggression the dreamer only pictures, or owns to", () => {
  it("a hostile act the dreamer imagines is the dreamer's hostile thought", () => {
    expect(coded("A woman blocks the hall. I imagine pushing her down the stairs.").interactions).toEqual(["aggression: you → a woman"]);
  });
  it("does not fire for someone else's act pictured, or a kindness pictured", () => {
    expect(coded("I imagined him hitting me.").interactions).toEqual([]);
    expect(coded("I imagine hugging my sister.").interactions).toEqual([]);
  });
  it("a theft the dreamer judges wrong and then says was done", () => {
    expect(coded("I saw a ring on the shelf. I felt it was wrong to steal it, but I just did it.").interactions).toEqual([
      "aggression: you → someone",
    ]);
    expect(coded("I knew it is wrong to steal.").interactions).toEqual([]);
  });
});

describe("a scare, a reproach, a threat of ruin", () => {
  it("'I screamed and it scared them' is the dreamer's aggression on them", () => {
    expect(coded("The men climbed onto the porch, so I rushed to the window and yelled and it scared them.").interactions).toEqual([
      "aggression: you → the men",
    ]);
  });
  it("the dreamer's own fright after a scream is no aggression", () => {
    expect(coded("I screamed and it scared me.").interactions).toEqual([]);
  });
  it("a fault said of the dreamer is a reproach", () => {
    expect(coded("Mom said I was totally irresponsible.").interactions).toEqual(["aggression: your mom → you"]);
    expect(coded("Dad kept saying something about being totally irresponsible.").interactions).toEqual(["aggression: your dad → you"]);
    expect(coded("She said I was just tired.").interactions).toEqual([]);
  });
  it("being called a name through 'like' is still being called it", () => {
    expect(coded("My grandmother called me like a traitor.").interactions).toEqual(["aggression: your grandmother → you"]);
  });
  it("ruin threatened aloud is aggression; a repair promised is not", () => {
    expect(coded("She told us she would burn the house down.").interactions).toEqual(["aggression: someone → you"]);
    expect(coded("He said he would fix the car.").interactions).toEqual([]);
  });
  it("a consequence laid down on a 'didn't' is a threat; one on a plain 'if' is a promise", () => {
    expect(coded("The coach kept telling me that if I didn't try harder, he was going to send me home.").interactions).toEqual([
      "aggression: the coach → you",
    ]);
    expect(coded("My mom told me that if I passed, she would buy me a car.").interactions).toEqual([]);
  });
  it("'popped him' is a blow; 'popped in' is a visit", () => {
    expect(coded("A stranger popped my brother in the nose.").interactions).toEqual(["aggression: a stranger → your brother"]);
    expect(coded("She popped in to see me.").interactions).toEqual([]);
  });
});

describe("kindness, and what is not", () => {
  it("trouble taken for someone is friendliness", () => {
    expect(coded("The driver stopped the bus for us. She went to a lot of trouble.").interactions).toEqual([
      "friendliness: the driver → you",
    ]);
    expect(coded("My uncle went out of his way to help my sister.").interactions).toContain("friendliness: your uncle → your sister");
  });
  it("trouble the dreamer takes over a thing is no kindness", () => {
    expect(coded("We went to a lot of trouble to find the house.").interactions).toEqual([]);
  });
  it("someone coming to fetch the captive dreamer is a rescue", () => {
    const c = coded("Some men kidnapped me and took me to a cave. My brother was coming to get me.");
    expect(c.interactions).toContain("friendliness: your brother → you");
    expect(coded("My brother was coming to get me.").interactions).toEqual([]);
  });
  it("a release after a jerk out of bed is no kindness", () => {
    expect(coded("My aunt jerked him out of bed. She frightened him. I said to stop, so she let him go.").interactions).not.toContain(
      "friendliness: your aunt → someone",
    );
  });
});

describe("sexuality", () => {
  it("a kiss held on to and relished is sexuality, even from a relative", () => {
    expect(coded("My aunt leaned close and she kissed me and she held on. It was pretty good.").interactions).toEqual([
      "sexuality: your aunt → you",
    ]);
  });
  it("a relative's plain kiss stays affection", () => {
    expect(coded("My aunt kissed me. It was a sunny day.").interactions).toEqual(["friendliness: your aunt → you"]);
  });
  it("a sexual act given is sexuality, not a gift", () => {
    expect(coded("She gave me a handjob in the car.").interactions).toEqual(["sexuality: someone → you"]);
  });
  it("a man's member noticed is the dreamer's sexual thought; 'being a dick' is an insult word", () => {
    expect(coded("We reached the lake and stripped off our clothes. Tom looked skinny, but had a big dick.").interactions).toEqual([
      "sexuality: you → Tom",
    ]);
    expect(coded("My cousin was being a big dick about it.").interactions).not.toContain("sexuality: you → your cousin");
  });
});

describe("words said aloud: 'I' is the speaker, 'you' the one spoken to", () => {
  it("the dreamer's threat goes to the one addressed", () => {
    expect(
      coded('I held a stick. A man stood at the gate. I said, "I\'m going to beat you." He only grinned at me.').interactions,
    ).toContain("aggression: you → a man");
  });
  it("someone else's threat is theirs, on the dreamer", () => {
    expect(coded('The man said, "I\'m going to kill you."').interactions).toEqual(["aggression: the man → you"]);
  });
});

describe("outcomes", () => {
  it("an escape others find out about is no success of the dreamer's; the dreamer's own is", () => {
    expect(coded("We ran past the guards. They realized we had escaped.").outcomes).toEqual([]);
    expect(coded("We ran. I realized we had escaped.").outcomes).toEqual(["success: you"]);
  });
  it("what the dreamer throws and breaks is no mishap; a vase dropped is, once", () => {
    expect(coded("I was throwing glass off a roof. Some of it came back down and broke.").outcomes).toEqual([]);
    expect(coded("I dropped the vase and it broke.").outcomes).toEqual(["misfortune: you"]);
  });
  it("one death told three times is one misfortune; a fall and a death are two", () => {
    const goats =
      "I passed a barn. Many sheep had died there. They looked as if they had died in great pain. I wept for the pain the sheep died in.";
    expect(coded(goats).outcomes.filter((o) => o.startsWith("misfortune"))).toHaveLength(1);
    expect(coded("A man fell from the bridge and died in the water.").outcomes).toHaveLength(2);
  });
});
