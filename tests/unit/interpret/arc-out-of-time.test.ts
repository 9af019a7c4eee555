/** The clock against the dreamer, said without the word "late", gives the dream its shape. Dreams written for this test. */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const arc = (dream: string) => interpretOffline(dream).arc.type;

describe("out of time", () => {
  it("not making it in time", () => {
    expect(arc("The ferry was leaving. I ran down the pier but I knew we wouldn't make it in time.")).toBe("unprepared-late");
  });
  it("losing track of time", () => {
    expect(arc("I was reading in the library and I'd lost track of time. The test had begun without me.")).toBe("unprepared-late");
  });
  it("only minutes left", () => {
    expect(arc("We only had ten minutes left to finish the puzzle.")).toBe("unprepared-late");
  });
  it("arriving on time is no lateness", () => {
    expect(arc("I got to the ferry on time and sat by the window.")).not.toBe("unprepared-late");
  });
});
