/**
 * A compliment can be put as a remark: "told me I did a great job", "said my coat was lovely", "said she
 * was proud of me". Praise of a thing that is not the dreamer's, or praise in doubt, is no compliment.
 * Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const kindness = (text: string) =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === "friendliness")
    .map((x) => `${x.initiator} → ${x.recipient}`);

describe("compliments put as remarks", () => {
  it("praise of the dreamer or the dreamer's things, said to the dreamer, is friendliness", () => {
    expect(kindness("In the gym my trainer Oskar told me I had done a wonderful routine.")).toEqual(["Oskar → you"]);
    expect(kindness("At the party my aunt Imelda said my painting was gorgeous.")).toEqual(["Imelda → you"]);
  });
  it("praise of something else, or praise denied, is none", () => {
    expect(kindness("My neighbour Ulla told me she had seen an amazing film.")).toEqual([]);
    expect(kindness("My teacher Mr Abbas said my essay was not great.")).toEqual([]);
  });
});
