import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * Crawls the built site from / through its internal links: every page must answer 2xx or 3xx,
 * and every HTML page must declare a canonical URL and a meta description of at most 158
 * characters (155 + "...").
 */

const SKIP = [/^\/dashboard(\/|$)/, /^\/auth\//, /^\/api\//, /^\/_next\//];
const MAX_PAGES = 250;
const DESCRIPTION_MAX = 158;

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Attributes of every <tag ...> in the document. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(([, attrs]) => {
    const out: Record<string, string> = {};
    for (const [, name, dq, sq] of attrs!.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      out[name!.toLowerCase()] = decodeEntities(dq ?? sq ?? "");
    return out;
  });
}

async function get(request: APIRequestContext, path: string) {
  return request.get(path, { maxRedirects: 0, failOnStatusCode: false });
}

test("every internal link resolves and every page has a canonical URL and a short description", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const queue: string[] = ["/"];
  const seen = new Set(queue);
  const foundOn = new Map<string, string>([["/", "(start)"]]);
  const problems: string[] = [];
  let htmlPages = 0;

  const enqueue = (href: string, from: string) => {
    let url: URL;
    try {
      url = new URL(href, `${origin}${from}`);
    } catch {
      problems.push(`${from}: unparsable link ${href}`);
      return;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return; // other sites, mailto:, tel:
    const path = url.pathname + url.search;
    if (SKIP.some((re) => re.test(url.pathname)) || seen.has(path) || seen.size >= MAX_PAGES) return;
    seen.add(path);
    foundOn.set(path, from);
    queue.push(path);
  };

  while (queue.length > 0) {
    const path = queue.shift()!;
    const res = await get(request, path);
    const status = res.status();
    if (status >= 300 && status < 400) {
      const location = res.headers()["location"];
      if (location) enqueue(location, path);
      else problems.push(`${path}: ${status} without a Location header (linked from ${foundOn.get(path)})`);
      continue;
    }
    if (status < 200 || status >= 300) {
      problems.push(`${path}: HTTP ${status} (linked from ${foundOn.get(path)})`);
      continue;
    }
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;

    htmlPages++;
    const html = await res.text();
    const canonical = tags(html, "link").find((l) => l.rel === "canonical")?.href;
    if (!canonical) problems.push(`${path}: no <link rel="canonical">`);
    else if (new URL(canonical).pathname !== new URL(path, origin).pathname)
      problems.push(`${path}: canonical points elsewhere (${canonical})`);

    const description = tags(html, "meta").find((m) => m.name === "description")?.content;
    if (!description) problems.push(`${path}: no meta description`);
    else if (description.length > DESCRIPTION_MAX) problems.push(`${path}: meta description is ${description.length} characters`);

    for (const a of tags(html, "a")) if (a.href) enqueue(a.href, path);
  }

  expect(problems, problems.join("\n")).toEqual([]);
  // Home, the dictionary with its twelve articles, about, FAQ, privacy, terms at the very least.
  expect(htmlPages).toBeGreaterThanOrEqual(18);
  for (const path of ["/dream-dictionary", "/dream-dictionary/flying-dreams", "/about", "/faq", "/privacy", "/terms"]) {
    expect(seen.has(path), `${path} reachable from /`).toBe(true);
  }
});

test("every sitemap URL is a live page that names itself as canonical", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(decodeEntities(loc!)));
  expect(urls.length).toBeGreaterThanOrEqual(20);
  const problems: string[] = [];
  for (const url of urls) {
    const res = await get(request, `${origin}${url.pathname}`);
    if (res.status() !== 200) {
      problems.push(`${url.pathname}: HTTP ${res.status()}`);
      continue;
    }
    const canonical = tags(await res.text(), "link").find((l) => l.rel === "canonical")?.href;
    if (canonical?.replace(/\/$/, "") !== url.toString().replace(/\/$/, "")) problems.push(`${url.pathname}: canonical is ${canonical}`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("robots.txt keeps the dashboard and auth routes out and names the sitemap", async ({ request }) => {
  const txt = await (await request.get("/robots.txt")).text();
  expect(txt).toMatch(/^Disallow: \/dashboard$/m);
  expect(txt).toMatch(/^Disallow: \/auth\/$/m);
  expect(txt).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
});

test("the old /common-dreams URLs redirect permanently to the dictionary", async ({ request }) => {
  const article = await get(request, "/common-dreams/flying-dreams");
  expect(article.status()).toBe(308);
  expect(new URL(article.headers()["location"]!, "http://x").pathname).toBe("/dream-dictionary/flying-dreams");

  const index = await get(request, "/common-dreams");
  expect(index.status()).toBe(308);
  expect(new URL(index.headers()["location"]!, "http://x").pathname).toBe("/dream-dictionary");
});

test("an unknown dictionary article is a real 404", async ({ request }) => {
  const res = await get(request, "/dream-dictionary/unknown-thing");
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain("Return to Reality");
  expect((await get(request, "/dream-dictionary/flying-dreams/unknown")).status()).toBe(404);
});

test("articles carry Article and BreadcrumbList JSON-LD and their own Open Graph image", async ({ request }) => {
  const html = await (await request.get("/dream-dictionary/teeth-dreams")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(([, json]) => JSON.parse(json!));
  expect(blocks.map((b) => b["@type"])).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  const ogImage = tags(html, "meta").find((m) => m.property === "og:image")?.content;
  expect(ogImage).toMatch(/\/dream-dictionary\/teeth-dreams\/opengraph-image/);
  const image = await request.get(new URL(ogImage!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");

  const faq = await (await request.get("/faq")).text();
  expect(faq).toContain('"@type":"FAQPage"');
});
