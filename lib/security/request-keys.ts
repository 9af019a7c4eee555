import "server-only";
import { createHmac } from "node:crypto";
import { headers } from "next/headers";
import { ipAddress } from "@vercel/functions";
import { serverEnv } from "@/lib/env/server";
import { clientAddressKey } from "./client-address";

/** A keyed hash, so counters never store a raw IP address or e-mail. */
export function hmacKey(kind: string, value: string): string {
  return `${kind}:${createHmac("sha256", serverEnv.VISITOR_SECRET).update(`${kind}\0${value}`).digest("base64url").slice(0, 32)}`;
}

/**
 * The client address the per-IP limits key on (an IPv6 client by its /64), taken only from a
 * source this deployment trusts: see lib/security/client-address.ts and README "Security".
 */
export async function clientIp(): Promise<string> {
  const h = await headers();
  return clientAddressKey(h, { onVercel: serverEnv.ON_VERCEL, trustedProxyHops: serverEnv.TRUSTED_PROXY_HOPS }, ipAddress);
}
