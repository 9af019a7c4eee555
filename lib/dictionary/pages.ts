import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { renderMarkdown } from "./markdown";
import { pageFrontMatterSchema, type PageFrontMatter } from "./schema";

export const STATIC_PAGES = ["about", "privacy", "terms"] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

export type StaticPage = PageFrontMatter & { html: string; wordCount: number };

/** A Markdown page from content/pages (About, Privacy Policy, Terms of Service), rendered at build time. */
export function getStaticPage(name: StaticPageName): StaticPage {
  const where = `content/pages/${name}.md`;
  const { data, content } = matter(readFileSync(path.join(process.cwd(), where), "utf8"));
  const parsed = pageFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
    throw new Error(`${where}: invalid front matter\n${issues}`);
  }
  const { html, wordCount } = renderMarkdown(content, where);
  return { ...parsed.data, html, wordCount };
}

/** "2026-11-21" → "November 21, 2026". */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
