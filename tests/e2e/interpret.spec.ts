import { randomInt } from "node:crypto";
import { expect, test, sql } from "./fixtures";
import { longUsDate } from "@/lib/dreams/as-text";
import { defaultNight } from "@/lib/dreams/journal-input";

const dream =
  "I was swimming in a dark lake behind my grandmother's house when my teeth started to crumble. My brother called me from the shore and I felt terrified, then strangely relieved when I woke up.";

/** Each visitor test gets its own client address, so the per-IP cap of one test never blocks another. */
const asVisitorFrom = async (page: import("@playwright/test").Page) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` });
};

async function interpret(page: import("@playwright/test").Page, text = dream) {
  await page.getByLabel("Describe your dream in detail").fill(text);
  await page.getByRole("button", { name: "Interpret Dream" }).click();
}

test.describe("interpret", () => {
  test("a visitor interprets once and is blocked the second time, also after clearing cookies within the IP cap", async ({
    page,
    context,
  }) => {
    await asVisitorFrom(page);
    await page.goto("/interpret");
    await interpret(page);
    await expect(page.getByRole("heading", { name: "Your dream, interpreted" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens" })).toBeVisible();
    await expect(page.getByText("Psychological analysis")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Keep every dream you interpret" })).toBeVisible();

    await page.getByRole("button", { name: "Save to DreamLog" }).click();
    await expect(page.getByText("Save your dreams with a free account")).toBeVisible();

    await page.getByRole("button", { name: "Interpret another dream" }).click();
    await expect(page.getByLabel("Describe your dream in detail")).toHaveValue("");
    await interpret(page);
    await expect(page.getByText("You've used your free interpretation for today. Create an account for more!")).toBeVisible();
    // What they typed is still there.
    await expect(page.getByLabel("Describe your dream in detail")).toHaveValue(dream);

    // Clearing cookies gives a new visitor id, but the IP's daily cap (3) still applies.
    for (let i = 0; i < 2; i++) {
      await context.clearCookies();
      await page.reload();
      await interpret(page);
      await expect(page.getByRole("heading", { name: "Your dream, interpreted" })).toBeVisible();
      await page.getByRole("button", { name: "Interpret another dream" }).click();
    }
    await context.clearCookies();
    await page.reload();
    await interpret(page);
    await expect(page.getByText("You've used your free interpretation for today. Create an account for more!")).toBeVisible();
  });

  test("too short a dream is refused with the spec's message", async ({ page }) => {
    await asVisitorFrom(page);
    await page.goto("/interpret");
    await interpret(page, "   short  ");
    await expect(page.getByText("Dream description too short")).toBeVisible();
    await expect(page.getByText("Please provide more details about your dream.")).toBeVisible();
  });

  test("the draft survives a reload", async ({ page }) => {
    await page.goto("/interpret");
    await page.getByLabel("Describe your dream in detail").fill("A draft about a silver owl in the attic");
    await expect(page.getByText("39 / 8,000 characters")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Describe your dream in detail")).toHaveValue("A draft about a silver owl in the attic");
  });

  test("a free user's dream is saved, shown on the dashboard, expanded and removed", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/interpret");
    await expect(page.getByText("You have 1 free interpretation remaining today")).toBeVisible();
    await interpret(page);
    await expect(page.getByText("Dream interpretation saved to your DreamLog")).toBeVisible();
    await expect(page.getByRole("button", { name: "Saved to DreamLog" })).toBeVisible();
    await expect(page.getByText("You've used your free interpretation for today").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dreaming more than once a day?" })).toBeVisible();

    await page.getByRole("button", { name: "Interpret another dream" }).click();
    await interpret(page, "Another dream about a red door in a corridor.");
    await expect(page.getByText("You've reached your daily limit of free interpretations")).toBeVisible();

    await page.goto("/dashboard");
    const card = page.getByRole("listitem").filter({ hasText: "I was swimming in a dark lake behind my grandmothe..." });
    await expect(card).toBeVisible();
    // The card shows the night of the dream: last night before noon in the browser's time zone, else tonight.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(card.getByText(longUsDate(defaultNight(new Date(), timeZone)))).toBeVisible();
    await card.getByRole("button", { name: "Show interpretation" }).click();
    await expect(card.getByRole("list", { name: "Symbols" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dream Patterns" })).toBeVisible();
    await expect(page.getByText("See all your patterns")).toBeVisible();

    await card.getByRole("button", { name: "Remove" }).click();
    await card.getByRole("button", { name: "Yes, remove" }).click();
    await expect(page.getByText("Dream removed from your log")).toBeVisible();
    await page.reload();
    await expect(page.getByText("No dreams saved yet")).toBeVisible();
  });

  test("a premium user interprets three times and sees every pattern", async ({ page, signIn }) => {
    await signIn({ premium: true });
    await page.goto("/interpret");
    // A member's box under the form points to the DreamLog, never to an upgrade.
    await expect(page.getByRole("heading", { name: "Unlimited, for life" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open your DreamLog" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("heading", { name: "Dreaming more than once a day?" })).toHaveCount(0);
    for (const text of [dream, "I was flying over a city at night and felt free.", "A wolf chased me through a forest near my school."]) {
      await interpret(page, text);
      await expect(page.getByRole("heading", { name: "Your dream, interpreted" })).toBeVisible();
      await page.getByRole("button", { name: "Interpret another dream" }).click();
    }
    await page.goto("/dashboard");
    await expect(page.getByRole("banner").getByText("Premium")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade" })).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: "A wolf chased me" })).toBeVisible();
    await expect(page.getByText("Recurring symbols")).toBeVisible();
    await expect(page.getByRole("img", { name: /top symbols per month/ })).toBeVisible();
  });

  test("the copy button copies the whole interpretation", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await asVisitorFrom(page);
    await page.goto("/interpret");
    await interpret(page);
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Copied to clipboard")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(dream);
    expect(copied).toContain("What happens");
    expect(copied).toContain("Psychological analysis");
    await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeVisible({ timeout: 5000 });
  });

  test("an XSS attempt in the dream text renders inert", async ({ page, signIn }) => {
    const user = await signIn();
    const attack = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> I dreamt of a cat on a roof.`;
    await page.goto("/interpret");
    await interpret(page, attack);
    await expect(page.getByRole("heading", { name: "Your dream, interpreted" })).toBeVisible();
    await expect(page.getByText(attack).first()).toBeVisible();
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Show interpretation" }).click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const [row] = await sql`select dream_text from public.dream_logs where user_id = ${user.id}`;
    expect(row.dream_text).toBe(attack);
  });
});
