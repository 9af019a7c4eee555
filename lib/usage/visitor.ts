import "server-only";
import { cookies } from "next/headers";
import { serverEnv } from "@/lib/env/server";
import { clientIp, hmacKey } from "@/lib/security/request-keys";
import { FREE_DAILY_INTERPRETATIONS } from "@/lib/site-config";
import { mintVisitorCookie, verifyVisitorCookie, VISITOR_COOKIE, visitorCookieOptions } from "./visitor-cookie";

/**
 * The visitor's quota keys: their signed, httpOnly cookie id and, as a backstop against clearing
 * cookies, their IP. Only keyed hashes are stored. The proxy gives a browser its id when
 * /interpret is served (so racing first submissions share one); minting here is for a client
 * that posts without having loaded the page.
 */
export async function visitorQuotaKeys(): Promise<{ key: string; limit: number }[]> {
  const jar = await cookies();
  let id = verifyVisitorCookie(jar.get(VISITOR_COOKIE)?.value);
  if (!id) {
    const minted = mintVisitorCookie();
    id = minted.id;
    jar.set(VISITOR_COOKIE, minted.value, visitorCookieOptions);
  }
  return [
    { key: hmacKey("visitor", id), limit: FREE_DAILY_INTERPRETATIONS },
    { key: hmacKey("visitor-ip", await clientIp()), limit: serverEnv.VISITOR_IP_DAILY_CAP },
  ];
}
