/**
 * The shape of being late or unready, and of flight: the dreamer running late or without what the
 * moment needs is lateness; another's missed train is their mishap, not the dreamer's lateness; a
 * successful escape belongs to the chase, not to an achievement. Dreams written for these tests.
 */
import { describe, expect, it } from "vitest";
import { interpretOffline } from "@/lib/interpret/offline";

const shape = (text: string) => interpretOffline(text).arc.type;
const outcomes = (text: string) => interpretOffline(text).outcomes.map((o) => `${o.type}: ${o.who}`);

describe("late or unready", () => {
  it("'ended up a little late' and 'had no shoes' are the dreamer caught short", () => {
    expect(
      shape(
        "I had a shift at the bakery, but first I went to the pool with my cousins. I ended up a little late. My skirt was torn, so I changed it. Then I realized I had no shoes. Tom went to buy some but they were far too big. I worked anyway, but I wanted to go home.",
      ),
    ).toBe("unprepared-late");
    expect(shape("We were running late for the wedding and I didn't have my ticket.")).toBe("unprepared-late");
  });
  it("the hour is not lateness", () => {
    expect(outcomes("The bus ride was late afternoon, after the market closed.")).toEqual([]);
    expect(shape("It was late at night and we sat by the fire talking about the old farm.")).not.toBe("unprepared-late");
  });
  it("someone else's missed train is their mishap, not the dreamer's lateness", () => {
    const text =
      "I dreamt that my aunt had missed her train. The platforms were full of baskets. Then I was alone on a train in the hills.";
    expect(outcomes(text)).toContain("misfortune: your aunt");
    expect(shape(text)).not.toBe("unprepared-late");
  });
  it("missing a person is longing, not a mishap", () => {
    expect(outcomes("I walked past the old house and I really missed her.")).toEqual([]);
  });
});

describe("an escape", () => {
  it("is flight, not an achievement", () => {
    expect(
      shape(
        "I was at a school dinner. A huge creature lunged at our table and I managed to escape. Running off, I saw it behind me so I called my brother but he just talked about his job.",
      ),
    ).not.toBe("achievement");
  });
});

describe("trouble that comes right in the end", () => {
  const stage =
    "I went to see a play. One of the actors fell ill, so I was asked to take his place. I dressed up and waited in the wings. Then I realized I didn't know my lines. The director whispered them to me and I went on. I acted natural, and it came out fine.";
  it("'it came out fine' after the dreamer's own deed is a success", () => {
    expect(outcomes(stage)).toContain("success: you");
    expect(outcomes("I wanted everything to go well at the picnic.")).toEqual([]);
    expect(outcomes("The van turned right in front of me.")).toEqual([]);
  });
  it("is read as the turn it is, by Jung and by Freud", () => {
    const r = interpretOffline(stage);
    expect(shape(stage)).toBe("unprepared-late");
    expect(r.summary).toContain("it came out fine");
    expect(r.psychologicalAnalysis).toMatch(/comes right in the end|good ending/);
  });
  it("a thought of escape is no escape", () => {
    expect(outcomes("A woman with a gun took me hostage. I thought of escaping through a window.")).not.toContain("success: you");
  });
});
