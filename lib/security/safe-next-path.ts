import { ROUTES } from "@/lib/routes";

/**
 * The one gate for every redirect target read from a request (`?next=`, a form field, an OAuth
 * callback): only a path on this site comes out, judged *after* normalisation, the way a browser
 * will read it. Client-safe (no server-only imports): the forms and the route handlers share it.
 *
 * Why after: "/.//evil.example", "/%2e//evil.example" and "/\t/evil.example" all start with a
 * single "/", yet the URL parser turns them into "//evil.example", a link to another host.
 */
const BASE = "http://same.site";

// Our paths are plain: letters, digits and - . _ ~ between slashes. Anything else in the path
// (%-escapes such as %2F or %5C, ";" as in "/..;/", a backslash) has no business in a target.
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]+)*\/?$/;

export function safeNextPath(next: unknown, fallback: string = ROUTES.dashboard): string {
  if (typeof next !== "string" || next.length === 0 || next.length > 2048) return fallback;
  // Browsers drop tabs and newlines anywhere in a URL and read "\" as "/": judge what they will see.
  const raw = next.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  if (!raw.startsWith("/") || raw.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || !PLAIN_PATH.test(url.pathname)) return fallback;
  const target = url.pathname + url.search + url.hash;
  // Normalising the result again must change nothing (no second reading lands elsewhere).
  const again = new URL(target, BASE);
  if (again.origin !== BASE || again.pathname + again.search + again.hash !== target) return fallback;
  return target;
}
