/**
 * Throughput and latency (autocannon, loopback) of a prerendered dictionary article, against two
 * baselines measured in the same run:
 *  - a bare Next.js 16 app (one static page of the same HTML size) under `next start`, built now
 *    under /tmp with this project's node_modules (hard-linked): the framework's floor;
 *  - the article's own HTML served from memory by a minimal Node http server: the ceiling a CDN
 *    approaches.
 * Also records the app server's peak RSS during its load run.
 *   npx tsx bench/http.ts [--no-build]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import {
  benchPorts,
  childEnv,
  fmtLoad,
  isMain,
  runStandalone,
  load,
  loadAverage,
  ratio,
  root,
  startServer,
  type LoadResult,
  type Server,
} from "./lib";

export const ARTICLE = "/dream-dictionary/teeth-dreams";
// Per port offset, so two checkouts benchmarking at once do not rebuild each other's baseline.
export const BARE_DIR = `/tmp/oneira-bench-bare-${benchPorts.app}`;
export type BareVariant = "static" | "ppr";
const bareDir = (variant: BareVariant) => (variant === "ppr" ? `${BARE_DIR}-ppr` : BARE_DIR);
// Its own (hard-linked) copy of next: loading the project's would pair it with a second React.
const bareNextBin = (variant: BareVariant) => path.join(bareDir(variant), "node_modules/next/dist/bin/next");

/**
 * A bare Next.js 16 app whose only page has about `bytes` of HTML. "static": nothing else (○).
 * "ppr": Cache Components and one <Suspense> hole in the layout that reads cookies(), the same
 * shape our header's account area had before it moved to the browser (◐) — the framework's floor
 * for a partially prerendered page.
 */
export function buildBareNext(bytes: number, variant: BareVariant = "static"): { dir: string; buildOutput: string } {
  const BARE_DIR = bareDir(variant);
  rmSync(BARE_DIR, { recursive: true, force: true });
  mkdirSync(path.join(BARE_DIR, "app"), { recursive: true });
  // Turbopack refuses a symlinked node_modules: hard-link a copy (no extra disk, no install).
  const cp = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(BARE_DIR, "node_modules")]);
  if (cp.status !== 0) throw new Error(`cp -al node_modules failed: ${cp.stderr}`);
  writeFileSync(path.join(BARE_DIR, "package.json"), JSON.stringify({ name: "bare-next", private: true, type: "module" }));
  writeFileSync(
    path.join(BARE_DIR, "next.config.mjs"),
    variant === "ppr" ? "export default { cacheComponents: true };\n" : "export default {};\n",
  );
  writeFileSync(
    path.join(BARE_DIR, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["dom", "esnext"],
        jsx: "react-jsx",
        module: "esnext",
        moduleResolution: "bundler",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        esModuleInterop: true,
        isolatedModules: true,
        plugins: [{ name: "next" }],
      },
      include: ["**/*.ts", "**/*.tsx"],
    }),
  );
  writeFileSync(
    path.join(BARE_DIR, "app/layout.tsx"),
    variant === "ppr"
      ? `import { Suspense } from "react";\nimport { cookies } from "next/headers";\nexport const metadata = { title: "Bare" };\nasync function Account() {\n  const jar = await cookies();\n  return <a href="/login">{jar.has("session") ? "Account" : "Sign in"}</a>;\n}\nexport default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body><header><Suspense fallback={<span>…</span>}><Account /></Suspense></header>{children}</body></html>);\n}\n`
      : `export const metadata = { title: "Bare" };\nexport default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  // Paragraphs of filler text up to the target size: the page's text appears twice (HTML and its
  // RSC payload, JSON-escaped), which with the markup comes to about 2.67 bytes of document per
  // byte of text (measured).
  const para = "Teeth falling out is one of the most common dreams people report, and it rarely means anything about teeth. ";
  const count = Math.max(1, Math.round(bytes / 2.67 / para.length));
  writeFileSync(
    path.join(BARE_DIR, "app/page.tsx"),
    `const paragraphs = Array.from({ length: ${count} }, (_, i) => i);\nexport default function Page() {\n  return (<main><h1>Bare page</h1>{paragraphs.map((i) => <p key={i}>${para}</p>)}</main>);\n}\n`,
  );
  const build = spawnSync(process.execPath, [bareNextBin(variant), "build"], { cwd: BARE_DIR, encoding: "utf8", env: childEnv() });
  if (build.status !== 0) throw new Error(`bare next build failed:\n${build.stdout}\n${build.stderr}`);
  return { dir: BARE_DIR, buildOutput: build.stdout };
}

export async function startBareNext(variant: BareVariant = "static"): Promise<Server> {
  const port = variant === "ppr" ? benchPorts.barePpr : benchPorts.bare;
  return startServer([process.execPath, bareNextBin(variant), "start", "-p", String(port)], {
    cwd: bareDir(variant),
    port,
    env: { NEXT_TELEMETRY_DISABLED: "1" },
  });
}

/** The same bytes from memory, with the headers a static host would send. */
function startStaticServer(html: Buffer): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-length": html.length,
      "cache-control": "public, max-age=0, must-revalidate",
    });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(benchPorts.static, "127.0.0.1", () => resolve(server)));
}

export type HttpFigures = {
  articleBytes: number;
  bareBytes: number;
  article: LoadResult;
  bare: LoadResult;
  barePpr: LoadResult;
  barePprBytes: number;
  staticServer: LoadResult;
  peakRssMiB: number;
  bareRssMiB: number;
  idleRssMiB: number;
  loadavg: string;
};

/** Needs the app running (`app`); builds and starts the two baselines itself. */
export async function runHttp(app: Server, options: { duration?: number } = {}): Promise<HttpFigures> {
  const duration = options.duration ?? 10;
  const html = Buffer.from(await (await fetch(app.url + ARTICLE)).arrayBuffer());
  console.log(`[http] article ${ARTICLE}: ${html.length} bytes of HTML`);

  for (const variant of ["static", "ppr"] as const) {
    if (!existsSync(path.join(bareDir(variant), ".next/BUILD_ID")) || !process.argv.includes("--no-build"))
      buildBareNext(html.length, variant);
  }
  const bare = await startBareNext();
  const barePprServer = await startBareNext("ppr");
  const bareBytes = (await (await fetch(bare.url)).arrayBuffer()).byteLength;
  const barePprBytes = (await (await fetch(barePprServer.url)).arrayBuffer()).byteLength;
  console.log(`[http] bare Next page: ${bareBytes} bytes of HTML; bare Next ◐ page: ${barePprBytes}`);
  const staticServer = await startStaticServer(html);

  try {
    // Warm-up, then the measured runs back to back (same machine state, same run).
    await load({ url: app.url + ARTICLE, duration: 2 });
    await load({ url: bare.url, duration: 2 });
    await load({ url: barePprServer.url, duration: 2 });
    const idleRssMiB = app.peakRssMiB();
    app.resetPeak();
    const article = await load({ url: app.url + ARTICLE, duration });
    const peakRssMiB = app.peakRssMiB();
    bare.resetPeak();
    const bareResult = await load({ url: bare.url, duration });
    const bareRssMiB = bare.peakRssMiB();
    const barePpr = await load({ url: barePprServer.url, duration });
    const staticResult = await load({ url: `http://127.0.0.1:${benchPorts.static}/`, duration });
    const figures = {
      articleBytes: html.length,
      bareBytes,
      article,
      bare: bareResult,
      barePpr,
      barePprBytes,
      staticServer: staticResult,
      peakRssMiB,
      bareRssMiB,
      idleRssMiB,
      loadavg: loadAverage(),
    };
    printHttp(figures);
    return figures;
  } finally {
    staticServer.close();
    await bare.stop();
    await barePprServer.stop();
  }
}

export function printHttp(f: HttpFigures) {
  console.log(`[http] article (Oneira, next start):  ${fmtLoad(f.article)}`);
  console.log(`[http] bare Next.js 16 page:          ${fmtLoad(f.bare)}`);
  console.log(`[http] bare Next.js 16 ◐ page (one hole): ${fmtLoad(f.barePpr)}`);
  console.log(`[http] minimal Node static server:    ${fmtLoad(f.staticServer)}`);
  console.log(
    `[http] article / bare Next: ${ratio(f.article.rps, f.bare.rps)} throughput; article / bare Next ◐: ${ratio(f.article.rps, f.barePpr.rps)}; article / static server: ${ratio(f.article.rps, f.staticServer.rps)}`,
  );
  console.log(
    `[http] peak RSS of the app server during its load run: ${f.peakRssMiB.toFixed(0)} MiB (after warm-up ${f.idleRssMiB.toFixed(0)} MiB; bare Next ${f.bareRssMiB.toFixed(0)} MiB)`,
  );
  console.log(`[http] load average at the end: ${f.loadavg}`);
}

if (isMain(import.meta.url)) await runStandalone((app) => runHttp(app));
