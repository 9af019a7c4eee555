import bcrypt from "bcryptjs";
import { localConfig } from "../config";
import { API, UUID_RE, jsonb, tx, type AuthContext, type Req, type Sql, type UserRow } from "./context";
import { JsonWithHeaders, err } from "./responses";
import {
  createUser,
  emailExists,
  findUserByEmail,
  loadUser,
  mergeMetadata,
  metadata,
  reloadedUserJson,
  userJson,
  validateEmail,
  validatePassword,
} from "./users";

/** The admin API (/admin/users…), for the secret (service-role) key only. */

export function apiKeyOf(req: Req): string | null {
  const h = req.headers.apikey;
  if (typeof h === "string" && h) return h;
  return req.query.get("apikey");
}

export function requireAdmin(req: Req) {
  const bearer = typeof req.headers.authorization === "string" ? req.headers.authorization.replace(/^Bearer\s+/i, "") : "";
  if (apiKeyOf(req) !== localConfig.secretKey && bearer !== localConfig.secretKey) {
    throw err.forbidden("not_admin", "User not allowed");
  }
}

function adminUserId(raw: string): string {
  if (!UUID_RE.test(raw)) throw err.badRequest("validation_failed", "user_id must be an UUID");
  return raw;
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

/** POST /admin/users */
export async function adminCreateUser(ctx: AuthContext, req: Req) {
  const b = req.body;
  const email = validateEmail(b.email);
  const password = b.password == null || b.password === "" ? null : validatePassword(b.password);
  return tx(ctx, async (q) => {
    if (await findUserByEmail(q, email)) throw emailExists();
    const user = await createUser(ctx, q, {
      email,
      password,
      userMeta: metadata(b.user_metadata ?? b.data),
      appMeta: { provider: "email", providers: ["email"], ...metadata(b.app_metadata) },
      confirmed: b.email_confirm === true,
      provider: "email",
    });
    if (typeof b.ban_duration === "string" && b.ban_duration !== "none") await applyBan(q, user.id, b.ban_duration);
    return reloadedUserJson(q, user.id);
  });
}

/** GET /admin/users?page=&per_page= with GoTrue's x-total-count and Link headers. */
export async function adminListUsers(ctx: AuthContext, req: Req) {
  const page = Math.max(1, Number(req.query.get("page") ?? 1) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(req.query.get("per_page") ?? 50) || 50));
  const rows = await ctx.sql<UserRow[]>`select * from auth.users order by created_at desc limit ${perPage} offset ${(page - 1) * perPage}`;
  const users = [];
  for (const u of rows) users.push(await userJson(ctx.sql, u));
  const [{ count }] = await ctx.sql<{ count: string }[]>`select count(*)::text as count from auth.users`;
  const total = Number(count);
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (n: number, rel: string) => `<${ctx.baseUrl}${API}/admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < last ? [link(page + 1, "next")] : []), link(last, "last")];
  return new JsonWithHeaders({ users, aud: "authenticated" }, { "x-total-count": String(total), link: links.join(", ") });
}

/** GET /admin/users/:id */
export async function adminGetUser(ctx: AuthContext, id: string) {
  const user = await loadUser(ctx.sql, adminUserId(id));
  if (!user) throw err.notFound("user_not_found", "User not found");
  return userJson(ctx.sql, user);
}

/** PUT /admin/users/:id */
export async function adminUpdateUser(ctx: AuthContext, id: string, req: Req) {
  const b = req.body;
  return tx(ctx, async (q) => {
    const user = await loadUser(q, adminUserId(id));
    if (!user) throw err.notFound("user_not_found", "User not found");
    if (b.email !== undefined && b.email !== null) {
      const email = validateEmail(b.email);
      const other = await findUserByEmail(q, email);
      if (other && other.id !== user.id) throw emailExists();
      await q`update auth.users set email = ${email}, updated_at = now() where id = ${user.id}`;
      await q`update auth.identities set identity_data = identity_data || ${jsonb(ctx, { email })} where user_id = ${user.id} and provider = 'email'`;
    }
    if (b.password !== undefined && b.password !== null) {
      const hash = await bcrypt.hash(validatePassword(b.password), 10);
      await q`update auth.users set encrypted_password = ${hash}, updated_at = now() where id = ${user.id}`;
    }
    if (b.email_confirm === true)
      await q`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = ${user.id}`;
    if (b.user_metadata !== undefined) {
      const merged = mergeMetadata(user.raw_user_meta_data, metadata(b.user_metadata));
      await q`update auth.users set raw_user_meta_data = ${jsonb(ctx, merged)}, updated_at = now() where id = ${user.id}`;
    }
    if (b.app_metadata !== undefined) {
      const merged = mergeMetadata(user.raw_app_meta_data, metadata(b.app_metadata));
      await q`update auth.users set raw_app_meta_data = ${jsonb(ctx, merged)}, updated_at = now() where id = ${user.id}`;
    }
    if (typeof b.ban_duration === "string") await applyBan(q, user.id, b.ban_duration);
    return reloadedUserJson(q, user.id);
  });
}

/** DELETE /admin/users/:id */
export async function adminDeleteUser(ctx: AuthContext, id: string) {
  const rows = await ctx.sql`delete from auth.users where id = ${adminUserId(id)} returning id`;
  if (!rows.length) throw err.notFound("user_not_found", "User not found");
  return {};
}
