import type { BrowserContext, Page } from "@playwright/test";
import { createUser, expect, signInAs, sql, test } from "./fixtures";

/**
 * Installable and offline (issue 18 item 1) and dictation (item 6), in Chromium against the
 * production build: the service worker, dreams written with the network cut, exactly-once sync,
 * and no member's page ever served to another.
 */

/** Waits until the service worker controls the page and the agent has stored who is signed in. */
async function readyForOffline(page: Page, userId: string | null) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async (expected) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("oneira-offline");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains("account")) return false;
    const stored = await new Promise<{ userId: string } | undefined>((resolve) => {
      const get = db.transaction("account").objectStore("account").get("current");
      get.onsuccess = () => resolve(get.result);
    });
    db.close();
    return (stored?.userId ?? null) === expected;
  }, userId);
}

/** What the service worker keeps: every cached URL's path. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

async function dreamsOf(userId: string, text: string) {
  return sql<{ interpreted: boolean; night: string }[]>`
    select interpretation is not null as interpreted, dreamt_on::text as night
    from public.dream_logs where user_id = ${userId} and dream_text = ${text}`;
}

test.describe("installable", () => {
  test("a manifest with icons, and a service worker script that is always revalidated", async ({ page }) => {
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: "Oneira — Dream Journal",
      short_name: "Oneira",
      display: "standalone",
      start_url: "/interpret",
    });
    const sizes = (manifest.icons as { sizes: string; purpose: string; src: string }[]).map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await page.request.get(icon.src);
      expect(res.headers()["content-type"], icon.src).toBe("image/png");
    }
    const sw = await page.request.get("/sw.js");
    expect(sw.headers()["content-type"]).toContain("javascript");
    expect(sw.headers()["cache-control"]).toBe("no-cache");

    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  });
});

test.describe("offline capture", () => {
  // With the network cut the browser logs every failed fetch (prefetches, the account check).
  test.use({ failOnConsoleError: false });

  test("a dream written with the network cut waits on the device, survives a reload and a second tab, and is saved and interpreted once", async ({
    page,
    context,
    signIn,
  }) => {
    const user = await signIn();
    const dream = "I was rowing a small boat across a lake of ink, and a heron followed me all the way to an island of lanterns.";
    await page.goto("/interpret");
    await readyForOffline(page, user.id);

    await context.setOffline(true);
    await page.getByLabel("Describe your dream in detail").fill(dream);
    await page.getByRole("button", { name: "Interpret Dream" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You're offline. Your dream is kept on this device" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "1 dream waiting to sync" })).toBeVisible();
    await expect(page.getByTestId("waiting-dream")).toContainText("Waiting to sync");
    await expect(page.getByTestId("waiting-dream")).toContainText("Interpreted once saved");

    // A reload with no network: the service worker serves the offline form, the dream still waits.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Write down your dream" })).toBeVisible();
    await expect(page.getByTestId("waiting-dream")).toContainText("I was rowing a small boat");

    // A second tab, also offline, sees the same waiting dream.
    const second = await context.newPage();
    await second.goto("/dashboard");
    await expect(second.getByRole("heading", { name: "1 dream waiting to sync" })).toBeVisible();
    expect(await dreamsOf(user.id, dream)).toEqual([]);

    // Back online: both tabs try to sync; exactly one dream is saved, and interpreted.
    // (Pages loaded offline may not hear an "online" event; the agent also retries every few seconds.)
    await context.setOffline(false);
    await expect(page.getByTestId("waiting-dream")).toHaveCount(0, { timeout: 30_000 });
    await expect(second.getByTestId("waiting-dream")).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => dreamsOf(user.id, dream)).toEqual([{ interpreted: true, night: expect.any(String) }]);
    const [keys] = await sql<{ n: number }[]>`select count(*)::int as n from private.offline_saves where user_id = ${user.id}`;
    expect(keys.n).toBe(1);

    // Reloading both tabs again sends nothing twice.
    await Promise.all([page.reload(), second.reload()]);
    await expect(page.getByRole("heading", { name: /waiting to sync/ })).toHaveCount(0);
    expect(await dreamsOf(user.id, dream)).toHaveLength(1);
  });

  test("the offline form keeps a dream for later without asking for an interpretation", async ({ page, context, signIn }) => {
    const user = await signIn();
    const dream = "A staircase of books went down into warm water and my grandmother read aloud from the bottom step.";
    await page.goto("/offline");
    await readyForOffline(page, user.id);
    await context.setOffline(true);
    await page.getByLabel("Describe your dream in detail").fill(dream);
    await page.getByLabel("Interpret it once it's saved").uncheck();
    await page.getByRole("button", { name: "Keep this dream" }).click();
    await expect(page.getByTestId("waiting-dream")).toContainText("A staircase of books");
    await expect(page.getByLabel("Describe your dream in detail")).toHaveValue("");

    await context.setOffline(false);
    await expect(page.getByTestId("waiting-dream")).toHaveCount(0);
    await expect.poll(() => dreamsOf(user.id, dream)).toEqual([{ interpreted: false, night: expect.any(String) }]);
  });
});

test.describe("the service worker and privacy", () => {
  test.use({ failOnConsoleError: false });

  async function signOut(page: Page) {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  }

  async function offlineVisit(context: BrowserContext, page: Page, paths: string[]) {
    await context.setOffline(true);
    const bodies: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Write down your dream" })).toBeVisible();
      bodies.push(await page.content());
    }
    await context.setOffline(false);
    return bodies.join("\n");
  }

  test("after A signs out and B signs in, nothing of A's is served offline or kept in the caches", async ({ page, context }) => {
    const alice = await createUser({ name: "Alice Nightingale" });
    const bob = await createUser({ name: "Bob Moth" });
    const secret = "Alice's private dream of a violet greenhouse where the clocks grew like vines.";
    const [row] = await sql<{ id: string }[]>`
      insert into public.dream_logs (user_id, dream_text, interpretation, dreamt_on)
      values (${alice.id}, ${secret}, null, current_date) returning id`;

    await signInAs(page, alice);
    await page.goto("/interpret");
    await readyForOffline(page, alice.id);
    for (const path of ["/dashboard", `/dashboard/dreams/${row.id}`]) {
      await page.goto(path);
      await expect(page.getByText("violet greenhouse").first()).toBeVisible();
    }
    await page.goto("/dashboard/settings");
    await expect(page.getByText(alice.email).first()).toBeVisible();
    await signOut(page);
    await readyForOffline(page, null);

    await signInAs(page, bob);
    await page.goto("/dashboard");
    await readyForOffline(page, bob.id);
    const served = await offlineVisit(context, page, ["/dashboard", `/dashboard/dreams/${row.id}`, "/interpret", "/dashboard/settings"]);
    expect(served).not.toContain("violet greenhouse");
    expect(served).not.toContain(alice.email);
    expect(served).not.toContain("Alice Nightingale");

    // Only public files are kept: the offline page, build files, the manifest and icons.
    const paths = await cachedPaths(page);
    expect(paths).toContain("/offline");
    for (const path of paths) expect(path).toMatch(/^\/(offline|_next\/static\/.+|manifest\.webmanifest|icons\/[\w-]+\.png)$/);
  });
});

/** A SpeechRecognition stand-in the test drives: `__say([[text, isFinal], …])` delivers results. */
function stubSpeechRecognition() {
  type Handler = ((event: unknown) => void) | null;
  class FakeRecognition {
    lang = "";
    continuous = false;
    interimResults = false;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: (() => void) | null = null;
    start() {
      (window as unknown as { __recognition: FakeRecognition }).__recognition = this;
    }
    stop() {
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.SpeechRecognition = FakeRecognition;
  w.webkitSpeechRecognition = FakeRecognition;
  w.__say = (pieces: [string, boolean][]) => {
    const results = pieces.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
    (w.__recognition as FakeRecognition).onresult?.({ results });
  };
}

test.describe("dictation", () => {
  test("no microphone button where the browser has no speech recognition", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    await page.goto("/interpret");
    await expect(page.getByRole("button", { name: "Interpret Dream" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Dictate" })).toHaveCount(0);
  });

  test("words appear as they are recognised, after what was typed, and can be corrected", async ({ page }) => {
    await page.addInitScript(stubSpeechRecognition);
    await page.goto("/interpret");
    const field = page.getByLabel("Describe your dream in detail");
    await field.fill("Last night:");
    await page.getByRole("button", { name: "Dictate" }).click();
    await expect(page.getByRole("button", { name: "Stop dictation" })).toBeVisible();

    const say = (pieces: [string, boolean][]) =>
      page.evaluate((p) => (window as unknown as { __say: (p: unknown) => void }).__say(p), pieces);
    await say([["I was flying", false]]);
    await expect(field).toHaveValue("Last night: I was flying");
    await say([
      ["I was flying over a city", true],
      [" of bridges", false],
    ]);
    await expect(field).toHaveValue("Last night: I was flying over a city of bridges");

    await page.getByRole("button", { name: "Stop dictation" }).click();
    await expect(page.getByRole("button", { name: "Dictate" })).toBeVisible();
    await field.fill("Last night: I was flying over a city of bright bridges");
    await expect(field).toHaveValue("Last night: I was flying over a city of bright bridges");
  });
});
