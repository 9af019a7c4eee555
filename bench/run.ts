/**
 * `npm run bench`: every benchmark in one run on one machine, baselines measured in the same run,
 * figures printed and written to bench/RESULTS.md. Benchmarks print; they never pass or fail.
 *   npm run bench [-- --no-build] [-- --quick] [-- --minutes 10]
 * --minutes sets the soak's length (default 10; --quick: 1). Each part also runs alone:
 * bench/http.ts, pages.ts, action.ts, dashboard.ts, engine.ts, lighthouse.ts, soak.ts, and
 * bench/compare.ts measures two builds (before / after) in one run.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { runAction, type ActionFigures } from "./action";
import { runSlowLlmAction, type SlowLlmFigures } from "./action-slow-llm";
import { runDashboard, type DashboardFigures } from "./dashboard";
import { runEngine, type EngineFigures } from "./engine";
import { startBareNext, runHttp, type HttpFigures } from "./http";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { buildApp, loadAverage, machine, ratio, root, startApp, startStack, type LoadResult, type Server } from "./lib";
import { buildMarkers, runPages, type PagesFigures } from "./pages";
import { runSoak } from "./soak";

const quick = process.argv.includes("--quick");
const duration = quick ? 5 : 10;

type Figures = {
  date: string;
  machine: string;
  loadBefore: string;
  build: { reused: boolean; markers: string[] };
  engine?: EngineFigures;
  http?: HttpFigures;
  pages?: PagesFigures;
  action?: ActionFigures;
  slowLlm?: SlowLlmFigures;
  dashboard?: DashboardFigures;
  lighthouse?: LighthouseFigures | null;
  soak?: Awaited<ReturnType<typeof runSoak>>;
  errors: string[];
};

async function step<T>(name: string, f: Figures, fn: () => Promise<T> | T): Promise<T | undefined> {
  console.log(`\n== ${name} (load average ${loadAverage()}) ==`);
  try {
    return await fn();
  } catch (error) {
    const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
    console.log(`[bench] ${message}`);
    f.errors.push(message);
    return undefined;
  }
}

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const lat = (r: LoadResult) => [r.rps.toFixed(0), r.p50, r.p90, r.p99, r.errors + r.non2xx];

function markdown(f: Figures): string {
  const out: string[] = [];
  out.push("# Benchmark results", "");
  out.push(
    `Date: ${f.date}  `,
    `Machine: ${f.machine}  `,
    `Load average before the run: ${f.loadBefore} (other work on the machine makes absolute figures noisy; compare the ratios, measured against baselines in the same run)`,
    "",
  );
  out.push(
    "Produced by `npm run bench` (bench/run.ts). Loopback only; the app is `next start` of the production build on the local stack (embedded Postgres, Auth stand-in).",
    "",
  );
  if (f.http) {
    const h = f.http;
    out.push("## Throughput and latency: a static dictionary article vs two baselines", "");
    out.push(
      `autocannon, 10 connections, ${duration} s each, after a 2 s warm-up; HTML sizes: article ${h.articleBytes} B, bare Next page ${h.bareBytes} B.`,
      "",
    );
    out.push(row(["server", "req/s", "p50 ms", "p90 ms", "p99 ms", "errors"]), row(["---", "---:", "---:", "---:", "---:", "---:"]));
    out.push(row(["Oneira article (`/dream-dictionary/teeth-dreams`)", ...lat(h.article)]));
    out.push(row(["bare Next.js 16 page, `next start`", ...lat(h.bare)]));
    out.push(row([`bare Next.js 16 ◐ page: Cache Components + one cookies() hole in the layout (${h.barePprBytes} B)`, ...lat(h.barePpr)]));
    out.push(row(["same HTML from a minimal Node server", ...lat(h.staticServer)]));
    out.push(
      "",
      `Article vs bare Next: **${ratio(h.article.rps, h.bare.rps)}** throughput (goal ≥ 0.9×); vs a bare ◐ page with the same one dynamic hole: **${ratio(h.article.rps, h.barePpr.rps)}**; vs the static server: ${ratio(h.article.rps, h.staticServer.rps)}.`,
      "",
    );
    out.push(
      `Peak RSS of the app server (process group) during its load run: **${h.peakRssMiB.toFixed(0)} MiB** (after warm-up: ${h.idleRssMiB.toFixed(0)} MiB; the bare Next server peaked at ${h.bareRssMiB.toFixed(0)} MiB). Load average after: ${h.loadavg}.`,
      "",
    );
  }
  if (f.action) {
    out.push("## /interpret server action, premium user", "");
    out.push(
      `POST /interpret with the Next-Action header over HTTP (rate limit check, session, engine, DB write), ${f.action.connections} connections, ${duration} s: **${f.action.result.rps.toFixed(1)} interpretations/s**, p50 ${f.action.result.p50} ms, p90 ${f.action.result.p90} ms, p99 ${f.action.result.p99} ms; ${f.action.saved} dreams saved, ${f.action.result.errors + f.action.result.non2xx} errors. Load average after: ${f.action.loadavg}.`,
      "",
    );
  }
  if (f.dashboard) {
    out.push("## /dashboard with 10,000 saved dreams", "");
    out.push(
      `First page (newest 20 + Dream Patterns), signed in, 4 connections, ${duration} s: **p50 ${f.dashboard.result.p50} ms, p99 ${f.dashboard.result.p99} ms**, ${f.dashboard.result.rps.toFixed(1)} req/s (${f.dashboard.dreams} dreams; a single cold request: ${f.dashboard.firstByte.toFixed(0)} ms). Baseline in the same run, a journal of ${f.dashboard.smallDreams} dreams: p50 ${f.dashboard.small.p50} ms, p99 ${f.dashboard.small.p99} ms, ${f.dashboard.small.rps.toFixed(1)} req/s — p50 ratio ${ratio(f.dashboard.result.p50, f.dashboard.small.p50)}. Load average after: ${f.dashboard.loadavg}.`,
      "",
    );
  }
  if (f.engine) {
    out.push("## Interpretation engine alone (bench/interpret-quality.ts, dev set)", "");
    out.push(`**${f.engine.dreamsPerSecond} dreams/s**, per dream p50 / p99: ${f.engine.p50p99}.`, "", "```", f.engine.output, "```", "");
  }
  if (f.pages) {
    const p = f.pages;
    out.push("## First-load JS per route", "");
    out.push("Bytes of every `<script src>` in the route's HTML (noModule polyfill excluded), gzip / raw.", "");
    out.push(row(["route", "gzip KiB", "raw KiB", "scripts", "vs bare Next"]), row(["---", "---:", "---:", "---:", "---:"]));
    out.push(row(["bare Next.js 16 page", p.bareJs.gzipKiB.toFixed(1), p.bareJs.rawKiB.toFixed(1), p.bareJs.scripts, "1.00×"]));
    for (const r of p.js)
      out.push(row([r.route, r.gzipKiB.toFixed(1), r.rawKiB.toFixed(1), r.scripts, ratio(r.gzipKiB, p.bareJs.gzipKiB)]));
    out.push("", "## Cache-Control of the static pages", "");
    out.push(
      row(["route", "status", "Cache-Control", "x-nextjs-prerender", "x-nextjs-postponed"]),
      row(["---", "---", "---", "---", "---"]),
    );
    for (const h of p.headers) out.push(row([h.route, h.status, `\`${h.cacheControl}\``, h.prerender, h.postponed]));
    out.push("", `Bare Next.js static page: \`${p.bareHeaders}\`.`, "");
  }
  if (f.build.markers.length) {
    out.push("## `next build` route markers", "", "```", ...f.build.markers, "```", "");
  } else if (f.build.reused) {
    out.push("(The build was reused with --no-build; its route markers are in its own output.)", "");
  }
  if (f.slowLlm) {
    const l = f.slowLlm;
    out.push("## /interpret server action with a slow LLM provider", "");
    out.push(
      `\`INTERPRETER=llm\` against a stand-in provider answering after the given delay, premium user, ${l.connections} connections, pool of ${l.poolMax}; the app's Postgres connections sampled every 50 ms (bench/action-slow-llm.ts). Load average after: ${l.loadavg}.`,
      "",
    );
    out.push(
      row(["LLM delay", "req/s", "p50 ms", "p90 ms", "p99 ms", "errors", "connections (max)", "in a transaction (max / mean)"]),
      row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
    );
    for (const r of l.runs)
      out.push(row([`${r.delayMs} ms`, ...lat(r.result), r.maxConnections, `${r.maxInTransaction} / ${r.meanInTransaction.toFixed(2)}`]));
    out.push("");
  }
  if (f.lighthouse) {
    out.push(
      "## Lighthouse (mobile)",
      "",
      `Median of ${f.lighthouse[0]?.runs.length ?? 0} runs per route (every run's performance score listed); the last row is the baseline.`,
      "",
    );
    out.push(
      row(["route", "performance (median)", "runs", "accessibility", "best practices", "SEO", "LCP ms", "TBT ms", "CLS"]),
      row(["---", "---:", "---", "---:", "---:", "---:", "---:", "---:", "---:"]),
    );
    for (const l of f.lighthouse)
      out.push(row([l.route, l.performance, l.runs.join(", "), l.accessibility, l.bestPractices, l.seo, l.lcpMs, l.tbtMs, l.cls]));
    out.push("");
  } else if (f.lighthouse === null) {
    out.push("## Lighthouse", "", "Skipped: lighthouse is not installed.", "");
  }
  if (f.soak) {
    const s = f.soak;
    out.push("## Soak: mixed traffic", "");
    out.push(
      `bench/soak.ts: visitors and a member interpreting, the member's dashboard and searches, static pages and /interpret, ${s.minutes} min at **${s.rate} requests/s** (the highest ramp level with p99 < 500 ms): ${s.soak.rps.toFixed(0)} req/s, p50 ${s.soak.p50} ms, p99 ${s.soak.p99} ms, **${s.soak.errors} errors** of ${s.soak.requests}. RSS of the app by minute (MiB): ${s.rssByMinute.join(", ")}. Load average after: ${s.loadavg}. By kind of request: ${s.soak.byKind}.`,
      "",
    );
  }
  if (f.errors.length) out.push("## Parts that did not run", "", ...f.errors.map((e) => `- ${e}`), "");
  return out.join("\n");
}

const figures: Figures = {
  date: new Date().toISOString(),
  machine: machine(),
  loadBefore: loadAverage(),
  build: { reused: false, markers: [] },
  errors: [],
};
// Each step starts and stops the servers it needs itself (ports free again when it ends); a step
// that fails is reported under "Parts that did not run" and the next one still runs.
const stack = await step("local stack", figures, () => startStack());
let app: Server | undefined;
try {
  console.log(`machine: ${figures.machine}; load average ${figures.loadBefore}`);
  const build = stack && (await step("build", figures, () => buildApp(stack.appEnv)));
  figures.build = { reused: build?.reused ?? false, markers: buildMarkers(build?.output ?? "") };
  if (figures.build.markers.length) console.log(figures.build.markers.join("\n"));
  figures.engine = await step("engine", figures, () => runEngine());
  app = stack && build ? await step("app server", figures, () => startApp(stack)) : undefined;
  if (app && stack) {
    const server = app;
    figures.http = await step("http", figures, () => runHttp(server, { duration }));
    figures.pages = await step("pages", figures, async () => {
      const bare = await startBareNext();
      try {
        return await runPages(server, bare);
      } finally {
        await bare.stop();
      }
    });
    figures.action = await step("action", figures, () => runAction(server, stack.databaseUrl, { duration }));
    figures.dashboard = await step("dashboard", figures, () => runDashboard(server, stack.databaseUrl, { duration }));
    if (!quick) figures.lighthouse = await step("lighthouse", figures, () => runLighthouse(server));
    figures.soak = await step("soak", figures, () => runSoak(server, quick ? { minutes: 1 } : {}));
  }
} finally {
  await app?.stop();
  await stack?.stop();
}
// Its own stack and app (INTERPRETER=llm), on the same ports once the others have stopped.
figures.slowLlm = await step("action-slow-llm", figures, () => runSlowLlmAction({ duration, build: false }));
const file = path.join(root, "bench/RESULTS.md");
writeFileSync(file, markdown(figures));
console.log(`\nwrote ${path.relative(root, file)}`);
process.exit(0);
