/**
 * A soak: mixed traffic (visitors and members interpreting, dashboards, DreamLog searches, static
 * pages, /interpret) at the highest rate this machine holds with p99 under 500 ms, for a while.
 * First a short ramp finds the rate (each level RAMP_SECONDS; the highest level with p99 < 500 ms
 * and no errors wins), then the soak runs at it and samples the server's RSS every minute.
 * Requests arrive at random times (bench/open-loop.ts); latencies are reported by kind of request too.
 *   npx tsx bench/soak.ts [--no-build | --dir <another built checkout>] [--minutes 10] [--rate 40] [--autocannon]
 * --minutes (or SOAK_MINUTES) shortens it for a quick check; --rate skips the ramp; --autocannon
 * sends the way sessions 5 and 6 did (see run() below).
 */
import autocannon from "autocannon";
import { actionId } from "./action";
import { ARTICLE } from "./http";
import { fmtByKind, openLoop, type LoadRequest } from "./open-loop";
import { createUser, isMain, loadAverage, runStandalone, sessionCookie, type Server } from "./lib";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RAMP = [10, 20, 30, 40, 60, 80, 120, 160];
const RAMP_SECONDS = 15;
const P99_LIMIT_MS = 500;

type Request = LoadRequest;

let n = 0;
/** Every request from its own client address, as many users would (the per-IP limits stay out of the way). */
const fromNewAddress = (r: Request): Request => {
  n++;
  return { ...r, headers: { ...r.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
};

/** Ten requests in the proportions of a day's traffic, sent in this order over and over. */
async function mix(app: Server): Promise<Request[]> {
  const member = await createUser(true);
  const cookie = await sessionCookie(member);
  const action = {
    "next-action": actionId("interpretAction", "app/interpret/page", app.dir),
    accept: "text/x-component",
    "content-type": "text/plain;charset=UTF-8",
    origin: app.url,
  };
  const dream = (who: string) =>
    JSON.stringify([{ text: `${who} walked along a flooded street at night looking for a lost key, and felt uneasy (soak ${n}).` }]);
  const interpret = (kind: string, who: string, headers: Record<string, string>): Request => ({
    kind,
    method: "POST",
    path: "/interpret",
    headers,
    setupRequest: (r) => fromNewAddress({ ...r, body: dream(who) }),
  });
  const get = (kind: string, path: string, headers: Record<string, string> = {}): Request => ({
    kind,
    path,
    headers,
    setupRequest: fromNewAddress,
  });
  return [
    get("article", ARTICLE),
    get("home", "/"),
    get("dictionary", "/dream-dictionary"),
    get("interpret page", "/interpret"),
    interpret("interpret, visitor", "A visitor", action),
    interpret("interpret, member", "A member", { ...action, cookie }),
    interpret("interpret, member", "A member", { ...action, cookie }),
    get("dashboard", "/dashboard", { cookie }),
    get("dashboard", "/dashboard", { cookie }),
    get("search", "/dashboard/search?q=key", { cookie }),
  ];
}

type Run = { rate: number; rps: number; p50: number; p99: number; errors: number; requests: number; byKind: string };

/**
 * Requests at random times at `rate` per second (bench/open-loop.ts); with --autocannon the way
 * sessions 5 and 6 measured it, autocannon's `overallRate` (each second's requests sent together),
 * kept to compare with their figures.
 */
async function run(app: Server, requests: Request[], rate: number, seconds: number): Promise<Run> {
  if (process.argv.includes("--autocannon")) {
    const r = await autocannon({
      url: app.url,
      connections: Math.max(10, Math.ceil(rate / 4)),
      overallRate: rate,
      duration: seconds,
      requests: requests as never,
    });
    const errors = r.errors + r.timeouts + r.non2xx;
    return {
      rate,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors,
      requests: r.requests.total,
      byKind: "(not with --autocannon)",
    };
  }
  const r = await openLoop(app.url, requests, rate, seconds);
  return { rate, ...r, byKind: fmtByKind(r.byKind) + (r.errorKinds ? `; errors: ${r.errorKinds}` : "") };
}

/**
 * Each kind of request a few times, one after another, before the ramp: a freshly started server
 * loads each route's modules (the engine's lexicon, the dashboard's) on its first requests, up to
 * ~0.8 s each, which made the ramp's first 15 s miss p99 < 500 ms and stopped the ramp at its
 * floor (sessions 5 and 6). The first requests' latency is printed, not hidden.
 */
async function warmUp(app: Server, requests: Request[]) {
  const first = await openLoop(app.url, requests, 2, requests.length / 2);
  console.log(`[soak] first requests on a fresh server (2/s): ${fmtByKind(first.byKind)}`);
  await openLoop(app.url, requests, 5, (requests.length * 3) / 5);
}

export async function runSoak(app: Server, options: { minutes?: number; rate?: number } = {}) {
  const minutes = options.minutes ?? Number(arg("minutes") ?? process.env.SOAK_MINUTES ?? 10);
  const requests = await mix(app);
  await warmUp(app, requests);
  let rate = options.rate ?? Number(arg("rate") ?? 0);
  if (!rate) {
    for (const level of RAMP) {
      const r = await run(app, requests, level, RAMP_SECONDS);
      console.log(
        `[soak] ramp ${level}/s: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors; by kind: ${r.byKind}`,
      );
      if (r.p99 >= P99_LIMIT_MS || r.errors > 0 || r.rps < level * 0.9) break;
      rate = level;
    }
    rate ||= RAMP[0]!;
  }
  const rss: string[] = [];
  const timer = setInterval(() => rss.push(`${app.rssMiB().toFixed(0)}`), 60_000);
  const soak = await run(app, requests, rate, Math.round(minutes * 60)).finally(() => clearInterval(timer));
  rss.push(`${app.rssMiB().toFixed(0)}`);
  const figures = { minutes, rate, soak, rssByMinute: rss, loadavg: loadAverage() };
  console.log(
    `[soak] ${minutes} min at ${rate}/s (mixed): ${soak.rps.toFixed(0)} req/s, p50 ${soak.p50} ms, p99 ${soak.p99} ms, ${soak.errors} errors of ${soak.requests}; RSS by minute (MiB): ${rss.join(", ")}; load ${figures.loadavg}; by kind: ${soak.byKind}`,
  );
  return figures;
}

if (isMain(import.meta.url)) await runStandalone((app) => runSoak(app));
