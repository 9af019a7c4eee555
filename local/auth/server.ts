import http from "node:http";
import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import postgres from "postgres";
import bcrypt from "bcryptjs";
import { localConfig } from "../config";
import { sendMail } from "../mail/client";
import { loadSigningKey, type SupabaseClaims } from "./keys";
import { authEmail, avatarSvg, consentPage, type ConsentParams, type EmailKind } from "./pages";

/**
 * A local stand-in for Supabase Auth (GoTrue): the subset of its HTTP API that the app and
 * @supabase/supabase-js use, with users in auth.users of the local Postgres, sessions and rotating
 * refresh tokens in auth.sessions / auth.refresh_tokens, ES256 access tokens with Supabase's claims,
 * and e-mails delivered to the local mail outbox. See the route table in `route()`.
 */
export type AuthServerOptions = {
  port: number;
  databaseUrl: string;
  mailUrl: string;
  siteUrl: string;
  requireEmailConfirmation?: boolean;
  accessTokenTtlSeconds?: number;
  /** Host to bind; 127.0.0.1 by default. */
  host?: string;
  /** A revoked refresh token may be replayed this long after it was rotated (GoTrue: 10 s). */
  refreshTokenReuseIntervalSeconds?: number;
  /** Minimum gap between two e-mails of one kind to one address. */
  emailRateLimitSeconds?: number;
  log?: (message: string) => void;
};

const API = "/auth/v1";
const PASSWORD_MIN_LENGTH = 6;
const SIGNUP_TOKEN_TTL_MS = 24 * 3600_000;
const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 3600_000;
const RECOVERY_TOKEN_TTL_MS = 3600_000;
const FLOW_STATE_TTL_MS = 5 * 60_000;
const API_VERSION_2024 = Date.parse("2024-01-01T00:00:00Z");
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Compared against when the user does not exist, so a miss costs as much as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync("oneira-local-dummy-password", 10);

type Sql = postgres.Sql;
type Json = Record<string, unknown>;

type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
};

type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
};

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Json = {},
  ) {
    super(message);
  }
}

const err = {
  badRequest: (code: string, msg: string, extra?: Json) => new ApiError(400, code, msg, extra),
  unauthorized: (code: string, msg: string) => new ApiError(401, code, msg),
  forbidden: (code: string, msg: string) => new ApiError(403, code, msg),
  notFound: (code: string, msg: string) => new ApiError(404, code, msg),
  unprocessable: (code: string, msg: string, extra?: Json) => new ApiError(422, code, msg, extra),
  tooMany: (code: string, msg: string) => new ApiError(429, code, msg),
};

/** Not an API error: the gateway (Kong) answers these before GoTrue sees the request. */
class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

class Redirect {
  constructor(readonly location: string) {}
}
class Html {
  constructor(
    readonly html: string,
    readonly status = 200,
  ) {}
}
class Raw {
  constructor(
    readonly body: string,
    readonly contentType: string,
    readonly status = 200,
  ) {}
}
class NoContent {}
class JsonWithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

type Req = {
  method: string;
  path: string; // below /auth/v1
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Json;
};

export async function startAuthServer(opts: AuthServerOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const requireConfirmation = opts.requireEmailConfirmation ?? true;
  const accessTtl = opts.accessTokenTtlSeconds ?? 3600;
  const reuseIntervalMs = (opts.refreshTokenReuseIntervalSeconds ?? 10) * 1000;
  const emailGapMs = (opts.emailRateLimitSeconds ?? 2) * 1000;
  const log = opts.log ?? ((m: string) => console.error(m));
  const siteOrigin = new URL(opts.siteUrl).origin;
  const key = await loadSigningKey();

  const sql = postgres(opts.databaseUrl, {
    max: 10,
    onnotice: () => {},
  });
  await sql.unsafe(readFileSync(path.join(import.meta.dirname, "schema.sql"), "utf8"));

  let baseUrl = ""; // set after listen
  const lastEmailSent = new Map<string, number>();

  const json = (value: Json) => sql.json(value as postgres.JSONValue);
  const tx = <T>(fn: (q: Sql) => Promise<T>): Promise<T> => sql.begin((t) => fn(t as unknown as Sql)) as Promise<T>;

  // ---------- users ----------

  async function loadUser(q: Sql, id: string): Promise<UserRow | null> {
    const [u] = await q<UserRow[]>`select * from auth.users where id = ${id}`;
    return u ?? null;
  }
  async function findUserByEmail(q: Sql, email: string): Promise<UserRow | null> {
    const [u] = await q<UserRow[]>`select * from auth.users where lower(email) = lower(${email}) and is_sso_user = false`;
    return u ?? null;
  }
  async function identitiesOf(q: Sql, userId: string): Promise<IdentityRow[]> {
    return q<IdentityRow[]>`select * from auth.identities where user_id = ${userId} order by created_at`;
  }

  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

  function identityJson(i: IdentityRow) {
    return {
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    };
  }

  async function userJson(q: Sql, u: UserRow) {
    const identities = await identitiesOf(q, u.id);
    return {
      id: u.id,
      aud: u.aud ?? "authenticated",
      role: u.role ?? "authenticated",
      email: u.email ?? "",
      email_confirmed_at: iso(u.email_confirmed_at),
      phone: u.phone ?? "",
      confirmation_sent_at: iso(u.confirmation_sent_at),
      confirmed_at: iso(u.confirmed_at),
      recovery_sent_at: iso(u.recovery_sent_at),
      new_email: u.email_change || undefined,
      email_change_sent_at: u.email_change ? iso(u.email_change_sent_at) : undefined,
      last_sign_in_at: iso(u.last_sign_in_at),
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      identities: identities.map(identityJson),
      created_at: iso(u.created_at),
      updated_at: iso(u.updated_at),
      banned_until: u.banned_until && u.banned_until > new Date() ? iso(u.banned_until) : undefined,
      is_anonymous: u.is_anonymous,
    };
  }

  const isBanned = (u: UserRow) => !!u.banned_until && u.banned_until > new Date();

  function validateEmail(raw: unknown): string {
    if (typeof raw !== "string" || raw.trim() === "") throw err.badRequest("validation_failed", "An email address is required");
    const email = raw.trim().toLowerCase();
    if (email.length > 255 || !EMAIL_RE.test(email)) {
      throw err.badRequest("email_address_invalid", `Unable to validate email address: invalid format`);
    }
    return email;
  }

  function validatePassword(raw: unknown): string {
    if (typeof raw !== "string" || raw === "") throw err.unprocessable("validation_failed", "Signup requires a valid password");
    if ([...raw].length < PASSWORD_MIN_LENGTH) {
      throw err.unprocessable("weak_password", `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
        weak_password: { reasons: ["length"] },
      });
    }
    if (raw.length > 72) throw err.unprocessable("validation_failed", "Password cannot be longer than 72 characters");
    return raw;
  }

  function metadata(raw: unknown): Json {
    return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Json) : {};
  }

  /** GoTrue's metadata update: shallow merge, a null value removes the key. */
  function mergeMetadata(current: Json | null, update: Json): Json {
    const out: Json = { ...(current ?? {}) };
    for (const [k, v] of Object.entries(update)) {
      if (v === null) delete out[k];
      else out[k] = v;
    }
    return out;
  }

  async function createUser(
    q: Sql,
    p: {
      email: string;
      password: string | null;
      userMeta: Json;
      appMeta: Json;
      confirmed: boolean;
      provider: string;
      providerId?: string;
      identityData?: Json;
    },
  ): Promise<UserRow> {
    const hash = p.password ? await bcrypt.hash(p.password, 10) : "";
    let user: UserRow;
    try {
      [user] = await q<UserRow[]>`
        insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
          raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
        values ('00000000-0000-0000-0000-000000000000', ${randomUUID()}, 'authenticated', 'authenticated', ${p.email}, ${hash},
          ${p.confirmed ? new Date() : null}, ${json(p.appMeta)}, ${json(p.userMeta)},
          now(), now(), false, false)
        returning *`;
    } catch (e) {
      if ((e as { code?: string }).code === "23505") {
        throw err.unprocessable("email_exists", "A user with this email address has already been registered");
      }
      throw e;
    }
    const identityData = p.identityData ?? {
      sub: user.id,
      email: p.email,
      email_verified: false,
      phone_verified: false,
    };
    await q`
      insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      values (${p.providerId ?? user.id}, ${user.id}, ${json(identityData)}, ${p.provider}, now(), now(), now())`;
    return user;
  }

  // ---------- sessions and tokens ----------

  const newRefreshToken = () => randomBytes(16).toString("base64url");

  async function accessToken(q: Sql, user: UserRow, sessionId: string) {
    const amrRows = await q<{ authentication_method: string; created_at: Date }[]>`
      select authentication_method, created_at from auth.mfa_amr_claims where session_id = ${sessionId} order by created_at desc`;
    const now = Math.floor(Date.now() / 1000);
    const exp = now + accessTtl;
    const claims: SupabaseClaims = {
      iss: `${baseUrl}${API}`,
      sub: user.id,
      aud: "authenticated",
      exp,
      iat: now,
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? "authenticated",
      aal: "aal1",
      amr: amrRows.map((r) => ({ method: r.authentication_method, timestamp: Math.floor(r.created_at.getTime() / 1000) })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    };
    return { token: await key.sign(claims), exp };
  }

  async function tokenResponse(q: Sql, user: UserRow, sessionId: string, refreshToken: string) {
    const { token, exp } = await accessToken(q, user, sessionId);
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: accessTtl,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(q, user),
    };
  }

  /** A new session for the user (GoTrue's issueRefreshToken), with last_sign_in_at updated. */
  async function issueSession(q: Sql, userId: string, method: string, req?: Req) {
    const sessionId = randomUUID();
    const ua = req?.headers["user-agent"] ?? null;
    await q`insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
            values (${sessionId}, ${userId}, now(), now(), 'aal1', ${typeof ua === "string" ? ua : null})`;
    await q`insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
            values (${sessionId}, ${method}, now(), now())`;
    const refresh = newRefreshToken();
    await q`insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
            values ('00000000-0000-0000-0000-000000000000', ${refresh}, ${userId}, false, now(), now(), null, ${sessionId})`;
    await q`update auth.users set last_sign_in_at = now() where id = ${userId}`;
    const user = (await loadUser(q, userId))!;
    return tokenResponse(q, user, sessionId, refresh);
  }

  /** Resolves the Bearer access token to its user and (still existing) session, as GoTrue's requireAuthentication. */
  async function authenticate(req: Req): Promise<{ user: UserRow; claims: SupabaseClaims; sessionId: string }> {
    const header = req.headers.authorization;
    const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw err.unauthorized("no_authorization", "This endpoint requires a valid Bearer token");
    let claims: SupabaseClaims;
    try {
      claims = await key.verify(match[1]);
    } catch (e) {
      const reason =
        (e as { code?: string }).code === "ERR_JWT_EXPIRED" ? "token has invalid claims: token is expired" : "signature is invalid";
      throw err.forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
    }
    if (typeof claims.sub !== "string" || !UUID_RE.test(claims.sub)) throw err.forbidden("bad_jwt", "invalid claim: missing sub claim");
    const user = await loadUser(sql, claims.sub);
    if (!user) throw err.forbidden("user_not_found", "User from sub claim in JWT does not exist");
    const sessionId = claims.session_id;
    if (typeof sessionId !== "string" || !UUID_RE.test(sessionId)) {
      throw err.forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
    }
    const [session] = await sql`select id from auth.sessions where id = ${sessionId} and user_id = ${user.id}`;
    if (!session) throw err.forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
    return { user, claims, sessionId };
  }

  function requireAdmin(req: Req) {
    const bearer = typeof req.headers.authorization === "string" ? req.headers.authorization.replace(/^Bearer\s+/i, "") : "";
    if (apiKeyOf(req) !== localConfig.secretKey && bearer !== localConfig.secretKey) {
      throw err.forbidden("not_admin", "User not allowed");
    }
  }

  // ---------- e-mail ----------

  /** GoTrue's token hash: sha224(email + otp), hex. The 6-digit otp is what the e-mail shows as a code. */
  const tokenHash = (email: string, otp: string) =>
    createHash("sha224")
      .update(email + otp)
      .digest("hex");

  function checkEmailRate(kind: string, email: string) {
    const k = `${kind}:${email.toLowerCase()}`;
    const last = lastEmailSent.get(k);
    const now = Date.now();
    if (last !== undefined && now - last < emailGapMs) {
      const left = Math.max(1, Math.ceil((last + emailGapMs - now) / 1000));
      throw err.tooMany("over_email_send_rate_limit", `For security purposes, you can only request this after ${left} seconds.`);
    }
    lastEmailSent.set(k, now);
  }

  function allowedRedirect(raw: string | null | undefined): URL | null {
    if (!raw) return null;
    try {
      const u = new URL(raw);
      if (u.protocol !== "http:" && u.protocol !== "https:") return null;
      if (u.origin === siteOrigin || u.hostname === "localhost" || u.hostname === "127.0.0.1" || u.hostname === "[::1]") return u;
    } catch {
      /* not a URL */
    }
    return null;
  }

  /**
   * `${origin}/auth/confirm?token_hash=…&type=…&next=…`: origin from an allowed redirect_to (else the
   * site URL); next from redirect_to's `next` parameter, else its path (unless it is / or an auth
   * callback), else the default for the kind.
   */
  function confirmLink(redirectTo: string | null, type: EmailKind, hash: string, defaultNext: string): string {
    const r = allowedRedirect(redirectTo);
    const origin = r?.origin ?? siteOrigin;
    let next = defaultNext;
    if (r) {
      const n = r.searchParams.get("next");
      if (n && n.startsWith("/") && !n.startsWith("//")) next = n;
      else if (!["/", "/auth/confirm", "/auth/callback"].includes(r.pathname)) next = r.pathname + r.search;
    }
    const link = new URL("/auth/confirm", origin);
    link.searchParams.set("token_hash", hash);
    link.searchParams.set("type", type);
    link.searchParams.set("next", next);
    return link.toString();
  }

  async function sendAuthEmail(to: string, kind: EmailKind, link: string, otp: string) {
    const m = authEmail(kind, link, otp, to);
    await sendMail(opts.mailUrl, { to, from: "Oneira <no-reply@oneira.local>", subject: m.subject, text: m.text, html: m.html });
  }

  /** Stores a one-time token (replacing one of the same type) and mirrors it into the auth.users column. */
  async function storeOneTimeToken(
    q: Sql,
    user: UserRow,
    type: "confirmation_token" | "recovery_token" | "email_change_token_new",
    hash: string,
    relatesTo: string,
  ) {
    await q`delete from auth.one_time_tokens where user_id = ${user.id} and token_type = ${type}`;
    await q`insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
            values (${user.id}, ${type}, ${hash}, ${relatesTo}, now() at time zone 'utc', now() at time zone 'utc')`;
  }

  async function sendConfirmation(q: Sql, user: UserRow, redirectTo: string | null) {
    const email = user.email!;
    checkEmailRate("confirmation", email);
    const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const hash = tokenHash(email, otp);
    await storeOneTimeToken(q, user, "confirmation_token", hash, email);
    await q`update auth.users set confirmation_token = ${hash}, confirmation_sent_at = now() where id = ${user.id}`;
    await sendAuthEmail(email, "signup", confirmLink(redirectTo, "signup", hash, "/dashboard"), otp);
  }

  async function sendRecovery(q: Sql, user: UserRow, redirectTo: string | null) {
    const email = user.email!;
    checkEmailRate("recovery", email);
    const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const hash = tokenHash(email, otp);
    await storeOneTimeToken(q, user, "recovery_token", hash, email);
    await q`update auth.users set recovery_token = ${hash}, recovery_sent_at = now() where id = ${user.id}`;
    await sendAuthEmail(email, "recovery", confirmLink(redirectTo, "recovery", hash, "/reset-password"), otp);
  }

  async function sendEmailChange(q: Sql, user: UserRow, newEmail: string, redirectTo: string | null) {
    checkEmailRate("email_change", newEmail);
    const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const hash = tokenHash(newEmail, otp);
    await storeOneTimeToken(q, user, "email_change_token_new", hash, newEmail);
    await q`update auth.users set email_change = ${newEmail}, email_change_token_new = ${hash}, email_change_sent_at = now(),
            email_change_confirm_status = 0, updated_at = now() where id = ${user.id}`;
    await sendAuthEmail(newEmail, "email_change", confirmLink(redirectTo, "email_change", hash, "/dashboard"), otp);
  }

  // ---------- handlers ----------

  async function signup(req: Req) {
    const b = req.body;
    if (!b.email && !b.phone) throw err.badRequest("validation_failed", "You must provide either an email or phone number and a password");
    if (b.phone && !b.email) throw err.badRequest("phone_provider_disabled", "Phone signups are disabled");
    const password = validatePassword(b.password);
    const email = validateEmail(b.email);
    checkChallenge(b);
    const data = metadata(b.data);
    const redirectTo = req.query.get("redirect_to");

    return tx(async (q) => {
      const existing = await findUserByEmail(q, email);
      if (existing) {
        if (!requireConfirmation) throw err.unprocessable("user_already_exists", "User already registered");
        // No enumeration: a look-alike user that matches nothing, and no e-mail.
        const now = new Date().toISOString();
        return {
          id: randomUUID(),
          aud: "authenticated",
          role: "authenticated",
          email,
          phone: "",
          confirmation_sent_at: now,
          app_metadata: { provider: "email", providers: ["email"] },
          user_metadata: data,
          identities: [],
          created_at: now,
          updated_at: now,
          is_anonymous: false,
        };
      }
      const user = await createUser(q, {
        email,
        password,
        userMeta: data,
        appMeta: { provider: "email", providers: ["email"] },
        confirmed: !requireConfirmation,
        provider: "email",
      });
      if (!requireConfirmation) return issueSession(q, user.id, "password", req);
      await sendConfirmation(q, user, redirectTo);
      return userJson(q, (await loadUser(q, user.id))!);
    });
  }

  function checkChallenge(b: Json) {
    const challenge = b.code_challenge;
    const method = b.code_challenge_method;
    if (challenge && typeof method === "string" && !["s256", "plain"].includes(method.toLowerCase())) {
      throw err.badRequest("validation_failed", `code challenge method not supported: ${method}`);
    }
  }

  async function token(req: Req) {
    const grant = req.query.get("grant_type") ?? (typeof req.body.grant_type === "string" ? req.body.grant_type : "");
    if (grant === "password") return passwordGrant(req);
    if (grant === "refresh_token") return refreshGrant(req);
    if (grant === "pkce") return pkceGrant(req);
    throw err.badRequest("validation_failed", "unsupported_grant_type");
  }

  async function passwordGrant(req: Req) {
    const { email: rawEmail, password } = req.body;
    if (rawEmail == null || rawEmail === "") {
      throw err.badRequest("validation_failed", "You must provide either an email or phone number and a password");
    }
    if (typeof password !== "string")
      throw err.badRequest("validation_failed", "You must provide either an email or phone number and a password");
    const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
    const user = email ? await findUserByEmail(sql, email) : null;
    const ok = await bcrypt.compare(password, user?.encrypted_password || DUMMY_HASH);
    if (!user || !ok || !user.encrypted_password) throw err.badRequest("invalid_credentials", "Invalid login credentials");
    if (isBanned(user)) throw err.badRequest("user_banned", "User is banned");
    if (!user.email_confirmed_at) throw err.badRequest("email_not_confirmed", "Email not confirmed");
    return tx((q) => issueSession(q, user.id, "password", req));
  }

  async function refreshGrant(req: Req) {
    const rt = req.body.refresh_token;
    if (typeof rt !== "string" || rt === "") throw err.badRequest("validation_failed", "refresh_token required");
    const result = await tx(async (q) => {
      type Row = { id: string; token: string; user_id: string; revoked: boolean; updated_at: Date; session_id: string | null };
      const [row] = await q<
        Row[]
      >`select id, token, user_id, revoked, updated_at, session_id from auth.refresh_tokens where token = ${rt} for update`;
      if (!row || !row.session_id) return err.badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      const [session] = await q`select id from auth.sessions where id = ${row.session_id} for update`;
      if (!session) return err.badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      const user = await loadUser(q, row.user_id);
      if (!user) return err.badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      if (isBanned(user)) return err.badRequest("user_banned", "Invalid Refresh Token: User Banned");

      let issued: string;
      if (row.revoked) {
        const [active] = await q<{ token: string; parent: string | null }[]>`
          select token, parent from auth.refresh_tokens where session_id = ${row.session_id} and revoked = false order by id desc limit 1`;
        const withinInterval = Date.now() - row.updated_at.getTime() < reuseIntervalMs;
        if (active && (active.parent === row.token || withinInterval)) {
          // A client that lost the answer to its refresh (or a concurrent refresh): hand back the current token.
          issued = active.token;
        } else {
          // Reuse of a rotated token: treat as theft and end the session (all its tokens go with it).
          await q`delete from auth.sessions where id = ${row.session_id}`;
          return err.badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");
        }
      } else {
        issued = newRefreshToken();
        await q`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id}`;
        await q`insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
                values ('00000000-0000-0000-0000-000000000000', ${issued}, ${user.id}, false, now(), now(), ${row.token}, ${row.session_id})`;
      }
      await q`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = ${row.session_id}`;
      return tokenResponse(q, user, row.session_id, issued);
    });
    // Errors are returned (not thrown) so that the session revocation above commits.
    if (result instanceof ApiError) throw result;
    return result;
  }

  async function pkceGrant(req: Req) {
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
    return tx(async (q) => {
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
      return issueSession(q, user.id, flow.authentication_method, req);
    });
  }

  async function getUser(req: Req) {
    const { user } = await authenticate(req);
    return userJson(sql, user);
  }

  async function updateUser(req: Req) {
    const { user, sessionId } = await authenticate(req);
    const b = req.body;
    return tx(async (q) => {
      if (b.data !== undefined) {
        const merged = mergeMetadata(user.raw_user_meta_data, metadata(b.data));
        await q`update auth.users set raw_user_meta_data = ${json(merged)}, updated_at = now() where id = ${user.id}`;
      }
      if (b.password !== undefined && b.password !== null) {
        const password = validatePassword(b.password);
        if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
          throw err.unprocessable("same_password", "New password should be different from the old password.");
        }
        const hash = await bcrypt.hash(password, 10);
        await q`update auth.users set encrypted_password = ${hash}, updated_at = now() where id = ${user.id}`;
        // GoTrue's UpdatePassword: every other session of the user ends.
        await q`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
      }
      if (b.email !== undefined && b.email !== null && b.email !== "") {
        const email = validateEmail(b.email);
        if (email !== (user.email ?? "").toLowerCase()) {
          const other = await findUserByEmail(q, email);
          if (other) throw err.unprocessable("email_exists", "A user with this email address has already been registered");
          if (requireConfirmation) {
            await sendEmailChange(q, user, email, req.query.get("redirect_to"));
          } else {
            await q`update auth.users set email = ${email}, email_change = '', updated_at = now() where id = ${user.id}`;
            await q`update auth.identities set identity_data = identity_data || ${json({ email })}, updated_at = now()
                    where user_id = ${user.id} and provider = 'email'`;
          }
        }
      }
      return userJson(q, (await loadUser(q, user.id))!);
    });
  }

  async function logout(req: Req) {
    const { user, sessionId } = await authenticate(req);
    const scope = req.query.get("scope") ?? "global";
    if (scope === "local") await sql`delete from auth.sessions where id = ${sessionId}`;
    else if (scope === "others") await sql`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
    else if (scope === "global") await sql`delete from auth.sessions where user_id = ${user.id}`;
    else throw err.badRequest("validation_failed", `Unsupported logout scope "${scope}"`);
    return new NoContent();
  }

  async function recover(req: Req) {
    const email = validateEmail(req.body.email);
    checkChallenge(req.body);
    await tx(async (q) => {
      const user = await findUserByEmail(q, email);
      if (!user) return; // no enumeration
      await sendRecovery(q, user, req.query.get("redirect_to"));
    });
    return {};
  }

  async function resend(req: Req) {
    const type = req.body.type;
    const email = validateEmail(req.body.email);
    if (type !== "signup" && type !== "email_change")
      throw err.badRequest("validation_failed", "Missing one of these types: signup, email_change, sms, phone_change");
    await tx(async (q) => {
      const user =
        type === "signup"
          ? await findUserByEmail(q, email)
          : (await q<UserRow[]>`select * from auth.users where lower(email_change) = ${email}`)[0];
      if (!user) return;
      if (type === "signup") {
        if (user.email_confirmed_at) return;
        await sendConfirmation(q, user, req.query.get("redirect_to"));
      } else {
        await sendEmailChange(q, user, email, req.query.get("redirect_to"));
      }
    });
    return {};
  }

  const verifyTypes: Record<string, { tokenTypes: string[]; ttl: number }> = {
    signup: { tokenTypes: ["confirmation_token"], ttl: SIGNUP_TOKEN_TTL_MS },
    email: { tokenTypes: ["confirmation_token", "recovery_token"], ttl: SIGNUP_TOKEN_TTL_MS },
    invite: { tokenTypes: ["confirmation_token"], ttl: SIGNUP_TOKEN_TTL_MS },
    magiclink: { tokenTypes: ["recovery_token", "confirmation_token"], ttl: RECOVERY_TOKEN_TTL_MS },
    recovery: { tokenTypes: ["recovery_token"], ttl: RECOVERY_TOKEN_TTL_MS },
    email_change: { tokenTypes: ["email_change_token_new"], ttl: EMAIL_CHANGE_TOKEN_TTL_MS },
  };

  /** Consumes an e-mail token and applies it; returns the user id. */
  async function consumeEmailToken(q: Sql, type: string, hash: string): Promise<string> {
    const spec = verifyTypes[type];
    if (!spec) throw err.badRequest("validation_failed", `Unsupported verification type: ${type}`);
    type Ott = { id: string; user_id: string; token_type: string; relates_to: string; created_at: Date };
    const rows = await q<Ott[]>`
      select id, user_id, token_type, relates_to, created_at at time zone 'utc' as created_at from auth.one_time_tokens
      where token_hash = ${hash} and token_type in ${q(spec.tokenTypes)} for update`;
    const ott = rows[0];
    const expired = !ott || Date.now() - ott.created_at.getTime() > spec.ttl;
    if (ott && expired) await q`delete from auth.one_time_tokens where id = ${ott.id}`;
    if (!ott || expired) throw err.forbidden("otp_expired", "Email link is invalid or has expired");
    await q`delete from auth.one_time_tokens where id = ${ott.id}`;
    const user = await loadUser(q, ott.user_id);
    if (!user) throw err.forbidden("otp_expired", "Email link is invalid or has expired");
    if (isBanned(user)) throw err.forbidden("user_banned", "User is banned");
    if (ott.token_type === "confirmation_token") {
      await q`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now() where id = ${user.id}`;
      await q`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = ${user.id} and provider = 'email'`;
    } else if (ott.token_type === "recovery_token") {
      await q`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), recovery_token = '', updated_at = now() where id = ${user.id}`;
    } else {
      const newEmail = ott.relates_to;
      const taken = await q`select 1 from auth.users where lower(email) = lower(${newEmail}) and id <> ${user.id}`;
      if (taken.length) throw err.unprocessable("email_exists", "A user with this email address has already been registered");
      await q`update auth.users set email = ${newEmail}, email_change = '', email_change_token_new = '', email_change_sent_at = null,
              email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = ${user.id}`;
      await q`update auth.identities set identity_data = identity_data || ${json({ email: newEmail })}, updated_at = now()
              where user_id = ${user.id} and provider = 'email'`;
    }
    return user.id;
  }

  function hashFromParams(p: { token_hash?: unknown; token?: unknown; email?: unknown }): string {
    if (typeof p.token_hash === "string" && p.token_hash) return p.token_hash.replace(/^pkce_/, "");
    if (typeof p.token === "string" && p.token && typeof p.email === "string" && p.email) {
      return tokenHash(p.email.trim().toLowerCase(), p.token.trim());
    }
    throw err.badRequest("validation_failed", "Verify requires either a token_hash, or a token and an email");
  }

  async function verifyPost(req: Req) {
    const type = typeof req.body.type === "string" ? req.body.type : "";
    if (!type) throw err.badRequest("validation_failed", "Verify requires a verification type");
    const hash = hashFromParams(req.body as Json);
    const result = await tx(async (q) => {
      try {
        const userId = await consumeEmailToken(q, type, hash);
        return issueSession(q, userId, "otp", req);
      } catch (e) {
        if (e instanceof ApiError) return e;
        throw e;
      }
    });
    if (result instanceof ApiError) throw result;
    return result;
  }

  /** GET /verify?token=<hash>&type=…&redirect_to=…: the link form; answers with a redirect (implicit flow). */
  async function verifyGet(req: Req) {
    const target = allowedRedirect(req.query.get("redirect_to"))?.toString() ?? opts.siteUrl;
    const type = req.query.get("type") ?? "";
    try {
      const hash = hashFromParams({ token_hash: req.query.get("token") ?? req.query.get("token_hash") ?? "" });
      const result = await tx(async (q) => {
        const userId = await consumeEmailToken(q, type, hash);
        return issueSession(q, userId, "otp", req);
      });
      const frag = new URLSearchParams({
        access_token: result.access_token,
        expires_at: String(result.expires_at),
        expires_in: String(result.expires_in),
        refresh_token: result.refresh_token,
        token_type: "bearer",
        type,
      });
      return new Redirect(`${target.split("#")[0]}#${frag}`);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const frag = new URLSearchParams({
        error: e.status === 403 ? "access_denied" : "invalid_request",
        error_code: e.code,
        error_description: e.message,
      });
      return new Redirect(`${target.split("#")[0]}#${frag}`);
    }
  }

  function settings() {
    const external: Record<string, boolean> = {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: true,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      spotify: false,
      slack_oidc: false,
      workos: false,
      twitch: false,
      twitter: false,
      zoom: false,
      email: true,
      phone: false,
    };
    return {
      external,
      disable_signup: false,
      mailer_autoconfirm: !requireConfirmation,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    };
  }

  // ---------- Google (local consent page) ----------

  function consentParams(src: URLSearchParams | Json): ConsentParams {
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
      redirectTo: allowedRedirect(get("redirect_to"))?.toString() ?? opts.siteUrl,
      codeChallenge: get("code_challenge"),
      codeChallengeMethod: get("code_challenge_method").toLowerCase(),
      scopes: get("scopes"),
      extra,
    };
  }

  async function knownGoogleAccounts() {
    const rows = await sql<{ identity_data: Json }[]>`
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

  async function authorizeGet(req: Req) {
    const p = consentParams(req.query);
    checkProvider(p.provider);
    if (p.codeChallenge && !["s256", "plain"].includes(p.codeChallengeMethod)) {
      throw err.badRequest("validation_failed", `code challenge method not supported: ${p.codeChallengeMethod}`);
    }
    return new Html(consentPage(p, await knownGoogleAccounts(), `${API}/authorize`));
  }

  function withParams(target: string, params: Record<string, string>, inFragment: boolean): string {
    const u = new URL(target);
    if (inFragment) {
      u.hash = new URLSearchParams(params).toString();
      return u.toString();
    }
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  }

  function googleSub(email: string): string {
    const digest = createHash("sha256").update(`local-google:${email}`).digest();
    return ("1" + (digest.readBigUInt64BE(0) % 10n ** 20n).toString().padStart(20, "0")).slice(0, 21);
  }

  async function authorizePost(req: Req) {
    const b = req.body;
    const p = consentParams(b);
    checkProvider(p.provider);
    const pkce = !!p.codeChallenge;
    if (b.action === "cancel") {
      return new Redirect(
        withParams(
          p.redirectTo,
          { error: "access_denied", error_code: "access_denied", error_description: "The user cancelled the Google sign-in" },
          !pkce,
        ),
      );
    }
    let email = "";
    let name = typeof b.name === "string" ? b.name.trim() : "";
    if (typeof b.account === "string" && b.account) {
      email = b.account.trim().toLowerCase();
      const known = (await knownGoogleAccounts()).find((a) => a.email === email);
      if (!name) name = known?.name ?? "";
    } else {
      email = typeof b.email === "string" ? b.email.trim().toLowerCase() : "";
    }
    if (!EMAIL_RE.test(email)) {
      return new Html(
        consentPage(p, await knownGoogleAccounts(), `${API}/authorize`, "Enter a valid e-mail address.", { email, name }),
        400,
      );
    }
    if (!name) name = email.split("@")[0];
    const sub = googleSub(email);
    const avatar = `${baseUrl}${API}/local/avatar/${encodeURIComponent(name)}.svg`;
    const claims: Json = {
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

    const userId = await tx(async (q) => {
      const [identity] = await q<IdentityRow[]>`select * from auth.identities where provider = 'google' and provider_id = ${sub}`;
      let user: UserRow | null = null;
      if (identity) {
        user = await loadUser(q, identity.user_id);
        await q`update auth.identities set identity_data = ${json(claims)}, last_sign_in_at = now(), updated_at = now()
                where id = ${identity.id}`;
      }
      if (!user) {
        user = await findUserByEmail(q, email);
        if (user) {
          // Google has verified the address: link the identity to the existing account (GoTrue's automatic linking).
          await q`insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
                  values (${sub}, ${user.id}, ${json(claims)}, 'google', now(), now(), now())
                  on conflict (provider_id, provider) do update set user_id = excluded.user_id, identity_data = excluded.identity_data`;
        }
      }
      if (user) {
        const app = { ...(user.raw_app_meta_data ?? {}) };
        const providers = new Set(Array.isArray(app.providers) ? (app.providers as string[]) : []);
        providers.add("google");
        app.providers = [...providers];
        if (!app.provider) app.provider = "google";
        const meta = { ...(user.raw_user_meta_data ?? {}), ...claims };
        await q`update auth.users set raw_app_meta_data = ${json(app)}, raw_user_meta_data = ${json(meta)},
                email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = ${user.id}`;
        return user.id;
      }
      const created = await createUser(q, {
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

    const user = (await loadUser(sql, userId))!;
    if (isBanned(user)) {
      return new Redirect(
        withParams(p.redirectTo, { error: "access_denied", error_code: "user_banned", error_description: "User is banned" }, !pkce),
      );
    }
    if (pkce) {
      const code = randomUUID();
      await sql`delete from auth.flow_state where created_at < now() - interval '1 day'`;
      await sql`insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, auth_code_issued_at)
                values (${userId}, ${code}, ${p.codeChallengeMethod || "plain"}, ${p.codeChallenge}, 'google', 'oauth', now())`;
      return new Redirect(withParams(p.redirectTo, { code }, false));
    }
    const session = await tx((q) => issueSession(q, userId, "oauth", req));
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

  // ---------- admin ----------

  function adminUserId(raw: string): string {
    if (!UUID_RE.test(raw)) throw err.badRequest("validation_failed", "user_id must be an UUID");
    return raw;
  }

  async function adminCreateUser(req: Req) {
    const b = req.body;
    const email = validateEmail(b.email);
    const password = b.password == null || b.password === "" ? null : validatePassword(b.password);
    return tx(async (q) => {
      if (await findUserByEmail(q, email))
        throw err.unprocessable("email_exists", "A user with this email address has already been registered");
      const user = await createUser(q, {
        email,
        password,
        userMeta: metadata(b.user_metadata ?? b.data),
        appMeta: { provider: "email", providers: ["email"], ...metadata(b.app_metadata) },
        confirmed: b.email_confirm === true,
        provider: "email",
      });
      if (typeof b.ban_duration === "string" && b.ban_duration !== "none") await applyBan(q, user.id, b.ban_duration);
      return userJson(q, (await loadUser(q, user.id))!);
    });
  }

  async function applyBan(q: Sql, userId: string, duration: string) {
    if (duration === "none") {
      await q`update auth.users set banned_until = null where id = ${userId}`;
      return;
    }
    const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(duration);
    if (!m) throw err.badRequest("validation_failed", "invalid format for ban duration");
    const ms = Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as "ms" | "s" | "m" | "h"];
    await q`update auth.users set banned_until = ${new Date(Date.now() + ms)} where id = ${userId}`;
    await q`delete from auth.sessions where user_id = ${userId}`;
  }

  async function adminListUsers(req: Req) {
    const page = Math.max(1, Number(req.query.get("page") ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(req.query.get("per_page") ?? 50) || 50));
    const rows = await sql<UserRow[]>`select * from auth.users order by created_at desc limit ${perPage} offset ${(page - 1) * perPage}`;
    const users = [];
    for (const u of rows) users.push(await userJson(sql, u));
    const [{ count }] = await sql<{ count: string }[]>`select count(*)::text as count from auth.users`;
    const total = Number(count);
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (n: number, rel: string) => `<${baseUrl}${API}/admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
    const links = [...(page < last ? [link(page + 1, "next")] : []), link(last, "last")];
    return new JsonWithHeaders({ users, aud: "authenticated" }, { "x-total-count": String(total), link: links.join(", ") });
  }

  async function adminGetUser(id: string) {
    const user = await loadUser(sql, adminUserId(id));
    if (!user) throw err.notFound("user_not_found", "User not found");
    return userJson(sql, user);
  }

  async function adminUpdateUser(id: string, req: Req) {
    const b = req.body;
    return tx(async (q) => {
      const user = await loadUser(q, adminUserId(id));
      if (!user) throw err.notFound("user_not_found", "User not found");
      if (b.email !== undefined && b.email !== null) {
        const email = validateEmail(b.email);
        const other = await findUserByEmail(q, email);
        if (other && other.id !== user.id)
          throw err.unprocessable("email_exists", "A user with this email address has already been registered");
        await q`update auth.users set email = ${email}, updated_at = now() where id = ${user.id}`;
        await q`update auth.identities set identity_data = identity_data || ${json({ email })} where user_id = ${user.id} and provider = 'email'`;
      }
      if (b.password !== undefined && b.password !== null) {
        const hash = await bcrypt.hash(validatePassword(b.password), 10);
        await q`update auth.users set encrypted_password = ${hash}, updated_at = now() where id = ${user.id}`;
      }
      if (b.email_confirm === true)
        await q`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = ${user.id}`;
      if (b.user_metadata !== undefined) {
        const merged = mergeMetadata(user.raw_user_meta_data, metadata(b.user_metadata));
        await q`update auth.users set raw_user_meta_data = ${json(merged)}, updated_at = now() where id = ${user.id}`;
      }
      if (b.app_metadata !== undefined) {
        const merged = mergeMetadata(user.raw_app_meta_data, metadata(b.app_metadata));
        await q`update auth.users set raw_app_meta_data = ${json(merged)}, updated_at = now() where id = ${user.id}`;
      }
      if (typeof b.ban_duration === "string") await applyBan(q, user.id, b.ban_duration);
      return userJson(q, (await loadUser(q, user.id))!);
    });
  }

  async function adminDeleteUser(id: string) {
    const rows = await sql`delete from auth.users where id = ${adminUserId(id)} returning id`;
    if (!rows.length) throw err.notFound("user_not_found", "User not found");
    return {};
  }

  // ---------- routing ----------

  const openRoutes = new Set(["GET /authorize", "POST /authorize", "GET /verify", "GET /.well-known/jwks.json", "GET /health"]);

  function apiKeyOf(req: Req): string | null {
    const h = req.headers.apikey;
    if (typeof h === "string" && h) return h;
    return req.query.get("apikey");
  }

  async function route(req: Req): Promise<unknown> {
    const { method, path: p } = req;
    if (p.startsWith("/local/avatar/") && method === "GET") {
      const name = decodeURIComponent(p.slice("/local/avatar/".length).replace(/\.svg$/, ""));
      const initials = name
        .split(/\s+/)
        .map((w) => w[0] ?? "")
        .join("");
      return new Raw(avatarSvg(initials || name), "image/svg+xml");
    }
    if (!openRoutes.has(`${method} ${p}`)) {
      const apikey = apiKeyOf(req);
      if (!apikey)
        throw new GatewayError(401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
      if (apikey !== localConfig.publishableKey && apikey !== localConfig.secretKey) {
        throw new GatewayError(401, { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
      }
    }
    switch (`${method} ${p}`) {
      case "GET /health":
        return { version: "local", name: "GoTrue", description: "Oneira's local Supabase Auth stand-in" };
      case "GET /settings":
        return settings();
      case "GET /.well-known/jwks.json":
        return key.jwks;
      case "POST /signup":
        return signup(req);
      case "POST /token":
        return token(req);
      case "GET /user":
        return getUser(req);
      case "PUT /user":
        return updateUser(req);
      case "POST /logout":
        return logout(req);
      case "POST /recover":
        return recover(req);
      case "POST /resend":
        return resend(req);
      case "POST /verify":
        return verifyPost(req);
      case "GET /verify":
        return verifyGet(req);
      case "GET /authorize":
        return authorizeGet(req);
      case "POST /authorize":
        return authorizePost(req);
      case "GET /admin/users":
        requireAdmin(req);
        return adminListUsers(req);
      case "POST /admin/users":
        requireAdmin(req);
        return adminCreateUser(req);
    }
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(p);
    if (adminUser) {
      requireAdmin(req);
      const id = decodeURIComponent(adminUser[1]);
      if (method === "GET") return adminGetUser(id);
      if (method === "PUT") return adminUpdateUser(id, req);
      if (method === "DELETE") return adminDeleteUser(id);
    }
    throw err.notFound("not_found", "Not found");
  }

  function apiVersionOf(headers: http.IncomingHttpHeaders): string | null {
    const v = headers["x-supabase-api-version"];
    if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
    const t = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(t) && t >= API_VERSION_2024 ? "2024-01-01" : null;
  }

  function sendError(res: http.ServerResponse, headers: http.IncomingHttpHeaders, e: ApiError) {
    const version = apiVersionOf(headers);
    const h: Record<string, string> = { "content-type": "application/json" };
    if (version) h["x-supabase-api-version"] = version;
    const body = version
      ? { code: e.code, message: e.message, ...e.extra }
      : { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
    res.writeHead(e.status, h);
    res.end(JSON.stringify(body));
  }

  const server = http.createServer(async (request, res) => {
    const url = new URL(request.url ?? "/", "http://auth.local");
    try {
      if (!url.pathname.startsWith(API + "/") && url.pathname !== API) {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "no Route matched with those values" }));
        return;
      }
      const body = await readBody(request);
      const req: Req = {
        method: request.method ?? "GET",
        path: url.pathname.slice(API.length).replace(/\/+$/, "") || "/",
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      const out = await route(req);
      if (out instanceof Redirect) {
        res.writeHead(302, { location: out.location, "cache-control": "no-store" });
        res.end();
      } else if (out instanceof Html) {
        res.writeHead(out.status, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-store",
          // form-action also governs the redirect that follows the form post (Chrome), so the
          // allowed redirect targets are listed.
          "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${siteOrigin} http://localhost:* http://127.0.0.1:* https://localhost:*; frame-ancestors 'none'`,
          "x-frame-options": "DENY",
        });
        res.end(out.html);
      } else if (out instanceof Raw) {
        res.writeHead(out.status, { "content-type": out.contentType, "cache-control": "public, max-age=3600" });
        res.end(out.body);
      } else if (out instanceof JsonWithHeaders) {
        res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store", ...out.headers });
        res.end(JSON.stringify(out.body));
      } else if (out instanceof NoContent) {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify(out));
      }
    } catch (e) {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (e instanceof ApiError) return sendError(res, request.headers, e);
      if (e instanceof GatewayError) {
        res.writeHead(e.status, { "content-type": "application/json" });
        res.end(JSON.stringify(e.body));
        return;
      }
      log(`[auth] ${request.method} ${url.pathname} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      sendError(
        res,
        request.headers,
        new ApiError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
      );
    }
  });

  async function readBody(request: http.IncomingMessage): Promise<Json> {
    if (request.method === "GET" || request.method === "HEAD") {
      request.resume();
      return {};
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of request) {
      size += (c as Buffer).length;
      if (size > 1024 * 1024) throw err.badRequest("validation_failed", "Request body too large");
      chunks.push(c as Buffer);
    }
    const raw = Buffer.concat(chunks).toString("utf8");
    if (!raw.trim()) return {};
    const type = String(request.headers["content-type"] ?? "");
    if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(raw));
    try {
      const parsed = JSON.parse(raw) as unknown;
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Json) : {};
    } catch (e) {
      throw err.badRequest("bad_json", `Could not parse request body as JSON: ${(e as Error).message}`);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await sql.end({ timeout: 5 });
    },
  };
}
