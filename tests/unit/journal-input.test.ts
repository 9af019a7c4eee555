import { describe, expect, it } from "vitest";
import { defaultNight, journalEntrySchema, nightSchema, splitTags, tagSchema, tagsSchema, TAG_MAX_COUNT } from "@/lib/dreams/journal-input";

const text = "I walked through a library whose shelves were made of water.";

describe("the night a dream belongs to", () => {
  it("is last night before noon and tonight from noon on, in the writer's own time zone", () => {
    // 09:30 UTC is 10:30 in Berlin (morning: last night) and 04:30 in New York (morning too).
    const morning = new Date("2026-11-23T09:30:00Z");
    expect(defaultNight(morning, "Europe/Berlin")).toBe("2026-11-22");
    expect(defaultNight(morning, "America/New_York")).toBe("2026-11-22");
    // 11:59 and 12:00 local time are the edge.
    expect(defaultNight(new Date("2026-11-23T10:59:00Z"), "Europe/Berlin")).toBe("2026-11-22");
    expect(defaultNight(new Date("2026-11-23T11:00:00Z"), "Europe/Berlin")).toBe("2026-11-23");
    // 22:00 UTC is already 11:00 the next morning in Auckland: the night that just ended began on the 23rd.
    expect(defaultNight(new Date("2026-11-23T22:00:00Z"), "Pacific/Auckland")).toBe("2026-11-23");
    // 23:30 in Los Angeles is 07:30 UTC the next day: still the evening there, so tonight.
    expect(defaultNight(new Date("2026-11-24T07:30:00Z"), "America/Los_Angeles")).toBe("2026-11-23");
    // Month and year boundaries.
    expect(defaultNight(new Date("2027-01-01T08:00:00Z"), "UTC")).toBe("2026-12-31");
  });

  it("accepts real dates up to tomorrow and refuses the rest", () => {
    expect(nightSchema.safeParse("2026-02-28").success).toBe(true);
    expect(nightSchema.safeParse("2026-02-30").success).toBe(false);
    expect(nightSchema.safeParse("1899-12-31").success).toBe(false);
    expect(nightSchema.safeParse("2999-01-01").success).toBe(false);
    expect(nightSchema.safeParse("yesterday").success).toBe(false);
  });
});

describe("tags", () => {
  it("are normalised: trimmed, single-spaced, lower case, duplicates dropped", () => {
    expect(splitTags(" Flying ,family,, Old   House\n")).toEqual(["flying", "family", "old house"]);
    expect(tagsSchema.parse("Flying, flying, FAMILY")).toEqual(["flying", "family"]);
    expect(tagsSchema.parse(["Rêve", "água", "夢"])).toEqual(["rêve", "água", "夢"]);
  });

  it("refuse punctuation, markup and a leading symbol", () => {
    for (const bad of ["<script>", "a;b", "#tag", "-dash", "emoji 🌙", 'quote"d']) {
      expect(tagSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(tagSchema.safeParse("snake_case-and words 2").success).toBe(true);
  });

  it("are at most 32 characters each and at most 10 per dream", () => {
    expect(tagSchema.safeParse("a".repeat(32)).success).toBe(true);
    expect(tagSchema.safeParse("a".repeat(33)).success).toBe(false);
    const ten = Array.from({ length: TAG_MAX_COUNT }, (_, n) => `tag${n}`);
    expect(tagsSchema.safeParse(ten).success).toBe(true);
    const eleven = tagsSchema.safeParse([...ten, "one more"]);
    expect(eleven.success).toBe(false);
    expect(eleven.error?.issues[0].message).toBe("At most 10 tags.");
  });
});

describe("a journal entry", () => {
  it("takes text, an optional title, the night, tags and kinds", () => {
    const entry = journalEntrySchema.parse({
      text: `  ${text}  `,
      title: "  ",
      dreamtOn: "2026-11-22",
      tags: "Library, water",
      kinds: ["recurring", "lucid", "lucid"],
    });
    expect(entry).toEqual({ text, title: null, dreamtOn: "2026-11-22", tags: ["library", "water"], kinds: ["lucid", "recurring"] });
  });

  it("parses its own output again unchanged (the form sends the action what it parsed)", () => {
    const once = journalEntrySchema.parse({ text, title: "", dreamtOn: "2026-11-22", tags: "a, b", kinds: ["nightmare"] });
    expect(journalEntrySchema.parse(once)).toEqual(once);
  });

  it("refuses an unknown kind, an over-long title and a short text", () => {
    expect(journalEntrySchema.safeParse({ text, dreamtOn: "2026-11-22", kinds: ["prophetic"] }).success).toBe(false);
    expect(journalEntrySchema.safeParse({ text, dreamtOn: "2026-11-22", title: "t".repeat(101) }).success).toBe(false);
    expect(journalEntrySchema.safeParse({ text: "too short", dreamtOn: "2026-11-22" }).success).toBe(false);
  });
});
