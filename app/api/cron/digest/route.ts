import { timingSafeEqual, createHash } from "node:crypto";
import { serverEnv } from "@/lib/env/server";
import { runDigest } from "@/lib/digest/run";

/**
 * The pattern digest run, called daily by Vercel Cron (vercel.json) with
 * `Authorization: Bearer $CRON_SECRET`. Safe to call again at any time: every user and period is
 * sent at most once, and a run cut short is finished by the next one. See README, "Pattern e-mails".
 */
export const maxDuration = 300;

function authorized(request: Request): boolean {
  const secret = serverEnv.CRON_SECRET;
  const header = request.headers.get("authorization") ?? "";
  if (!secret || !header.startsWith("Bearer ")) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(header.slice(7)), digest(secret));
}

async function handle(request: Request): Promise<Response> {
  if (!authorized(request)) {
    return Response.json(
      { error: "unauthorized" },
      { status: 401, headers: { "www-authenticate": "Bearer", "cache-control": "no-store" } },
    );
  }
  try {
    const result = await runDigest({ budgetMs: (maxDuration - 60) * 1000 });
    console.info("[digest]", JSON.stringify(result));
    return Response.json(result, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.error("[digest] run failed:", error);
    return Response.json(
      { error: "digest run failed; unfinished users stay due for the next run" },
      { status: 500, headers: { "cache-control": "no-store" } },
    );
  }
}

export const GET = handle;
export const POST = handle;
