import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { publicEnv } from "@/lib/env/public";
import { noRealtime } from "./no-realtime";
import { fetchWithTimeout } from "./fetch-with-timeout";
import { hasSessionCookie, sessionCookieOptions } from "./cookie-options";
import { ROUTES } from "@/lib/routes";

const PROTECTED_PREFIXES: readonly string[] = [ROUTES.dashboard];
export const AUTH_PAGES: readonly string[] = [ROUTES.login, ROUTES.register];

function isProtected(pathname: string) {
  return PROTECTED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The session's verified claims (null when signed out), for checks the proxy makes before a page streams. */
export type SessionOutcome = { response: NextResponse; claims: Record<string, unknown> | null };

/**
 * The with-supabase session refresh. Anonymous requests (no session cookie) return at once, so
 * static pages cost no auth work; signed-in requests get their tokens refreshed and written
 * back to the browser.
 */
export async function updateSession(request: NextRequest): Promise<SessionOutcome> {
  const { pathname, search } = request.nextUrl;

  if (!hasSessionCookie(request.cookies.getAll().map((c) => c.name))) {
    if (isProtected(pathname)) return { response: redirectToLogin(request, pathname + search), claims: null };
    // Pass the request headers on: proxy.ts put the page's CSP (with its nonce) there for Next.
    return { response: NextResponse.next({ request }), claims: null };
  }

  let response = NextResponse.next({ request });
  const supabase = createServerClient(publicEnv.NEXT_PUBLIC_SUPABASE_URL, publicEnv.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, {
    cookieOptions: sessionCookieOptions,
    realtime: noRealtime,
    global: { fetch: fetchWithTimeout },
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
      },
    },
  });

  // Nothing may run between creating the client and getClaims(): it refreshes the session.
  const { data } = await supabase.auth.getClaims();
  const signedIn = Boolean(data?.claims?.sub);

  if (!signedIn && isProtected(pathname))
    return { response: withCookies(redirectToLogin(request, pathname + search), response), claims: null };
  if (signedIn && AUTH_PAGES.includes(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = ROUTES.dashboard;
    url.search = "";
    return { response: withCookies(NextResponse.redirect(url), response), claims: data!.claims as Record<string, unknown> };
  }
  return { response, claims: signedIn ? (data!.claims as Record<string, unknown>) : null };
}

function redirectToLogin(request: NextRequest, next: string) {
  const url = request.nextUrl.clone();
  url.pathname = ROUTES.login;
  url.search = "";
  url.searchParams.set("next", next);
  return NextResponse.redirect(url);
}

/** A redirect must still carry refreshed (or cleared) session cookies. */
export function withCookies(target: NextResponse, source: NextResponse) {
  for (const cookie of source.cookies.getAll()) target.cookies.set(cookie);
  return target;
}
