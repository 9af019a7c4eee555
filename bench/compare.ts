/**
 * Issue 16's table, before and after, in one run on one stack: the same figures for two builds of
 * the app (this checkout and another, e.g. a `git worktree` of the previous commit, each built
 * with `npm run build` in the bench's environment), one after the other, with the bare Next.js
 * baselines measured in between.
 *   npx tsx bench/compare.ts --before ../oneira-before [--duration 10] [--lighthouse-runs 3]
 * The stack's schema is this checkout's: the older build runs on the newer migrations (the
 * aggregate triggers add their small cost to its writes too). Writes bench/RESULTS-compare.md.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { runAction } from "./action";
import { runDashboard } from "./dashboard";
import { ARTICLE, BARE_DIR, buildBareNext, startBareNext } from "./http";
import { runLighthouse } from "./lighthouse";
import { loadAverage, load, machine, ratio, root, startApp, startStack, type LoadResult, type Server, type Stack } from "./lib";
import { firstLoadJs } from "./pages";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const beforeDir = path.resolve(arg("before") ?? "");
const duration = Number(arg("duration") ?? 10);
process.env.LIGHTHOUSE_RUNS ??= arg("lighthouse-runs") ?? "3";
process.env.LIGHTHOUSE_ROUTES ??= `/interpret,${ARTICLE}`;

type Side = Record<string, string>;
const fmt = (r: LoadResult) => `p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps.toFixed(0)} req/s`;

async function measure(label: string, stack: Stack, dir: string): Promise<Side> {
  const out: Side = {};
  const note = async (name: string, fn: () => Promise<string>) => {
    try {
      out[name] = await fn();
    } catch (error) {
      out[name] = `failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
    }
    console.log(`[${label}] ${name}: ${out[name]} (load ${loadAverage()})`);
  };
  const app: Server = await startApp(stack, {}, dir);
  try {
    await note("dashboard", async () => {
      const d = await runDashboard(app, stack.databaseUrl, { duration });
      out["dashboard 20"] =
        `${fmt(d.small)}, ${d.cpuMs.small.toFixed(1)} ms CPU per request, ${(d.small.bytesPerReq / 1024).toFixed(0)} KiB per response`;
      out["dashboard ratio"] =
        `p50 ${ratio(d.result.p50, d.small.p50)}, p99 ${ratio(d.result.p99, d.small.p99)}, CPU per request ${ratio(d.cpuMs.large, d.cpuMs.small)}`;
      return `${d.dreams} dreams: ${fmt(d.result)}, ${d.cpuMs.large.toFixed(1)} ms CPU per request`;
    });
    await note("article", async () => {
      articleBytes = (await (await fetch(app.url + ARTICLE)).arrayBuffer()).byteLength;
      await load({ url: app.url + ARTICLE, duration: 2 });
      const cpu = app.cpuMs();
      const r = await load({ url: app.url + ARTICLE, duration });
      return `${fmt(r)}, ${((app.cpuMs() - cpu) / r.requests).toFixed(2)} ms CPU per request`;
    });
    for (const connections of [10, 50]) {
      await note(`/interpret ${connections}`, async () => {
        await load({ url: app.url + "/interpret", connections, duration: 2 });
        return fmt(await load({ url: app.url + "/interpret", connections, duration }));
      });
    }
    await note("/interpret headers", async () => {
      const res = await fetch(app.url + "/interpret");
      return `${res.headers.get("cache-control")}; prerender ${res.headers.get("x-nextjs-prerender") ?? "-"}`;
    });
    app.resetPeak();
    await note("action", () => actionFigure(app, stack));
    await note("peak RSS (action)", async () => `${app.peakRssMiB().toFixed(0)} MiB`);
    for (const route of ["/interpret", "/login", "/register", ARTICLE]) {
      await note(`JS ${route}`, async () => `${(await firstLoadJs(app.url, route)).gzipKiB.toFixed(1)} KiB gzip`);
    }
    await note("lighthouse", async () => {
      const rows = (await runLighthouse(app)) ?? [];
      return rows.map((r) => `${r.route}: ${r.performance} (${r.runs.join(", ")}), TBT ${r.tbtMs} ms, CLS ${r.cls}`).join("; ");
    });
  } finally {
    await app.stop();
  }
  return out;
}

async function actionFigure(app: Server, stack: Stack): Promise<string> {
  const cpu = app.cpuMs();
  const a = await runAction(app, stack.databaseUrl, { duration });
  const cpuPerRequest = (app.cpuMs() - cpu) / Math.max(1, a.result.requests);
  return `${fmt(a.result)}, ${cpuPerRequest.toFixed(1)} ms CPU per request, ${a.result.errors + a.result.non2xx} errors`;
}

/**
 * The action once more with the before build, last, on the database both sides have filled: if
 * its figure moves with the database rather than with the code, this shows it.
 */
async function actionAgain(stack: Stack, dir: string): Promise<string> {
  const app = await startApp(stack, {}, dir);
  try {
    return await actionFigure(app, stack);
  } finally {
    await app.stop();
  }
}

let articleBytes = 63_000;

/** The bare Next pages (static, and ◐ with one cookies() hole) of the article's HTML size. */
async function baselines(): Promise<Side> {
  const out: Side = {};
  const article = articleBytes;
  for (const variant of ["static", "ppr"] as const) buildBareNext(article, variant);
  for (const variant of ["static", "ppr"] as const) {
    const bare = await startBareNext(variant);
    try {
      await load({ url: bare.url, duration: 2 });
      for (const connections of variant === "ppr" ? [4, 10, 50] : [10]) {
        bare.resetPeak();
        const cpu = bare.cpuMs();
        const r = await load({ url: bare.url, connections, duration });
        out[`bare ${variant} ${connections}`] = `${fmt(r)}, ${((bare.cpuMs() - cpu) / r.requests).toFixed(2)} ms CPU per request`;
        out[`bare ${variant} ${connections} RSS`] = `${bare.peakRssMiB().toFixed(0)} MiB`;
        console.log(`[baseline] ${variant} ${connections}: ${out[`bare ${variant} ${connections}`]}`);
      }
    } finally {
      await bare.stop();
    }
  }
  return out;
}

const started = new Date().toISOString();
const loadBefore = loadAverage();
const stack = await startStack();
const sides: Record<string, Side> = {};
try {
  sides.before = await measure("before", stack, beforeDir);
  sides.baselines = await baselines();
  sides.after = await measure("after", stack, root);
  const again = await actionAgain(stack, beforeDir).catch((e: unknown) => `failed: ${String(e)}`);
  (sides.before ??= {})["action, run again after both sides"] = again;
  console.log(`[before] action, run again after both sides: ${again}`);
} finally {
  await stack.stop();
}
const keys = [...new Set([...Object.keys(sides.before ?? {}), ...Object.keys(sides.after ?? {})])];
const lines = [
  `# Before / after (bench/compare.ts), ${started}`,
  "",
  `Machine: ${machine()}; load average before ${loadBefore}, after ${loadAverage()}. Before = ${beforeDir}, after = ${root}; ${duration} s per load run. Bare baselines (${BARE_DIR}): ${JSON.stringify(sides.baselines)}`,
  "",
  "| figure | before | after |",
  "| --- | --- | --- |",
  ...keys.map((k) => `| ${k} | ${sides.before?.[k] ?? ""} | ${sides.after?.[k] ?? ""} |`),
  "",
];
writeFileSync(path.join(root, "bench/RESULTS-compare.md"), lines.join("\n"));
console.log(lines.join("\n"));
process.exit(0);
