/**
 * Lighthouse (mobile, its default emulation and throttling) for /, /interpret, /dream-dictionary,
 * one article and /upgrade, in Debian's Chromium (CHROME_PATH or /usr/bin/chromium). Each route is
 * measured LIGHTHOUSE_RUNS times (default 5; one run varies by ±5 points here) and reported by its
 * median, beside the same figures for the baseline: a bare Next.js 16 page with the article's HTML
 * size (bench/http.ts), the framework's floor for a page that long.
 *   npx tsx bench/lighthouse.ts [--no-build]
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ARTICLE, BARE_DIR, buildBareNext, startBareNext } from "./http";
import { isMain, runStandalone, type Server } from "./lib";

export const LIGHTHOUSE_ROUTES = ["/", "/interpret", "/dream-dictionary", ARTICLE, "/upgrade"];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
export const BARE_LABEL = "bare Next.js 16 page, the article's HTML size";

export type LighthouseRow = {
  route: string;
  performance: number;
  runs: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};
export type LighthouseFigures = LighthouseRow[];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runLighthouse(app: Server): Promise<LighthouseFigures | null> {
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
  const targets = [...LIGHTHOUSE_ROUTES.map((route) => ({ route, url: app.url + route })), { route: BARE_LABEL, url: bare.url + "/" }];
  const out: LighthouseFigures = [];
  try {
    for (const { route, url } of targets) {
      const runs: Omit<LighthouseRow, "route" | "runs">[] = [];
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
      };
      out.push(row);
      console.log(
        `[lighthouse] ${route.padEnd(32)} perf ${row.performance} (runs ${row.runs.join(", ")}), a11y ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; median LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms; CLS ${row.cls}`,
      );
    }
  } finally {
    chrome.kill();
    await bare.stop();
  }
  return out;
}

if (isMain(import.meta.url)) await runStandalone((app) => runLighthouse(app));
