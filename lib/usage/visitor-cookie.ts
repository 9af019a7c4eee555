import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/env/server";
import { longLivedCookieOptions } from "@/lib/security/browser-cookie";

/** The visitor's identity: a random id with its HMAC, in an httpOnly cookie. */
export const VISITOR_COOKIE = "oneira_vid";

export const visitorCookieOptions = longLivedCookieOptions;

function sign(id: string) {
  return createHmac("sha256", serverEnv.VISITOR_SECRET).update(`visitor\0${id}`).digest("base64url");
}

/** The id of a genuine cookie value, or null (missing, malformed or forged). */
export function verifyVisitorCookie(value: string | undefined): string | null {
  const [id, signature] = value?.split(".") ?? [];
  if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export function mintVisitorCookie(): { id: string; value: string } {
  const id = randomUUID();
  return { id, value: `${id}.${sign(id)}` };
}
