import { createHash, randomInt, randomUUID } from "node:crypto";
import { sendMail } from "../mail/client";
import { tx, type AuthContext, type Json, type Req, type Sql, type UserRow } from "./context";
import { authEmail, type EmailKind } from "./pages";
import { allowedRedirect } from "./redirects";
import { ApiError, Redirect, err } from "./responses";
import { issueSession } from "./sessions";
import {
  createUser,
  emailExists,
  findUserByEmail,
  isBanned,
  loadUser,
  metadata,
  reloadedUserJson,
  setEmail,
  validateEmail,
  validatePassword,
} from "./users";

/**
 * Everything that goes through an e-mail: sign-up confirmation, password recovery, e-mail change
 * (one-time tokens in auth.one_time_tokens, the link and code sent to the outbox), and /verify,
 * which consumes them.
 */

const SIGNUP_TOKEN_TTL_MS = 24 * 3600_000;
const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 3600_000;
const RECOVERY_TOKEN_TTL_MS = 3600_000;

type TokenType = "confirmation_token" | "recovery_token" | "email_change_token_new";

/** GoTrue's token hash: sha224(email + otp), hex. The 6-digit otp is what the e-mail shows as a code. */
const tokenHash = (email: string, otp: string) =>
  createHash("sha224")
    .update(email + otp)
    .digest("hex");

function checkEmailRate(ctx: AuthContext, kind: string, email: string) {
  const k = `${kind}:${email.toLowerCase()}`;
  const last = ctx.lastEmailSent.get(k);
  const now = Date.now();
  if (last !== undefined && now - last < ctx.emailGapMs) {
    const left = Math.max(1, Math.ceil((last + ctx.emailGapMs - now) / 1000));
    throw err.tooMany("over_email_send_rate_limit", `For security purposes, you can only request this after ${left} seconds.`);
  }
  ctx.lastEmailSent.set(k, now);
}

/**
 * `${origin}/auth/confirm?token_hash=…&type=…&next=…`: origin from an allowed redirect_to (else the
 * site URL); next from redirect_to's `next` parameter, else its path (unless it is / or an auth
 * callback), else the default for the kind.
 */
function confirmLink(ctx: AuthContext, redirectTo: string | null, type: EmailKind, hash: string, defaultNext: string): string {
  const r = allowedRedirect(ctx, redirectTo);
  const origin = r?.origin ?? ctx.siteOrigin;
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

/** Per kind of e-mail: its rate-limit bucket, token type, default `next`, and the auth.users columns it sets. */
const ONE_TIME_TOKENS: Record<
  EmailKind,
  { rateKind: string; tokenType: TokenType; defaultNext: string; mark(q: Sql, userId: string, hash: string, to: string): Promise<unknown> }
> = {
  signup: {
    rateKind: "confirmation",
    tokenType: "confirmation_token",
    defaultNext: "/dashboard",
    mark: (q, userId, hash) => q`update auth.users set confirmation_token = ${hash}, confirmation_sent_at = now() where id = ${userId}`,
  },
  recovery: {
    rateKind: "recovery",
    tokenType: "recovery_token",
    defaultNext: "/reset-password",
    mark: (q, userId, hash) => q`update auth.users set recovery_token = ${hash}, recovery_sent_at = now() where id = ${userId}`,
  },
  email_change: {
    rateKind: "email_change",
    tokenType: "email_change_token_new",
    defaultNext: "/dashboard",
    mark: (
      q,
      userId,
      hash,
      to,
    ) => q`update auth.users set email_change = ${to}, email_change_token_new = ${hash}, email_change_sent_at = now(),
            email_change_confirm_status = 0, updated_at = now() where id = ${userId}`,
  },
};

/**
 * Creates a one-time token of the kind (replacing the user's previous one of that type), mirrors
 * it into auth.users and e-mails its link and code to `to` (the new address for an e-mail change).
 */
export async function sendOneTimeToken(
  ctx: AuthContext,
  q: Sql,
  user: UserRow,
  kind: EmailKind,
  redirectTo: string | null,
  to = user.email!,
) {
  const spec = ONE_TIME_TOKENS[kind];
  checkEmailRate(ctx, spec.rateKind, to);
  const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const hash = tokenHash(to, otp);
  await q`delete from auth.one_time_tokens where user_id = ${user.id} and token_type = ${spec.tokenType}`;
  await q`insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
          values (${user.id}, ${spec.tokenType}, ${hash}, ${to}, now() at time zone 'utc', now() at time zone 'utc')`;
  await spec.mark(q, user.id, hash, to);
  const m = authEmail(kind, confirmLink(ctx, redirectTo, kind, hash, spec.defaultNext), otp, to);
  await sendMail(ctx.mailUrl, { to, from: "Oneira <no-reply@oneira.local>", subject: m.subject, text: m.text, html: m.html });
}

function checkChallenge(b: Json) {
  const challenge = b.code_challenge;
  const method = b.code_challenge_method;
  if (challenge && typeof method === "string" && !["s256", "plain"].includes(method.toLowerCase())) {
    throw err.badRequest("validation_failed", `code challenge method not supported: ${method}`);
  }
}

/** What sign-up answers for an address that is already registered: a look-alike user that matches nothing. */
function lookAlikeUser(email: string, data: Json) {
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

/** POST /signup */
export async function signup(ctx: AuthContext, req: Req) {
  const b = req.body;
  if (!b.email && !b.phone) throw err.badRequest("validation_failed", "You must provide either an email or phone number and a password");
  if (b.phone && !b.email) throw err.badRequest("phone_provider_disabled", "Phone signups are disabled");
  const password = validatePassword(b.password);
  const email = validateEmail(b.email);
  checkChallenge(b);
  const data = metadata(b.data);

  return tx(ctx, async (q) => {
    if (await findUserByEmail(q, email)) {
      if (!ctx.requireConfirmation) throw err.unprocessable("user_already_exists", "User already registered");
      // No enumeration, and no e-mail.
      return lookAlikeUser(email, data);
    }
    const user = await createUser(ctx, q, {
      email,
      password,
      userMeta: data,
      appMeta: { provider: "email", providers: ["email"] },
      confirmed: !ctx.requireConfirmation,
      provider: "email",
    });
    if (!ctx.requireConfirmation) return issueSession(ctx, q, user.id, "password", req);
    await sendOneTimeToken(ctx, q, user, "signup", req.query.get("redirect_to"));
    return reloadedUserJson(q, user.id);
  });
}

/** POST /recover */
export async function recover(ctx: AuthContext, req: Req) {
  const email = validateEmail(req.body.email);
  checkChallenge(req.body);
  await tx(ctx, async (q) => {
    const user = await findUserByEmail(q, email);
    if (!user) return; // no enumeration
    await sendOneTimeToken(ctx, q, user, "recovery", req.query.get("redirect_to"));
  });
  return {};
}

/** POST /resend: the sign-up confirmation or the e-mail change link again. */
export async function resend(ctx: AuthContext, req: Req) {
  const type = req.body.type;
  const email = validateEmail(req.body.email);
  if (type !== "signup" && type !== "email_change")
    throw err.badRequest("validation_failed", "Missing one of these types: signup, email_change, sms, phone_change");
  await tx(ctx, async (q) => {
    const user =
      type === "signup"
        ? await findUserByEmail(q, email)
        : (await q<UserRow[]>`select * from auth.users where lower(email_change) = ${email}`)[0];
    if (!user) return;
    if (type === "signup" && user.email_confirmed_at) return;
    await sendOneTimeToken(ctx, q, user, type, req.query.get("redirect_to"), type === "signup" ? user.email! : email);
  });
  return {};
}

const verifyTypes: Record<string, { tokenTypes: TokenType[]; ttl: number }> = {
  signup: { tokenTypes: ["confirmation_token"], ttl: SIGNUP_TOKEN_TTL_MS },
  email: { tokenTypes: ["confirmation_token", "recovery_token"], ttl: SIGNUP_TOKEN_TTL_MS },
  invite: { tokenTypes: ["confirmation_token"], ttl: SIGNUP_TOKEN_TTL_MS },
  magiclink: { tokenTypes: ["recovery_token", "confirmation_token"], ttl: RECOVERY_TOKEN_TTL_MS },
  recovery: { tokenTypes: ["recovery_token"], ttl: RECOVERY_TOKEN_TTL_MS },
  email_change: { tokenTypes: ["email_change_token_new"], ttl: EMAIL_CHANGE_TOKEN_TTL_MS },
};

const linkInvalid = () => err.forbidden("otp_expired", "Email link is invalid or has expired");

/** What a consumed token does to its user: confirm, recover, or move to the new address. */
async function applyToken(ctx: AuthContext, q: Sql, user: UserRow, tokenType: string, relatesTo: string) {
  if (tokenType === "confirmation_token") {
    await q`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now() where id = ${user.id}`;
    await q`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = ${user.id} and provider = 'email'`;
  } else if (tokenType === "recovery_token") {
    await q`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), recovery_token = '', updated_at = now() where id = ${user.id}`;
  } else {
    const taken = await q`select 1 from auth.users where lower(email) = lower(${relatesTo}) and id <> ${user.id}`;
    if (taken.length) throw emailExists();
    await q`update auth.users set email_change_token_new = '', email_change_sent_at = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()) where id = ${user.id}`;
    await setEmail(ctx, q, user.id, relatesTo);
  }
}

/** Consumes an e-mail token and applies it; returns the user id. */
async function consumeEmailToken(ctx: AuthContext, q: Sql, type: string, hash: string): Promise<string> {
  const spec = verifyTypes[type];
  if (!spec) throw err.badRequest("validation_failed", `Unsupported verification type: ${type}`);
  type Ott = { id: string; user_id: string; token_type: string; relates_to: string; created_at: Date };
  const rows = await q<Ott[]>`
    select id, user_id, token_type, relates_to, created_at at time zone 'utc' as created_at from auth.one_time_tokens
    where token_hash = ${hash} and token_type in ${q(spec.tokenTypes)} for update`;
  const ott = rows[0];
  const expired = !ott || Date.now() - ott.created_at.getTime() > spec.ttl;
  if (ott && expired) await q`delete from auth.one_time_tokens where id = ${ott.id}`;
  if (!ott || expired) throw linkInvalid();
  await q`delete from auth.one_time_tokens where id = ${ott.id}`;
  const user = await loadUser(q, ott.user_id);
  if (!user) throw linkInvalid();
  if (isBanned(user)) throw err.forbidden("user_banned", "User is banned");
  await applyToken(ctx, q, user, ott.token_type, ott.relates_to);
  return user.id;
}

function hashFromParams(p: { token_hash?: unknown; token?: unknown; email?: unknown }): string {
  if (typeof p.token_hash === "string" && p.token_hash) return p.token_hash.replace(/^pkce_/, "");
  if (typeof p.token === "string" && p.token && typeof p.email === "string" && p.email) {
    return tokenHash(p.email.trim().toLowerCase(), p.token.trim());
  }
  throw err.badRequest("validation_failed", "Verify requires either a token_hash, or a token and an email");
}

/** A session for the token's user, in the transaction that consumes the token. */
const sessionFromToken = (ctx: AuthContext, req: Req, type: string, hash: string) =>
  tx(ctx, async (q) => issueSession(ctx, q, await consumeEmailToken(ctx, q, type, hash), "otp", req));

/** POST /verify {type, token_hash | token + email} */
export async function verifyPost(ctx: AuthContext, req: Req) {
  const type = typeof req.body.type === "string" ? req.body.type : "";
  if (!type) throw err.badRequest("validation_failed", "Verify requires a verification type");
  const hash = hashFromParams(req.body as Json);
  // An ApiError is returned from the transaction, not thrown, so an expired token's deletion commits.
  const result = await tx(ctx, async (q) => {
    try {
      return await issueSession(ctx, q, await consumeEmailToken(ctx, q, type, hash), "otp", req);
    } catch (e) {
      if (e instanceof ApiError) return e;
      throw e;
    }
  });
  if (result instanceof ApiError) throw result;
  return result;
}

/** GET /verify?token=<hash>&type=…&redirect_to=…: the link form; answers with a redirect (implicit flow). */
export async function verifyGet(ctx: AuthContext, req: Req) {
  const target = (allowedRedirect(ctx, req.query.get("redirect_to"))?.toString() ?? ctx.siteUrl).split("#")[0];
  const type = req.query.get("type") ?? "";
  try {
    const hash = hashFromParams({ token_hash: req.query.get("token") ?? req.query.get("token_hash") ?? "" });
    const result = await sessionFromToken(ctx, req, type, hash);
    const frag = new URLSearchParams({
      access_token: result.access_token,
      expires_at: String(result.expires_at),
      expires_in: String(result.expires_in),
      refresh_token: result.refresh_token,
      token_type: "bearer",
      type,
    });
    return new Redirect(`${target}#${frag}`);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    const frag = new URLSearchParams({
      error: e.status === 403 ? "access_denied" : "invalid_request",
      error_code: e.code,
      error_description: e.message,
    });
    return new Redirect(`${target}#${frag}`);
  }
}
