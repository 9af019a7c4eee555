/**
 * Aggression needs someone it is aimed at: a "no" that answers a question of fact, a laugh at nothing,
 * a wish that someone not find out; and it is there in blows the lexicon learned late ("bashed", "whacked")
 * and in someone's doing scorned by all ("nobody liked my song"). Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const aggressions = (text: string) =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === "aggression")
    .map((x) => `${x.initiator} → ${x.recipient}`);

describe("aggression aimed at someone", () => {
  it("a 'no' that answers a question of fact refuses no one; one that turns down a request does", () => {
    expect(aggressions("My aunt asked if I thought the bakery would close. I said no. Then we went home.")).toEqual([]);
    expect(aggressions("I asked my brother whether he saw the kite. He said no.")).toEqual([]);
    expect(aggressions("My cousin Pia asked if I would come to her party. I said no.")).toEqual(["you → Pia"]);
  });

  it("a laugh at nothing mocks no one; a laugh at someone does", () => {
    expect(aggressions("Tom and I were laughing at nothing in the kitchen. It was a good night.")).toEqual([]);
    expect(aggressions("The older kids laughed at me.")).toEqual(["the older kids → you"]);
  });

  it("wanting someone not to find out is a secret kept, not hostility", () => {
    expect(aggressions("We hid the cake, which we wouldn't have wanted Aunt Mila to know about.")).toEqual([]);
    expect(aggressions("I didn't want my mother to find out about the dent in the car.")).toEqual([]);
    expect(aggressions("My sister Lena didn't want me at her wedding.")).toEqual(["Lena → you"]);
  });

  it("blows the verb list lacked, and someone's doing scorned by all", () => {
    expect(aggressions("A big man bashed my friend Joe on the head.")).toEqual(["a big man → Joe"]);
    expect(aggressions("I sang my song on the stage. No one really liked my song.")).toEqual(["someone → you"]);
    expect(aggressions("I didn't like his new car.")).toEqual([]);
  });
});
