import { describe, expect, it } from "vitest";
import { addDays, currentStreak, localDate, monthWeeks, runsOf } from "@/lib/journal/streak";

describe("runsOf", () => {
  it("groups consecutive nights, latest run first, whatever the order and repeats", () => {
    expect(
      runsOf(["2026-11-20", "2026-11-18", "2026-11-21", "2026-11-19", "2026-11-21", "2026-11-15", "2026-10-31", "2026-11-01"]),
    ).toEqual([
      { end: "2026-11-21", length: 4 },
      { end: "2026-11-15", length: 1 },
      { end: "2026-11-01", length: 2 },
    ]);
    expect(runsOf([])).toEqual([]);
  });

  it("runs across month and year ends", () => {
    expect(runsOf(["2026-12-31", "2027-01-01", "2026-12-30"])).toEqual([{ end: "2027-01-01", length: 3 }]);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("currentStreak", () => {
  const runs = runsOf(["2026-11-19", "2026-11-20", "2026-11-21"]);
  it("counts the run ending tonight, last night or the night before", () => {
    expect(currentStreak(runs, "2026-11-21")).toBe(3);
    expect(currentStreak(runs, "2026-11-22")).toBe(3);
    // last night (the 22nd) not written down yet: the streak holds for that day
    expect(currentStreak(runs, "2026-11-23")).toBe(3);
  });

  it("breaks once a whole day passes without last night", () => {
    expect(currentStreak(runs, "2026-11-24")).toBe(0);
    expect(currentStreak([], "2026-11-24")).toBe(0);
  });

  it("ignores nights dated after today", () => {
    expect(currentStreak(runsOf(["2026-11-30"]), "2026-11-21")).toBe(0);
  });
});

describe("monthWeeks", () => {
  it("lays a month out Monday to Sunday with the neighbours' days as padding", () => {
    const weeks = monthWeeks("2026-11-23"); // November 2026 starts on a Sunday
    expect(weeks).toHaveLength(6);
    expect(weeks[0][0]).toEqual({ date: "2026-10-26", day: 26, inMonth: false });
    expect(weeks[0][6]).toEqual({ date: "2026-11-01", day: 1, inMonth: true });
    expect(weeks[5][0]).toEqual({ date: "2026-11-30", day: 30, inMonth: true });
    expect(weeks[5][6]).toEqual({ date: "2026-12-06", day: 6, inMonth: false });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it("handles February of a leap year", () => {
    expect(
      monthWeeks("2028-02-10")
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(29);
  });
});

describe("localDate", () => {
  it("is the date where the member lives", () => {
    const now = new Date("2026-11-23T02:30:00Z");
    expect(localDate("UTC", now)).toBe("2026-11-23");
    expect(localDate("America/Los_Angeles", now)).toBe("2026-11-22");
    expect(localDate("Pacific/Auckland", now)).toBe("2026-11-23");
  });
});
