/** How a symbol is named in its situation: a car someone else drives, and no part of the body "coming into your hands". Dreams written for these tests. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const all = (text: string) => {
  const r = interpretOffline(text);
  return [r.summary, r.psychologicalAnalysis, ...r.reflectionQuestions].join(" ");
};

describe("a symbol named in its situation", () => {
  it("a car the dreamer rides in while someone else drives is 'the car someone else drives'", () => {
    expect(
      all("My uncle drove us to the beach in his old car. I sat in the back seat with my cousin and we sang songs. The sea was grey."),
    ).toContain("the car someone else drives");
  });

  it("a kiss given to the dreamer is not a thing that 'comes into your hands'", () => {
    expect(all("I got a kiss from my aunt. Then we ate soup in her kitchen and I walked home.")).not.toMatch(
      /kiss(es)? that comes? into your hands/,
    );
  });
});
