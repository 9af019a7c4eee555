import { DICTIONARY_PATH, isDictionarySlug } from "./themes";

/**
 * True for /dream-dictionary/<anything that is not one of the twelve articles>. With Cache
 * Components the article route streams its prerendered shell (status 200) before the page can call
 * notFound(), so a real 404 status for unknown slugs has to be decided before rendering, in Proxy:
 *
 *   if (isUnknownDictionaryArticle(request.nextUrl.pathname))
 *     return NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
 *
 * Edge-safe: no file system, only the slug list.
 */
export function isUnknownDictionaryArticle(pathname: string): boolean {
  if (!pathname.startsWith(`${DICTIONARY_PATH}/`)) return false;
  const [slug = "", ...deeper] = pathname
    .slice(DICTIONARY_PATH.length + 1)
    .replace(/\/$/, "")
    .split("/");
  if (slug === "" && deeper.length === 0) return false; // "/dream-dictionary/" (Next redirects it)
  if (!isDictionarySlug(slug)) return true;
  // Known article: only the article itself and its Open Graph image exist below it.
  return deeper.length > 1 || (deeper.length === 1 && !deeper[0]!.startsWith("opengraph-image"));
}
