import { readFile } from "node:fs/promises";
import { createUser, expect, linkFromEmail, signInAs, sql, test } from "./fixtures";

const interpretation = (symbols: string[]) => ({
  summary: `A dream about ${symbols.join(" and ")}.`,
  psychologicalAnalysis: "The dream returns to what you are guarding.\n\nIt asks what you are ready to let go of.",
  symbols: symbols.map((s) => ({ symbol: s, meaning: `What the ${s} stands for here.`, quote: s })),
  emotions: [{ code: "AP", label: "fear", evidence: "I froze" }],
  characters: [],
  setting: { indoor: false, familiar: null, places: ["coast"] },
  themes: ["guidance"],
  reflectionQuestions: ["What guides you?", "What are you afraid to lose?"],
  engine: "e2e@1",
});

async function addDream(userId: string, text: string, symbols: string[], createdAt: string) {
  const [row] = await sql<{ id: string }[]>`
    insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
    values (${userId}, ${text}, ${sql.json(interpretation(symbols))}, ${createdAt}::text::timestamptz)
    returning id`;
  return row.id;
}

test.describe("journal", () => {
  test("search by words and symbols with dates, then a dream page with dictionary links and related dreams", async ({ page, signIn }) => {
    const user = await signIn();
    const first = await addDream(
      user.id,
      "I walked to the lighthouse at night and my teeth felt loose as the lighthouse beam turned.",
      ["lighthouse", "teeth"],
      "2026-03-02T08:00:00Z",
    );
    await addDream(
      user.id,
      "A storm over the harbor; the lighthouse keeper waved at me from the rocks.",
      ["lighthouse", "storm"],
      "2026-05-10T08:00:00Z",
    );
    await addDream(user.id, "A calm forest with deer and the smell of rain on moss.", ["forest"], "2026-06-01T08:00:00Z");
    const other = await createUser();
    const othersDream = await addDream(
      other.id,
      "Somebody else's lighthouse dream that must stay private.",
      ["lighthouse"],
      "2026-04-01T08:00:00Z",
    );

    await page.goto("/dashboard");
    await page.getByRole("searchbox", { name: "Search your dreams" }).fill("lighthouse");
    await page.getByRole("searchbox", { name: "Search your dreams" }).press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/search\?q=lighthouse/);
    await expect(page.getByTestId("search-count")).toHaveText("2 dreams match “lighthouse”");
    await expect(page.getByRole("heading", { name: "Search your dreams" })).toBeVisible();
    // The dream that says it twice comes first, with its matches marked.
    const hits = page.getByRole("listitem").filter({ has: page.getByTestId("search-headline") });
    await expect(hits).toHaveCount(2);
    await expect(hits.first()).toContainText("I walked to the lighthouse");
    await expect(hits.first().locator("mark").first()).toHaveText("lighthouse");
    await expect(page.getByText("must stay private")).toHaveCount(0);

    // Search by a feeling from the interpretation, then narrow by dates.
    await page.getByLabel("Words, symbols, themes or feelings").fill("fear");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("search-count")).toHaveText("3 dreams match “fear”");
    await page.getByLabel("From", { exact: true }).fill("2026-05-01");
    await page.getByLabel("To", { exact: true }).fill("2026-05-31");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("search-count")).toContainText("1 dream matches “fear” from May 1, 2026 to May 31, 2026");

    await page.getByLabel("Words, symbols, themes or feelings").fill("xylophone");
    await page.getByLabel("From", { exact: true }).fill("");
    await page.getByLabel("To", { exact: true }).fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No dreams found")).toBeVisible();

    await page.goto(`/dashboard/search?q=teeth`);
    await page.getByRole("link", { name: /I walked to the lighthouse/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/dreams/${first}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("I walked to the lighthouse");
    await expect(page.getByText("March 2, 2026").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Psychological analysis" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Teeth in the dictionary" })).toHaveAttribute("href", "/dream-dictionary/teeth-dreams");
    const related = page.getByRole("region", { name: "Dreams with the same symbols" });
    await expect(related.getByRole("link")).toHaveCount(1);
    await expect(related).toContainText("A storm over the harbor");
    await expect(related).toContainText("Shared: lighthouse");

    // Another user's dream, an unknown id and a malformed one are simply not found: 404, like any unknown page.
    const others = await page.goto(`/dashboard/dreams/${othersDream}`);
    expect(others?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This dream has no door here" })).toBeVisible();
    await expect(page.getByText("must stay private")).toHaveCount(0);
    const unknown = await page.goto("/dashboard/dreams/00000000-0000-4000-8000-000000000000");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This dream has no door here" })).toBeVisible();
    const mine = await page.goto(`/dashboard/dreams/${first}`);
    expect(mine?.status()).toBe(200);
    await page.goto(`/dashboard/dreams/${othersDream}`);
    await expect(page.getByText("must stay private")).toHaveCount(0);
    const malformed = await page.goto("/dashboard/dreams/not-a-dream");
    expect(malformed?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This dream has no door here" })).toBeVisible();
  });

  test("export downloads JSON and Markdown; import reports duplicates, adds to another account, and rejects a bad file", async ({
    page,
    signIn,
    context,
  }) => {
    const user = await signIn();
    await addDream(
      user.id,
      "A train made of glass crossed a desert of salt under two moons.",
      ["train", "desert"],
      "2026-01-05T06:07:08.123456Z",
    );
    await addDream(
      user.id,
      "My phone kept ringing inside a wedding cake and nobody heard it.",
      ["phone", "wedding"],
      "2026-02-06T07:08:09.654321Z",
    );

    await page.goto("/dashboard/settings");
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
    const [jsonDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download JSON" }).click()]);
    expect(jsonDownload.suggestedFilename()).toMatch(/^oneira-dreamlog-\d{4}-\d{2}-\d{2}\.json$/);
    const jsonPath = await jsonDownload.path();
    const exported = JSON.parse(await readFile(jsonPath, "utf8"));
    expect(exported).toMatchObject({ format: "oneira-dreamlog", version: 2 });
    expect(exported.dreams.map((d: { createdAt: string }) => d.createdAt)).toEqual([
      "2026-01-05T06:07:08.123456Z",
      "2026-02-06T07:08:09.654321Z",
    ]);

    const [mdDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Markdown" }).click()]);
    expect(mdDownload.suggestedFilename()).toMatch(/^oneira-dreamlog-\d{4}-\d{2}-\d{2}\.md$/);
    const markdown = await readFile(await mdDownload.path(), "utf8");
    expect(markdown).toContain("## January 5, 2026 — A train made of glass crossed a desert of salt und...");
    expect(markdown).toContain("> My phone kept ringing inside a wedding cake and nobody heard it.");

    // Importing one's own export again adds nothing.
    const fileInput = page.getByLabel("DreamLog export file (.json)");
    await fileInput.setInputFiles(jsonPath);
    await page.getByRole("button", { name: "Import" }).click();
    const report = page.getByTestId("import-report");
    await expect(report).toContainText("added 0 dreams; skipped 2");
    await expect(report).toContainText("duplicate: entry #1 is already in your DreamLog");

    // A broken file is rejected with a clear message.
    await fileInput.setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from("{ this is not json") });
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This file isn't valid JSON" })).toBeVisible();

    // Another account imports the same file: both dreams arrive, one entry invalid is reported.
    await context.clearCookies();
    const other = await createUser({ name: "Ada Other" });
    await signInAs(page, other);
    exported.dreams.push({ dreamText: "too short", interpretation: interpretation([]), createdAt: "2026-01-01T00:00:00Z" });
    await page.goto("/dashboard/settings");
    await page
      .getByLabel("DreamLog export file (.json)")
      .setInputFiles({ name: "from-a-friend.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(exported)) });
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByTestId("import-report")).toContainText("added 2 dreams; skipped 1");
    await expect(page.getByTestId("import-report")).toContainText("invalid entry #3: the dream text is shorter than 10 characters");
    await page.goto("/dashboard");
    await expect(page.getByText("A train made of glass").first()).toBeVisible();
    const [{ n }] = await sql`select count(*)::int as n from public.dream_logs where user_id = ${user.id}`;
    expect(n).toBe(2);
  });

  test("delete account: confirmed by typing the e-mail; data gone, signed out, and signing in fails", async ({ page, signIn }) => {
    const user = await signIn();
    await addDream(
      user.id,
      "The house had one more room than I remembered, full of letters.",
      ["house", "letters"],
      "2026-02-02T02:02:02Z",
    );
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);

    const confirm = page.getByLabel(`Type ${user.email} to confirm`);
    const button = page.getByRole("button", { name: "Delete my account" });
    await expect(button).toBeDisabled();
    await confirm.fill("someone@else.test");
    await expect(button).toBeDisabled();
    await confirm.fill(user.email.toUpperCase());
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText("Your account and all your dreams have been deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const [left] = await sql`
      select (select count(*)::int from auth.users where id = ${user.id}) as users,
             (select count(*)::int from public.dream_logs where user_id = ${user.id}) as dreams,
             (select count(*)::int from public.profiles where id = ${user.id}) as profiles`;
    expect(left).toEqual({ users: 0, dreams: 0, profiles: 0 });
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name.startsWith("sb-"))).toEqual([]);

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Login failed")).toBeVisible();
  });

  test("settings: rename, and change e-mail sends a confirmation to the new address", async ({ page, signIn }) => {
    const user = await signIn();
    await page.goto("/dashboard/settings");
    await page.getByLabel("Full name").fill("Luna Lovegood");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Your name has been saved")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByText("Welcome back, Luna.")).toBeVisible();

    await page.goto("/dashboard/settings");
    const passwordForm = page.getByRole("form", { name: "Change password" });
    await passwordForm.getByLabel("New password", { exact: true }).fill("123");
    await passwordForm.getByLabel("Confirm new password").fill("1234");
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Enter your current password")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    const newEmail = `moved-${Date.now()}@example.test`;
    const emailForm = page.getByRole("form", { name: "Change e-mail" });
    await emailForm.getByLabel("New e-mail address").fill(newEmail);
    await emailForm.getByLabel("Current password").fill(user.password);
    await emailForm.getByRole("button", { name: "Change e-mail" }).click();
    await expect(page.getByText(`If ${newEmail} can be used for an account, check it for a confirmation link.`)).toBeVisible();
    const link = await linkFromEmail(newEmail, "/auth/confirm");
    expect(link).toContain("type=email_change");
  });
});
