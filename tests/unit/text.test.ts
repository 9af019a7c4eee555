import { describe, expect, it } from "vitest";
import { cap } from "@/lib/text/case";
import { formatCount } from "@/lib/text/count";
import { dateFormat } from "@/lib/text/date-format";
import { list } from "@/lib/text/list";
import { firstName } from "@/lib/text/names";
import { hashString, pickFor, Picker, slotPicker } from "@/lib/text/pick";
import { ELLIPSIS, prefix, truncate } from "@/lib/text/truncate";

describe("text helpers", () => {
  it("cap upper-cases the first letter only", () => {
    expect(cap("ocean and sky")).toBe("Ocean and sky");
    expect(cap("")).toBe("");
    expect(cap("TV")).toBe("TV");
  });

  it("list joins without a serial comma", () => {
    expect(list([])).toBe("");
    expect(list(["water"])).toBe("water");
    expect(list(["water", "home"])).toBe("water and home");
    expect(list(["water", "home", "flight"])).toBe("water, home and flight");
  });

  it("firstName is the first word of a full name", () => {
    expect(firstName("  Ada   Lovelace ")).toBe("Ada");
    expect(firstName("Grace")).toBe("Grace");
    expect(firstName("   ")).toBeUndefined();
    expect(firstName(null)).toBeUndefined();
    expect(firstName(undefined)).toBeUndefined();
  });

  it("truncate folds space, cuts at a near word boundary without trailing punctuation, and adds the ellipsis", () => {
    expect(truncate("a  short\n text", 20)).toBe("a short text");
    expect(truncate("The lighthouse keeper, tired, climbed", 30)).toBe(`The lighthouse keeper, tired${ELLIPSIS}`);
    // no space in the last 30%: a hard cut
    expect(truncate("Supercalifragilistic word", 10)).toBe(`Supercalif${ELLIPSIS}`);
    const long = truncate("word ".repeat(100), 160);
    expect(long.length).toBeLessThanOrEqual(160 + ELLIPSIS.length);
    expect(long.endsWith(`word${ELLIPSIS}`)).toBe(true);
  });

  it("prefix keeps exactly the first characters", () => {
    expect(prefix("A lantern floated over the marsh and everyone followed it home", 20)).toBe(`A lantern floated ov${ELLIPSIS}`);
    expect(prefix("short", 20)).toBe("short");
  });

  it("the picker is deterministic: same key, same choice; slots are independent of order", () => {
    const options = ["a", "b", "c", "d", "e"];
    expect(pickFor("seed|x", options)).toBe(options[hashString("seed|x") % options.length]);
    const one = slotPicker("user-1:weekly:2026-11-09");
    const two = slotPicker("user-1:weekly:2026-11-09");
    const first = one("open", options);
    two("other slot", options);
    expect(two("open", options)).toBe(first);
    const seq = [new Picker(42), new Picker(42)].map((p) => [p.pick(options), p.pick(options), p.pick(options)]);
    expect(seq[0]).toEqual(seq[1]);
    // different keys spread over the options
    const seen = new Set(Array.from({ length: 50 }, (_, i) => pickFor(`k${i}`, options)));
    expect(seen.size).toBe(options.length);
  });

  it("hashString is FNV-1a (the engine's wordings depend on these exact values)", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("a")).toBe(0xe40c292c);
  });
});

describe("formatCount", () => {
  it("writes a whole number as toLocaleString('en-US') does", () => {
    for (const n of [0, 7, 10, 999, 1000, 8000, 12345, 20000, 999999, 1000000, 1234567890, -1, -1234]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});

describe("dateFormat", () => {
  it("writes what toLocaleDateString writes, with the formatter made once", () => {
    const options: Intl.DateTimeFormatOptions[] = [
      { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" },
      { month: "short", timeZone: "UTC" },
      { month: "long", year: "numeric", timeZone: "UTC" },
    ];
    const dates = ["2026-01-01T00:00:00Z", "2026-11-21T23:59:59Z", "1999-12-31T12:00:00Z"].map((d) => new Date(d));
    for (const o of options) {
      const format = dateFormat("en-US", o);
      for (const d of dates) expect(format(d)).toBe(d.toLocaleDateString("en-US", o));
    }
  });
});
