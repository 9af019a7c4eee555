import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const offset = Number(process.env.ONEIRA_TEST_PORT_OFFSET ?? 0);
const asRoot = process.getuid?.() === 0;

/**
 * Issue 15 item 13: `npm run dev` as root with its data under a directory the `postgres` user
 * cannot enter (a `mktemp -d`, a home directory of mode 700) used to die with a stack trace
 * (`spawn initdb EACCES` / initdb's "could not access directory"). It now says what is wrong and
 * how to fix it in one line, before starting anything.
 */
describe.runIf(asRoot)("npm run dev as root from a directory the postgres user cannot enter", () => {
  it("prints one clear line with the fix and exits, without a stack trace", () => {
    const closed = mkdtempSync(path.join(tmpdir(), "oneira-700-"));
    chmodSync(closed, 0o700);
    try {
      const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "local/dev.ts")], {
        cwd: closed,
        encoding: "utf8",
        timeout: 60_000,
        env: {
          ...process.env,
          NEXT_PUBLIC_SUPABASE_URL: "",
          ONEIRA_DATA_DIR: path.join(closed, "postgres"),
          ONEIRA_PG_PORT: String(55490 + offset),
          ONEIRA_AUTH_PORT: String(55491 + offset),
          ONEIRA_MAIL_PORT: String(55492 + offset),
          PORT: String(3190 + offset),
        },
      });
      const output = `${run.stdout}${run.stderr}`.trim();
      expect(run.status).toBe(1);
      expect(output.split("\n")).toHaveLength(1);
      expect(output).toContain(`cannot enter ${closed}`);
      expect(output).toContain(`chmod o+x ${closed}`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
