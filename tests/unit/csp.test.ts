import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, rendersPerRequest } from "@/lib/security/csp";
import { inlineScriptHashes, stampStaticPage } from "@/lib/security/static-page-csp";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
const scriptSrc = (policy: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  "</head><body><p>Dream</p>",
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  "<script>self.__next_f.push([0])</script>",
  '<script type="module">import("/x.js")</script>',
  '<script>self.__next_f.push([1,"é"])</script>',
  "<script>self.__next_f.push([0])</script>",
  "</body></html>",
].join("");

describe("the policy of a page", () => {
  it("pages rendered per request get a nonce and React's shell script, never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" });
    expect(scriptSrc(policy)).toContain("'nonce-abc'");
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("static pages get no nonce: their header allows inline scripts, their own <meta> policy narrows it", () => {
    const policy = contentSecurityPolicy({ nonce: null });
    expect(scriptSrc(policy)).toContain("'unsafe-inline'");
    expect(policy).not.toContain("'nonce-");
    expect(scriptSrc(policy)).not.toContain("'unsafe-eval'");
  });

  it("knows which pages read the request", () => {
    for (const p of ["/dashboard", "/dashboard/dreams/x", "/upgrade", "/support", "/reset-password", "/unsubscribe"])
      expect(rendersPerRequest(p), p).toBe(true);
    for (const p of [
      "/",
      "/about",
      "/dream-dictionary/teeth-dreams",
      "/interpret",
      "/login",
      "/register",
      "/interpretations",
      "/no-such-page",
    ])
      expect(rendersPerRequest(p), p).toBe(false);
  });
});

describe("the <meta> policy of a static page", () => {
  it("hashes each inline script that runs, once, and skips external scripts and JSON-LD", () => {
    expect(inlineScriptHashes(page)).toEqual([sha("self.__next_f.push([0])"), sha('import("/x.js")'), sha('self.__next_f.push([1,"é"])')]);
  });

  it("goes right after the charset, allows only those scripts, and is written once however often it runs", () => {
    const stamped = stampStaticPage(page);
    expect(
      stamped.startsWith(
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src \'self\' ',
      ),
    ).toBe(true);
    const policy = /content="(script-src [^"]*)"/.exec(stamped)![1]!;
    expect(scriptSrc(policy)).toEqual(expect.arrayContaining(inlineScriptHashes(page)));
    expect(policy).not.toMatch(/unsafe-inline|nonce-/);
    expect(stampStaticPage(stamped)).toBe(stamped);
    expect(stamped.replace(/<meta http-equiv[^>]*>/, "")).toBe(page);
  });

  it("lets the ad script in only when ads are enabled", () => {
    expect(stampStaticPage(page)).not.toContain("googlesyndication");
    expect(stampStaticPage(page, { ads: true })).toContain("https://pagead2.googlesyndication.com");
  });
});
