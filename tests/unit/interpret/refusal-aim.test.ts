/**
 * A "no" is a refusal (aggression) only when something was asked or pressed for: a request, an order,
 * a demand. A "no" that answers a question of fact, disagrees with a remark or declines an offer refuses
 * no one. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const hostility = (text: string) =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === "aggression")
    .map((x) => `${x.initiator} → ${x.recipient}`);

describe("when the dreamer's 'no' is a refusal", () => {
  it("a 'no' to a request, an order or a demand is a refusal", () => {
    expect(hostility("My brother Anselm asked me to lend him my canoe. I said no.")).toEqual(["you → Anselm"]);
    expect(hostility("Grandpa Lou told me to sweep the porch and I said no.")).toEqual(["you → Grandpa Lou"]);
    expect(hostility('My cousin Berit said "Fetch the lantern" and I said no.')).toEqual(["you → Berit"]);
  });
  it("a 'no' to a question of fact refuses no one", () => {
    expect(hostility("I asked a porter if the ferry had left. He said no. I sat down on my suitcase.")).toEqual([]);
  });
  it("a 'no' to a remark refuses no one", () => {
    expect(hostility("Magda said the soup was too salty and I said no, it was fine.")).toEqual([]);
  });
  it("declining an offer refuses no one", () => {
    expect(hostility("A steward came by and asked if I wanted a blanket. I said no.")).toEqual([]);
  });
});
