/**
 * What the built pages cost a browser and a CDN:
 *  - first-load JS per route: the gzip and raw bytes of every <script src> in the route's HTML (what
 *    a first visit downloads before the page is interactive), against a bare Next.js 16 page built
 *    in the same run (bench/http.ts builds it);
 *  - the Cache-Control (and prerender) headers of the static pages;
 *  - the ◐ / ○ markers `next build` printed for them, when this run built the app.
 *   npx tsx bench/pages.ts [--no-build]
 */
import { gzipSync } from "node:zlib";
import { BARE_DIR, buildBareNext, startBareNext } from "./http";
import { buildApp, isMain, startApp, startStack, type Server } from "./lib";

export const ROUTES = [
  "/",
  "/interpret",
  "/dream-dictionary",
  "/dream-dictionary/teeth-dreams",
  "/about",
  "/faq",
  "/privacy",
  "/terms",
  "/login",
  "/register",
  "/upgrade",
];
export const STATIC_ROUTES = ["/", "/about", "/faq", "/privacy", "/terms", "/dream-dictionary", "/dream-dictionary/teeth-dreams"];

export type JsFigures = { route: string; scripts: number; rawKiB: number; gzipKiB: number };

const chunkCache = new Map<string, Buffer>();

export async function firstLoadJs(base: string, route: string): Promise<JsFigures> {
  const html = await (await fetch(base + route)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!))].filter((s) => s.startsWith("/"));
  // noModule polyfills are not downloaded by modern browsers.
  const noModule = new Set([...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*noModule/gi)].map((m) => m[1]!));
  let raw = 0;
  let gz = 0;
  for (const src of srcs.filter((s) => !noModule.has(s))) {
    const key = base + src;
    let body = chunkCache.get(key);
    if (!body) {
      body = Buffer.from(await (await fetch(key)).arrayBuffer());
      chunkCache.set(key, body);
    }
    raw += body.length;
    gz += gzipSync(body).length;
  }
  return { route, scripts: srcs.length - noModule.size, rawKiB: raw / 1024, gzipKiB: gz / 1024 };
}

export type HeaderFigures = { route: string; status: number; cacheControl: string; prerender: string; postponed: string };

export async function staticHeaders(base: string): Promise<HeaderFigures[]> {
  const out: HeaderFigures[] = [];
  for (const route of STATIC_ROUTES) {
    const res = await fetch(base + route);
    await res.arrayBuffer();
    out.push({
      route,
      status: res.status,
      cacheControl: res.headers.get("cache-control") ?? "(none)",
      prerender: res.headers.get("x-nextjs-prerender") ?? "-",
      postponed: res.headers.get("x-nextjs-postponed") ?? "-",
    });
  }
  return out;
}

/** The route lines of `next build` output (◐ / ○ / ƒ markers). */
export function buildMarkers(buildOutput: string): string[] {
  return buildOutput
    .split("\n")
    .filter((l) => /^[┌├└│]\s/.test(l) && /[◐○●ƒ]/.test(l))
    .map((l) => l.trim());
}

export type PagesFigures = { js: JsFigures[]; bareJs: JsFigures; headers: HeaderFigures[]; bareHeaders: string };

export async function runPages(app: Server, bare: Server): Promise<PagesFigures> {
  const js: JsFigures[] = [];
  for (const route of ROUTES) js.push(await firstLoadJs(app.url, route));
  const bareJs = await firstLoadJs(bare.url, "/");
  const headers = await staticHeaders(app.url);
  const bareRes = await fetch(bare.url);
  await bareRes.arrayBuffer();
  const bareHeaders = bareRes.headers.get("cache-control") ?? "(none)";
  printPages({ js, bareJs, headers, bareHeaders });
  return { js, bareJs, headers, bareHeaders };
}

export function printPages(f: PagesFigures) {
  console.log(
    `[pages] first-load JS (gzip / raw), bare Next.js page: ${f.bareJs.gzipKiB.toFixed(1)} / ${f.bareJs.rawKiB.toFixed(1)} KiB in ${f.bareJs.scripts} scripts`,
  );
  for (const r of f.js) {
    console.log(
      `[pages]   ${r.route.padEnd(32)} ${r.gzipKiB.toFixed(1).padStart(6)} / ${r.rawKiB.toFixed(1).padStart(6)} KiB, ${r.scripts} scripts, ${(r.gzipKiB / f.bareJs.gzipKiB).toFixed(2)}× bare`,
    );
  }
  for (const h of f.headers)
    console.log(
      `[pages] ${h.route.padEnd(32)} ${h.status} Cache-Control: ${h.cacheControl} (prerendered ${h.prerender}, postponed ${h.postponed})`,
    );
  console.log(`[pages] bare Next.js static page Cache-Control: ${f.bareHeaders}`);
}

if (isMain(import.meta.url)) {
  const stack = await startStack();
  let app: Server | null = null;
  let bare: Server | null = null;
  try {
    const build = buildApp(stack.appEnv);
    if (build.output) console.log(buildMarkers(build.output).join("\n"));
    app = await startApp(stack);
    const html = await (await fetch(app.url + "/dream-dictionary/teeth-dreams")).text();
    if (!process.argv.includes("--no-build") || !(await import("node:fs")).existsSync(`${BARE_DIR}/.next/BUILD_ID`))
      buildBareNext(html.length);
    bare = await startBareNext();
    await runPages(app, bare);
  } finally {
    await bare?.stop();
    await app?.stop();
    await stack.stop();
  }
  process.exit(0);
}
