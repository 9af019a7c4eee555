import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/env/server";

/** True when the request carries `Authorization: Bearer $CRON_SECRET` (Vercel Cron sends it). */
export function isCronRequest(request: Request): boolean {
  const secret = serverEnv.CRON_SECRET;
  const header = request.headers.get("authorization") ?? "";
  if (!secret || !header.startsWith("Bearer ")) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(header.slice(7)), digest(secret));
}

export function unauthorizedCron(): Response {
  return Response.json({ error: "unauthorized" }, { status: 401, headers: { "www-authenticate": "Bearer", "cache-control": "no-store" } });
}
