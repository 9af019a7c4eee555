/**
 * The interpret action (bench/action.ts) on two builds at once, on one stack, runs alternating
 * (before, after, before, …), for a machine whose load changes from minute to minute: each pair
 * ran under about the same load (after a discarded warm-up run each). Prints each run and the medians (latency and the server's CPU per
 * request). `--cpu-prof <dir>` writes a V8 CPU profile of each server (at its exit) there.
 *   npx tsx bench/action-paired.ts --before <checkout> [--after <checkout>] [--runs 4] [--duration 10]
 * Both checkouts must be built in the bench's environment (`npm run build`).
 */
import path from "node:path";
import { runAction, type ActionFigures } from "./action";
import { benchPorts, loadAverage, root, startApp, startStack, type Server } from "./lib";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const beforeDir = path.resolve(arg("before") ?? "");
const afterDir = path.resolve(arg("after") ?? root);
const runs = Number(arg("runs") ?? 4);
const duration = Number(arg("duration") ?? 10);
const profDir = arg("cpu-prof");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const stack = await startStack();
const servers: Server[] = [];
try {
  const sides = [
    { label: "before", dir: beforeDir, port: benchPorts.app },
    { label: "after", dir: afterDir, port: benchPorts.bare },
  ];
  const started = [];
  for (const side of sides) {
    const nodeArgs = profDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profDir, side.label)}`] : [];
    const server = await startApp(stack, {}, side.dir, { port: side.port, nodeArgs });
    servers.push(server);
    started.push({ ...side, server, figures: [] as ActionFigures[] });
  }
  // A discarded run each first: a fresh server's first seconds are JIT compilation, not the code.
  for (const side of started) await runAction(side.server, stack.databaseUrl, { duration: 5 });
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 ? [...started].reverse() : started) {
      const f = await runAction(side.server, stack.databaseUrl, { duration });
      side.figures.push(f);
      console.log(`[paired] run ${i + 1} ${side.label}: load ${f.loadavg}`);
    }
  }
  for (const side of started) {
    const f = side.figures;
    console.log(
      `[paired] ${side.label} (${side.dir}), median of ${f.length}: p50 ${median(f.map((x) => x.result.p50))} ms, p99 ${median(f.map((x) => x.result.p99))} ms, ` +
        `${median(f.map((x) => x.result.rps)).toFixed(0)} req/s, ${median(f.map((x) => x.cpuMsPerRequest)).toFixed(1)} ms CPU per request; ` +
        `runs: ${f.map((x) => `p50 ${x.result.p50} / p99 ${x.result.p99} / ${x.cpuMsPerRequest.toFixed(1)} ms CPU`).join(", ")}`,
    );
  }
  console.log(`[paired] load average at the end: ${loadAverage()}`);
} finally {
  for (const s of servers) await s.stop();
  await stack.stop();
}
process.exit(0);
