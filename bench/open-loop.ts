/**
 * An open-loop load generator: requests arrive at random (Poisson) times at a set rate, each
 * sent when it is due whether or not earlier ones have been answered, as independent visitors'
 * requests arrive. autocannon's `overallRate` instead lets every connection send its share at the
 * top of each second, all at once, and its connections walk a list of requests in step: at 10
 * requests/s over 10 connections the server saw ten identical requests together once a second
 * (ten dashboards, then ten interpretations), so its p99 measured a burst's queue, not a request.
 */
import http from "node:http";

export type LoadRequest = {
  /** What kind of request it is, for the latencies by kind. */
  kind: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called just before each send, for a fresh address or body. */
  setupRequest?: (r: LoadRequest) => LoadRequest;
};

export type KindFigures = { kind: string; count: number; p50: number; p99: number; max: number };
export type OpenLoopResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were, by kind of request: "dashboard: 500 ×2", "search: ECONNRESET ×1". */
  errorKinds: string;
  requests: number;
  byKind: KindFigures[];
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** A small seeded generator (mulberry32), so two runs send the same arrival times. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function send(url: URL, agent: http.Agent, r: LoadRequest): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: r.path,
        method: r.method ?? "GET",
        // A declared length, as a browser sends (the proxy refuses an oversized action on it).
        headers: r.body === undefined ? r.headers : { ...r.headers, "content-length": String(Buffer.byteLength(r.body)) },
        agent,
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(r.body);
  });
}

/**
 * Sends `requests` in turn (their list gives the mix) at `rate` per second on average for
 * `seconds`, then waits for the last answers. Latency runs from when a request was due to the end
 * of its response, so a late send (a busy generator) counts against the server, not for it.
 */
export async function openLoop(baseUrl: string, requests: LoadRequest[], rate: number, seconds: number, seed = 1): Promise<OpenLoopResult> {
  const url = new URL(baseUrl);
  // Idle sockets close before the server's 5 s keep-alive ends, so a request never races its close.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });
  const next = random(seed);
  const times = new Map<string, number[]>();
  const all: number[] = [];
  let errors = 0;
  const errorKinds = new Map<string, number>();
  const fail = (kind: string, why: string) => {
    errors++;
    errorKinds.set(`${kind}: ${why}`, (errorKinds.get(`${kind}: ${why}`) ?? 0) + 1);
  };
  const pending: Promise<void>[] = [];
  // rate × seconds requests at independent uniform times: a Poisson process with its count fixed,
  // so every run offers exactly the rate it names.
  const dues = Array.from({ length: Math.round(rate * seconds) }, () => next() * seconds * 1000).sort((a, b) => a - b);
  const start = performance.now();
  for (const [i, due] of dues.entries()) {
    const wait = start + due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const template = requests[i % requests.length]!;
    const r = template.setupRequest ? template.setupRequest(template) : template;
    const dueAt = start + due;
    pending.push(
      send(url, agent, r).then(
        ({ status }) => {
          const ms = performance.now() - dueAt;
          if (status >= 400) fail(r.kind, String(status));
          all.push(ms);
          times.set(r.kind, [...(times.get(r.kind) ?? []), ms]);
        },
        (error: NodeJS.ErrnoException) => fail(r.kind, error.code ?? error.message),
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  all.sort((a, b) => a - b);
  return {
    rps: all.length / elapsed,
    p50: Math.round(percentile(all, 50)),
    p99: Math.round(percentile(all, 99)),
    errors,
    errorKinds: [...errorKinds].map(([k, n]) => `${k} ×${n}`).join(", "),
    requests: pending.length,
    byKind: [...times].map(([kind, ms]) => {
      ms.sort((a, b) => a - b);
      return {
        kind,
        count: ms.length,
        p50: Math.round(percentile(ms, 50)),
        p99: Math.round(percentile(ms, 99)),
        max: Math.round(ms.at(-1)!),
      };
    }),
  };
}

export const fmtByKind = (kinds: KindFigures[]) =>
  kinds.map((k) => `${k.kind} ${k.count}× p50 ${k.p50} / p99 ${k.p99} / max ${k.max} ms`).join("; ");
