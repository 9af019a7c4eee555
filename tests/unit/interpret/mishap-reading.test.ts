/**
 * Freud on what goes wrong, by the kind of mishap — a thing lost or forgotten (a purpose behind the slip), harm to someone else (a grievance as bad
 * luck), a thing broken (a fear of loss) — not one stock "punishment" line for every mishap.
 * Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const freud = (text: string) =>
  interpretOffline(text)
    .psychologicalAnalysis.split("\n\n")
    .find((p) => p.includes("Freud")) ?? "";

describe("Freud on a mishap", () => {
  it("reads a thing forgotten as a slip with a purpose", () => {
    expect(freud("We drove to the beach in the old van. I forgot my shoes at home.")).toMatch(/lose or forget/);
  });

  it("reads harm to another person as a grievance acted out as bad luck", () => {
    expect(freud("We were walking by the harbour. My cousin slipped on the wet stones and broke his arm.")).toMatch(/falls on your cousin/);
  });

  it("never reads harm to an animal as a rivalry", () => {
    expect(freud("I was in the yard. The old dog got sick and lay down by the fence.")).not.toMatch(/rivalry/);
  });
});
