/**
 * The engine as the app ships it: Next bundles server code, so production never runs the
 * per-module transpilation tsx does for the bench (tsx keeps every function's name with a wrapper
 * call, which costs a measurable share of a long dream). esbuild bundles lib/interpret/offline.ts
 * into a temporary file, and a fresh Node process (its own heap, not the bench's, which already
 * holds one engine) times it on one dream repeated (timeBundled) or on many real ones (timeBundledDreams).
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
  return inBundle(root, (bundle, dir) => {
    writeFileSync(path.join(dir, "dream.txt"), dream);
    return JSON.parse(child(["-e", TIMER, bundle, path.join(dir, "dream.txt"), String(warm), String(runs)])) as number[];
  }).sort((a, b) => a - b);
}

/**
 * What the child runs for distinct dreams: the warm-up dreams once, then each timed dream `reps`
 * times in turn; for each run its wall time and its CPU time (this process's user + system, so
 * time spent waiting for a core on a shared machine is left out, the GC's helper threads counted).
 */
const MANY_TIMER = `
const { interpretOffline } = require(process.argv[1]);
const { warm, timed, reps } = JSON.parse(require("node:fs").readFileSync(process.argv[2], "utf8"));
for (const d of warm) interpretOffline(d);
const wall = [], cpu = [];
for (let k = 0; k < reps; k++) for (const d of timed) {
  const c = process.cpuUsage(); const s = performance.now();
  interpretOffline(d);
  wall.push(performance.now() - s); const u = process.cpuUsage(c); cpu.push((u.user + u.system) / 1000);
}
process.stdout.write(JSON.stringify({ wall, cpu }));
`;

/**
 * The bundled engine on real dreams, each different: after the `warm` dreams, every dream of `timed`
 * `reps` times. Unlike a dream repeated with one word changed, nothing the engine has seen before
 * (word caches, the shapes the JIT has specialised for) favours the next run. Wall and CPU ms, sorted.
 */
export function timeBundledDreams(root: string, warm: string[], timed: string[], reps: number): { wall: number[]; cpu: number[] } {
  return inBundle(root, (bundle, dir) => {
    writeFileSync(path.join(dir, "dreams.json"), JSON.stringify({ warm, timed, reps }));
    const { wall, cpu } = JSON.parse(child(["-e", MANY_TIMER, bundle, path.join(dir, "dreams.json")])) as { wall: number[]; cpu: number[] };
    return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
  });
}

/** a fresh Node process (its own heap, not the bench's, which already holds one engine) running `args` */
function child(args: string[]): string {
  const run = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 2 ** 24 });
  if (run.status !== 0) throw new Error(`bundled engine failed: ${run.stderr}`);
  return run.stdout;
}

/** bundles lib/interpret/offline.ts into a temporary directory and hands its path to `run` */
function inBundle<T>(root: string, run: (bundle: string, dir: string) => T): T {
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
    return run(bundle, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
