/** /dashboard/dreams/<id> and its edit page /dashboard/dreams/<id>/edit. */
const DREAM_PAGE = /^\/dashboard\/dreams\/([^/]+)(\/edit)?\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** /dashboard/dreams/new writes a dream; it is no dream's id. */
const NEW_DREAM = "new";

/**
 * /dashboard/dreams/<something that cannot be a dream id>[/edit]. Decided in the proxy, so the
 * answer is a real 404 (the page itself streams its shell before it could say so). Edge-safe: no I/O.
 */
export function isMalformedDreamPath(pathname: string): boolean {
  const match = DREAM_PAGE.exec(pathname);
  if (!match || UUID.test(match[1]!)) return false;
  return !(match[1] === NEW_DREAM && !match[2]);
}

/** The id in /dashboard/dreams/<uuid> or /dashboard/dreams/<uuid>/edit, or null for any other path. */
export function dreamIdOfPath(pathname: string): string | null {
  const match = DREAM_PAGE.exec(pathname);
  return match && UUID.test(match[1]!) ? match[1]!.toLowerCase() : null;
}
