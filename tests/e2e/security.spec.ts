import { createHash, randomInt } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SHELL_SCRIPT_HASHES, rendersPerRequest } from "@/lib/security/csp";
import { DICTIONARY_SLUGS, articlePath } from "@/lib/dictionary/themes";

/**
 * Security headers, the CSP in a real browser, cross-site refusal and body limits.
 * Every page opened here runs under the fixture that fails a test on any console error, and a
 * CSP violation is a console error in Chromium.
 */

const PAGES = [
  "/",
  "/about",
  "/faq",
  "/privacy",
  "/terms",
  "/dream-dictionary",
  "/dream-dictionary/teeth-dreams",
  "/interpret",
  "/login",
  "/register",
  "/forgot-password",
  "/upgrade",
  "/no-such-page",
];

const dream =
  "I was climbing a spiral staircase inside a lighthouse while the sea kept rising, and my sister waved from a boat below. I felt calm and curious.";

const asVisitorFrom = async (page: Page) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` });
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Watches the page for CSP violations (they are also console errors, which the fixture catches). */
async function collectViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  return violations;
}

/** Captures the Next-Action id of the interpret action from a real submission in the browser. */
async function interpretActionId(page: Page): Promise<string> {
  await asVisitorFrom(page);
  await page.goto("/interpret");
  const request = page.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  await page.getByLabel("Describe your dream in detail").fill(dream);
  await page.getByRole("button", { name: "Interpret Dream" }).click();
  const id = (await request).headers()["next-action"]!;
  await expect(page.getByRole("heading", { name: "Your dream, interpreted" })).toBeVisible();
  return id;
}

function postAction(request: APIRequestContext, actionId: string, body: string, headers: Record<string, string> = {}) {
  return request.post("/interpret", {
    data: body,
    headers: {
      "next-action": actionId,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      "x-forwarded-for": `10.9.${randomInt(255)}.${randomInt(1, 255)}`,
      ...headers,
    },
    failOnStatusCode: false,
    maxRedirects: 0,
  });
}

test.describe("security headers", () => {
  test("every page sends a CSP whose inline scripts are pinned by nonce or hash, and the other hardening headers", async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of PAGES) {
      const res = await request.get(path, { failOnStatusCode: false });
      const h = res.headers();
      const csp = h["content-security-policy"];
      expect(csp, `${path} has a CSP`).toBeTruthy();
      const d = directives(csp!);
      const scriptSrc = d.get("script-src") ?? [];
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      if (rendersPerRequest(path)) {
        expect(scriptSrc, path).not.toContain("'unsafe-inline'");
        const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"));
        expect(nonce, `${path} script-src has a nonce`).toBeTruthy();
        nonces.add(nonce!);
      } else {
        // Static: the same HTML for everyone, so no nonce; the page's own policy lists its scripts.
        expect(
          scriptSrc.some((s) => s.startsWith("'nonce-")),
          path,
        ).toBe(false);
        const meta = metaPolicy(await res.text());
        expect(meta, `${path} carries its own script policy`).toBeTruthy();
        expect(meta, path).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
        expect(meta, path).toMatch(/'sha256-/);
      }
      expect(d.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(d.get("object-src"), path).toEqual(["'none'"]);
      expect(d.get("base-uri"), path).toEqual(["'self'"]);
      expect(d.get("frame-src"), path).toContain("https://www.paypal.com");
      expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(h["x-content-type-options"], path).toBe("nosniff");
      expect(h["permissions-policy"], path).toContain("camera=()");
      // Plain http in tests: no HSTS (it is sent in production over https only).
      expect(h["strict-transport-security"], path).toBeUndefined();
    }
    // Each per-request page once more: every response gets a nonce of its own.
    for (const path of PAGES.filter(rendersPerRequest)) {
      const again = directives((await request.get(path)).headers()["content-security-policy"]!).get("script-src") ?? [];
      nonces.add(again.find((s) => s.startsWith("'nonce-"))!);
    }
    expect(nonces.size, "a fresh nonce per response").toBe(2 * PAGES.filter(rendersPerRequest).length);
    expect(nonces.size).toBeGreaterThan(1);

    const api = await request.post("/api/not-found", { data: { path: "/x" }, failOnStatusCode: false });
    expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("every inline script of every page carries the response's nonce or a hash its page allows", async ({ request }) => {
    for (const path of PAGES) {
      const res = await request.get(path, { failOnStatusCode: false });
      const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
      const html = await res.text();
      const allowed = rendersPerRequest(path) ? SHELL_SCRIPT_HASHES : (metaPolicy(html)?.split(" ") ?? []);
      let inline = 0;
      for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attrs!) || /application\/ld\+json/.test(attrs!)) continue;
        inline++;
        if (nonce && attrs!.includes(`nonce="${nonce}"`)) continue;
        const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
        expect(allowed, `${path}: inline script without nonce and unknown hash ${hash}: ${body!.slice(0, 80)}`).toContain(hash);
      }
      expect(inline, `${path} carries its payload in inline scripts`).toBeGreaterThan(1);
    }
  });

  test("the build made static exactly the pages the proxy treats as static", async () => {
    // Every prerendered page of the build the server runs, and whether it waits for the request.
    const appDir = path.resolve(import.meta.dirname, "../../.next/server/app");
    const manifest = JSON.parse(readFileSync(path.resolve(appDir, "../../prerender-manifest.json"), "utf8")) as {
      routes: Record<string, unknown>;
    };
    const pages = Object.keys(manifest.routes).filter((route) => existsSync(path.join(appDir, `${route === "/" ? "/index" : route}.html`)));
    // All twelve articles, each listed and fully static (`next build` folds ten of them into
    // "[+10 more paths]" under the marker of the route's fallback shell).
    for (const route of [
      "/",
      "/about",
      "/faq",
      "/privacy",
      "/terms",
      "/dream-dictionary",
      ...DICTIONARY_SLUGS.map(articlePath),
      "/login",
      "/interpret",
    ]) {
      expect(pages, route).toContain(route);
    }
    for (const route of pages) {
      const meta = JSON.parse(readFileSync(path.join(appDir, `${route === "/" ? "/index" : route}.meta`), "utf8")) as {
        postponed?: string;
      };
      expect(Boolean(meta.postponed), `${route}: rendered per request in the build, and in the proxy's list`).toBe(
        rendersPerRequest(route),
      );
    }
  });
});

test.describe("static pages", () => {
  test("are the same for everyone: cacheable, no cookies set even when signed in; the account state comes from /api/account", async ({
    page,
    signIn,
  }) => {
    const visitor = await page.request.get("/api/account");
    expect(visitor.headers()["cache-control"]).toBe("private, no-store");
    expect(await visitor.json()).toEqual({ signedIn: false, isPremium: false, userId: null, usage: null });
    expect(visitor.headers()["set-cookie"]).toBeUndefined();
    // /interpret's visitors get the cookie that counts their free interpretation from here, not from the static page.
    const interpreting = await page.request.get("/api/account?visitor=1");
    expect(interpreting.headers()["set-cookie"]).toContain("HttpOnly");

    await signIn();
    expect(await (await page.request.get("/api/account")).json()).toMatchObject({
      signedIn: true,
      isPremium: false,
      usage: { remaining: 1 },
    });
    await page.context().clearCookies();
    await signIn({ premium: true });
    for (const path of ["/", "/about", "/dream-dictionary/teeth-dreams", "/interpret"]) {
      const res = await page.request.get(path);
      expect(res.headers()["cache-control"], path).toContain("s-maxage=");
      expect(res.headers()["set-cookie"], path).toBeUndefined();
      expect(await res.text(), path).not.toContain("Sign Out");
    }
    expect(await (await page.request.get("/api/account")).json()).toMatchObject({ signedIn: true, isPremium: true, usage: null });
    await page.goto("/about");
    await expect(page.getByRole("banner").getByText("Premium")).toBeVisible();
  });
});

/** The script policy a static page carries in its own <meta> tag. */
function metaPolicy(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="script-src ([^"]*)"\/>/.exec(html)?.[1];
}

test.describe("CSP in the browser", () => {
  // These tests are about the policy: they fail on any CSP violation event and on any console
  // message that names the policy, not on unrelated page errors (other specs own those).
  test.use({ failOnConsoleError: false });
  let cspConsole: string[] = [];
  test.beforeEach(({ page }) => {
    cspConsole = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) cspConsole.push(msg.text());
    });
  });
  test.afterEach(() => {
    expect(cspConsole, "CSP messages in the console").toEqual([]);
  });

  test("no page violates the policy while loading, hydrating and navigating", async ({ page }) => {
    const violations = await collectViolations(page);
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // A client-side navigation and the streamed header after it.
    await page.goto("/");
    await page
      .getByRole("link", { name: /dictionary/i })
      .first()
      .click();
    await expect(page).toHaveURL(/dream-dictionary/);
    expect(violations).toEqual([]);
  });

  test("signed-in pages (the session path of the proxy) and an interpretation result keep to the policy", async ({ page, signIn }) => {
    const violations = await collectViolations(page);
    await signIn({ premium: true });
    for (const path of ["/dashboard", "/upgrade", "/dream-dictionary/teeth-dreams"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    await page.goto("/interpret");
    await page.getByLabel("Describe your dream in detail").fill(dream);
    await page.getByRole("button", { name: "Interpret Dream" }).click();
    await expect(page.getByRole("heading", { name: "Your dream, interpreted" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("CSP against injection", () => {
  // The blocked script is reported as a console error on purpose here.
  test.use({ failOnConsoleError: false });

  test("an injected inline script without the nonce is blocked", async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    // What an HTML injection would do: a parser-inserted inline script with no nonce.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML("beforeend", '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>');
      const s = document.createElement("script");
      s.textContent = "window.__pwned = 1";
      document.body.appendChild(s);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe("cross-site requests and body limits", () => {
  test("a server action from another site is refused and spends nothing", async ({ page, request }) => {
    const actionId = await interpretActionId(page);
    const body = JSON.stringify([{ text: dream }]);

    const crossSite = await postAction(request, actionId, body, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain("another site");

    // No Sec-Fetch-Site (an old browser): Next's own Origin check refuses it.
    const wrongOrigin = await postAction(request, actionId, body, { origin: "https://evil.example" });
    expect(wrongOrigin.status()).toBeGreaterThanOrEqual(400);
    expect(await wrongOrigin.text()).not.toContain("Your dream");

    // The same request from the site itself works (so the refusals above were about the origin).
    const sameOrigin = await postAction(request, actionId, body, { origin: new URL(page.url()).origin, "sec-fetch-site": "same-origin" });
    expect(sameOrigin.status()).toBe(200);
    expect(await sameOrigin.text()).toContain('"ok":true');
  });

  test("a 1 MB dream sent to the action endpoint is refused with 413 before it is parsed, and the server carries on", async ({
    page,
    request,
  }) => {
    const actionId = await interpretActionId(page);
    const huge = JSON.stringify([{ text: "a".repeat(1024 * 1024) }]);
    const started = Date.now();
    const res = await postAction(request, actionId, huge, { origin: new URL(page.url()).origin });
    expect(res.status()).toBe(413);
    expect(await res.text()).toContain("A dream can be at most 8,000 characters");
    expect(Date.now() - started).toBeLessThan(10_000);
    const ok = await postAction(request, actionId, JSON.stringify([{ text: dream }]), { origin: new URL(page.url()).origin });
    expect(ok.status()).toBe(200);
  });

  test("a 1 MB dream in the form is refused with the clear message, keeps the text and sends nothing", async ({ page }) => {
    await asVisitorFrom(page);
    const huge = "I dreamt of the sea. ".repeat(50_000); // ~1 MB
    await page.addInitScript((text) => window.localStorage.setItem("oneira:dream-draft", text), huge);
    await page.goto("/interpret");
    const field = page.getByLabel("Describe your dream in detail");
    // Typing or pasting is capped at 8,000 characters by the field itself… (the field is enabled once the
    // page hydrates, which with a 1 MB draft to read took over 10 s in a CI run on a loaded machine)
    await expect(field).toBeEnabled({ timeout: 30_000 });
    await field.fill(huge);
    expect((await field.inputValue()).length).toBeLessThanOrEqual(8000);
    // …and a longer text that got there anyway (a restored draft) is refused without a request.
    await field.evaluate((el: HTMLTextAreaElement, text) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      setter.call(el, text);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }, huge);
    let actionCalls = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.headers()["next-action"]) actionCalls++;
    });
    await page.getByRole("button", { name: "Interpret Dream" }).click();
    await expect(page.getByText("Dream description too long")).toBeVisible();
    await expect(page.getByText("Please shorten your dream to 8,000 characters or fewer.")).toBeVisible();
    expect((await field.inputValue()).length).toBe(huge.length);
    expect(actionCalls).toBe(0);
  });

  test("a state-changing route handler refuses cross-site requests", async ({ request }) => {
    const cross = await request.post("/api/not-found", {
      data: { path: "/x" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      failOnStatusCode: false,
    });
    expect(cross.status()).toBe(403);
    const same = await request.post("/api/not-found", {
      data: { path: "/x" },
      headers: { "sec-fetch-site": "same-origin" },
      failOnStatusCode: false,
    });
    expect(same.status()).toBe(204);
  });
});
