import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/security/safe-next-path";

/** What a browser makes of a redirect to `target` from this site: the host it would land on. */
function landsOn(target: string): string {
  return new URL(target, "https://oneira.test/login").host;
}

describe("safeNextPath: only paths on this site, judged after normalisation", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/upgrade?from=header#plans", "/upgrade?from=header#plans"],
    ["/dashboard/search?q=teeth%20falling&from=2026-01-01", "/dashboard/search?q=teeth%20falling&from=2026-01-01"],
    ["/dashboard/dreams/6f0c1f5e-1d7e-4a3e-9c55-0b8f5a1e2d3c", "/dashboard/dreams/6f0c1f5e-1d7e-4a3e-9c55-0b8f5a1e2d3c"],
    ["/dream-dictionary/teeth-dreams", "/dream-dictionary/teeth-dreams"],
    // Dot segments that stay on the site are resolved, not refused.
    ["/dashboard/../upgrade", "/upgrade"],
  ])("keeps %s as %s", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  // Every one of these either leaves the site or is a path no route of ours has.
  it.each([
    "https://evil.example/steal",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/.//evil.example/phish",
    "/..//evil.example",
    "/./..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/%2e%2e/%2fevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/..;/evil.example",
    "/.;//evil.example",
    "/dashboard;/..//evil.example",
    "/ /evil.example",
    "/%09/evil.example",
    "/%00/evil.example",
    "javascript:alert(1)",
    "/javascript:alert(1)//",
    "http:/evil.example",
    "dashboard",
    "",
    " /dashboard",
  ])("refuses %j", (input) => {
    const result = safeNextPath(input);
    expect(result).toBe("/dashboard");
    expect(landsOn(result)).toBe("oneira.test");
  });

  it("refuses what is not a string and very long targets", () => {
    expect(safeNextPath(undefined)).toBe("/dashboard");
    expect(safeNextPath(["/dashboard"])).toBe("/dashboard");
    expect(safeNextPath(`/${"a".repeat(3000)}`)).toBe("/dashboard");
    expect(safeNextPath("//evil.example", "/reset-password")).toBe("/reset-password");
  });

  it("never returns a target that a browser would take off the site", () => {
    const pieces = ["/", "//", "\\", ".", "..", "%2e", "%2f", "%5c", "\t", "\n", ";", "evil.example", "@", ":", "?", "#"];
    for (let i = 0; i < 4000; i++) {
      let s = "";
      for (let j = 0; j < 1 + (i % 6); j++) s += pieces[(i * 7 + j * 13 + ((i >> j) & 7)) % pieces.length];
      const out = safeNextPath(s);
      expect(landsOn(out), `${JSON.stringify(s)} → ${out}`).toBe("oneira.test");
      expect(out.startsWith("/") && !out.startsWith("//")).toBe(true);
    }
  });
});
