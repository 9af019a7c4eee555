import { randomBytes, randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { API, UUID_RE, tx, type AuthContext, type Req, type Sql, type UserRow } from "./context";
import type { SupabaseClaims } from "./keys";
import { ApiError, NoContent, err } from "./responses";
import { findUserByEmail, isBanned, loadUser, userJson } from "./users";

/** Sessions, access tokens and refresh-token rotation (auth.sessions, auth.refresh_tokens). */

/** Compared against when the user does not exist, so a miss costs as much as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync("oneira-local-dummy-password", 10);

const newRefreshToken = () => randomBytes(16).toString("base64url");

async function accessToken(ctx: AuthContext, q: Sql, user: UserRow, sessionId: string) {
  const amrRows = await q<{ authentication_method: string; created_at: Date }[]>`
    select authentication_method, created_at from auth.mfa_amr_claims where session_id = ${sessionId} order by created_at desc`;
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ctx.accessTtl;
  const claims: SupabaseClaims = {
    iss: `${ctx.baseUrl}${API}`,
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
  return { token: await ctx.key.sign(claims), exp };
}

async function tokenResponse(ctx: AuthContext, q: Sql, user: UserRow, sessionId: string, refreshToken: string) {
  const { token, exp } = await accessToken(ctx, q, user, sessionId);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.accessTtl,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  };
}

/** A new session for the user (GoTrue's issueRefreshToken), with last_sign_in_at updated. */
export async function issueSession(ctx: AuthContext, q: Sql, userId: string, method: string, req?: Req) {
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
  return tokenResponse(ctx, q, user, sessionId, refresh);
}

/** Resolves the Bearer access token to its user and (still existing) session, as GoTrue's requireAuthentication. */
export async function authenticate(ctx: AuthContext, req: Req): Promise<{ user: UserRow; claims: SupabaseClaims; sessionId: string }> {
  const header = req.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw err.unauthorized("no_authorization", "This endpoint requires a valid Bearer token");
  let claims: SupabaseClaims;
  try {
    claims = await ctx.key.verify(match[1]);
  } catch (e) {
    const reason =
      (e as { code?: string }).code === "ERR_JWT_EXPIRED" ? "token has invalid claims: token is expired" : "signature is invalid";
    throw err.forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  if (typeof claims.sub !== "string" || !UUID_RE.test(claims.sub)) throw err.forbidden("bad_jwt", "invalid claim: missing sub claim");
  const user = await loadUser(ctx.sql, claims.sub);
  if (!user) throw err.forbidden("user_not_found", "User from sub claim in JWT does not exist");
  const sessionId = claims.session_id;
  if (typeof sessionId !== "string" || !UUID_RE.test(sessionId)) {
    throw err.forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  }
  const [session] = await ctx.sql`select id from auth.sessions where id = ${sessionId} and user_id = ${user.id}`;
  if (!session) throw err.forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  return { user, claims, sessionId };
}

/** POST /token?grant_type=password */
export async function passwordGrant(ctx: AuthContext, req: Req) {
  const { email: rawEmail, password } = req.body;
  if (rawEmail == null || rawEmail === "") {
    throw err.badRequest("validation_failed", "You must provide either an email or phone number and a password");
  }
  if (typeof password !== "string")
    throw err.badRequest("validation_failed", "You must provide either an email or phone number and a password");
  const email = typeof rawEmail === "string" ? rawEmail.trim().toLowerCase() : "";
  const user = email ? await findUserByEmail(ctx.sql, email) : null;
  const ok = await bcrypt.compare(password, user?.encrypted_password || DUMMY_HASH);
  if (!user || !ok || !user.encrypted_password) throw err.badRequest("invalid_credentials", "Invalid login credentials");
  if (isBanned(user)) throw err.badRequest("user_banned", "User is banned");
  if (!user.email_confirmed_at) throw err.badRequest("email_not_confirmed", "Email not confirmed");
  return tx(ctx, (q) => issueSession(ctx, q, user.id, "password", req));
}

type RefreshRow = { id: string; token: string; user_id: string; revoked: boolean; updated_at: Date; session_id: string | null };

const refreshTokenNotFound = () => err.badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

/**
 * The token a refresh hands out for a revoked one: the session's current token when the client
 * lost the answer to its refresh (or refreshed concurrently), else null — reuse of a rotated token
 * is treated as theft.
 */
async function replayedToken(ctx: AuthContext, q: Sql, row: RefreshRow & { session_id: string }): Promise<string | null> {
  const [active] = await q<{ token: string; parent: string | null }[]>`
    select token, parent from auth.refresh_tokens where session_id = ${row.session_id} and revoked = false order by id desc limit 1`;
  const withinInterval = Date.now() - row.updated_at.getTime() < ctx.reuseIntervalMs;
  return active && (active.parent === row.token || withinInterval) ? active.token : null;
}

async function rotate(q: Sql, row: RefreshRow & { session_id: string }): Promise<string> {
  const issued = newRefreshToken();
  await q`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id}`;
  await q`insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
          values ('00000000-0000-0000-0000-000000000000', ${issued}, ${row.user_id}, false, now(), now(), ${row.token}, ${row.session_id})`;
  return issued;
}

/** POST /token?grant_type=refresh_token: rotation with GoTrue's reuse interval and theft detection. */
export async function refreshGrant(ctx: AuthContext, req: Req) {
  const rt = req.body.refresh_token;
  if (typeof rt !== "string" || rt === "") throw err.badRequest("validation_failed", "refresh_token required");
  const result = await tx(ctx, async (q) => {
    const [row] = await q<
      RefreshRow[]
    >`select id, token, user_id, revoked, updated_at, session_id from auth.refresh_tokens where token = ${rt} for update`;
    if (!row || !row.session_id) return refreshTokenNotFound();
    const current = { ...row, session_id: row.session_id };
    const [session] = await q`select id from auth.sessions where id = ${current.session_id} for update`;
    if (!session) return refreshTokenNotFound();
    const user = await loadUser(q, row.user_id);
    if (!user) return refreshTokenNotFound();
    if (isBanned(user)) return err.badRequest("user_banned", "Invalid Refresh Token: User Banned");

    const issued = row.revoked ? await replayedToken(ctx, q, current) : await rotate(q, current);
    if (issued === null) {
      // The session ends, and all its tokens go with it.
      await q`delete from auth.sessions where id = ${current.session_id}`;
      return err.badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");
    }
    await q`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = ${current.session_id}`;
    return tokenResponse(ctx, q, user, current.session_id, issued);
  });
  // Errors are returned (not thrown) so that the session revocation above commits.
  if (result instanceof ApiError) throw result;
  return result;
}

/** POST /logout?scope=local|others|global */
export async function logout(ctx: AuthContext, req: Req) {
  const { user, sessionId } = await authenticate(ctx, req);
  const scope = req.query.get("scope") ?? "global";
  if (scope === "local") await ctx.sql`delete from auth.sessions where id = ${sessionId}`;
  else if (scope === "others") await ctx.sql`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
  else if (scope === "global") await ctx.sql`delete from auth.sessions where user_id = ${user.id}`;
  else throw err.badRequest("validation_failed", `Unsupported logout scope "${scope}"`);
  return new NoContent();
}
