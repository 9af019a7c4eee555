import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/env/server";
import { longLivedCookieOptions } from "@/lib/security/browser-cookie";

/**
 * A "device cookie" (OWASP, "Slow down online guessing attacks with device cookies"): after a
 * successful sign-in the browser keeps a signed token naming the account that signed in there.
 * Failed sign-ins from that browser count against the browser, not against the account, so a
 * stranger's failures (which count against the account) never block the owner's own browser.
 */
export const TRUSTED_DEVICE_COOKIE = "oneira_device";

export const trustedDeviceCookieOptions = longLivedCookieOptions;

function sign(nonce: string, email: string) {
  return createHmac("sha256", serverEnv.VISITOR_SECRET).update(`device\0${nonce}\0${email.trim().toLowerCase()}`).digest("base64url");
}

/** A new cookie value for this browser and account. */
export function trustedDeviceCookie(email: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${sign(nonce, email)}`;
}

/** The browser's id if its cookie was issued for this account, else null. */
export function trustedDeviceFor(value: string | undefined, email: string): string | null {
  const [nonce, signature] = value?.split(".") ?? [];
  if (!nonce || !signature || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(sign(nonce, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}
