import { localConfig } from "../config";
import type { AuthContext, Req } from "./context";
import { adminCreateUser, adminDeleteUser, adminGetUser, adminListUsers, adminUpdateUser, apiKeyOf, requireAdmin } from "./admin";
import { recover, resend, signup, verifyGet, verifyPost } from "./email-flows";
import { authorizeGet, authorizePost, pkceGrant } from "./oauth";
import { avatarSvg } from "./pages";
import { GatewayError, Raw, err } from "./responses";
import { logout, passwordGrant, refreshGrant } from "./sessions";
import { getUser, updateUser } from "./user-endpoints";

/**
 * The route table of the stand-in: every endpoint below /auth/v1, whether the gateway lets it
 * through without an API key (`open`), and whether it needs the secret key (`admin`).
 */
type Handler = (ctx: AuthContext, req: Req, params: string[]) => unknown;
type Route = { method: string; path: string | RegExp; handler: Handler; open?: boolean; admin?: boolean };

const grants: Record<string, (ctx: AuthContext, req: Req) => unknown> = {
  password: passwordGrant,
  refresh_token: refreshGrant,
  pkce: pkceGrant,
};

function token(ctx: AuthContext, req: Req) {
  const grant = req.query.get("grant_type") ?? (typeof req.body.grant_type === "string" ? req.body.grant_type : "");
  const handler = Object.hasOwn(grants, grant) ? grants[grant] : undefined;
  if (!handler) throw err.badRequest("validation_failed", "unsupported_grant_type");
  return handler(ctx, req);
}

const EXTERNAL_PROVIDERS = [
  "anonymous_users",
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "zoom",
  "email",
  "phone",
];
const ENABLED_PROVIDERS = new Set(["google", "email"]);

function settings(ctx: AuthContext) {
  return {
    external: Object.fromEntries(EXTERNAL_PROVIDERS.map((p) => [p, ENABLED_PROVIDERS.has(p)])),
    disable_signup: false,
    mailer_autoconfirm: !ctx.requireConfirmation,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  };
}

function avatar(_ctx: AuthContext, _req: Req, [file]: string[]) {
  const name = decodeURIComponent(file.replace(/\.svg$/, ""));
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("");
  return new Raw(avatarSvg(initials || name), "image/svg+xml");
}

const routes: Route[] = [
  { method: "GET", path: /^\/local\/avatar\/(.*)$/, handler: avatar, open: true },
  {
    method: "GET",
    path: "/health",
    open: true,
    handler: () => ({ version: "local", name: "GoTrue", description: "Oneira's local Supabase Auth stand-in" }),
  },
  { method: "GET", path: "/.well-known/jwks.json", open: true, handler: (ctx) => ctx.key.jwks },
  { method: "GET", path: "/settings", handler: settings },
  { method: "POST", path: "/signup", handler: signup },
  { method: "POST", path: "/token", handler: token },
  { method: "GET", path: "/user", handler: getUser },
  { method: "PUT", path: "/user", handler: updateUser },
  { method: "POST", path: "/logout", handler: logout },
  { method: "POST", path: "/recover", handler: recover },
  { method: "POST", path: "/resend", handler: resend },
  { method: "POST", path: "/verify", handler: verifyPost },
  { method: "GET", path: "/verify", open: true, handler: verifyGet },
  { method: "GET", path: "/authorize", open: true, handler: authorizeGet },
  { method: "POST", path: "/authorize", open: true, handler: authorizePost },
  { method: "GET", path: "/admin/users", admin: true, handler: adminListUsers },
  { method: "POST", path: "/admin/users", admin: true, handler: adminCreateUser },
  {
    method: "GET",
    path: /^\/admin\/users\/([^/]+)$/,
    admin: true,
    handler: (ctx, _req, [id]) => adminGetUser(ctx, decodeURIComponent(id)),
  },
  {
    method: "PUT",
    path: /^\/admin\/users\/([^/]+)$/,
    admin: true,
    handler: (ctx, req, [id]) => adminUpdateUser(ctx, decodeURIComponent(id), req),
  },
  {
    method: "DELETE",
    path: /^\/admin\/users\/([^/]+)$/,
    admin: true,
    handler: (ctx, _req, [id]) => adminDeleteUser(ctx, decodeURIComponent(id)),
  },
];

function match(route: Route, req: Req): string[] | null {
  if (typeof route.path === "string") return route.path === req.path ? [] : null;
  const m = route.path.exec(req.path);
  return m ? m.slice(1) : null;
}

/** The gateway (Kong) in front of GoTrue: every route but the open ones needs a known API key. */
function checkApiKey(req: Req) {
  const apikey = apiKeyOf(req);
  if (!apikey)
    throw new GatewayError(401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
  if (apikey !== localConfig.publishableKey && apikey !== localConfig.secretKey) {
    throw new GatewayError(401, { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
  }
}

export async function route(ctx: AuthContext, req: Req): Promise<unknown> {
  for (const r of routes) {
    const params = r.method === req.method ? match(r, req) : null;
    if (!params) continue;
    if (!r.open) checkApiKey(req);
    if (r.admin) requireAdmin(req);
    return r.handler(ctx, req, params);
  }
  // An unknown path still goes through the gateway first, as on hosted Supabase.
  checkApiKey(req);
  throw err.notFound("not_found", "Not found");
}
