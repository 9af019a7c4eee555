import { expect, readOutbox, test } from "./fixtures";

const SUPPORT = "support@oneira.local";

async function waitFor<T>(fn: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 60; i++) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("timed out");
}

test("a premium user's message reaches support as priority, with a copy to the user", async ({ page, signIn }) => {
  const user = await signIn({ premium: true });
  await page.goto("/support");
  await expect(page.getByText(/Priority support/)).toBeVisible();

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a subject (at least 3 characters)")).toBeVisible();
  await expect(page.getByText("Please describe your question (at least 10 characters)")).toBeVisible();

  const subject = `Receipt for my payment ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Could you send me a receipt for the Unlimited plan, please?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent as a priority request")).toBeVisible();
  await expect(page.getByText(`We've e-mailed a copy to ${user.email}.`)).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");

  const toTeam = await waitFor(async () => (await readOutbox(SUPPORT)).find((m) => m.subject.includes(subject)));
  expect(toTeam.subject).toBe(`[Priority] Support: ${subject}`);
  expect(toTeam.text).toContain(user.email);
  expect(toTeam.text).toContain("Could you send me a receipt");
  const copy = await waitFor(async () => (await readOutbox(user.email)).find((m) => m.subject.includes(subject)));
  expect(copy.subject).toBe(`We received your message: ${subject}`);
  expect(copy.text).toContain("Could you send me a receipt");
});

test("a free user's message is not marked priority", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/support");
  const subject = `Question about symbols ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("What does it mean when the same house keeps coming back?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent", { exact: true })).toBeVisible();
  const toTeam = await waitFor(async () => (await readOutbox(SUPPORT)).find((m) => m.subject.includes(subject)));
  expect(toTeam.subject).toBe(`Support: ${subject}`);
});

test("visitors are asked to sign in and come back", async ({ page }) => {
  await page.goto("/support");
  await expect(page.getByRole("heading", { name: "Please sign in to contact support" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/login?next=/support");
  await expect(page.getByRole("textbox")).toHaveCount(0);
});
