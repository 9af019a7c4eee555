import "server-only";
import { cookies } from "next/headers";
import { serverEnv } from "@/lib/env/server";
import { clientIp, hmacKey } from "@/lib/security/request-keys";
import { FREE_DAILY_INTERPRETATIONS } from "@/lib/site-config";
import { mintVisitorCookie, verifyVisitorCookie, VISITOR_COOKIE, visitorCookieOptions } from "./visitor-cookie";

/**
 * The visitor's id from their signed, httpOnly cookie, minted now if they have none. /interpret
 * (a static page) asks for it with GET /api/account?visitor=1 as soon as it loads, so racing
 * first submissions of one browser share one id; the action mints it for a client that posts
 * without having loaded the page.
 */
export async function ensureVisitorId(): Promise<string> {
  const jar = await cookies();
  const id = verifyVisitorCookie(jar.get(VISITOR_COOKIE)?.value);
  if (id) return id;
  const minted = mintVisitorCookie();
  jar.set(VISITOR_COOKIE, minted.value, visitorCookieOptions);
  return minted.id;
}

/**
 * The visitor's quota keys: their cookie id and, as a backstop against clearing cookies, their
 * IP. Only keyed hashes are stored.
 */
export async function visitorQuotaKeys(): Promise<{ key: string; limit: number }[]> {
  const id = await ensureVisitorId();
  return [
    { key: hmacKey("visitor", id), limit: FREE_DAILY_INTERPRETATIONS },
    { key: hmacKey("visitor-ip", await clientIp()), limit: serverEnv.VISITOR_IP_DAILY_CAP },
  ];
}
