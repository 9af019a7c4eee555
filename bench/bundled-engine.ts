/**
 * The engine as the app ships it: Next bundles server code, so production never runs the
 * per-module transpilation tsx does for the bench (tsx keeps every function's name with a wrapper
 * call, which costs a measurable share of a long dream). esbuild bundles lib/interpret/offline.ts
 * into a temporary file, and a fresh Node process (its own heap, not the bench's, which already
 * holds one engine) times it on the same dream.
 */
import { buildSync } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** what the child runs: warm-ups, then `runs` timed interpretations of the dream, each slightly different so nothing is cached */
const TIMER = `
const { interpretOffline } = require(process.argv[1]);
const big = require("node:fs").readFileSync(process.argv[2], "utf8");
const [warm, runs] = [Number(process.argv[3]), Number(process.argv[4])];
for (let i = 0; i < warm; i++) interpretOffline(big + " w" + i);
const ms = [];
for (let i = 0; i < runs; i++) { const s = performance.now(); interpretOffline(big + " " + i); ms.push(performance.now() - s); }
process.stdout.write(JSON.stringify(ms));
`;

/** the bundled engine's time per run (ms, sorted) on `dream` */
export function timeBundled(root: string, dream: string, warm: number, runs: number): number[] {
  const dir = mkdtempSync(path.join(tmpdir(), "oneira-engine-"));
  try {
    const bundle = path.join(dir, "engine.cjs");
    buildSync({
      entryPoints: [path.join(root, "lib/interpret/offline.ts")],
      bundle: true,
      platform: "node",
      format: "cjs",
      outfile: bundle,
      alias: { "@": root, "server-only": path.join(root, "tests/fixtures/server-only.ts") },
      logLevel: "warning",
    });
    writeFileSync(path.join(dir, "dream.txt"), dream);
    const run = spawnSync(process.execPath, ["-e", TIMER, bundle, path.join(dir, "dream.txt"), String(warm), String(runs)], {
      encoding: "utf8",
      maxBuffer: 2 ** 20,
    });
    if (run.status !== 0) throw new Error(`bundled engine failed: ${run.stderr}`);
    return (JSON.parse(run.stdout) as number[]).sort((a, b) => a - b);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
