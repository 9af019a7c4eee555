import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { truncate } from "@/lib/text/truncate";
import { renderMarkdown } from "./markdown";
import { articleFrontMatterSchema, type ArticleFrontMatter, type RelatedDream } from "./schema";
import { DICTIONARY_SLUGS, RELATED_DESCRIPTION_LIMIT, isDictionarySlug, type DictionarySlug } from "./themes";

export type Article = ArticleFrontMatter & {
  slug: DictionarySlug;
  /** Rendered at build time from our own Markdown (no raw HTML allowed in it). */
  html: string;
  paragraphs: string[];
  headings: { depth: number; text: string }[];
  wordCount: number;
  /** Related cards as shown: description cut at 100 characters plus "...". */
  related: (RelatedDream & { shortDescription: string })[];
};

export type ThemeCard = Pick<Article, "slug" | "title" | "cardTitle" | "description" | "icon">;

const CONTENT_DIR = path.join(process.cwd(), "content", "dictionary");

function loadArticle(slug: DictionarySlug): Article {
  const file = path.join(CONTENT_DIR, `${slug}.md`);
  const { data, content } = matter(readFileSync(file, "utf8"));
  const parsed = articleFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
    throw new Error(`content/dictionary/${slug}.md: invalid front matter\n${issues}`);
  }
  const fm = parsed.data;
  if (fm.slug !== slug) throw new Error(`content/dictionary/${slug}.md: front matter slug is "${fm.slug}"`);
  const rendered = renderMarkdown(content, `content/dictionary/${slug}.md`);
  return {
    ...fm,
    slug,
    ...rendered,
    related: fm.relatedDreams.map((r) => ({ ...r, shortDescription: truncate(r.description, RELATED_DESCRIPTION_LIMIT) })),
  };
}

let cache: Map<DictionarySlug, Article> | undefined;

/** All twelve articles in the spec's order; read and validated once per process. */
export function getAllArticles(): Article[] {
  cache ??= new Map(DICTIONARY_SLUGS.map((slug) => [slug, loadArticle(slug)]));
  return DICTIONARY_SLUGS.map((slug) => cache!.get(slug)!);
}

/** The article for a URL segment, or undefined for anything that is not one of the twelve. */
export function getArticle(slug: string): Article | undefined {
  if (!isDictionarySlug(slug)) return undefined;
  getAllArticles();
  return cache!.get(slug);
}

export function getThemeCards(): ThemeCard[] {
  return getAllArticles().map(({ slug, title, cardTitle, description, icon }) => ({ slug, title, cardTitle, description, icon }));
}
