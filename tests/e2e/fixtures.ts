import { test as base, expect, type Page } from "@playwright/test";
import postgres from "postgres";
import { randomUUID } from "node:crypto";
import { localConfig } from "@/local/config";
import { sessionCookies } from "@/local/session-cookies";

export type TestUser = { id: string; email: string; password: string; name: string };

const sql = postgres(localConfig.databaseUrl, { max: 2, onnotice: () => {} });

async function adminFetch(path: string, init: RequestInit) {
  const res = await fetch(`${localConfig.supabaseUrl}/auth/v1${path}`, {
    ...init,
    headers: { apikey: localConfig.secretKey, authorization: `Bearer ${localConfig.secretKey}`, "content-type": "application/json" },
  });
  if (!res.ok) throw new Error(`auth admin ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A confirmed user created through the Auth stand-in's admin API (as tests in epic-stack do). */
export async function createUser(options: { premium?: boolean; name?: string } = {}): Promise<TestUser> {
  const email = `e2e-${randomUUID()}@example.test`;
  const password = "night-sky-42";
  const name = options.name ?? "Robin Dreamer";
  const user = await adminFetch("/admin/users", {
    method: "POST",
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: name } }),
  });
  if (options.premium) {
    await sql`update public.profiles set is_premium = true, premium_since = now() where id = ${user.id}`;
  }
  return { id: user.id, email, password, name };
}

/** Signs the browser in by minting the same session cookies the app's server client writes. */
export async function signInAs(page: Page, user: TestUser) {
  const cookies = await sessionCookies(user);
  await page
    .context()
    .addCookies(cookies.map((c) => ({ ...c, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" as const, secure: false })));
}

export async function readOutbox(to: string) {
  const res = await fetch(`${localConfig.mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { id: string; to: string; subject: string; text: string; html?: string }[];
}

/** Finds the first link to this site in the newest e-mail to `to`, waiting for it to arrive. */
export async function linkFromEmail(to: string, pathPart: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [latest] = await readOutbox(to);
    const link = latest?.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail with a ${pathPart} link for ${to}`);
}

type Fixtures = {
  /** Fails the test on any console error in the page (opt out per test with test.use). */
  failOnConsoleError: boolean;
  signIn: (options?: { premium?: boolean }) => Promise<TestUser>;
};

export const test = base.extend<Fixtures>({
  failOnConsoleError: [true, { option: true }],
  page: async ({ page, failOnConsoleError }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await use(page);
    if (failOnConsoleError) expect(errors, "console errors in the page").toEqual([]);
  },
  signIn: async ({ page }, use) => {
    await use(async (options = {}) => {
      const user = await createUser(options);
      await signInAs(page, user);
      return user;
    });
  },
});

export { expect, sql };
