import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

/** the reading the dream gives a symbol, or undefined when it is not among the dream's symbols */
const meaningOf = (dream: string, symbol: string): string | undefined =>
  interpretOffline(dream).symbols?.find((s) => s.symbol === symbol)?.meaning;
const symbolsOf = (dream: string): string[] => (interpretOffline(dream).symbols ?? []).map((s) => s.symbol);

describe("a vehicle someone else steers carries the dreamer", () => {
  it("reads a car another drives, with the dreamer aboard, as being carried", () => {
    expect(meaningOf("My dad was driving the car and I sat in the back looking at the fields.", "car")).toMatch(/someone else steer/);
  });

  it("reads the dreamer's own car driven by a friend as being carried", () => {
    expect(meaningOf("My friend Tom drove my car to the lake while I slept.", "car")).toMatch(/someone else steer/);
  });

  it("reads the dreamer as the passenger", () => {
    expect(meaningOf("We left the party in her van and I was the passenger.", "car")).toMatch(/someone else steer/);
  });

  it("does not fire when the dreamer drives", () => {
    const m = meaningOf("I was driving my car down a dark road toward the sea.", "car");
    expect(m).toMatch(/in control of where you are heading/);
    expect(m).not.toMatch(/someone else/);
  });

  it("does not fire when others drive past a dreamer who only watches", () => {
    expect(meaningOf("I stood on the corner and two men drove by in a red truck.", "car") ?? "").not.toMatch(/someone else steer/);
  });

  it("does not take the 'passenger side' as the dreamer riding", () => {
    expect(meaningOf("I walked over to the passenger side of my car to look inside.", "car") ?? "").not.toMatch(/someone else steer/);
  });

  it("gives a car that is just there a reading that does not claim the dreamer steers", () => {
    const m = meaningOf("There was an old car in the yard behind the barn and it was raining.", "car");
    expect(m).toBeDefined();
    expect(m).not.toMatch(/steer your life/);
  });
});

describe("getting and giving are not always receiving", () => {
  it("does not read 'getting the gun ready' as a gun coming into the dreamer's hands", () => {
    expect(meaningOf("I was getting my gun ready because the soldiers were coming.", "gun") ?? "").not.toMatch(/into your hands/);
  });

  it("does not read a thing the dreamer gives away as coming into their hands", () => {
    expect(meaningOf("I gave my keys to the doorman and walked into the hotel.", "key") ?? "").not.toMatch(
      /into your hands|you were given/,
    );
  });

  it("still reads keys handed to the dreamer as given to them", () => {
    expect(meaningOf("My aunt handed me the keys and smiled at me.", "key")).toMatch(/keys you were given/);
  });

  it("does not read an oven left on as lost", () => {
    expect(meaningOf("I left the oven on and went out to the shops.", "kitchen") ?? "").not.toMatch(/you lose/);
  });
});

describe("names, titles and likenesses are not symbols of the dream", () => {
  it("drops the valley from a town's name", () => {
    expect(symbolsOf("We drove out to Pine Valley to see my cousin.")).not.toContain("valley");
  });

  it("keeps a lake named after it", () => {
    expect(symbolsOf("We swam across Lake Hollis in the early morning.")).toContain("lake");
  });

  it("drops a country from a song title in quotation marks", () => {
    expect(symbolsOf('The band played "Slow Boat to China" while we danced.')).not.toContain("country");
  });

  it("keeps words a person shouts in quotation marks", () => {
    expect(symbolsOf('He yelled "get out of my house" and I ran to the door.')).toContain("house");
  });

  it("reads a thing the dream reminds the dreamer of as only compared", () => {
    expect(symbolsOf("I was in a room that reminded me of my old bungalow.")).not.toContain("house");
  });

  it("does not read a city of tall buildings as a fear of heights", () => {
    expect(symbolsOf("I walked through a city of tall buildings at dusk.")).not.toContain("height");
  });

  it("reads standing on a tall building as height", () => {
    expect(symbolsOf("I was standing on the roof of a tall building looking down.")).toContain("height");
  });

  it("does not read a car driven by someone else as the dreamer driving", () => {
    expect(symbolsOf("I rode along in a truck driven by a stranger.")).not.toContain("driving");
  });
});
