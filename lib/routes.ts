/**
 * The route table: every page path the app links to, redirects to or names, in one place.
 * Client-safe (plain strings), so pages, components, server actions and the proxy share it.
 */
export const ROUTES = {
  home: "/",
  interpret: "/interpret",
  dictionary: "/dream-dictionary",
  about: "/about",
  faq: "/faq",
  privacy: "/privacy",
  terms: "/terms",
  support: "/support",
  upgrade: "/upgrade",
  unsubscribe: "/unsubscribe",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  authCallback: "/auth/callback",
  authConfirm: "/auth/confirm",
  linkExpired: "/auth/link-expired",
  dashboard: "/dashboard",
  dashboardSearch: "/dashboard/search",
  settings: "/dashboard/settings",
  notifications: "/dashboard/notifications",
  norms: "/dashboard/norms",
  newDream: "/dashboard/dreams/new",
  offline: "/offline",
} as const;

export type AppRoute = (typeof ROUTES)[keyof typeof ROUTES];

/** One saved dream's page. */
export function dreamPath(id: string): string {
  return `${ROUTES.dashboard}/dreams/${id}`;
}

/** The page that edits one saved dream. */
export function dreamEditPath(id: string): string {
  return `${dreamPath(id)}/edit`;
}

/**
 * `path` with the page to return to afterwards (`?next=`), as the sign-in, sign-up and auth
 * pages read it. Slashes stay readable; anything that could end the parameter is encoded.
 */
export function withNext(path: AppRoute, next: string): string {
  return `${path}?next=${encodeURIComponent(next).replace(/%2F/g, "/")}`;
}
