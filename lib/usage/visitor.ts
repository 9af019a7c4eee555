import "server-only";
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { serverEnv } from "@/lib/env/server";
import { publicEnv } from "@/lib/env/public";
import { clientIp, hmacKey } from "@/lib/security/request-keys";
import { FREE_DAILY_INTERPRETATIONS } from "./quota";

const COOKIE = "oneira_vid";

function sign(id: string) {
  return createHmac("sha256", serverEnv.VISITOR_SECRET).update(`visitor\0${id}`).digest("base64url");
}

function verify(value: string | undefined): string | null {
  const [id, signature] = value?.split(".") ?? [];
  if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/**
 * The visitor's quota keys: their signed, httpOnly cookie id (set now if missing or forged) and,
 * as a backstop against clearing cookies, their IP. Only keyed hashes are stored.
 */
export async function visitorQuotaKeys(): Promise<{ key: string; limit: number }[]> {
  const jar = await cookies();
  let id = verify(jar.get(COOKIE)?.value);
  if (!id) {
    id = randomUUID();
    jar.set(COOKIE, `${id}.${sign(id)}`, {
      httpOnly: true,
      sameSite: "lax",
      secure: publicEnv.NEXT_PUBLIC_SITE_URL.startsWith("https://"),
      path: "/",
      maxAge: 60 * 60 * 24 * 400,
    });
  }
  return [
    { key: hmacKey("visitor", id), limit: FREE_DAILY_INTERPRETATIONS },
    { key: hmacKey("visitor-ip", await clientIp()), limit: serverEnv.VISITOR_IP_DAILY_CAP },
  ];
}
