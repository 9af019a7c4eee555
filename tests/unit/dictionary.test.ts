import { describe, expect, it } from "vitest";
import { getAllArticles, getArticle, getThemeCards } from "@/lib/dictionary/articles";
import { renderMarkdown } from "@/lib/dictionary/markdown";
import { themeIcons } from "@/lib/dictionary/icons";
import { DICTIONARY_SLUGS, RELATED_DESCRIPTION_LIMIT } from "@/lib/dictionary/themes";
import { isUnknownDictionaryArticle } from "@/lib/dictionary/routing";
import { STATIC_PAGES, getStaticPage } from "@/lib/dictionary/pages";
import { faqItems } from "@/content/pages/faq";
import { absoluteUrl, siteUrl } from "@/lib/seo/metadata";
import { truncate } from "@/lib/text/truncate";
import sitemap from "@/app/sitemap";
import robots from "@/app/robots";

const articles = getAllArticles();

describe("dream dictionary content", () => {
  it("loads all twelve articles, validated, in the spec's order", () => {
    expect(articles.map((a) => a.slug)).toEqual([...DICTIONARY_SLUGS]);
    expect(new Set(articles.map((a) => a.title)).size).toBe(12);
    for (const a of articles) {
      expect(themeIcons[a.icon], `${a.slug} icon`).toBeDefined();
      expect(a.keywords.split(",").length, `${a.slug} keywords`).toBeGreaterThanOrEqual(3);
    }
    expect(getThemeCards()).toHaveLength(12);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s has at least 1,200 words and the required structure", (_slug, a) => {
    expect(a.wordCount).toBeGreaterThanOrEqual(1200);
    expect(a.html).toMatch(/^<p>/); // lead paragraph first
    expect(a.headings.filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(4);
    expect(a.html).toContain("<ul>");
    expect(a.html).toContain("<ol>"); // numbered reflection questions
    expect(a.html).not.toMatch(/<(script|iframe|style|img)\b/i);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("%s has exactly three related cards that resolve", (_slug, a) => {
    expect(a.related).toHaveLength(3);
    for (const r of a.related) {
      expect(getArticle(r.slug), `${a.slug} → ${r.slug}`).toBeDefined();
      if (r.description.length > RELATED_DESCRIPTION_LIMIT) {
        expect(r.shortDescription.length).toBeLessThanOrEqual(RELATED_DESCRIPTION_LIMIT + 3);
        expect(r.shortDescription.endsWith("...")).toBe(true);
      } else {
        expect(r.shortDescription).toBe(r.description);
      }
    }
  });

  it("uses the spec's related sets where it gives them", () => {
    const slugs = (s: string) => getArticle(s)!.related.map((r) => r.slug);
    expect(slugs("flying-dreams")).toEqual(["relationship-dreams", "flower-dreams", "old-friend-dreams"]);
    expect(slugs("ring-dreams")).toEqual(["relationship-dreams", "flower-dreams", "old-friend-dreams"]);
    expect(slugs("study-dreams")).toEqual(["flying-dreams", "ear-dreams", "relationship-dreams"]);
    expect(slugs("relationship-dreams")).toEqual(["ring-dreams", "old-friend-dreams", "celebrity-dreams"]);
    expect(slugs("heights-dreams").slice(0, 2)).toEqual(["heights-dreams", "flying-dreams"]);
  });

  it("truncates related descriptions to 100 characters plus an ellipsis", () => {
    const long = "Dreams about partners, exes, and crushes often mirror how close, safe, or free you feel with the people who matter most.";
    const cut = truncate(long, 100);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(cut.endsWith("...")).toBe(true);
    expect(truncate("Short enough.", 100)).toBe("Short enough.");
  });

  it("no two articles share a paragraph", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const a of articles) {
      for (const p of new Set(a.paragraphs)) {
        const key = p
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, " ")
          .trim();
        if (key.split(" ").length < 8) continue; // short list items such as "Falling from a ladder" may legitimately recur
        const other = seen.get(key);
        if (other && other !== a.slug) clashes.push(`${other} / ${a.slug}: ${p.slice(0, 80)}`);
        else seen.set(key, a.slug);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("rejects raw HTML and H1 headings in content", () => {
    expect(() => renderMarkdown("Hello <b>world</b>", "t.md")).toThrow(/raw HTML/);
    expect(() => renderMarkdown("<div>block</div>", "t.md")).toThrow(/raw HTML/);
    expect(() => renderMarkdown("# Title", "t.md")).toThrow(/H1/);
    expect(renderMarkdown("A *fine* paragraph with four words.", "t.md").wordCount).toBe(6);
  });

  it("returns undefined for unknown slugs", () => {
    expect(getArticle("unknown-thing")).toBeUndefined();
    expect(getArticle("common-dreams")).toBeUndefined();
  });
});

describe("unknown dictionary paths (404 before rendering)", () => {
  it("knows the twelve articles and their OG images, and nothing else", () => {
    for (const slug of DICTIONARY_SLUGS) {
      expect(isUnknownDictionaryArticle(`/dream-dictionary/${slug}`)).toBe(false);
      expect(isUnknownDictionaryArticle(`/dream-dictionary/${slug}/opengraph-image`)).toBe(false);
    }
    expect(isUnknownDictionaryArticle("/dream-dictionary")).toBe(false);
    expect(isUnknownDictionaryArticle("/dream-dictionary/")).toBe(false);
    expect(isUnknownDictionaryArticle("/about")).toBe(false);
    expect(isUnknownDictionaryArticle("/dream-dictionary/unknown-thing")).toBe(true);
    expect(isUnknownDictionaryArticle("/dream-dictionary/Flying-Dreams")).toBe(true);
    expect(isUnknownDictionaryArticle("/dream-dictionary/flying-dreams/extra")).toBe(true);
    expect(isUnknownDictionaryArticle("/dream-dictionary/nope/opengraph-image")).toBe(true);
  });
});

describe("about, privacy, terms and FAQ content", () => {
  it.each(STATIC_PAGES.map((name) => [name] as const))("%s loads, is substantial and has no placeholders", (name) => {
    const page = getStaticPage(name);
    expect(page.wordCount).toBeGreaterThan(600);
    expect(page.html).not.toMatch(/TODO|TBD|lorem|coming soon|placeholder|\[.*?\]\(\)/i);
  });

  it("privacy and terms carry today's date and the contact address", () => {
    for (const name of ["privacy", "terms"] as const) {
      const page = getStaticPage(name);
      expect(page.updated).toBe("2026-11-21");
    }
    expect(getStaticPage("privacy").html).toContain("privacy@oneira.app");
    expect(getStaticPage("terms").html).toMatch(/9\.99 USD/);
  });

  it("has 8-12 FAQ entries with unique questions and real answers", () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(8);
    expect(faqItems.length).toBeLessThanOrEqual(12);
    expect(new Set(faqItems.map((f) => f.question)).size).toBe(faqItems.length);
    for (const f of faqItems) expect(f.answer.length).toBeGreaterThan(80);
    const all = faqItems.map((f) => f.answer).join(" ");
    expect(all).toMatch(/midnight UTC/);
    expect(all).toMatch(/9\.99 USD/);
  });
});

describe("sitemap and robots", () => {
  const entries = sitemap();
  const urls = entries.map((e) => e.url);

  it("lists every public page once, by canonical URL only", () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ["/", "/interpret", "/dream-dictionary", "/about", "/faq", "/privacy", "/terms", "/upgrade"]) {
      expect(urls).toContain(path === "/" ? siteUrl : absoluteUrl(path));
    }
    for (const slug of DICTIONARY_SLUGS) expect(urls).toContain(absoluteUrl(`/dream-dictionary/${slug}`));
    for (const url of urls) {
      expect(url === siteUrl || url.startsWith(`${siteUrl}/`)).toBe(true);
      expect(url).not.toMatch(/\/common-dreams|\/dashboard|\/auth\/|\/api\/|\/login|reset-password|[?#]/);
      expect(url.endsWith("/")).toBe(false);
    }
  });

  it("robots.txt disallows the dashboard and auth routes and points at the sitemap", () => {
    const r = robots();
    const rules = Array.isArray(r.rules) ? r.rules : [r.rules];
    const disallow = rules.flatMap((rule) => (Array.isArray(rule.disallow) ? rule.disallow : rule.disallow ? [rule.disallow] : []));
    expect(disallow).toContain("/dashboard");
    expect(disallow).toContain("/auth/");
    expect(disallow).toContain("/api/");
    expect(rules[0]?.allow).toBe("/");
    expect(r.sitemap).toBe(absoluteUrl("/sitemap.xml"));
  });
});
