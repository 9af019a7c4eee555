import { createHash, randomBytes, randomUUID } from "node:crypto";
import { API, EMAIL_RE, jsonb, tx, type AuthContext, type IdentityRow, type Json, type Req, type Sql, type UserRow } from "./context";
import { consentPage, type ConsentParams } from "./pages";
import { allowedRedirect, withParams } from "./redirects";
import { Html, Redirect, err } from "./responses";
import { issueSession } from "./sessions";
import { createUser, findUserByEmail, isBanned, loadUser } from "./users";

/**
 * "Sign in with Google" on a local consent page: GET /authorize shows it, POST /authorize signs
 * the chosen account in (implicit flow: tokens in the fragment; PKCE: a code in the query, which
 * POST /token?grant_type=pkce exchanges).
 */

const FLOW_STATE_TTL_MS = 5 * 60_000;

function consentParams(ctx: AuthContext, src: URLSearchParams | Json): ConsentParams {
  const get = (k: string) => {
    const v = src instanceof URLSearchParams ? src.get(k) : src[k];
    return typeof v === "string" ? v : "";
  };
  const extra: Record<string, string> = {};
  const skip = new Set([
    "provider",
    "redirect_to",
    "code_challenge",
    "code_challenge_method",
    "scopes",
    "apikey",
    "skip_http_redirect",
    "email",
    "name",
    "action",
    "account",
  ]);
  const entries = src instanceof URLSearchParams ? [...src.entries()] : Object.entries(src);
  for (const [k, v] of entries) {
    if (typeof v !== "string") continue;
    if (src instanceof URLSearchParams) {
      if (!skip.has(k)) extra[k] = v;
    } else if (k.startsWith("x_")) extra[k.slice(2)] = v;
  }
  return {
    provider: get("provider"),
    redirectTo: allowedRedirect(ctx, get("redirect_to"))?.toString() ?? ctx.siteUrl,
    codeChallenge: get("code_challenge"),
    codeChallengeMethod: get("code_challenge_method").toLowerCase(),
    scopes: get("scopes"),
    extra,
  };
}

async function knownGoogleAccounts(ctx: AuthContext) {
  const rows = await ctx.sql<{ identity_data: Json }[]>`
    select identity_data from auth.identities where provider = 'google' order by last_sign_in_at desc nulls last limit 6`;
  return rows.map((r) => ({
    email: String(r.identity_data.email ?? ""),
    name: String(r.identity_data.full_name ?? r.identity_data.name ?? ""),
  }));
}

function checkProvider(provider: string) {
  if (!provider) throw err.badRequest("validation_failed", "Unsupported provider: provider is missing");
  if (provider !== "google") throw err.badRequest("validation_failed", "Unsupported provider: provider is not enabled");
}

/** GET /authorize?provider=google&redirect_to=…[&code_challenge=…]: the consent page. */
export async function authorizeGet(ctx: AuthContext, req: Req) {
  const p = consentParams(ctx, req.query);
  checkProvider(p.provider);
  if (p.codeChallenge && !["s256", "plain"].includes(p.codeChallengeMethod)) {
    throw err.badRequest("validation_failed", `code challenge method not supported: ${p.codeChallengeMethod}`);
  }
  return new Html(consentPage(p, await knownGoogleAccounts(ctx), `${API}/authorize`));
}

/** A stable, Google-looking 21-digit subject per address. */
function googleSub(email: string): string {
  const digest = createHash("sha256").update(`local-google:${email}`).digest();
  return ("1" + (digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, "0")).slice(0, 21);
}

/** The account the consent form chose: a known one (by e-mail) or one typed in. */
async function chosenAccount(ctx: AuthContext, b: Json): Promise<{ email: string; name: string }> {
  const name = typeof b.name === "string" ? b.name.trim() : "";
  if (typeof b.account === "string" && b.account) {
    const email = b.account.trim().toLowerCase();
    const known = (await knownGoogleAccounts(ctx)).find((a) => a.email === email);
    return { email, name: name || (known?.name ?? "") };
  }
  return { email: typeof b.email === "string" ? b.email.trim().toLowerCase() : "", name };
}

function googleClaims(ctx: AuthContext, email: string, name: string): Json {
  const sub = googleSub(email);
  const avatar = `${ctx.baseUrl}${API}/local/avatar/${encodeURIComponent(name)}.svg`;
  return {
    iss: "https://accounts.google.com",
    sub,
    name,
    full_name: name,
    email,
    email_verified: true,
    phone_verified: false,
    avatar_url: avatar,
    picture: avatar,
    provider_id: sub,
  };
}

/** The existing user of the Google identity, or of the (Google-verified) address, with the identity linked. */
async function existingGoogleUser(ctx: AuthContext, q: Sql, sub: string, email: string, claims: Json): Promise<UserRow | null> {
  const [identity] = await q<IdentityRow[]>`select * from auth.identities where provider = 'google' and provider_id = ${sub}`;
  if (identity) {
    const user = await loadUser(q, identity.user_id);
    await q`update auth.identities set identity_data = ${jsonb(ctx, claims)}, last_sign_in_at = now(), updated_at = now()
            where id = ${identity.id}`;
    if (user) return user;
  }
  const user = await findUserByEmail(q, email);
  if (user) {
    // Google has verified the address: link the identity to the existing account (GoTrue's automatic linking).
    await q`insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
            values (${sub}, ${user.id}, ${jsonb(ctx, claims)}, 'google', now(), now(), now())
            on conflict (provider_id, provider) do update set user_id = excluded.user_id, identity_data = excluded.identity_data`;
  }
  return user;
}

/** Signs the Google account in: the user it belongs to (metadata refreshed), else a new one. */
async function googleUserId(ctx: AuthContext, email: string, claims: Json): Promise<string> {
  const sub = String(claims.sub);
  return tx(ctx, async (q) => {
    const user = await existingGoogleUser(ctx, q, sub, email, claims);
    if (user) {
      const app = { ...(user.raw_app_meta_data ?? {}) };
      const providers = new Set(Array.isArray(app.providers) ? (app.providers as string[]) : []);
      providers.add("google");
      app.providers = [...providers];
      if (!app.provider) app.provider = "google";
      const meta = { ...(user.raw_user_meta_data ?? {}), ...claims };
      await q`update auth.users set raw_app_meta_data = ${jsonb(ctx, app)}, raw_user_meta_data = ${jsonb(ctx, meta)},
              email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = ${user.id}`;
      return user.id;
    }
    const created = await createUser(ctx, q, {
      email,
      password: null,
      userMeta: claims,
      appMeta: { provider: "google", providers: ["google"] },
      confirmed: true,
      provider: "google",
      providerId: sub,
      identityData: claims,
    });
    return created.id;
  });
}

/** PKCE: a one-time code bound to the challenge. Implicit: a session in the fragment. */
async function signedInRedirect(ctx: AuthContext, req: Req, p: ConsentParams, userId: string) {
  if (p.codeChallenge) {
    const code = randomUUID();
    await ctx.sql`delete from auth.flow_state where created_at < now() - interval '1 day'`;
    await ctx.sql`insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, auth_code_issued_at)
                  values (${userId}, ${code}, ${p.codeChallengeMethod || "plain"}, ${p.codeChallenge}, 'google', 'oauth', now())`;
    return new Redirect(withParams(p.redirectTo, { code }, false));
  }
  const session = await tx(ctx, (q) => issueSession(ctx, q, userId, "oauth", req));
  return new Redirect(
    withParams(
      p.redirectTo,
      {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        provider_token: `local-google-token-${randomBytes(8).toString("hex")}`,
        refresh_token: session.refresh_token,
        token_type: "bearer",
      },
      true,
    ),
  );
}

/** POST /authorize: the consent form's answer (cancel, or an account). */
export async function authorizePost(ctx: AuthContext, req: Req) {
  const b = req.body;
  const p = consentParams(ctx, b);
  checkProvider(p.provider);
  const inFragment = !p.codeChallenge;
  if (b.action === "cancel") {
    return new Redirect(
      withParams(
        p.redirectTo,
        { error: "access_denied", error_code: "access_denied", error_description: "The user cancelled the Google sign-in" },
        inFragment,
      ),
    );
  }
  const { email, name } = await chosenAccount(ctx, b);
  if (!EMAIL_RE.test(email)) {
    return new Html(
      consentPage(p, await knownGoogleAccounts(ctx), `${API}/authorize`, "Enter a valid e-mail address.", { email, name }),
      400,
    );
  }
  const userId = await googleUserId(ctx, email, googleClaims(ctx, email, name || email.split("@")[0]));
  const user = (await loadUser(ctx.sql, userId))!;
  if (isBanned(user)) {
    return new Redirect(
      withParams(p.redirectTo, { error: "access_denied", error_code: "user_banned", error_description: "User is banned" }, inFragment),
    );
  }
  return signedInRedirect(ctx, req, p, userId);
}

/** POST /token?grant_type=pkce: the code from the consent page and its verifier. */
export async function pkceGrant(ctx: AuthContext, req: Req) {
  const { auth_code: code, code_verifier: verifier } = req.body;
  if (typeof code !== "string" || !code || typeof verifier !== "string" || !verifier) {
    throw err.badRequest("validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  type Flow = {
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    created_at: Date;
  };
  return tx(ctx, async (q) => {
    const [flow] = await q<Flow[]>`select * from auth.flow_state where auth_code = ${code} for update`;
    if (!flow || !flow.user_id) throw err.notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
    if (Date.now() - flow.created_at.getTime() > FLOW_STATE_TTL_MS) {
      await q`delete from auth.flow_state where id = ${flow.id}`;
      throw err.notFound("flow_state_expired", "Flow state has expired");
    }
    const computed = flow.code_challenge_method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
    if (computed !== flow.code_challenge)
      throw err.forbidden("bad_code_verifier", "code challenge does not match previously saved code verifier");
    await q`delete from auth.flow_state where id = ${flow.id}`;
    const user = await loadUser(q, flow.user_id);
    if (!user) throw err.notFound("user_not_found", "User not found");
    if (isBanned(user)) throw err.badRequest("user_banned", "User is banned");
    return issueSession(ctx, q, user.id, flow.authentication_method, req);
  });
}
