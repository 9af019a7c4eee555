import { ROUTES } from "@/lib/routes";

/** The twelve dictionary themes, in the order the spec lists them (index grid, sitemap, tests). */
export const DICTIONARY_SLUGS = [
  "heights-dreams",
  "teeth-dreams",
  "gifts-from-dead",
  "old-friend-dreams",
  "ear-dreams",
  "celebrity-dreams",
  "cellphone-dreams",
  "flower-dreams",
  "flying-dreams",
  "ring-dreams",
  "study-dreams",
  "relationship-dreams",
] as const;

export type DictionarySlug = (typeof DICTIONARY_SLUGS)[number];

export function isDictionarySlug(value: string): value is DictionarySlug {
  return (DICTIONARY_SLUGS as readonly string[]).includes(value);
}

export const DICTIONARY_PATH = ROUTES.dictionary;

export function articlePath(slug: string): string {
  return `${DICTIONARY_PATH}/${slug}`;
}

/** When the dictionary content was last revised (sitemap lastmod, Article JSON-LD). */
export const DICTIONARY_PUBLISHED = "2026-11-21";
export const DICTIONARY_UPDATED = "2026-11-21";

/** Related-card descriptions are cut at this many characters plus "...". */
export const RELATED_DESCRIPTION_LIMIT = 100;
