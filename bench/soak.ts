/**
 * A soak: mixed traffic (visitors and members interpreting, dashboards, DreamLog searches, static
 * pages, /interpret) at the highest rate this machine holds with p99 under 500 ms, for a while.
 * First a short ramp finds the rate (each level RAMP_SECONDS; the highest level with p99 < 500 ms
 * and no errors wins), then the soak runs at it and samples the server's RSS every minute.
 *   npx tsx bench/soak.ts [--no-build] [--minutes 10] [--rate 40]
 * --minutes (or SOAK_MINUTES) shortens it for a quick check; --rate skips the ramp.
 */
import autocannon from "autocannon";
import { actionId } from "./action";
import { ARTICLE } from "./http";
import { createUser, isMain, loadAverage, runStandalone, sessionCookie, type Server } from "./lib";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RAMP = [10, 20, 40, 60, 80, 120, 160];
const RAMP_SECONDS = 15;
const P99_LIMIT_MS = 500;

type Request = { method?: string; path: string; headers?: Record<string, string>; body?: string; setupRequest?: (r: Request) => Request };

let n = 0;
/** Every request from its own client address, as many users would (the per-IP limits stay out of the way). */
const fromNewAddress = (r: Request): Request => {
  n++;
  return { ...r, headers: { ...r.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
};

/** Ten requests in the proportions of a day's traffic; each connection cycles through them. */
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
  const interpret = (who: string, headers: Record<string, string>): Request => ({
    method: "POST",
    path: "/interpret",
    headers,
    setupRequest: (r) => fromNewAddress({ ...r, body: dream(who) }),
  });
  const get = (path: string, headers: Record<string, string> = {}): Request => ({ path, headers, setupRequest: fromNewAddress });
  return [
    get(ARTICLE),
    get("/"),
    get("/dream-dictionary"),
    get("/interpret"),
    interpret("A visitor", action),
    interpret("A member", { ...action, cookie }),
    interpret("A member", { ...action, cookie }),
    get("/dashboard", { cookie }),
    get("/dashboard", { cookie }),
    get("/dashboard/search?q=key", { cookie }),
  ];
}

type Run = { rate: number; rps: number; p50: number; p99: number; errors: number; requests: number };

async function run(app: Server, requests: Request[], rate: number, seconds: number): Promise<Run> {
  const r = await autocannon({
    url: app.url,
    connections: Math.max(10, Math.ceil(rate / 4)),
    overallRate: rate,
    duration: seconds,
    requests: requests as never,
  });
  return {
    rate,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}

export async function runSoak(app: Server, options: { minutes?: number; rate?: number } = {}) {
  const minutes = options.minutes ?? Number(arg("minutes") ?? process.env.SOAK_MINUTES ?? 10);
  const requests = await mix(app);
  let rate = options.rate ?? Number(arg("rate") ?? 0);
  if (!rate) {
    for (const level of RAMP) {
      const r = await run(app, requests, level, RAMP_SECONDS);
      console.log(`[soak] ramp ${level}/s: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`);
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
    `[soak] ${minutes} min at ${rate}/s (mixed): ${soak.rps.toFixed(0)} req/s, p50 ${soak.p50} ms, p99 ${soak.p99} ms, ${soak.errors} errors of ${soak.requests}; RSS by minute (MiB): ${rss.join(", ")}; load ${figures.loadavg}`,
  );
  return figures;
}

if (isMain(import.meta.url)) await runStandalone((app) => runSoak(app));
