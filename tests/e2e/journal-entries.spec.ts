import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, sql, test } from "./fixtures";
import { interpretOffline } from "@/lib/interpret/offline";

/** Issue 18 items 2–5: the night of a dream, editing, saving without interpreting, tags and kinds. */

const forest = "I carried a lantern through a forest where the trees whispered my name, and I was not afraid.";
const school = "I was back at school sitting an exam in a language I never learned, and the clock ran backwards.";

async function expectNoViolations(page: Page, label: string) {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

async function addDream(
  userId: string,
  text: string,
  fields: { dreamtOn: string; createdAt?: string; tags?: string[]; kinds?: string[]; interpreted?: boolean },
) {
  const interpretation = fields.interpreted === false ? null : sql.json(interpretOffline(text) as never);
  const [row] = await sql<{ id: string }[]>`
    insert into public.dream_logs (user_id, dream_text, interpretation, dreamt_on, created_at, tags, kinds)
    values (${userId}, ${text}, ${interpretation}, ${fields.dreamtOn}::date, ${fields.createdAt ?? new Date().toISOString()}::timestamptz,
            ${fields.tags ?? []}::text[], ${fields.kinds ?? []}::text[])
    returning id`;
  return row.id;
}

async function usedToday(userId: string) {
  const [row] = await sql<{ n: number }[]>`
    select daily_interpretations_used as n from public.usage_limits
    where user_id = ${userId} and last_interpretation_date = (now() at time zone 'UTC')::date`;
  return row?.n ?? 0;
}

test.describe("journal without interpreting", () => {
  test("a dream is written with a title, tags and a kind, uses no quota, and is interpreted later from its page", async ({
    page,
    signIn,
  }) => {
    test.slow(); // two interpretations and two axe scans on a shared machine
    const user = await signIn();
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Write a dream" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/dreams\/new$/);
    await expect(page.getByRole("heading", { name: "Write a dream" })).toBeVisible();
    await expect(page.getByLabel("Night of the dream")).not.toHaveValue("");
    await expectNoViolations(page, "/dashboard/dreams/new");

    await page.getByRole("textbox", { name: "Your dream" }).fill(forest);
    await page.getByLabel("Title (optional)").fill("The whispering forest");
    await page.getByLabel(/^Tags/).fill("Forest, lantern");
    await page.getByRole("checkbox", { name: "Lucid" }).check();
    await page.getByRole("button", { name: "Save to DreamLog" }).click();

    await expect(page).toHaveURL(/\/dashboard\/dreams\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "The whispering forest" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not interpreted yet" })).toBeVisible();
    const labels = page.getByRole("list", { name: "Kinds and tags" });
    await expect(labels.getByRole("link")).toHaveText(["Lucid", "#forest", "#lantern"]);
    await expectNoViolations(page, "a dream not interpreted yet");
    expect(await usedToday(user.id)).toBe(0);
    const firstUrl = page.url();

    // A second dream, saved the same way: still nothing used.
    await page.goto("/dashboard/dreams/new");
    await page.getByRole("textbox", { name: "Your dream" }).fill(school);
    await page.getByRole("button", { name: "Save to DreamLog" }).click();
    await expect(page.getByRole("heading", { name: "Not interpreted yet" })).toBeVisible();
    // Without a title the heading is the first 50 characters, as before.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${school.slice(0, 50)}...`);
    const secondUrl = page.url();
    expect(await usedToday(user.id)).toBe(0);

    // Interpreting later uses the free interpretation of the day...
    await page.goto(firstUrl);
    await page.getByRole("button", { name: "Interpret this dream" }).click();
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not interpreted yet" })).toHaveCount(0);
    expect(await usedToday(user.id)).toBe(1);

    // ...so the next one waits for tomorrow.
    await page.goto(secondUrl);
    await page.getByRole("button", { name: "Interpret this dream" }).click();
    await expect(page.getByText("You've reached your daily limit of free interpretations")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not interpreted yet" })).toBeVisible();

    // The DreamLog lists both; the one without an interpretation says so.
    await page.goto("/dashboard");
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Open/ }) });
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: school.slice(0, 20) })).toContainText("Not interpreted yet");
    await expect(cards.filter({ hasText: "The whispering forest" }).getByRole("button", { name: "Show interpretation" })).toBeVisible();
  });
});

test.describe("editing", () => {
  test("text, title and night change; the interpretation says it came from an earlier version until it is interpreted again", async ({
    page,
    signIn,
  }) => {
    test.slow(); // an interpretation and two axe scans on a shared machine
    const user = await signIn({ premium: true });
    const id = await addDream(user.id, forest, { dreamtOn: "2026-11-01" });
    await page.goto(`/dashboard/dreams/${id}`);
    await expect(page.getByText("November 1, 2026")).toBeVisible();
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(`/dashboard/dreams/${id}/edit`);
    await expect(page.getByRole("textbox", { name: "Your dream" })).toHaveValue(forest);
    await expect(page.getByLabel("Night of the dream")).toHaveValue("2026-11-01");
    await expectNoViolations(page, "the edit page");

    await page.getByRole("textbox", { name: "Your dream" }).fill(`${forest} At the end the lantern went out and I could still see.`);
    await page.getByLabel("Title (optional)").fill("The glass forest");
    await page.getByLabel("Night of the dream").fill("2026-10-30");
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(page).toHaveURL(`/dashboard/dreams/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "The glass forest" })).toBeVisible();
    await expect(page.getByText("October 30, 2026")).toBeVisible();
    await expect(page.getByText(/Edited/)).toBeVisible();
    await expect(page.getByText("the lantern went out")).toBeVisible();
    const note = page.getByText("This interpretation was made from an earlier version of this dream.");
    await expect(note).toBeVisible();
    await expectNoViolations(page, "an edited dream");

    // Unlimited: interpreting again costs nothing and clears the note.
    await page.getByRole("button", { name: "Interpret again" }).click();
    await expect(note).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
    expect(await usedToday(user.id)).toBe(0);

    // A bad edit is refused on the field, and nothing changes.
    await page.goto(`/dashboard/dreams/${id}/edit`);
    await page.getByRole("textbox", { name: "Your dream" }).fill("too short");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Dream description too short")).toBeVisible();
    await page.goto(`/dashboard/dreams/${id}`);
    await expect(page.getByText("the lantern went out").first()).toBeVisible();
  });

  test("another member's dream cannot be opened for editing", async ({ page, signIn }) => {
    const owner = await signIn();
    const id = await addDream(owner.id, forest, { dreamtOn: "2026-11-01" });
    await page.context().clearCookies();
    await signIn();
    const response = await page.goto(`/dashboard/dreams/${id}/edit`);
    expect(response?.status()).toBe(404);
  });
});

test.describe("the night of the dream", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("defaults to last night before noon and tonight from noon, in the member's time zone", async ({ page, signIn }) => {
    await signIn();
    // 01:30 UTC is 10:30 in Tokyo: the dream belongs to the night that began yesterday.
    await page.clock.setFixedTime(new Date("2026-11-23T01:30:00Z"));
    await page.goto("/dashboard/dreams/new");
    await expect(page.getByLabel("Night of the dream")).toHaveValue("2026-11-22");
    // 04:00 UTC is 13:00 in Tokyo: tonight.
    await page.clock.setFixedTime(new Date("2026-11-23T04:00:00Z"));
    await page.reload();
    await expect(page.getByLabel("Night of the dream")).toHaveValue("2026-11-23");
  });

  test("the DreamLog is sorted by the night, not by when a dream was written down", async ({ page, signIn }) => {
    const user = await signIn();
    await addDream(user.id, "Written first, about the most recent night: a red kite over the roofs.", {
      dreamtOn: "2026-11-20",
      createdAt: "2026-11-20T07:00:00Z",
    });
    await addDream(user.id, "Written last, about an older night: a train full of sleeping owls.", {
      dreamtOn: "2026-11-10",
      createdAt: "2026-11-21T07:00:00Z",
    });
    await addDream(user.id, "Written in between, about the middle night: a well full of stars.", {
      dreamtOn: "2026-11-15",
      createdAt: "2026-11-20T09:00:00Z",
    });
    await page.goto("/dashboard");
    const dates = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /^Open/ }) })
      .locator("time");
    await expect(dates).toHaveText(["November 20, 2026", "November 15, 2026", "November 10, 2026"]);
  });
});

test.describe("tags and kinds", () => {
  test("filter the DreamLog from a card, narrow by kind, and are counted in the patterns", async ({ page, signIn }) => {
    const user = await signIn();
    await addDream(user.id, forest, { dreamtOn: "2026-11-20", tags: ["forest", "glow"], kinds: ["lucid"] });
    await addDream(user.id, "A wolf chased me between black trees until I woke up shaking.", {
      dreamtOn: "2026-11-19",
      tags: ["forest"],
      kinds: ["nightmare", "recurring"],
    });
    await addDream(user.id, school, { dreamtOn: "2026-11-18", tags: ["school"], kinds: ["recurring"] });

    await page.goto("/dashboard");
    const patterns = page.getByRole("list", { name: "Kinds and tags you used" });
    await expect(patterns.getByRole("link", { name: "Recurring · 2" })).toBeVisible();
    await expect(patterns.getByRole("link", { name: "#forest · 2" })).toBeVisible();

    await page.getByRole("link", { name: "#forest", exact: true }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/search\?tag=forest/);
    await expect(page.getByTestId("search-count")).toHaveText("2 dreams tagged #forest");
    await expect(page.getByLabel("Tag", { exact: true })).toHaveValue("forest");

    await page.getByLabel("Kind", { exact: true }).selectOption("nightmare");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("search-count")).toHaveText("1 nightmare dream tagged #forest");
    await expect(page.getByRole("link", { name: /A wolf chased me/ })).toBeVisible();
    await expectNoViolations(page, "search by tag and kind");

    // A word search finds a tag even when the dream's text does not say it.
    await page.goto("/dashboard/search?q=glow");
    await expect(page.getByTestId("search-count")).toHaveText("1 dream matches “glow”");
  });
});
