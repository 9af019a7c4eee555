import "server-only";
import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify, errors } from "jose";
import { serverEnv } from "@/lib/env/server";

/**
 * The unsubscribe link's token: a short HS256 JWT naming the user and the e-mail list, signed with
 * a key derived from VISITOR_SECRET (a separate purpose, so a token of one kind never verifies as
 * another). It lets anyone holding the e-mail turn that list off — nothing else — without signing
 * in. The list is the audience: a pattern e-mail's link never stops the morning reminder.
 */
export type EmailList = "digest" | "reminder";
const AUDIENCES: Record<EmailList, string> = { digest: "oneira:digest-unsubscribe", reminder: "oneira:reminder-unsubscribe" };
export const UNSUBSCRIBE_TOKEN_DAYS = 120;

function key(secret = serverEnv.VISITOR_SECRET): Uint8Array {
  return new Uint8Array(createHmac("sha256", secret).update("oneira unsubscribe token v1").digest());
}

export async function createUnsubscribeToken(
  userId: string,
  now = new Date(),
  secret?: string,
  list: EmailList = "digest",
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setAudience(AUDIENCES[list])
    .setIssuedAt(iat)
    .setExpirationTime(iat + UNSUBSCRIBE_TOKEN_DAYS * 86_400)
    .sign(key(secret));
}

export type TokenCheck = { ok: true; userId: string; list: EmailList } | { ok: false; reason: "expired" | "invalid" };

export async function verifyUnsubscribeToken(token: string | null | undefined, now = new Date(), secret?: string): Promise<TokenCheck> {
  if (!token || token.length > 1000) return { ok: false, reason: "invalid" };
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      audience: Object.values(AUDIENCES),
      currentDate: now,
      requiredClaims: ["sub", "exp"],
    });
    const sub = payload.sub ?? "";
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub)) return { ok: false, reason: "invalid" };
    const list = payload.aud === AUDIENCES.reminder ? "reminder" : "digest";
    return { ok: true, userId: sub, list };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}
