/**
 * Lighthouse (mobile, its default emulation and throttling) for /, /interpret, /dream-dictionary,
 * one article and /upgrade, in Debian's Chromium (CHROME_PATH or /usr/bin/chromium).
 *   npx tsx bench/lighthouse.ts [--no-build]
 */
import { isMain, runStandalone, type Server } from "./lib";

export const LIGHTHOUSE_ROUTES = ["/", "/interpret", "/dream-dictionary", "/dream-dictionary/teeth-dreams", "/upgrade"];

export type LighthouseFigures = { route: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number }[];

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
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const out: LighthouseFigures = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const audit = () => lighthouse(app.url + route, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      let result = await audit();
      // A run that could not measure (no paint recorded, a runtime error) is tried once more.
      if (result && (result.lhr.runtimeError || result.lhr.categories.performance?.score == null)) {
        console.log(`[lighthouse] ${route}: ${result.lhr.runtimeError?.code ?? "no performance score"}; trying again`);
        result = await audit();
      }
      if (!result) continue;
      const { categories, audits } = result.lhr;
      const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
      const row = {
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      };
      out.push(row);
      console.log(`[lighthouse] ${route.padEnd(32)} perf ${row.performance}, a11y ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}`);
    }
  } finally {
    chrome.kill();
  }
  return out;
}

if (isMain(import.meta.url)) await runStandalone((app) => runLighthouse(app));
