import { runDigest } from "@/lib/digest/run";
import { isCronRequest, unauthorizedCron } from "@/lib/security/cron-auth";

/**
 * The pattern digest run, called daily by Vercel Cron (vercel.json) with
 * `Authorization: Bearer $CRON_SECRET`. Safe to call again at any time: every user and period is
 * sent at most once, and a run cut short is finished by the next one. See README, "Pattern e-mails".
 */
export const maxDuration = 300;

async function handle(request: Request): Promise<Response> {
  if (!isCronRequest(request)) return unauthorizedCron();
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
