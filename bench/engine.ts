/**
 * The interpretation engine alone: dreams per second and p99 per dream on the dev set, by running
 * bench/interpret-quality.ts (which also prints its quality figures) and picking out its speed lines.
 *   npx tsx bench/engine.ts
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { isMain, loadAverage, root } from "./lib";

export type EngineFigures = { output: string; dreamsPerSecond: string; p50p99: string; loadavg: string };

export function runEngine(): EngineFigures {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  const run = spawnSync(tsx, [path.join(root, "bench/interpret-quality.ts")], { cwd: root, encoding: "utf8", maxBuffer: 16 * 2 ** 20 });
  const output = `${run.stdout}${run.stderr ? `\n${run.stderr}` : ""}`.trim();
  const line = (label: string) =>
    output
      .split("\n")
      .find((l) => l.startsWith(label))
      ?.slice(label.length)
      .trim() ?? "n/a";
  const figures = {
    output,
    dreamsPerSecond: line("dreams per second:"),
    p50p99: line("time per dream p50 / p99:"),
    loadavg: loadAverage(),
  };
  console.log(`[engine] ${figures.dreamsPerSecond} dreams/s; per dream p50 / p99 ${figures.p50p99} (load average ${figures.loadavg})`);
  return figures;
}

if (isMain(import.meta.url)) {
  const f = runEngine();
  console.log(f.output);
}
