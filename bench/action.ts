/**
 * /interpret's server action for a premium user, over HTTP exactly as the browser calls it
 * (POST /interpret with the Next-Action header, the session cookies and the JSON argument list):
 * the rate-limit check, the session, the engine and the DB write, end to end. Each request saves a
 * dream. The per-IP limit (30/min) is part of what is measured, so every request comes from its
 * own x-forwarded-for address, as many users would.
 *   npx tsx bench/action.ts [--no-build]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { createUser, fmtLoad, isMain, runStandalone, load, loadAverage, root, sessionCookie, type LoadResult, type Server } from "./lib";

const DREAMS = [
  "I was walking through my grandmother's house, but the rooms kept changing into a school corridor, and my teeth felt loose. My brother called me from the garden and I felt anxious.",
  "A huge wave rose over the beach while I searched for my car keys. My mother was laughing on the pier and I was terrified but also strangely calm.",
  "I was flying over a city at night, the lights below looked like stars, then I started falling towards a dark lake and woke up relieved.",
  "An old teacher handed me an exam in a language I could not read; the clock on the wall had no hands and a black dog sat under my desk.",
];

/** The action's id from the build's server reference manifest. */
export function actionId(name: string, page: string, dir = root): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string; workers: Record<string, unknown> }>;
  };
  const entry = Object.entries(manifest.node).find(([, v]) => v.exportedName === name && page in v.workers);
  if (!entry) throw new Error(`no server action ${name} for ${page} in the build`);
  return entry[0];
}

export type ActionFigures = { result: LoadResult; saved: number; connections: number; loadavg: string; cpuMsPerRequest: number };

export async function runAction(
  app: Server,
  databaseUrl: string,
  options: { duration?: number; connections?: number } = {},
): Promise<ActionFigures> {
  const id = actionId("interpretAction", "app/interpret/page", app.dir);
  const user = await createUser(true);
  const cookie = await sessionCookie(user);
  let n = 0;
  const connections = options.connections ?? 4;
  const common = {
    url: `${app.url}/interpret`,
    method: "POST" as const,
    connections,
    headers: { "next-action": id, cookie, accept: "text/x-component", "content-type": "text/plain;charset=UTF-8", origin: app.url },
  };
  // A new dream and a new client address per request (autocannon applies setupRequest per entry of `requests`).
  const requests = [
    {
      method: "POST",
      setupRequest: (request: { headers?: Record<string, string>; body?: string }) => {
        n++;
        request.headers = { ...request.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
        request.body = JSON.stringify([{ text: `${DREAMS[n % DREAMS.length]} (night ${n})` }]);
        return request;
      },
    },
  ];
  // A check that the action really answers with an interpretation, then a warm-up.
  const probe = await fetch(common.url, {
    method: "POST",
    headers: { ...common.headers, "x-forwarded-for": "10.255.0.1" },
    body: JSON.stringify([{ text: DREAMS[0] }]),
  });
  const text = await probe.text();
  if (!text.includes('"ok":true')) throw new Error(`the action did not interpret: ${probe.status} ${text.slice(0, 300)}`);
  await load({ ...common, requests, duration: 2 });
  const cpu = app.cpuMs();
  const result = await load({ ...common, requests, duration: options.duration ?? 10 });
  // The server's own CPU (its process group; Postgres is not in it) over the measured requests only.
  const cpuMsPerRequest = (app.cpuMs() - cpu) / Math.max(1, result.requests);

  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from public.dream_logs where user_id = ${user.id}`;
  await sql.end();
  const figures = { result, saved: count, connections, loadavg: loadAverage(), cpuMsPerRequest };
  console.log(
    `[action] interpretAction, premium user, ${connections} connections: ${fmtLoad(result)}, ${cpuMsPerRequest.toFixed(1)} ms CPU per request; dreams saved ${count}`,
  );
  return figures;
}

if (isMain(import.meta.url)) await runStandalone((app, databaseUrl) => runAction(app, databaseUrl));
