import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { randomInt, randomUUID } from "node:crypto";
import path from "node:path";
import postgres from "postgres";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { localAppEnv, localConfig, localPorts } from "@/local/config";
import { startPostgres } from "@/local/postgres";
import { startAuthServer } from "@/local/auth/server";
import { startMailOutbox } from "@/local/mail/outbox";
import { sessionCookies } from "@/local/session-cookies";
import { interpretOffline } from "@/lib/interpret/offline";
import { freezePostgres } from "../fixtures/freeze-postgres";

/**
 * Faults caused for real, on a stack of its own so the rest of the suite never sees them: its own
 * embedded Postgres (stopped and started again), a TCP relay in front of it (latency), its own
 * Auth stand-in (stopped and started again), a stand-in LLM provider (erroring, hanging) and a
 * second `next start` of the same build pointed at all of these.
 */

const SHIFT = 57; // from the e2e stack's ports
const ports = {
  pg: localPorts.postgres + SHIFT,
  relay: localPorts.postgres + SHIFT + 1,
  auth: localPorts.auth + SHIFT,
  mail: localPorts.mail + SHIFT,
  smtp: localPorts.smtp + SHIFT,
  llm: localPorts.app + SHIFT + 1,
  app: localPorts.app + SHIFT,
};
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = `${localConfig.dataDir}-faults`;
const appUrl = `http://localhost:${ports.app}`;
const authUrl = `http://127.0.0.1:${ports.auth}`;
const pgUrl = `postgres://${localConfig.pgUser}:${localConfig.pgPassword}@127.0.0.1:${ports.pg}/postgres`;
const relayUrl = `postgres://${localConfig.pgUser}:${localConfig.pgPassword}@127.0.0.1:${ports.relay}/postgres`;

const dream =
  "I was running through a train station looking for my grandmother, the clocks were melting and a black dog followed me. I felt afraid and then relieved when I found her.";

// ---- the pieces ---------------------------------------------------------------------------

let pg: Awaited<ReturnType<typeof startPostgres>> | null = null;
let auth: Awaited<ReturnType<typeof startAuthServer>> | null = null;
let mail: Awaited<ReturnType<typeof startMailOutbox>> | null = null;
let app: ChildProcess | null = null;
let adminSql: postgres.Sql | null = null;

const startPg = async () => {
  pg = await startPostgres({ dataDir, port: ports.pg });
};
/** Stops every Postgres process (SIGSTOP), as a stuck server or a partition looks to the app. */
let thawPg: (() => void) | null = null;
const freezePg = () => {
  thawPg = freezePostgres(path.resolve(root, dataDir));
};
const thaw = () => {
  thawPg?.();
  thawPg = null;
};
const stopPg = async () => {
  await pg?.stop();
  pg = null;
};
const startAuth = async () => {
  auth = await startAuthServer({
    port: ports.auth,
    databaseUrl: pgUrl,
    mailUrl: mail!.url,
    siteUrl: appUrl,
    requireEmailConfirmation: false,
    log: () => {},
  });
};
const stopAuth = async () => {
  await auth?.stop();
  auth = null;
};

/** A TCP relay to Postgres that can add latency to every chunk in both directions. */
const relay = { latencyMs: 0, sockets: new Set<net.Socket>(), server: null as net.Server | null };
function startRelay() {
  relay.server = net.createServer((client) => {
    const upstream = net.connect(ports.pg, "127.0.0.1");
    relay.sockets.add(client).add(upstream);
    const pipe = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk) => {
        if (relay.latencyMs) setTimeout(() => to.writable && to.write(chunk), relay.latencyMs);
        else if (to.writable) to.write(chunk);
      });
    pipe(client, upstream);
    pipe(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      relay.sockets.delete(client);
      relay.sockets.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  return new Promise<void>((resolve) => relay.server!.listen(ports.relay, "127.0.0.1", resolve));
}

/** An OpenAI-compatible provider: answers with a schema-valid reading, errors, or hangs. */
const llm = { mode: "ok" as "ok" | "error" | "hang", calls: 0, server: null as http.Server | null };
function startLlm() {
  llm.server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      llm.calls++;
      if (llm.mode === "hang") return; // never answers; the app's timeout must fire
      if (llm.mode === "error") {
        res
          .writeHead(503, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "overloaded", type: "server_error" } }));
        return;
      }
      type Message = { content: string | { type: string; text?: string }[] };
      const prompt = (JSON.parse(body).messages as Message[])
        .map((m) => (typeof m.content === "string" ? m.content : m.content.map((p) => p.text ?? "").join("")))
        .join("\n");
      const text = /<<<DREAM\n([\s\S]*?)\nDREAM>>>/.exec(prompt)?.[1] ?? "";
      const reading = interpretOffline(text);
      const content = JSON.stringify({ ...reading, summary: `From the model: ${reading.summary}` });
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-fault",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "fault-model",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  return new Promise<void>((resolve) => llm.server!.listen(ports.llm, "127.0.0.1", resolve));
}

async function startApp() {
  app = spawn("npx", ["next", "start", "-p", String(ports.app)], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(ports.app),
      ...localAppEnv({ postgres: ports.pg, auth: ports.auth, mail: ports.mail, smtp: ports.smtp, app: ports.app }, {}),
      DATABASE_URL: relayUrl,
      DATABASE_POOL_MAX: "4",
      INTERPRETER: "llm",
      LLM_BASE_URL: `http://127.0.0.1:${ports.llm}/v1`,
      LLM_MODEL: "fault-model",
      LLM_TIMEOUT_MS: "2500",
      DATABASE_TIMEOUT_MS: "3000",
      AUTH_TIMEOUT_MS: "3000",
    },
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${appUrl}/about`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the fault server did not start");
}

async function createUser(premium = false) {
  const email = `faults-${randomUUID()}@example.test`;
  const password = "night-sky-42";
  const res = await fetch(`${authUrl}/auth/v1/admin/users`, {
    method: "POST",
    headers: { apikey: localConfig.secretKey, authorization: `Bearer ${localConfig.secretKey}`, "content-type": "application/json" },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: "Fault Tester" } }),
  });
  if (!res.ok) throw new Error(`create user: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  if (premium) await adminSql!`update public.profiles set is_premium = true, premium_since = now() where id = ${user.id}`;
  return { id: user.id, email, password };
}

async function signIn(page: Page, user: { email: string; password: string }) {
  const cookies = await sessionCookies(user, authUrl);
  await page.context().addCookies(cookies.map((c) => ({ ...c, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" as const })));
}

const asVisitorFrom = (page: Page) => page.setExtraHTTPHeaders({ "x-forwarded-for": `10.77.${randomInt(255)}.${randomInt(1, 255)}` });
const field = (page: Page) => page.getByLabel("Describe your dream in detail");
const submit = (page: Page) => page.getByRole("button", { name: "Interpret Dream" });
const resultHeading = (page: Page) => page.getByRole("heading", { name: "Your dream, interpreted" });

// ---- the tests ----------------------------------------------------------------------------

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: appUrl, failOnConsoleError: false });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await (await import("node:fs/promises")).rm(path.resolve(root, dataDir), { recursive: true, force: true });
  await startPg();
  adminSql = postgres(pgUrl, { max: 2, onnotice: () => {} });
  mail = await startMailOutbox({ port: ports.mail, smtpPort: ports.smtp });
  await startAuth();
  await startRelay();
  await startLlm();
  await startApp();
});

test.afterAll(async () => {
  thaw();
  if (app?.pid) {
    try {
      process.kill(-app.pid, "SIGTERM");
    } catch {}
  }
  for (const s of relay.sockets) s.destroy();
  relay.server?.close();
  llm.server?.close();
  await adminSql?.end().catch(() => {});
  await stopAuth().catch(() => {});
  await mail?.stop().catch(() => {});
  await stopPg().catch(() => {});
});

test.afterEach(async () => {
  // Whatever a test broke comes back, so the next test starts healthy.
  relay.latencyMs = 0;
  llm.mode = "ok";
  thaw();
  if (!pg) await startPg();
  if (!auth) await startAuth();
});

test("database down: interpreting says so, keeps the dream, spends no quota, and works once Postgres is back", async ({ page }) => {
  await asVisitorFrom(page);
  await page.goto("/interpret");
  await field(page).fill(dream);

  await stopPg();
  await submit(page).click();
  await expect(page.getByText("We couldn't interpret your dream")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/nothing was used from your daily quota/)).toBeVisible();
  await expect(field(page)).toHaveValue(dream);

  await startPg();
  // Same page, no reload: a visitor has one interpretation a day, so this succeeding shows the
  // failed attempt spent nothing. The pool reconnects by itself (a first stale connection may fail).
  await expect(async () => {
    if (await submit(page).isVisible()) await submit(page).click();
    await expect(resultHeading(page)).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 45_000 });
});

test("database down: signed-in pages show a clear message instead of crashing, static pages still render, and Try again recovers", async ({
  page,
}) => {
  const user = await createUser();
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await stopPg();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "This page is temporarily unavailable" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Nothing you saved is lost/)).toBeVisible();
  // A prerendered page is unaffected; the header shows no (wrong) account state.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);

  await startPg();
  await page.goto("/dashboard");
  await expect(async () => {
    const retry = page.getByRole("button", { name: "Try again" });
    if (await retry.isVisible()) await retry.click();
    await expect(page.getByRole("heading", { name: "This page is temporarily unavailable" })).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
});

test("database hung (its processes stopped): interpreting gives up with the same message, keeps the dream, spends no quota, and works once Postgres resumes", async ({
  page,
}) => {
  await asVisitorFrom(page);
  await page.goto("/interpret");
  await field(page).fill(dream);

  freezePg();
  await submit(page).click();
  // Before, nothing came back for minutes: a stopped server accepts bytes and never answers.
  await expect(page.getByText("We couldn't interpret your dream")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/nothing was used from your daily quota/)).toBeVisible();
  await expect(field(page)).toHaveValue(dream);

  thaw();
  // A visitor has one interpretation a day: this succeeding shows the failed attempt spent nothing.
  await expect(async () => {
    if (await submit(page).isVisible()) await submit(page).click();
    await expect(resultHeading(page)).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 45_000 });
});

test("database hung: the dashboard shows the clear message instead of streaming forever, and Try again recovers", async ({ page }) => {
  const user = await createUser();
  await signIn(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  freezePg();
  await page.goto("/dashboard", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "This page is temporarily unavailable" })).toBeVisible({ timeout: 30_000 });

  thaw();
  await expect(async () => {
    const retry = page.getByRole("button", { name: "Try again" });
    if (await retry.isVisible()) await retry.click();
    await expect(page.getByRole("heading", { name: "This page is temporarily unavailable" })).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
});

test("database slow: the interpretation waits with a visible progress state and completes; speed returns with the database", async ({
  page,
}) => {
  const user = await createUser(true);
  await signIn(page, user);
  await page.goto("/interpret");
  await field(page).fill(dream);

  relay.latencyMs = 300; // every packet to and from Postgres, each way
  const started = Date.now();
  await submit(page).click();
  await expect(page.getByRole("button", { name: "Interpreting..." })).toBeVisible();
  await expect(resultHeading(page)).toBeVisible({ timeout: 60_000 });
  const slow = Date.now() - started;
  expect(slow).toBeGreaterThan(600);
  await expect(page.getByText("Dream interpretation saved to your DreamLog")).toBeVisible();

  relay.latencyMs = 0;
  await page.getByRole("button", { name: "Interpret another dream" }).click();
  await field(page).fill(`${dream} Again.`);
  const again = Date.now();
  await submit(page).click();
  await expect(resultHeading(page)).toBeVisible();
  expect(Date.now() - again).toBeLessThan(slow);
  const [{ count }] = await adminSql!<{ count: number }[]>`select count(*)::int as count from public.dream_logs where user_id = ${user.id}`;
  expect(count).toBe(2);
});

test("Auth service down: signing in says the service is unreachable, keeps what was typed, and works when it returns", async ({ page }) => {
  const user = await createUser();
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);

  await stopAuth();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(/couldn't reach the sign-in service/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await expect(page).toHaveURL(/\/login/);

  await startAuth();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
});

test("LLM provider erroring or hanging: the offline engine answers, nothing fails for the user, and the model is used again when it recovers", async ({
  page,
}) => {
  const user = await createUser(true);
  await signIn(page, user);
  await page.goto("/interpret");

  await field(page).fill(dream);
  await submit(page).click();
  await expect(resultHeading(page)).toBeVisible();
  await expect(page.getByText(/^From the model:/)).toBeVisible();

  for (const mode of ["error", "hang"] as const) {
    llm.mode = mode;
    const calls = llm.calls;
    await page.getByRole("button", { name: "Interpret another dream" }).click();
    await field(page).fill(`${dream} (${mode})`);
    await submit(page).click();
    await expect(resultHeading(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^From the model:/)).toHaveCount(0);
    expect(llm.calls).toBeGreaterThan(calls);
  }

  llm.mode = "ok";
  await page.getByRole("button", { name: "Interpret another dream" }).click();
  await field(page).fill(`${dream} (recovered)`);
  await submit(page).click();
  await expect(page.getByText(/^From the model:/)).toBeVisible();
  const [{ count }] = await adminSql!<{ count: number }[]>`select count(*)::int as count from public.dream_logs where user_id = ${user.id}`;
  expect(count).toBe(4);
});
