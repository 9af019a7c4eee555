/**
 * Session 27: interactions coded as Hall/Van de Castle judges code them — love declared aloud, a game played
 * together, a blow aimed as a noun ("took a swing at me"), a deed praised, the speaker of words in quotation marks
 * that no verb of saying introduces, and a denial kept across "didn't get hurt". All dreams here are written for
 * these tests.
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

describe("love declared aloud", () => {
  it("is friendliness from the one who says it to the one it is said to", () => {
    expect(coded('I was with Tom on the porch. He said, "I love you."').interactions).toEqual(["friendliness: Tom → you"]);
    expect(coded('A fisherman was saying to a goat, "I love you, little one."').interactions).toEqual([
      "friendliness: a fisherman → a goat",
    ]);
  });
  it("the dreamer's own declaration goes to the one addressed", () => {
    expect(coded('I ran to my uncle. I told him, "I love you, please stay!"').interactions).toContain("friendliness: you → your uncle");
  });
  it("does not fire for a love of a thing, or words no one is named saying", () => {
    expect(coded('Tom said, "I love your hat."').interactions).toEqual([]);
    expect(coded('"I love you" was painted on the wall.').interactions).toEqual([]);
  });
});

describe("a game played together", () => {
  it("a game with someone named after 'with', or beside the dreamer in the subject", () => {
    expect(coded("I played catch with George in the yard.").interactions).toEqual(["friendliness: you → George"]);
    expect(coded("My cousin and I were playing cards on the floor.").interactions).toEqual(["friendliness: you → your cousin"]);
    expect(coded("Me and three of my cousins were playing darts by the river.").interactions).toEqual(["friendliness: you → your cousins"]);
  });
  it("does not fire for a game against someone, a game alone, or others at play the dreamer watches", () => {
    expect(coded("We played basketball against the other school.").interactions).toEqual([]);
    expect(coded("I was playing a video game in my room.").interactions).toEqual([]);
    expect(coded("Three boys were kicking a ball about on the lawn.").interactions).toEqual([]);
  });
});

describe("a blow aimed, named as a noun", () => {
  it("took a swing at, took shots at: aggression whether or not it lands", () => {
    expect(coded("A drunk man came up. He took a swing at me.").interactions).toEqual(["aggression: a man → you"]);
    expect(coded("I took two shots at a deer.").interactions).toEqual(["aggression: you → a deer"]);
  });
  it("does not fire for a try at a task, or a drink", () => {
    expect(coded("I took a shot at the exam.").interactions).toEqual([]);
    expect(coded("We had a shot of whisky.").interactions).toEqual([]);
  });
});

describe("a deed praised", () => {
  it("praise of what the dreamer has just done is friendliness to the dreamer", () => {
    expect(coded("I threw the ball far, and the coach remarked that it was a great throw.").interactions).toEqual([
      "friendliness: the coach → you",
    ]);
  });
  it("does not fire for praise of a thing, or a deed denied praise", () => {
    expect(coded("We saw a film. The coach said it was a great film.").interactions).toEqual([]);
    expect(coded("I drew a cat. The coach said my drawing was not good.").interactions).toEqual([]);
  });
});

describe("words in quotation marks with no verb of saying", () => {
  it("are the words of the one the sentence before shows facing the dreamer", () => {
    expect(coded('The door was open and Lena was staring right at me. "Careful! I\'ll kill you if you move."').interactions).toContain(
      "aggression: Lena → you",
    );
  });
  it("does not make the dreamer's own look the speaker's", () => {
    expect(coded('I looked at the guard. "I hate this place."').interactions).toEqual([]);
  });
});

describe("a denial across 'didn't get'", () => {
  it("'didn't get killed' is no killing", () => {
    expect(coded("The soldiers ran past the farm. Luckily they didn't get killed.").interactions).toEqual([]);
    expect(coded("The soldiers ran past the farm. Luckily they didn't get killed.").outcomes).not.toContain("misfortune: the soldiers");
  });
  it("but 'got killed' after it still is", () => {
    expect(coded("I didn't get hurt, but my brother got hurt.").outcomes).toEqual(["misfortune: your brother"]);
  });
});

describe("a thing stolen, with no thief named", () => {
  it("is a theft against the one the dream says had it, not a mishap", () => {
    const r = coded("I met Rolf at the fair. Rolf had a tin toy. It got stolen.");
    expect(r.interactions).toEqual(["aggression: someone → Rolf"]);
    expect(r.outcomes).toEqual([]);
  });
  it("does not fire for a theft denied", () => {
    expect(coded("My bike didn't get stolen.").interactions).toEqual([]);
  });
});

describe("anger aimed at a 'them' the cast leaves open", () => {
  it("is aimed at whoever acted just before", () => {
    expect(coded("My aunt and uncle kept shouting at me from the hall. I was furious with them.").interactions).toContain(
      "aggression: you → your uncle",
    );
  });
  it("does not fire when no one acted before it", () => {
    expect(coded("The tour was long. I was furious with them.").interactions).toEqual([]);
  });
  it("a feeling denied in any degree is no hostility", () => {
    expect(coded("The pony ran off. The trainer, Greta, was not all that terribly angry with me.").interactions).toEqual([]);
  });
});

describe("a deed judged rude", () => {
  it("is a reproach to the dreamer beside the speaker", () => {
    expect(coded("I stayed in the van and a man walked over; he told us that was rude.").interactions).toContain("aggression: a man → you");
  });
  it("does not fire when the deed is cleared, or the word is said of a thing", () => {
    expect(coded("I waved at a man; he told us that was not rude.").interactions).not.toContain("aggression: a man → you");
    expect(coded("She said the play was rude and funny.").interactions).toEqual([]);
  });
});

describe("a sexual overture: a body shown, an advance made", () => {
  it("exposing oneself, flashing, showing a sexual part, making a pass", () => {
    expect(coded("A man exposed himself to me.").interactions).toEqual(["sexuality: a man → you"]);
    expect(coded("A stranger in the park made a pass at me.").interactions).toEqual(["sexuality: a stranger → you"]);
  });
  it("does not fire for a badge flashed, a dress shown, or skin exposed to the sun", () => {
    expect(coded("The guard flashed his badge at us.").interactions).toEqual([]);
    expect(coded("My aunt showed me her new dress.").interactions).not.toContain("sexuality: your aunt → you");
    expect(coded("I was exposed to the sun all day.").interactions).toEqual([]);
  });
});

describe("friendly acts the verb alone does not show", () => {
  it("horseplay: a rough act done in play", () => {
    expect(coded("I saw Greta at the pool and playfully tackled her.").interactions).toEqual(["friendliness: you → Greta"]);
  });
  it("does not fire for the same act without play in it", () => {
    expect(coded("He jumped on me.").interactions).toEqual(["aggression: someone → you"]);
  });
  it("a handshake whose giver the sentence lost is still someone's", () => {
    expect(coded("I found the guests by the piano. A few of them knew me already and then shook my hand.").interactions).toContain(
      "friendliness: someone → you",
    );
  });
  it("an occasion named after the person: 'met with her for lunch'", () => {
    expect(coded("I saw Greta. Later I met with Greta for lunch.").interactions).toContain("friendliness: you → Greta");
    expect(coded("I went with my aunt to the store.").interactions).toEqual([]);
  });
});

describe("a limp", () => {
  it("limping, or having a limp, is a misfortune of the body", () => {
    expect(coded("I have a limp and I can't keep up.").outcomes).toContain("misfortune: you");
    expect(coded("I was limping down the hall.").outcomes).toEqual(["misfortune: you"]);
  });
  it("does not fire for something slack", () => {
    expect(coded("The flowers in the vase were limp.").outcomes).toEqual([]);
    expect(coded("He shook my limp hand.").outcomes).toEqual([]);
  });
});

describe("a charge, a prohibition, bad behaviour named", () => {
  it("running or coming at someone is an attack", () => {
    expect(coded("A man came at me with a knife.").interactions).toEqual(["aggression: a man → you"]);
  });
  it("does not fire for a chance jumped at, a welcome, or a time", () => {
    expect(coded("I jumped at the chance.").interactions).toEqual([]);
    expect(coded("My kids ran at me with open arms.").interactions).not.toContain("aggression: your kids → you");
    expect(coded("The bus came at noon.").interactions).toEqual([]);
  });
  it("being told not to do a thing is a prohibition", () => {
    expect(coded("The guard told us not to come in.").interactions).toEqual(["aggression: the guard → you"]);
  });
  it("does not fire for a comfort ('told me not to worry'), or the dreamer's own advice", () => {
    expect(coded("My grandmother told us not to fret.").interactions).not.toContain("aggression: your grandmother → you");
    expect(coded("I held my son's hand. I told my son not to wander off.").interactions).not.toContain("aggression: you → your son");
  });
  it("'was being a jerk', 'being rude to me': hostile behaviour, aimed where the words say", () => {
    expect(coded("I visited the dentist. The whole time he was being a jerk.").interactions).toContain("aggression: the dentist → you");
    expect(coded("My brother was being mean to the dog.").interactions).toEqual(["aggression: your brother → the dog"]);
  });
  it("does not fire for the dreamer's own silliness, or a judgement of character", () => {
    expect(coded("I was being silly.").interactions).toEqual([]);
    expect(coded("He is a jerk.").interactions).toEqual([]);
  });
  it("a kiss from a pet is a friendly act", () => {
    expect(coded("My dog kissed my face.").interactions).toEqual(["friendliness: your dog → you"]);
  });
});

describe("an overture, a purpose, a 'would' fused to its subject", () => {
  it("striking up a conversation is friendly, with the one named after 'with' or just before", () => {
    expect(coded("I struck up a conversation with the waiter.").interactions).toEqual(["friendliness: you → the waiter"]);
    expect(coded("A tall girl enters the bus and takes the seat next to mine. We strike up a chat.").interactions).toContain(
      "friendliness: you → a tall girl",
    );
  });
  it("does not fire with no one there", () => {
    expect(coded("I was alone. I struck up a conversation.").interactions).toEqual([]);
  });
  it("'for them to work' states a purpose, no favour", () => {
    expect(coded("We had some wet boxes. We propped them up for them to dry.").interactions).toEqual([]);
    expect(coded("I made breakfast for my sister.").interactions).toEqual(["friendliness: you → your sister"]);
  });
  it("'they'd get hurt' is only supposed, no mishap; 'they'd gotten hurt' happened", () => {
    expect(coded("I worried that they'd get hurt.").outcomes).toEqual([]);
    expect(coded("They'd gotten hurt in the crash.").outcomes).toEqual(["misfortune: someone"]);
  });
});
