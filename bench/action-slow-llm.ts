/**
 * The /interpret server action with the LLM provider answering slowly: a stand-in
 * OpenAI-compatible endpoint (as in tests/e2e/faults.spec.ts) that answers after a set delay,
 * the app with INTERPRETER=llm and the default pool (DATABASE_POOL_MAX=10). Measures throughput
 * and p99, and samples pg_stat_activity every 50 ms for the app's connections: how many exist,
 * and how many are inside a transaction (active or idle in transaction). With the quota
 * reserved in one short transaction and the dream saved in another, the connections held must
 * not grow with the LLM's latency; when the interpretation ran inside the quota transaction,
 * every request in flight held one, and the pool (10) capped throughput at 10 / latency.
 *   npx tsx bench/action-slow-llm.ts [--no-build]
 */
import http from "node:http";
import postgres from "postgres";
import { interpretOffline } from "../lib/interpret/offline";
import { actionId } from "./action";
import {
  benchPorts,
  buildApp,
  createUser,
  fmtLoad,
  isMain,
  load,
  loadAverage,
  sessionCookie,
  startApp,
  startStack,
  type LoadResult,
} from "./lib";

const APP_NAME = "oneira-bench-app";
const DREAM = "I was walking through my grandmother's house, but the rooms kept changing into a school corridor, and my teeth felt loose.";

/** An OpenAI-compatible chat endpoint that answers with the offline engine's reading after `delayMs`. */
function startSlowLlm(port: number) {
  const state = { delayMs: 2000, calls: 0 };
  // One reading for every request: the stand-in's own CPU stays out of the figures.
  const content = JSON.stringify(interpretOffline(DREAM));
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      state.calls++;
      type Message = { content: string | { type: string; text?: string }[] };
      const prompt = (JSON.parse(body).messages as Message[])
        .map((m) => (typeof m.content === "string" ? m.content : m.content.map((p) => p.text ?? "").join("")))
        .join("\n");
      if (!prompt.includes("<<<DREAM")) return void res.writeHead(400).end();
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "chatcmpl-bench",
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: "bench-model",
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      }, state.delayMs);
    });
  });
  return new Promise<{ state: typeof state; close: () => void }>((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ state, close: () => server.close() })),
  );
}

export type SlowLlmRun = {
  delayMs: number;
  result: LoadResult;
  maxConnections: number;
  maxInTransaction: number;
  meanInTransaction: number;
  llmCalls: number;
};
export type SlowLlmFigures = { connections: number; poolMax: number; runs: SlowLlmRun[]; loadavg: string };

export async function runSlowLlmAction(
  options: { duration?: number; connections?: number; delays?: number[]; build?: boolean } = {},
): Promise<SlowLlmFigures> {
  const connections = options.connections ?? 20;
  const stack = await startStack();
  const llm = await startSlowLlm(benchPorts.app + 9);
  const sampler = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
  let app: Awaited<ReturnType<typeof startApp>> | null = null;
  try {
    if (options.build !== false) buildApp({ DATABASE_URL: stack.databaseUrl });
    app = await startApp(stack, {
      INTERPRETER: "llm",
      LLM_BASE_URL: `http://127.0.0.1:${benchPorts.app + 9}/v1`,
      LLM_MODEL: "bench-model",
      LLM_TIMEOUT_MS: "15000",
      DATABASE_POOL_MAX: "10",
      PGAPPNAME: APP_NAME,
      // Each request comes from its own address (as many users would), so the per-IP limit is not what is measured.
      TRUSTED_PROXY_HOPS: "1",
    });
    const id = actionId("interpretAction", "app/interpret/page");
    const cookie = await sessionCookie(await createUser(true));
    const common = {
      url: `${app.url}/interpret`,
      method: "POST" as const,
      connections,
      headers: { "next-action": id, cookie, accept: "text/x-component", "content-type": "text/plain;charset=UTF-8", origin: app.url },
    };
    let n = 0;
    const requests = [
      {
        method: "POST",
        setupRequest: (request: { headers?: Record<string, string>; body?: string }) => {
          n++;
          request.headers = { ...request.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
          request.body = JSON.stringify([{ text: `${DREAM} (night ${n})` }]);
          return request;
        },
      },
    ];
    llm.state.delayMs = 0;
    const probe = await fetch(common.url, {
      method: "POST",
      headers: { ...common.headers, "x-forwarded-for": "10.255.0.1" },
      body: JSON.stringify([{ text: DREAM }]),
    });
    const text = await probe.text();
    if (!text.includes('"ok":true')) throw new Error(`the action did not interpret: ${probe.status} ${text.slice(0, 300)}`);

    const runs: SlowLlmRun[] = [];
    for (const delayMs of options.delays ?? [200, 2000]) {
      llm.state.delayMs = delayMs;
      const calls = llm.state.calls;
      const samples: { total: number; inTx: number }[] = [];
      let sampling = true;
      const sampling$ = (async () => {
        while (sampling) {
          const [row] = await sampler<{ total: number; in_tx: number }[]>`
            select count(*)::int as total,
                   count(*) filter (where state in ('active', 'idle in transaction', 'idle in transaction (aborted)'))::int as in_tx
            from pg_stat_activity where application_name = ${APP_NAME}`;
          samples.push({ total: row.total, inTx: row.in_tx });
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const result = await load({ ...common, requests, duration: options.duration ?? 12, timeout: 30 });
      sampling = false;
      await sampling$;
      const run = {
        delayMs,
        result,
        maxConnections: Math.max(...samples.map((s) => s.total)),
        maxInTransaction: Math.max(...samples.map((s) => s.inTx)),
        meanInTransaction: samples.reduce((a, s) => a + s.inTx, 0) / samples.length,
        llmCalls: llm.state.calls - calls,
      };
      runs.push(run);
      console.log(
        `[action-slow-llm] LLM answers after ${delayMs} ms, ${connections} connections: ${fmtLoad(result)}; app's Postgres connections max ${run.maxConnections}, in a transaction max ${run.maxInTransaction} (mean ${run.meanInTransaction.toFixed(2)}); LLM calls ${run.llmCalls}`,
      );
    }
    return { connections, poolMax: 10, runs, loadavg: loadAverage() };
  } finally {
    await app?.stop();
    llm.close();
    await sampler.end();
    await stack.stop();
  }
}

if (isMain(import.meta.url)) {
  await runSlowLlmAction();
  process.exit(0);
}
