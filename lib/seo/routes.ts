import { DICTIONARY_SLUGS, articlePath } from "@/lib/dictionary/themes";
import { ROUTES } from "@/lib/routes";

type ChangeFrequency = "weekly" | "monthly" | "yearly";

/**
 * Every indexable public page, by its canonical path. The old /common-dreams URLs are permanent
 * redirects and are not listed; /dashboard, /login, auth callbacks and password resets are not meant
 * for search results.
 */
export const PUBLIC_PAGES: { path: string; priority: number; changeFrequency: ChangeFrequency }[] = [
  { path: ROUTES.home, priority: 1, changeFrequency: "weekly" },
  { path: ROUTES.interpret, priority: 0.9, changeFrequency: "monthly" },
  { path: ROUTES.dictionary, priority: 0.9, changeFrequency: "monthly" },
  ...DICTIONARY_SLUGS.map((slug) => ({ path: articlePath(slug), priority: 0.8, changeFrequency: "monthly" as const })),
  { path: ROUTES.about, priority: 0.6, changeFrequency: "monthly" },
  { path: ROUTES.faq, priority: 0.6, changeFrequency: "monthly" },
  { path: ROUTES.upgrade, priority: 0.6, changeFrequency: "monthly" },
  { path: ROUTES.register, priority: 0.4, changeFrequency: "yearly" },
  { path: ROUTES.privacy, priority: 0.3, changeFrequency: "yearly" },
  { path: ROUTES.terms, priority: 0.3, changeFrequency: "yearly" },
];

/** When the public pages' content was last revised (sitemap lastmod). */
export const CONTENT_UPDATED = "2026-11-21";

/** Private and per-user routes kept out of search (robots.txt). */
export const DISALLOWED_PATHS = [ROUTES.dashboard, "/auth/", "/api/", ROUTES.resetPassword];

/**
 * The site-wide Open Graph image (app/opengraph-image.tsx). Pages below the root must name it:
 * a page that sets its own openGraph no longer inherits the root segment's file-based image.
 */
export const DEFAULT_OG_IMAGE = "/opengraph-image";
