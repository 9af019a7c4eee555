/**
 * The batch figure: the engine's time per dream on average, start-up included, as
 * `npm run interpret:batch` runs it (npm, loading the bundled engine, then one dream a line; a
 * stale bundle is rebuilt first). Two runs of the script in child processes: one with no dream
 * (the start-up alone), one with the dreams.
 * Wall time is what a user waits; on a machine other work shares it is inflated by waiting for a
 * core, so the children's CPU time (user + system, from /proc on Linux) is printed beside it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

export type BatchTime = { dreams: number; wallMs: number; cpuMs: number | null };

/** user + system CPU of this process's waited-for children so far (ms), or null off Linux */
function childrenCpuMs(): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  // fields after the command name (which may hold spaces): state is field 3, cutime and cstime fields 16 and 17
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[16 - 3]) + Number(fields[17 - 3]);
  return (ticks * 1000) / 100; // Linux reports these in USER_HZ, 100 a second
}

/** runs `npm run interpret:batch` on `lines` (JSONL rows with id and text) in `root` */
export function timeBatch(root: string, lines: string[]): BatchTime {
  const cpu0 = childrenCpuMs();
  const t0 = performance.now();
  const run = spawnSync("npm", ["run", "--silent", "interpret:batch"], {
    cwd: root,
    input: lines.length ? `${lines.join("\n")}\n` : "",
    encoding: "utf8",
    maxBuffer: 2 ** 30,
  });
  const wallMs = performance.now() - t0;
  const cpu1 = childrenCpuMs();
  if (run.status !== 0) throw new Error(`interpret:batch failed: ${run.stderr}`);
  const out = run.stdout.split("\n").filter((l) => l.trim());
  if (out.length !== lines.length || out.some((l) => l.includes('"error":'))) throw new Error("interpret:batch did not answer every dream");
  return { dreams: lines.length, wallMs, cpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0 };
}

/** "N dreams: X ms a dream (wall), Y ms (CPU)", start-up included, and the start-up alone */
export function batchFigures(root: string, lines: string[]): string {
  const start = timeBatch(root, []);
  const all = timeBatch(root, lines);
  const per = (ms: number) => (ms / all.dreams).toFixed(1);
  const cpu = (t: BatchTime) => (t.cpuMs === null ? "" : `, ${t === all ? per(t.cpuMs) : t.cpuMs.toFixed(0)} ms CPU`);
  return (
    `npm run interpret:batch on ${all.dreams} dreams, start-up included: ${per(all.wallMs)} ms a dream wall${cpu(all)} (goal <= 25 ms); ` +
    `start-up alone ${start.wallMs.toFixed(0)} ms wall${cpu(start)}`
  );
}
