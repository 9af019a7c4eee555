/** A tool the dreamer cannot find before a test is being caught unready, not a loss. Dreams written for these tests. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const arc = (text: string) => interpretOffline(text).arc.type;

describe("a tool missing before a test", () => {
  it("is being unprepared", () => {
    expect(
      arc("The professor handed out the chemistry exam. I could not find a pen anywhere in my bag and the others were already writing."),
    ).toBe("unprepared-late");
  });

  it("is still a loss where no test is faced", () => {
    expect(arc("I was walking by the river with my father. I could not find my keys and we searched the grass for an hour.")).toBe(
      "loss-search",
    );
  });
});
