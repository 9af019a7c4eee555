/**
 * Play is not hostility: teasing or tickling among laughter, a hat taken playfully. Teasing that makes
 * someone cry, or comes with laughing at them, stays aggression. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const hostility = (text: string) =>
  interpretOffline(text)
    .interactions.filter((x) => x.type === "aggression")
    .map((x) => `${x.initiator} → ${x.recipient}`);

describe("horseplay and hostility", () => {
  it("teasing among laughter is play", () => {
    expect(hostility("At the picnic my uncle Fergus teased me about my sunhat and we both laughed.")).toEqual([]);
    expect(hostility("My cousin Noor tickled me on the sofa and I couldn't stop giggling.")).toEqual([]);
  });
  it("a thing taken playfully is no theft", () => {
    expect(hostility("My sister Dagny playfully took my mittens, then skipped away.")).toEqual([]);
  });
  it("teasing that hurts is aggression", () => {
    expect(hostility("The older boys teased me about my braces until I cried.")).toEqual(["the older boys → you"]);
    expect(hostility("Two girls laughed at me and teased me about my coat.")).toContain("two girls → you");
  });
});
