/**
 * Cross-site request refusal for state-changing route handlers (server actions get the same
 * check from Next itself, plus proxy.ts). Edge-safe. Browsers send `Sec-Fetch-Site` and `Origin`
 * on every POST; a request from another site is refused. Requests with neither header (curl, a
 * server) are not browsers acting on a user's cookies, so they pass: cookies are SameSite=Lax too.
 * The PayPal webhook and cron routes are called by servers and must not use this.
 */
export function isCrossSiteRequest(headers: Headers, extraAllowedHosts: readonly string[] = []): boolean {
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = headers.get("origin");
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frame, file:) or garbage
  }
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  return originHost !== host && !extraAllowedHosts.includes(originHost);
}

export const CROSS_SITE_MESSAGE = "This request came from another site and was refused.";

/** A 403 for a cross-site request, or null when the request may go on. */
export function refuseCrossSite(request: Request): Response | null {
  if (!isCrossSiteRequest(request.headers)) return null;
  return Response.json({ ok: false, error: CROSS_SITE_MESSAGE }, { status: 403, headers: { "cache-control": "no-store" } });
}
