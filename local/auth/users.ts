import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { EMAIL_RE, jsonb, type AuthContext, type IdentityRow, type Json, type Sql, type UserRow } from "./context";
import { err } from "./responses";

/** Users in auth.users / auth.identities: loading, GoTrue's JSON shape, validation, creation. */

const PASSWORD_MIN_LENGTH = 6;

export async function loadUser(q: Sql, id: string): Promise<UserRow | null> {
  const [u] = await q<UserRow[]>`select * from auth.users where id = ${id}`;
  return u ?? null;
}

export async function findUserByEmail(q: Sql, email: string): Promise<UserRow | null> {
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

export async function userJson(q: Sql, u: UserRow) {
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

/** The user as JSON, read again after an update in the same transaction. */
export async function reloadedUserJson(q: Sql, userId: string) {
  return userJson(q, (await loadUser(q, userId))!);
}

export const isBanned = (u: UserRow) => !!u.banned_until && u.banned_until > new Date();

export function validateEmail(raw: unknown): string {
  if (typeof raw !== "string" || raw.trim() === "") throw err.badRequest("validation_failed", "An email address is required");
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_RE.test(email)) {
    throw err.badRequest("email_address_invalid", `Unable to validate email address: invalid format`);
  }
  return email;
}

export function validatePassword(raw: unknown): string {
  if (typeof raw !== "string" || raw === "") throw err.unprocessable("validation_failed", "Signup requires a valid password");
  if ([...raw].length < PASSWORD_MIN_LENGTH) {
    throw err.unprocessable("weak_password", `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`, {
      weak_password: { reasons: ["length"] },
    });
  }
  if (raw.length > 72) throw err.unprocessable("validation_failed", "Password cannot be longer than 72 characters");
  return raw;
}

export function metadata(raw: unknown): Json {
  return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Json) : {};
}

/** GoTrue's metadata update: shallow merge, a null value removes the key. */
export function mergeMetadata(current: Json | null, update: Json): Json {
  const out: Json = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(update)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

export const emailExists = () => err.unprocessable("email_exists", "A user with this email address has already been registered");

export async function createUser(
  ctx: AuthContext,
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
        ${p.confirmed ? new Date() : null}, ${jsonb(ctx, p.appMeta)}, ${jsonb(ctx, p.userMeta)},
        now(), now(), false, false)
      returning *`;
  } catch (e) {
    if ((e as { code?: string }).code === "23505") throw emailExists();
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
    values (${p.providerId ?? user.id}, ${user.id}, ${jsonb(ctx, identityData)}, ${p.provider}, now(), now(), now())`;
  return user;
}

/** Sets the e-mail address of the user and of their e-mail identity. */
export async function setEmail(ctx: AuthContext, q: Sql, userId: string, email: string) {
  await q`update auth.users set email = ${email}, email_change = '', updated_at = now() where id = ${userId}`;
  await q`update auth.identities set identity_data = identity_data || ${jsonb(ctx, { email })}, updated_at = now()
          where user_id = ${userId} and provider = 'email'`;
}
