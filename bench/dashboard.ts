/**
 * /dashboard for a user with 10,000 saved dreams: latency of the first page (the newest 20 dreams
 * and the Dream Patterns panel), signed in, full HTML document.
 *   npx tsx bench/dashboard.ts [--no-build]
 */
import postgres from "postgres";
import { interpretOffline } from "../lib/interpret/offline";
import { createUser, fmtLoad, isMain, runStandalone, load, loadAverage, sessionCookie, type LoadResult, type Server } from "./lib";

const TEMPLATES = [
  "I was back in my childhood home and the stairs kept going up forever; my sister was calling from the attic and I felt anxious.",
  "A black dog followed me along a beach at night while the tide came in fast. I was scared but then happy when my friend arrived.",
  "My teeth were falling out during a job interview in a glass office, and my boss just laughed. I felt embarrassed.",
  "I was flying above a forest, then a storm pushed me towards a lake and I woke up relieved.",
];

export const DREAM_COUNT = 10_000;

export type DashboardFigures = {
  dreams: number;
  result: LoadResult;
  firstByte: number;
  small: LoadResult;
  smallDreams: number;
  /** The app's CPU time per request (its process group), for each journal: steadier than latency on a shared machine. */
  cpuMs: { large: number; small: number };
  loadavg: string;
};

async function fill(databaseUrl: string, userId: string, count: number) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const per = Math.ceil(count / TEMPLATES.length);
  for (const [i, text] of TEMPLATES.entries()) {
    await sql`
      insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
      select ${userId}, ${text} || ' (night ' || g || ')', ${sql.json(interpretOffline(text) as never)},
             now() - make_interval(hours => g * ${TEMPLATES.length} + ${i})
      from generate_series(1, ${per}) g`;
  }
  await sql`analyze public.dream_logs`;
  const [{ count: n }] = await sql<{ count: number }[]>`select count(*)::int as count from public.dream_logs where user_id = ${userId}`;
  await sql.end();
  return n;
}

export async function runDashboard(app: Server, databaseUrl: string, options: { duration?: number } = {}): Promise<DashboardFigures> {
  const user = await createUser(true);
  const count = await fill(databaseUrl, user.id, DREAM_COUNT);
  const cookie = await sessionCookie(user);
  const url = `${app.url}/dashboard`;
  const started = performance.now();
  const probe = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const html = await probe.text();
  const firstByte = performance.now() - started;
  if (probe.status !== 200 || !html.includes("(night 1)")) throw new Error(`dashboard did not list the dreams: ${probe.status}`);
  await load({ url, headers: { cookie }, connections: 4, duration: 2 });
  let cpu = app.cpuMs();
  const result = await load({ url, headers: { cookie }, connections: 4, duration: options.duration ?? 10 });
  const largeCpu = (app.cpuMs() - cpu) / Math.max(1, result.requests);
  // Baseline in the same run: the same page for a journal of 20 dreams (one page, same patterns).
  const smallUser = await createUser(true);
  const smallDreams = await fill(databaseUrl, smallUser.id, 20);
  const smallCookie = await sessionCookie(smallUser);
  await load({ url, headers: { cookie: smallCookie }, connections: 4, duration: 2 });
  cpu = app.cpuMs();
  const small = await load({ url, headers: { cookie: smallCookie }, connections: 4, duration: options.duration ?? 10 });
  const cpuMs = { large: largeCpu, small: (app.cpuMs() - cpu) / Math.max(1, small.requests) };
  const figures = { dreams: count, result, firstByte, small, smallDreams, cpuMs, loadavg: loadAverage() };
  console.log(
    `[dashboard] ${count} dreams, first page, 4 connections: ${fmtLoad(result)}, ${cpuMs.large.toFixed(1)} ms CPU per request; a single cold request took ${firstByte.toFixed(0)} ms`,
  );
  console.log(
    `[dashboard] baseline, ${smallDreams} dreams: ${fmtLoad(small)}, ${cpuMs.small.toFixed(1)} ms CPU per request; p50 ratio ${(result.p50 / Math.max(1, small.p50)).toFixed(2)}×`,
  );
  return figures;
}

if (isMain(import.meta.url)) await runStandalone((app, databaseUrl) => runDashboard(app, databaseUrl));
