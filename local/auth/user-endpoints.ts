import bcrypt from "bcryptjs";
import { jsonb, tx, type AuthContext, type Req, type Sql, type UserRow } from "./context";
import { sendOneTimeToken } from "./email-flows";
import { err } from "./responses";
import { authenticate } from "./sessions";
import {
  emailExists,
  findUserByEmail,
  mergeMetadata,
  metadata,
  reloadedUserJson,
  setEmail,
  userJson,
  validateEmail,
  validatePassword,
} from "./users";

/** GET and PUT /user: the signed-in user reading and changing their own account. */

export async function getUser(ctx: AuthContext, req: Req) {
  const { user } = await authenticate(ctx, req);
  return userJson(ctx.sql, user);
}

async function changePassword(q: Sql, user: UserRow, sessionId: string, raw: unknown) {
  const password = validatePassword(raw);
  if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
    throw err.unprocessable("same_password", "New password should be different from the old password.");
  }
  const hash = await bcrypt.hash(password, 10);
  await q`update auth.users set encrypted_password = ${hash}, updated_at = now() where id = ${user.id}`;
  // GoTrue's UpdatePassword: every other session of the user ends.
  await q`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
}

/** A new address is confirmed by a link sent to it, unless the server auto-confirms. */
async function changeEmail(ctx: AuthContext, q: Sql, user: UserRow, raw: unknown, redirectTo: string | null) {
  const email = validateEmail(raw);
  if (email === (user.email ?? "").toLowerCase()) return;
  if (await findUserByEmail(q, email)) throw emailExists();
  if (ctx.requireConfirmation) await sendOneTimeToken(ctx, q, user, "email_change", redirectTo, email);
  else await setEmail(ctx, q, user.id, email);
}

export async function updateUser(ctx: AuthContext, req: Req) {
  const { user, sessionId } = await authenticate(ctx, req);
  const b = req.body;
  return tx(ctx, async (q) => {
    if (b.data !== undefined) {
      const merged = mergeMetadata(user.raw_user_meta_data, metadata(b.data));
      await q`update auth.users set raw_user_meta_data = ${jsonb(ctx, merged)}, updated_at = now() where id = ${user.id}`;
    }
    if (b.password !== undefined && b.password !== null) await changePassword(q, user, sessionId, b.password);
    if (b.email !== undefined && b.email !== null && b.email !== "") await changeEmail(ctx, q, user, b.email, req.query.get("redirect_to"));
    return reloadedUserJson(q, user.id);
  });
}
