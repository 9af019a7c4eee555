import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dreamPath, ROUTES, withNext } from "@/lib/routes";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Files allowed a page path literal (none: every one goes through the table). */
const NOT_YET = new Set<string>();

describe("route table", () => {
  it("builds the return-to links as the pages read them", () => {
    expect(withNext(ROUTES.login, ROUTES.upgrade)).toBe("/login?next=/upgrade");
    expect(withNext(ROUTES.login, "/dashboard/search?q=owl&kind=lucid")).toBe("/login?next=/dashboard/search%3Fq%3Dowl%26kind%3Dlucid");
    expect(new URLSearchParams(withNext(ROUTES.login, "/dashboard/search?q=owl&kind=lucid").split("?")[1]).get("next")).toBe(
      "/dashboard/search?q=owl&kind=lucid",
    );
    expect(dreamPath("0b7f")).toBe("/dashboard/dreams/0b7f");
  });

  it("app, components and lib name pages through the table, not as string literals", () => {
    const paths = Object.values(ROUTES).filter((p) => p !== ROUTES.home);
    const literal = new RegExp(`(?:["'\`]|\\})(${paths.map((p) => p.replace(/[/-]/g, "\\$&")).join("|")})(?=["'\`?/$])`);
    const offenders = ["app", "components", "lib"]
      .flatMap(sourceFiles)
      .filter((file) => file !== join("lib", "routes.ts") && !NOT_YET.has(file))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          // a comment may name a path; code may not
          .map((line, i) => ({ line: line.replace(/\s\/\/\s.*$/, "").trim(), at: `${file}:${i + 1}` }))
          .filter(({ line }) => !/^(\/\/|\*|\/\*)/.test(line) && literal.test(line))
          .map(({ at, line }) => `${at}: ${line}`),
      );
    expect(offenders).toEqual([]);
  });
});
