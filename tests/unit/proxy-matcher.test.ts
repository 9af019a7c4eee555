import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { NON_PAGE_CSP, contentSecurityPolicy, cspOptionsFromEnv, rendersPerRequest } from "@/lib/security/csp";
import { DICTIONARY_SLUGS, articlePath } from "@/lib/dictionary/themes";
import { isUnknownDictionaryArticle } from "@/lib/dictionary/routing";

/**
 * proxy.ts runs only where it has work to do; every other page gets the static policy from
 * next.config.ts. A page that got neither would have no CSP, one that got both two policies.
 */

// Next's request scope needs what its own server provides before next/server is loaded.
Object.assign(globalThis, { AsyncLocalStorage });
const { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } = await import("next/experimental/testing/server");
const { config } = await import("@/proxy");
const { AUTH_PAGES } = await import("@/lib/supabase/proxy");

const STATIC_PAGES = [
  "/",
  "/about",
  "/faq",
  "/privacy",
  "/terms",
  "/interpret",
  "/offline",
  "/forgot-password",
  "/auth/link-expired",
  "/dream-dictionary",
  ...DICTIONARY_SLUGS.map(articlePath),
  "/dream-dictionary/teeth-dreams/opengraph-image",
  // No route: Next answers with its static 404 page by itself.
  "/dream-dictionary/flying-dreams/extra",
  "/no-such-page",
  "/dashboards",
  "/logins",
  "/login/extra",
];
const PROXIED_PAGES = [
  "/dashboard",
  "/dashboard/dreams/new",
  "/dashboard/dreams/0b7c8f3e-9a51-4d6e-8f4b-2a1c3d5e7f90/edit",
  "/dashboard/search",
  "/upgrade",
  "/support",
  "/reset-password",
  "/unsubscribe",
  "/login",
  "/register",
];

/** The article route would answer these with its fallback shell (200): the proxy answers 404. */
const UNKNOWN_ARTICLES = [
  "/dream-dictionary/unknown-thing",
  "/dream-dictionary/Flying-Dreams",
  "/dream-dictionary/flying-dreamsx",
  "/dream-dictionary/nope/opengraph-image",
];

const url = (path: string) => `http://localhost:3000${path}`;
const proxyRuns = (path: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url: url(path), headers, nextConfig });
async function configPolicy(path: string, headers: Record<string, string> = {}) {
  const response = await unstable_getResponseFromNextConfig({ url: url(path), nextConfig, headers });
  return response.headers.get("content-security-policy");
}

describe("who sets a page's Content-Security-Policy", () => {
  it("the proxy runs for exactly the pages rendered per request and the sign-in pages", () => {
    for (const path of [...STATIC_PAGES, ...PROXIED_PAGES])
      expect(proxyRuns(path), path).toBe(rendersPerRequest(path) || AUTH_PAGES.includes(path));
  });

  it("next.config.ts gives every other page the proxy's static policy, and no page both", async () => {
    const staticPolicy = contentSecurityPolicy({ nonce: null, ...cspOptionsFromEnv() });
    for (const path of STATIC_PAGES) expect(await configPolicy(path), path).toBe(staticPolicy);
    for (const path of PROXIED_PAGES) expect(await configPolicy(path), path).toBeNull();
  });

  it("a dictionary path that is none of the articles passes through the proxy, which answers 404 with the same static policy", async () => {
    for (const path of UNKNOWN_ARTICLES) {
      expect(proxyRuns(path), path).toBe(true);
      expect(isUnknownDictionaryArticle(path), path).toBe(true);
      expect(await configPolicy(path), path).toBe(contentSecurityPolicy({ nonce: null, ...cspOptionsFromEnv() }));
    }
  });

  it("a server action passes through the proxy on any page, and its answer gets the policy only from there", async () => {
    for (const path of ["/interpret", "/forgot-password", "/", "/dream-dictionary/teeth-dreams", "/dashboard", "/login"]) {
      expect(proxyRuns(path, { "next-action": "abc123" }), path).toBe(true);
      expect(await configPolicy(path, { "next-action": "abc123" }), path).toBeNull();
    }
  });

  it("files, build assets and route handlers never pass through the proxy and get no page policy", async () => {
    for (const path of ["/_next/static/chunks/app.js", "/icon.svg", "/sitemap.xml", "/robots.txt", "/sw.js", "/api/account"])
      expect(proxyRuns(path), path).toBe(false);
    expect(await configPolicy("/_next/static/chunks/app.js")).toBeNull();
    expect(await configPolicy("/api/account")).toBe(NON_PAGE_CSP);
    expect(await configPolicy("/sw.js")).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
