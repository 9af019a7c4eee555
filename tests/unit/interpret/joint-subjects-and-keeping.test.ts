/** Each person of a joined subject does what the clause says; not wanting someone to leave is no rejection. Dreams written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const from = (dream: string, type: string) =>
  interpretOffline(dream)
    .interactions.filter((i) => i.type === type)
    .map((i) => i.initiator)
    .sort();

describe("joined subjects", () => {
  it("both of 'my aunt and cousin' help", () => {
    expect(from("My aunt and cousin were carrying my boxes for me.", "friendliness")).toEqual(["your aunt", "your cousin"]);
  });
  it("both of two named people chase", () => {
    expect(from("Then Oskar and Lena chased me across the car park.", "aggression")).toEqual(["Lena", "Oskar"]);
  });
  it("not a name that ends the clause before: 'came after us and he caught'", () => {
    expect(from("The stranger came after us and he caught Piet first.", "aggression")).not.toContain("you");
  });
  it("not a deed between the two: 'Jeff and I were arguing' is the dreamer's quarrel with Jeff", () => {
    const r = interpretOffline("We were at the lake. Then Jeff and I were arguing about the boat.");
    expect(r.interactions.filter((i) => i.initiator === "Jeff" && i.recipient !== "you")).toEqual([]);
  });
});

describe("not wanting someone to leave", () => {
  it("is a wish to keep them, not a rejection", () => {
    const r = interpretOffline("We danced all night and I hugged Marek. I didn't want him to leave.");
    expect(r.interactions.filter((i) => i.type === "aggression")).toEqual([]);
  });
  it("not wanting someone there still is a rejection", () => {
    const r = interpretOffline("At the party my classmates didn't want me there.");
    expect(r.interactions.map((i) => i.type)).toContain("aggression");
  });
});
