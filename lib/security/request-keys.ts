import "server-only";
import { createHmac } from "node:crypto";
import { headers } from "next/headers";
import { serverEnv } from "@/lib/env/server";

/** A keyed hash, so counters never store a raw IP address or e-mail. */
export function hmacKey(kind: string, value: string): string {
  return `${kind}:${createHmac("sha256", serverEnv.VISITOR_SECRET).update(`${kind}\0${value}`).digest("base64url").slice(0, 32)}`;
}

/** The client's IP as the hosting proxy reports it (first x-forwarded-for hop). */
export async function clientIp(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "unknown";
}
