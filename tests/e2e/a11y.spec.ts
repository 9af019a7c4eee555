import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { createUser, expect, sql, test } from "./fixtures";
import { interpretOffline } from "@/lib/interpret/offline";

/**
 * Accessibility: axe (WCAG 2.0/2.1 A and AA rules) on every page and state a person reaches, the
 * main forms driven by the keyboard alone, a visible focus indicator, and reduced motion.
 */

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const dream =
  "I was walking through a forest of glass trees at night with my old teacher, looking for a lost key, and I felt anxious but hopeful.";

async function expectNoViolations(page: Page, label: string) {
  // Toasts animate in; wait for the page to settle so colour contrast is measured at rest.
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

const asVisitorFrom = async (page: Page) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` });
};

const PUBLIC_PAGES = [
  "/",
  "/interpret",
  "/dream-dictionary",
  "/dream-dictionary/teeth-dreams",
  "/about",
  "/faq",
  "/privacy",
  "/terms",
  "/login",
  "/register",
  "/forgot-password",
  "/upgrade",
  "/offline",
  "/no-such-page",
];

test.describe("axe: zero WCAG 2.1 AA violations", () => {
  for (const path of PUBLIC_PAGES) {
    test(`page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, path);
    });
  }

  test("an interpretation result", async ({ page }) => {
    await asVisitorFrom(page);
    await page.goto("/interpret");
    await page.getByLabel("Describe your dream in detail").fill(dream);
    await page.getByRole("button", { name: "Interpret Dream" }).click();
    await expect(page.getByRole("heading", { name: "Your dream, interpreted" })).toBeVisible();
    await expectNoViolations(page, "/interpret result");
  });

  test("form errors (login with a wrong password)", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page, "/login with errors");
  });

  test("the dashboard, empty and full, and the upgrade page signed in", async ({ page, signIn }) => {
    const user = await signIn({ premium: true });
    await page.goto("/dashboard");
    await expect(page.getByText("No dreams saved yet")).toBeVisible();
    await expectNoViolations(page, "/dashboard (empty)");

    const texts = Array.from({ length: 25 }, (_, i) => `${dream} Night ${i + 1}: the river, a red door and my brother were there too.`);
    for (const [i, text] of texts.entries()) {
      await sql`insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
                values (${user.id}, ${text}, ${sql.json(interpretOffline(text) as never)}, now() - make_interval(hours => ${i}))`;
    }
    await page.goto("/dashboard");
    await expect(page.getByText("Night 1:").first()).toBeVisible();
    await expectNoViolations(page, "/dashboard (full)");

    await page.goto("/upgrade");
    await expectNoViolations(page, "/upgrade (premium)");
  });
});

test.describe("keyboard", () => {
  test("the login form works by keyboard alone, with a visible focus ring", async ({ page }) => {
    const user = await createUser();
    await page.goto("/login");
    await expect(page.getByLabel("Email", { exact: true })).toBeEnabled();
    // From the top of the page: the skip link comes first.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");

    // Tab forward until the e-mail field has focus (header links come first).
    const email = page.getByLabel("Email", { exact: true });
    for (let i = 0; i < 30 && !(await email.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(email).toBeFocused();
    const outline = await email.evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle !== "none" && s.outlineWidth !== "0px", ring: s.boxShadow !== "none" };
    });
    expect(outline.outline || outline.ring, "the focused field shows a focus indicator").toBe(true);
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test("the interpret form works by keyboard alone and the result takes focus", async ({ page }) => {
    await asVisitorFrom(page);
    await page.goto("/interpret");
    const field = page.getByLabel("Describe your dream in detail");
    await expect(field).toBeEnabled();
    for (let i = 0; i < 40 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    await page.keyboard.type(dream);
    await page.keyboard.press("Tab");
    const submit = page.getByRole("button", { name: "Interpret Dream" });
    await expect(submit).toBeFocused();
    const ring = await submit.evaluate((el) => {
      const s = getComputedStyle(el);
      return (s.outlineStyle !== "none" && s.outlineWidth !== "0px") || s.boxShadow !== "none";
    });
    expect(ring, "the focused button shows a focus indicator").toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your dream, interpreted" })).toBeFocused();
  });

  test("every focusable element on the home page shows a focus indicator", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const missing: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const visible = (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none";
        return { visible, name: `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"` };
      });
      if (!info) break;
      if (!info.visible) missing.push(info.name);
    }
    expect(missing).toEqual([]);
  });
});

test.describe("reduced motion", () => {
  test.use({ colorScheme: "dark" });

  test("with prefers-reduced-motion, nothing animates or transitions for longer than a blink", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of ["/", "/interpret"]) {
      await page.goto(path);
      const slow = await page.evaluate(() => {
        const out: string[] = [];
        for (const el of Array.from(document.querySelectorAll<HTMLElement>("*"))) {
          const s = getComputedStyle(el);
          const longest = (v: string) =>
            Math.max(...v.split(",").map((t) => (t.trim().endsWith("ms") ? parseFloat(t) : parseFloat(t) * 1000)));
          if (s.animationName !== "none" && longest(s.animationDuration) > 1) out.push(`${el.tagName} animation ${s.animationDuration}`);
          if (longest(s.transitionDuration) > 1) out.push(`${el.tagName} transition ${s.transitionDuration}`);
        }
        return out.slice(0, 10);
      });
      expect(slow, path).toEqual([]);
    }
  });
});
