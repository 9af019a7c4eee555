/** An animal that leaps on the dreamer in glee is no attacker; a room shared is company, not a kindness. Dreams written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const types = (dream: string) => interpretOffline(dream).interactions.map((i) => i.type);

describe("what is no interaction", () => {
  it("a puppy that jumps on you and licks your face greets you", () => {
    expect(types("At the farm a puppy jumped on me and licked my face.")).not.toContain("aggression");
  });
  it("a dog that growls and jumps on you still attacks", () => {
    expect(types("At the farm a big dog growled and jumped on me.")).toContain("aggression");
  });
  it("sharing a room is company; sharing food is a kindness", () => {
    expect(types("On the school trip I was sharing a room with my cousin Lotte.")).not.toContain("friendliness");
    expect(types("On the school trip my cousin Lotte shared her biscuits with me.")).toContain("friendliness");
  });
});
