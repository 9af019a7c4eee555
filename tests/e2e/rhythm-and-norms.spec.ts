import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createUser, expect, sql, test } from "./fixtures";
import { addDays, localDate } from "@/lib/journal/streak";

/** Issue 18 items 7 and 8: the nights calendar and streak, the reminder opt-in, the norms page. */

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
async function expectNoViolations(page: Page, label: string) {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

/** A coded reading: a sister, a male stranger who threatens you, a dog; fear and joy; a misfortune when asked. */
function coded(misfortune: boolean) {
  return {
    story: "You walked a dog along the canal with your sister while a man shouted at you.",
    summary: "A walk along the canal turns tense.",
    psychologicalAnalysis: "The dream weighs company against a threat.",
    symbols: [{ symbol: "canal", meaning: "a set course", quote: "canal" }],
    emotions: [
      { code: "AP", label: "fear", evidence: "I was scared" },
      { code: "HA", label: "joy", evidence: "I was glad" },
    ],
    characters: [
      { label: "your sister", kind: "family", sex: "female" },
      { label: "a man", kind: "stranger", sex: "male" },
      { label: "a dog", kind: "animal", sex: "indefinite" },
      { label: "you, the dreamer", kind: "self", sex: "indefinite" },
    ],
    setting: { indoor: false, familiar: null, places: ["canal"] },
    themes: ["company"],
    interactions: [{ type: "aggression", initiator: "a man", recipient: "you", evidence: "a man shouted at me" }],
    outcomes: misfortune ? [{ type: "misfortune", who: "you", evidence: "I slipped on the towpath" }] : [],
    arc: { type: "threat", evidence: ["a man shouted at me"] },
    reflectionQuestions: ["Who walks beside you?", "Who raises their voice?"],
    engine: "e2e@1",
  };
}
const oldReading = { summary: "An older reading.", psychologicalAnalysis: "Made before the coding.", symbols: [] };

async function addDreams(userId: string, interpretations: object[], night = "2026-01-15") {
  for (const interpretation of interpretations) {
    await sql`
      insert into public.dream_logs (user_id, dream_text, interpretation, dreamt_on)
      values (${userId}, 'Along the canal towpath with my sister and the dog.', ${sql.json(interpretation as never)}, ${night}::date)`;
  }
}

test.describe("your dreams and the norms", () => {
  test("an empty state below ten coded dreams, then the figures beside the norms, as a plot and a table", async ({ page, signIn }) => {
    const user = await signIn();
    await addDreams(user.id, [...Array.from({ length: 9 }, (_, i) => coded(i < 5)), oldReading]);

    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Beside the norms" }).click();
    await expect(page).toHaveURL(/\/dashboard\/norms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your dreams and the norms" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ten dreams first" })).toBeVisible();
    await expect(page.getByText("You have 9 (1 older reading predates the coding): one more to go.")).toBeVisible();
    await expectNoViolations(page, "the norms page, empty");

    await addDreams(user.id, [coded(false)]);
    await page.reload();
    await expect(page.getByTestId("norms-basis")).toHaveText(
      "Based on 10 of your 11 dreams: 1 older reading was made before Oneira coded characters and events, so it is not counted.",
    );
    await expect(page.getByRole("note")).toContainText("Descriptive, not diagnostic.");
    const plot = page.getByRole("img", { name: "Your dreams beside the Hall/Van de Castle norms" });
    await expect(plot).toBeVisible();
    await expect(plot.locator("desc")).toContainText("Male characters: you 50%; men 67%; women 48%.");

    await page.getByText("The same figures as a table").click();
    const table = page.getByRole("table", { name: "Your figures beside the Hall/Van de Castle norms for men and women" });
    const row = (name: string) => table.getByRole("row", { name: new RegExp(`^${name}`) });
    // 10 dreams × (a sister, a man, a dog): 10 men and 10 women, 10 of 20 people familiar, 10 of 30 characters animals
    await expect(row("Male characters")).toContainText("50%67%48%from 20 men and women in 10 dreams");
    await expect(row("Familiar people")).toContainText("50%45%58%");
    await expect(row("Friends")).toContainText("0%31%37%");
    await expect(row("Animals")).toContainText("33%6%4%from 30 characters in 10 dreams");
    await expect(row("Hostility per character")).toContainText("0.330.340.24");
    await expect(row("Friendliness per character")).toContainText("0.000.210.22");
    await expect(row("You on the receiving end")).toContainText("100%60%67%");
    await expect(row("Dreams with a misfortune")).toContainText("50%36%33%from 10 dreams");
    await expect(row("Unpleasant feelings")).toContainText("50%80%80%");
    await expect(page.getByRole("heading", { name: "What each figure means" })).toBeVisible();
    await expect(page.getByRole("link", { name: "dreamresearch.net: the Hall/Van de Castle norms" })).toBeVisible();
    await expect(page.getByText(/Domhoff, G\. W\. \(1996\)\. Finding Meaning in Dreams/)).toBeVisible();
    await expectNoViolations(page, "the norms page");
  });

  test("another member's dreams never count", async ({ page, signIn }) => {
    const other = await createUser();
    await addDreams(
      other.id,
      Array.from({ length: 12 }, () => coded(true)),
    );
    const me = await signIn();
    await addDreams(
      me.id,
      Array.from({ length: 3 }, () => coded(true)),
    );
    await page.goto("/dashboard/norms");
    await expect(page.getByText("You have 3: 7 more to go.")).toBeVisible();
  });
});

test.describe("the nights calendar and the streak", () => {
  const timeZone = "Pacific/Auckland";
  test.use({ timezoneId: timeZone });

  test("counts nights by the night of the dream, in the member's own time zone", async ({ page, signIn }) => {
    const user = await signIn();
    const today = localDate(timeZone);
    // Last night and the two before it, twice on one night; a gap; one older night.
    for (const night of [addDays(today, -1), addDays(today, -1), addDays(today, -2), addDays(today, -3), addDays(today, -6)]) {
      await addDreams(user.id, [coded(false)], night);
    }
    await page.goto("/dashboard");
    await expect(page.getByTestId("streak")).toHaveText("3 nights in a row");
    const inMonth = [1, 2, 3, 6].map((d) => addDays(today, -d)).filter((n) => n.slice(0, 7) === today.slice(0, 7));
    await expect(page.getByTestId("nights-this-month")).toHaveText(
      new RegExp(`: ${inMonth.length} ${inMonth.length === 1 ? "night" : "nights"} recorded$`),
    );
    for (const n of inMonth) await expect(page.locator(`[data-night="${n}"]`)).toHaveAttribute("data-recorded", "true");
    await expect(page.locator(`[data-night="${today}"]`)).toHaveAttribute("aria-current", "date");
    await expect(page.locator(`[data-night="${today}"]`)).not.toHaveAttribute("data-recorded", "true");
    await expectNoViolations(page, "the DreamLog with its calendar");
  });

  test("a broken run shows no streak", async ({ page, signIn }) => {
    const user = await signIn();
    await addDreams(user.id, [coded(false)], addDays(localDate(timeZone), -4));
    await page.goto("/dashboard");
    await expect(page.getByTestId("streak")).toHaveText("No streak right now: write down tonight's dream to start one.");
  });
});

test("the morning reminder is opted into on the notifications page, in the browser's time zone", async ({ page, signIn }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const user = await signIn();
  await page.goto("/dashboard/notifications");
  const form = page.getByRole("form", { name: "Morning reminder" });
  await expect(form.getByTestId("reminder-zone")).toHaveText(/your time \(.+\)/);
  await form.getByRole("checkbox", { name: /Remind me in the morning/ }).check();
  await form.getByRole("combobox", { name: "At" }).selectOption("6");
  await form.getByRole("button", { name: "Save reminder" }).click();
  await expect(page.getByText("Reminder on: 6:00 each morning, unless you've already written last night's dream down")).toBeVisible();
  const [row] = await sql<{ reminder_enabled: boolean; reminder_hour: number }[]>`
    select reminder_enabled, reminder_hour from public.email_preferences where user_id = ${user.id}`;
  expect(row).toEqual({ reminder_enabled: true, reminder_hour: 6 });
  // Free members get the reminder; the pattern e-mails stay an Unlimited feature.
  await expect(page.getByRole("heading", { name: "Pattern e-mails come with Unlimited" })).toBeVisible();
  await expectNoViolations(page, "the notifications page");
});
