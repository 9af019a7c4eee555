/**
 * The engine as the app ships it: Next bundles server code, so production never runs the
 * per-module transpilation tsx does for the bench (tsx keeps every function's name with a wrapper
 * call, which costs a measurable share of a long dream). esbuild bundles lib/interpret/offline.ts
 * into a temporary file, and the bench times that bundle beside the tsx-run source.
 */
import { buildSync } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { interpretOffline } from "../lib/interpret/offline";

export function bundledEngine(root: string): typeof interpretOffline {
  const dir = mkdtempSync(path.join(tmpdir(), "oneira-engine-"));
  const outfile = path.join(dir, "engine.cjs");
  buildSync({
    entryPoints: [path.join(root, "lib/interpret/offline.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    outfile,
    alias: { "@": root, "server-only": path.join(root, "tests/fixtures/server-only.ts") },
    logLevel: "warning",
  });
  const engine = (createRequire(import.meta.url)(outfile) as { interpretOffline: typeof interpretOffline }).interpretOffline;
  // (loaded, the bundle is in memory: its file is not left behind)
  rmSync(dir, { recursive: true, force: true });
  return engine;
}
