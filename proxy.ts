import { NextResponse, type NextRequest } from "next/server";
import { AUTH_PAGES, updateSession, withCookies } from "@/lib/supabase/proxy";
import { isUnknownDictionaryArticle } from "@/lib/dictionary/routing";
import { dreamIdOfPath, isMalformedDreamPath } from "@/lib/dreams/dream-path";
import { dreamVisibleTo } from "@/lib/dreams/dream-visible";
import { contentSecurityPolicy, createNonce, cspOptionsFromEnv, rendersPerRequest } from "@/lib/security/csp";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "@/lib/security/same-origin";
import { ACTION_BODY_LIMIT_BYTES, TOO_LARGE_MESSAGE } from "@/lib/security/limits";

const text = (status: number, body: string) =>
  new NextResponse(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

const cspOptions = cspOptionsFromEnv();

export async function proxy(request: NextRequest) {
  // Server actions: Next compares Origin with Host itself; a browser's Sec-Fetch-Site also
  // catches a cross-site POST that carries no Origin.
  if (request.method === "POST" && request.headers.has("next-action")) {
    if (isCrossSiteRequest(request.headers)) return text(403, CROSS_SITE_MESSAGE);
    // Refused on its declared size, unread (Next's streaming limit covers a body without one).
    if (Number(request.headers.get("content-length") ?? 0) > ACTION_BODY_LIMIT_BYTES) return text(413, TOO_LARGE_MESSAGE);
  }

  const { pathname } = request.nextUrl;

  // A prerendered shell would answer 200 before the page could call notFound(). The 404 page is
  // fully static: its scripts are allowed by its own <meta> policy (lib/security/csp.ts).
  if (isUnknownDictionaryArticle(pathname) || isMalformedDreamPath(pathname)) return notFound(request);

  const perRequest = rendersPerRequest(pathname);
  // A fresh nonce per response where Next renders per request: it reads the nonce from the
  // request's policy and stamps it on every inline script it streams. Fully static pages carry
  // their scripts' hashes in their own <meta> policy instead.
  const csp = contentSecurityPolicy({ nonce: perRequest ? createNonce() : null, ...cspOptions });
  request.headers.set("content-security-policy", csp);

  // A static page reads no session, so there is nothing to refresh, and a cacheable response must
  // not set cookies. /login and /register still send a signed-in visitor on to the dashboard;
  // /api/account refreshes the session of everyone else.
  const session = perRequest || AUTH_PAGES.includes(pathname) ? await updateSession(request) : null;
  const response = session?.response ?? NextResponse.next({ request });

  // Another user's dream (or one that does not exist) answers 404 before the page streams. If the
  // database cannot answer, the page renders and shows its own error.
  const dreamId = dreamIdOfPath(pathname);
  if (dreamId && session?.claims && !(await dreamVisibleTo(session.claims, dreamId).catch(() => true))) {
    return withCookies(notFound(request), session.response);
  }

  response.headers.set("content-security-policy", csp);
  return response;
}

function notFound(request: NextRequest) {
  console.warn(`[404] ${request.nextUrl.pathname}`);
  const response = NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
  response.headers.set("content-security-policy", contentSecurityPolicy({ nonce: null, ...cspOptions }));
  return response;
}

/**
 * Only the requests that need it pass through here (it costs a fully static page about as much
 * CPU as serving the page itself): server actions on any page, the pages rendered per request
 * (REQUEST_TIME_PREFIXES in lib/security/csp.ts: each response gets its own nonce), the sign-in
 * pages (a signed-in visitor goes on to the dashboard) and dictionary paths that are none of the
 * twelve articles (DICTIONARY_SLUGS: a real 404, from the static 404 page). Every other page is
 * served straight from the build with its policy from next.config.ts. The values must be literals,
 * as Next reads them without running this file; tests/unit/proxy-matcher.test.ts checks them
 * against those lists.
 */
export const config = {
  matcher: [
    {
      source:
        "/((?!_next/static|_next/image|api/|favicon\\.ico|icon|apple-icon|opengraph-image|sitemap\\.xml|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)",
      has: [{ type: "header", key: "next-action" }],
    },
    "/dashboard/:path*",
    "/upgrade/:path*",
    "/support/:path*",
    "/reset-password/:path*",
    "/unsubscribe/:path*",
    "/login",
    "/register",
    "/dream-dictionary/((?!(?:heights-dreams|teeth-dreams|gifts-from-dead|old-friend-dreams|ear-dreams|celebrity-dreams|cellphone-dreams|flower-dreams|flying-dreams|ring-dreams|study-dreams|relationship-dreams)(?:/|$)).+)",
  ],
};
