/**
 * Shared plumbing for the benchmarks: the local stack, a `next start` of the production build with
 * RSS sampling, autocannon runs, signed-in cookies and a small results file writer.
 * Benchmarks print figures; they never pass or fail.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export const root = path.resolve(import.meta.dirname, "..");

// Ports of their own (beside dev, the tests and other checkouts): ONEIRA_BENCH_PORT_OFFSET moves them.
const offset = 700 + Number(process.env.ONEIRA_BENCH_PORT_OFFSET ?? process.env.ONEIRA_TEST_PORT_OFFSET ?? 0);
export const benchPorts = {
  pg: 55432 + offset,
  auth: 55421 + offset,
  mail: 55424 + offset,
  app: 3100 + offset,
  bare: 3101 + offset,
  static: 3102 + offset,
  barePpr: 3103 + offset,
};
Object.assign(process.env, {
  ONEIRA_PG_PORT: String(benchPorts.pg),
  ONEIRA_AUTH_PORT: String(benchPorts.auth),
  ONEIRA_MAIL_PORT: String(benchPorts.mail),
  ONEIRA_DATA_DIR: `.local/bench-postgres-${offset}`,
  ONEIRA_AUTH_AUTOCONFIRM: "true",
  // The load generator plays the one proxy in front: each simulated client sends its own address.
  TRUSTED_PROXY_HOPS: "1",
  PORT: String(benchPorts.app),
});

export const appUrl = `http://localhost:${benchPorts.app}`;

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
}

/**
 * The environment for a child Next process: production, and without the NODE_OPTIONS that tsx
 * adds to load its loader (inside `next build` that loader breaks React's prerendering).
 */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...extra };
  delete env.NODE_OPTIONS;
  return env;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True when something already accepts connections on the port (another run, a stray server). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function waitFor(url: string, timeoutMs = 120_000, alive: () => boolean = () => true) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (!alive()) throw new Error(`the server for ${url} exited before it answered`);
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await sleep(300);
  }
  throw new Error(`${url} did not come up`);
}

/** CPU time (user + system, ms) used so far by every process in a process group: less noisy than req/s on a shared machine. */
function groupCpuMs(pgid: number): number {
  const tick = 1000 / 100; // USER_HZ
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      total += (Number(fields[11]) + Number(fields[12])) * tick; // utime, stime
    } catch {}
  }
  return total;
}

/** Resident set size (KiB) of every process in a process group, summed. */
function groupRssKib(pgid: number): number {
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue; // pgrp
      total += Number(fields[21]) * (os.constants.priority ? 4 : 4); // rss in pages (4 KiB)
    } catch {}
  }
  return total;
}

export type Server = {
  url: string;
  /** The directory it runs in (its .next). */
  dir: string;
  proc: ChildProcess;
  /** Peak RSS (MiB) of the server's process group since the last reset. */
  peakRssMiB(): number;
  /** RSS (MiB) of the server's process group now. */
  rssMiB(): number;
  resetPeak(): void;
  /** CPU time (ms) the server's process group has used since it started. */
  cpuMs(): number;
  stop(): Promise<void>;
};

/** Ends a process group and waits (up to 5 s) for its leader to exit. */
async function stopGroup(proc: ChildProcess) {
  try {
    process.kill(-proc.pid!, "SIGTERM");
  } catch {}
  await new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once("exit", () => resolve());
    setTimeout(resolve, 5000);
  });
}

/**
 * `next start` (or any command) in its own process group, its RSS sampled every 100 ms. A port
 * already taken, or a server that exits or never answers, fails the start (and the step that
 * asked for it) instead of measuring whatever else listens there; the group is stopped.
 */
export async function startServer(
  command: string[],
  options: { cwd: string; port: number; env?: Record<string, string>; readyPath?: string },
): Promise<Server> {
  if (await portInUse(options.port)) throw new Error(`port ${options.port} is already in use: not measuring someone else's server`);
  const proc = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: childEnv({ ...options.env, PORT: String(options.port) }),
  });
  const url = `http://localhost:${options.port}`;
  try {
    await waitFor(url + (options.readyPath ?? "/"), 120_000, () => proc.exitCode === null && proc.signalCode === null);
  } catch (error) {
    await stopGroup(proc);
    throw error;
  }
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, groupRssKib(proc.pid!));
  }, 100);
  return {
    url,
    dir: options.cwd,
    proc,
    peakRssMiB: () => Math.max(peak, groupRssKib(proc.pid!)) / 1024,
    rssMiB: () => groupRssKib(proc.pid!) / 1024,
    resetPeak: () => {
      peak = 0;
    },
    cpuMs: () => groupCpuMs(proc.pid!),
    async stop() {
      clearInterval(timer);
      await stopGroup(proc);
    },
  };
}

/** Builds the app unless .next is there and --no-build / BENCH_NO_BUILD says to reuse it. */
export function buildApp(env: Record<string, string> = {}) {
  const reuse = process.argv.includes("--no-build") || process.env.BENCH_NO_BUILD === "1";
  if (reuse && existsSync(path.join(root, ".next/BUILD_ID"))) return { reused: true, output: "" };
  // npm run build: next build, then the static pages' script hashes (scripts/stamp-static-csp.ts).
  const result = spawnSync("npm", ["run", "build"], { cwd: root, env: childEnv(env), encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  return { reused: false, output: result.stdout };
}

export type Stack = { databaseUrl: string; appEnv: Record<string, string>; stop(): Promise<void> };

export async function startStack(): Promise<Stack> {
  const { startLocalStack } = await import("../local/stack");
  return startLocalStack({ fresh: true });
}

/**
 * The app on the local stack: built once, then `next start` (of another checkout's build with `dir`;
 * on another port with `port`; `nodeArgs` such as `--cpu-prof` for Node itself).
 */
export async function startApp(
  stack: Stack,
  env: Record<string, string> = {},
  dir = root,
  { port = benchPorts.app, nodeArgs = [] as string[] } = {},
): Promise<Server> {
  return startServer([process.execPath, ...nodeArgs, path.join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
    cwd: dir,
    port,
    env: { ...stack.appEnv, ...env },
    readyPath: "/about",
  });
}

export type LoadResult = {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  requests: number;
  bytesPerReq: number;
};

export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    bytesPerReq: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

export function fmtLoad(r: LoadResult): string {
  return `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms (${r.requests} requests, ${r.errors} errors, ${r.non2xx} non-2xx)`;
}

/** A confirmed user through the Auth stand-in's admin API, optionally premium. */
export async function createUser(premium: boolean): Promise<{ id: string; email: string; password: string }> {
  const { localConfig } = await import("../local/config");
  const email = `bench-${crypto.randomUUID()}@example.test`;
  const password = "night-sky-42";
  const res = await fetch(`${localConfig.supabaseUrl}/auth/v1/admin/users`, {
    method: "POST",
    headers: { apikey: localConfig.secretKey, authorization: `Bearer ${localConfig.secretKey}`, "content-type": "application/json" },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: "Bench Dreamer" } }),
  });
  if (!res.ok) throw new Error(`create user: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  if (premium) {
    const postgres = (await import("postgres")).default;
    const sql = postgres(localConfig.databaseUrl, { max: 1, onnotice: () => {} });
    await sql`update public.profiles set is_premium = true, premium_since = now() where id = ${id}`;
    await sql.end();
  }
  return { id, email, password };
}

/** The Cookie header a signed-in browser sends (the same cookies the app's server client writes). */
export async function sessionCookie(user: { email: string; password: string }): Promise<string> {
  const { sessionCookies } = await import("../local/session-cookies");
  return (await sessionCookies(user)).map(({ name, value }) => `${name}=${value}`).join("; ");
}

/** Runs `main` when the file is executed directly (tsx bench/x.ts), not when imported. */
export function isMain(url: string): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === new URL(url).pathname;
}

export const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}×` : "n/a");

/**
 * Runs one benchmark on its own: a fresh local stack, a production build, the app, then cleanup.
 * With `--dir <checkout>` it runs that checkout's existing build instead (e.g. a worktree of the
 * previous commit, built with `npm run build`), so one benchmark can measure before and after.
 */
export async function runStandalone(run: (app: Server, databaseUrl: string) => Promise<unknown>) {
  const i = process.argv.indexOf("--dir");
  const dir = i > 0 ? path.resolve(process.argv[i + 1]!) : undefined;
  const stack = await startStack();
  let app: Server | null = null;
  try {
    if (!dir) buildApp(stack.appEnv);
    app = await startApp(stack, {}, dir);
    await run(app, stack.databaseUrl);
  } finally {
    await app?.stop();
    await stack.stop();
  }
  process.exit(0);
}
