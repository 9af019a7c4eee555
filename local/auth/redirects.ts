import type { AuthContext } from "./context";

/** redirect_to is honoured only for the site's origin and loopback hosts (GoTrue's allow list). */
export function allowedRedirect(ctx: AuthContext, raw: string | null | undefined): URL | null {
  if (!raw) return null;
  try {
    const u = new URL(raw);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    if (u.origin === ctx.siteOrigin || u.hostname === "localhost" || u.hostname === "127.0.0.1" || u.hostname === "[::1]") return u;
  } catch {
    /* not a URL */
  }
  return null;
}

/** target with params added to its query, or as its whole fragment (the implicit flow). */
export function withParams(target: string, params: Record<string, string>, inFragment: boolean): string {
  const u = new URL(target);
  if (inFragment) {
    u.hash = new URLSearchParams(params).toString();
    return u.toString();
  }
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}
