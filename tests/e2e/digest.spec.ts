import { localConfig } from "@/local/config";
import { lastClosedWeek } from "@/lib/digest/period";
import { expect, readOutbox, sql, test } from "./fixtures";

const DAY = 86_400_000;

async function addDream(userId: string, at: Date, symbols: string[], text: string) {
  const interpretation = {
    summary: "A summary.",
    psychologicalAnalysis: "An analysis.",
    symbols: symbols.map((s) => ({ symbol: s, meaning: `what ${s} means`, quote: s })),
    emotions: [{ code: "AP", label: "fear", evidence: "I was scared" }],
    characters: [],
    setting: { indoor: null, familiar: null, places: [] },
    themes: ["water"],
    reflectionQuestions: ["One?", "Two?"],
    engine: "e2e",
  };
  await sql`insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
    values (${userId}, ${text}, ${sql.json(interpretation)}, ${at})`;
}

async function runCron(baseURL: string, secret = localConfig.cronSecret) {
  return fetch(`${baseURL}/api/cron/digest`, { headers: { authorization: `Bearer ${secret}` } });
}

async function waitForMail(to: string, match: (m: { subject: string }) => boolean) {
  for (let i = 0; i < 60; i++) {
    const found = (await readOutbox(to)).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no matching e-mail to ${to}`);
}

test("opt in to weekly pattern e-mails → the cron run → the digest is in the outbox → unsubscribe without signing in", async ({
  page,
  signIn,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const user = await signIn({ premium: true });
  const week = lastClosedWeek(new Date());
  await addDream(
    user.id,
    new Date(week.start.getTime() + 1 * DAY),
    ["lighthouse", "ocean"],
    "I climbed a lighthouse above a secret cove named Sallowmere.",
  );
  await addDream(
    user.id,
    new Date(week.start.getTime() + 3 * DAY),
    ["lighthouse"],
    "The lighthouse again, its lamp turning over the water.",
  );

  await page.goto("/dashboard/notifications");
  await expect(page.getByRole("heading", { name: "E-mail notifications", level: 1 })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Off/ })).toBeChecked();
  await page.getByRole("radio", { name: /Weekly/ }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText(/You'll get a weekly pattern e-mail/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save preferences" })).toBeDisabled();

  expect((await fetch(`${baseURL}/api/cron/digest`)).status).toBe(401);
  expect((await runCron(baseURL!, "not-the-secret-at-all")).status).toBe(401);
  const res = await runCron(baseURL!);
  expect(res.status).toBe(200);

  const mail = await waitForMail(user.email, (m) => m.subject.startsWith("Your week in dreams"));
  expect(mail.subject).toBe("Your week in dreams: lighthouse and more");
  expect(mail.text).toContain("Lighthouse: 2 dreams");
  expect(mail.text).toContain("Also: ocean");
  expect(mail.text).toContain("Fear: 2 dreams");
  expect(mail.text).not.toContain("Sallowmere"); // no dream text without the opt-in
  expect(mail.html).toContain("Lighthouse");
  expect(mail.text).toMatch(new RegExp(`${baseURL}/dashboard/dreams/[0-9a-f-]{36}`));

  // A second run sends nothing more.
  expect((await runCron(baseURL!)).status).toBe(200);
  await new Promise((r) => setTimeout(r, 500));
  expect((await readOutbox(user.email)).filter((m) => m.subject.startsWith("Your week in dreams"))).toHaveLength(1);

  // The settings page shows it.
  await page.reload();
  await expect(page.getByText(/Last pattern e-mail:/)).toBeVisible();

  // The unsubscribe link works in a browser with no session.
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Stop your weekly pattern e-mails?" })).toBeVisible();
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await anonymous.close();
  const [pref] = await sql`select digest_frequency from public.email_preferences where user_id = ${user.id}`;
  expect(pref.digest_frequency).toBe("off");

  // A tampered link is refused and changes nothing.
  await page.goto(link.slice(0, -4) + "abcd");
  await expect(page.getByRole("heading", { name: "This link isn't valid" })).toBeVisible();
});

test("with excerpts opted in the digest quotes the dreams; the one-click POST unsubscribes", async ({ page, signIn, baseURL }) => {
  const user = await signIn({ premium: true });
  await page.goto("/dashboard/notifications");
  await page.getByRole("radio", { name: /Monthly/ }).check();
  await page.getByRole("checkbox", { name: /Include short dream excerpts/ }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText(/You'll get a monthly pattern e-mail/)).toBeVisible();
  expect(await sql`select digest_frequency, include_dream_text from public.email_preferences where user_id = ${user.id}`).toEqual([
    { digest_frequency: "monthly", include_dream_text: true },
  ]);

  await page.getByRole("radio", { name: /Weekly/ }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText(/You'll get a weekly pattern e-mail/)).toBeVisible();

  const week = lastClosedWeek(new Date());
  await addDream(user.id, new Date(week.start.getTime() + 2 * DAY), ["owl"], "An owl spoke to me from the top of the wardrobe.");
  expect((await runCron(baseURL!)).status).toBe(200);
  const mail = await waitForMail(user.email, (m) => m.subject.startsWith("Your week in dreams"));
  expect(mail.text).toContain("An owl spoke to me from the top of the wardrobe.");
  expect(mail.html).toContain("An owl spoke to me from the top of the wardrobe.");

  const token = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=(\S+)/)![1];
  const res = await fetch(`${baseURL}/api/unsubscribe?token=${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(res.status).toBe(200);
  expect(await sql`select digest_frequency from public.email_preferences where user_id = ${user.id}`).toEqual([
    { digest_frequency: "off" },
  ]);
});

test("free users are offered the upgrade instead of the form", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/dashboard/notifications");
  await expect(page.getByRole("heading", { name: "Pattern e-mails come with Unlimited" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Unlimited" })).toHaveAttribute("href", "/upgrade");
  await expect(page.getByRole("radio")).toHaveCount(0);
});
