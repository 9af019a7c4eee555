/**
 * Lighthouse (mobile, its default emulation and throttling) for /, /interpret, /dream-dictionary,
 * one article and /upgrade, in Debian's Chromium (CHROME_PATH or /usr/bin/chromium). Each route is
 * measured LIGHTHOUSE_RUNS times (default 5; one run varies by ±5 points here) and reported by its
 * median, beside the same figures for the baseline: a bare Next.js 16 page with the article's HTML
 * size (bench/http.ts), the framework's floor for a page that long, and the article itself as a
 * plain static HTML file (its scripts removed, its stylesheets kept): the limit no framework beats.
 *   npx tsx bench/lighthouse.ts [--no-build]
 */
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { ARTICLE, BARE_DIR, buildBareNext, startBareNext } from "./http";
import { benchPorts, isMain, loadAverage, portInUse, runStandalone, type Server } from "./lib";

export const LIGHTHOUSE_ROUTES = ["/", "/interpret", "/dream-dictionary", ARTICLE, "/upgrade"];
export const BARE_LABEL = "bare Next.js 16 page, the article's HTML size";
export const PLAIN_LABEL = "the article as plain static HTML (no scripts)";

/**
 * The article's HTML without a single script (nor script preloads), its stylesheets and fonts
 * fetched from the app by absolute URL, served from memory.
 */
async function startPlainArticle(app: Server): Promise<{ url: string; close: () => void }> {
  const html = (await (await fetch(app.url + ARTICLE)).text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/gi, "")
    .replace(/(href|src)="\/(?!\/)/g, `$1="${app.url}/`);
  if (await portInUse(benchPorts.static)) throw new Error(`port ${benchPorts.static} is already in use`);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(benchPorts.static, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${benchPorts.static}/`, close: () => server.close() };
}

export type LighthouseRow = {
  route: string;
  performance: number;
  runs: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** The worst run's: the goal is CLS 0 in every run (each run's in `clsRuns`). */
  cls: number;
  clsRuns: number[];
  tbtRuns: number[];
  /** The machine's load average (1 / 5 / 15 min) before and after this target's runs. */
  loadBefore: string;
  loadAfter: string;
};
export type LighthouseFigures = LighthouseRow[];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runLighthouse(app: Server): Promise<LighthouseFigures | null> {
  // Read when called, so a caller (bench/compare.ts) can set them after the imports.
  const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
  let lighthouse: typeof import("lighthouse").default;
  let chromeLauncher: typeof import("chrome-launcher");
  try {
    lighthouse = (await import("lighthouse")).default;
    chromeLauncher = await import("chrome-launcher");
  } catch {
    console.log("[lighthouse] lighthouse / chrome-launcher are not installed: skipped");
    return null;
  }
  if (!existsSync(path.join(BARE_DIR, ".next/BUILD_ID"))) {
    buildBareNext((await (await fetch(app.url + ARTICLE)).arrayBuffer()).byteLength);
  }
  const bare = await startBareNext();
  const plain = await startPlainArticle(app).catch(async (error) => {
    await bare.stop();
    throw error;
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const routes = process.env.LIGHTHOUSE_ROUTES?.split(",") ?? LIGHTHOUSE_ROUTES;
  const targets = [
    ...routes.map((route) => ({ route, url: app.url + route })),
    { route: BARE_LABEL, url: bare.url + "/" },
    { route: PLAIN_LABEL, url: plain.url },
  ];
  const out: LighthouseFigures = [];
  try {
    for (const { route, url } of targets) {
      const runs: Omit<LighthouseRow, "route" | "runs" | "clsRuns" | "tbtRuns" | "loadBefore" | "loadAfter">[] = [];
      const loadBefore = loadAverage();
      // A run that could not measure (no paint recorded, a runtime error) is run again, up to RUNS more times.
      for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result || result.lhr.runtimeError || result.lhr.categories.performance?.score == null) {
          console.log(`[lighthouse] ${route}: ${result?.lhr.runtimeError?.code ?? "no performance score"}; running again`);
          continue;
        }
        const { categories, audits } = result.lhr;
        const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
        runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        });
      }
      if (runs.length === 0) continue;
      const row: LighthouseRow = {
        route,
        performance: median(runs.map((r) => r.performance)),
        runs: runs.map((r) => r.performance),
        // The other categories do not vary with load: the worst run is reported.
        accessibility: Math.min(...runs.map((r) => r.accessibility)),
        bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
        seo: Math.min(...runs.map((r) => r.seo)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: Math.max(...runs.map((r) => r.cls)),
        clsRuns: runs.map((r) => r.cls),
        tbtRuns: runs.map((r) => r.tbtMs),
        loadBefore,
        loadAfter: loadAverage(),
      };
      out.push(row);
      console.log(
        `[lighthouse] ${route.padEnd(32)} perf ${row.performance} (runs ${row.runs.join(", ")}), a11y ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; median LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms (runs ${row.tbtRuns.join(", ")}); CLS ${row.cls} (runs ${row.clsRuns.join(", ")}); load ${row.loadBefore} → ${row.loadAfter}`,
      );
    }
  } finally {
    chrome.kill();
    plain.close();
    await bare.stop();
  }
  return out;
}

if (isMain(import.meta.url)) await runStandalone((app) => runLighthouse(app));
