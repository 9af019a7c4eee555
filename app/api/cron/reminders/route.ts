import { runReminders } from "@/lib/reminders/run";
import { isCronRequest, unauthorizedCron } from "@/lib/security/cron-auth";

/**
 * The morning reminders, called hourly by Vercel Cron (vercel.json) with
 * `Authorization: Bearer $CRON_SECRET`: each run e-mails the members whose local morning hour has
 * come. Safe to call again at any time: a member gets at most one reminder a day. See README,
 * "Morning reminders".
 */
export const maxDuration = 300;

async function handle(request: Request): Promise<Response> {
  if (!isCronRequest(request)) return unauthorizedCron();
  try {
    const result = await runReminders({ budgetMs: (maxDuration - 60) * 1000 });
    console.info("[reminders]", JSON.stringify(result));
    return Response.json(result, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    console.error("[reminders] run failed:", error);
    return Response.json(
      { error: "reminder run failed; members not yet reminded stay due for the next run" },
      { status: 500, headers: { "cache-control": "no-store" } },
    );
  }
}

export const GET = handle;
export const POST = handle;
