import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const questions = (text: string) => interpretOffline(text).reflectionQuestions;
const others = (text: string) =>
  interpretOffline(text)
    .characters.filter((c) => c.kind !== "self")
    .map((c) => c.label);

describe("characters: one being named twice", () => {
  it("an age word set off after an animal is the animal's age, not a second character", () => {
    expect(others("In the shed I found a lizard, a baby, under a crate. It hissed at me and I backed away.")).toEqual(["a lizard"]);
  });
  it("does not fire on a list of beings", () => {
    expect(others("I saw a dog, a baby, and a cat in the yard.")).toHaveLength(3);
  });
  it("a name said to be a person is that person, not a second one", () => {
    const cast = others("Al was a bus driver and he showed me a red truck. I liked it.");
    expect(cast).toEqual(["Al"]);
  });
  it("does not make a name of a place said to be something", () => {
    expect(others("Texas was a mess. I walked home alone.")).toEqual([]);
  });
});

describe("questions on the dream's own turn", () => {
  it("a task the dreamer labours at is asked about as a waking load", () => {
    // (in a dream whose analysis reads something else: one that reads the task already is not asked it again)
    const qs = questions("My mother shouted at me in the kitchen. I was trying to fix a leaking pipe under the sink.");
    expect(qs.join(" ")).toContain("I was trying to fix a leaking pipe");
  });
  it("a harm the dreamer sets out to do is not asked about as labour", () => {
    const qs = questions("I was trying to burn down the old barn at the farm. The matches would not light. It was late.");
    expect(qs.join(" ")).not.toMatch(/labouring at awake/);
  });
  it("an animal is asked about as a creature, never as a relationship", () => {
    const qs = questions("A big dog followed me along the beach. The dog barked at me and I ran to the car.").join(" ");
    expect(qs).not.toMatch(/between you and the dog|the dog remind you|told it to them|came into this dream/);
  });
  it("a stranger the dream tells nothing of is not asked about with a stock frame", () => {
    const qs = questions(
      "A tall stranger in a grey coat stood at the end of the pier. The sea was flat and the sky was white. I stood on the sand.",
    );
    expect(qs.length).toBeGreaterThanOrEqual(2);
    expect(qs.join(" ")).not.toMatch(/remind you of|stood for someone you know|stays with you from the dream/);
  });
  it("a purchase is not asked about as care", () => {
    const qs = questions("My uncle took me to a shop and I bought a red coat from a kind woman. We walked home in the rain.").join(" ");
    expect(qs).not.toMatch(/whom are you looking after/);
  });
  it("someone else's ending is not picked up as the dreamer's next move", () => {
    const qs = questions(
      "I sat in the kitchen with my aunt. We talked about the garden. Then a neighbour knocked and she walked away.",
    ).join(" ");
    expect(qs).not.toMatch(/go on past|did not stop at|gone on from|breaks off at/);
  });
});
