import { runDigest } from "@/lib/digest/run";
import { cronRoute } from "@/lib/cron/cron-route";

/**
 * The pattern digest run, called daily by Vercel Cron (vercel.json) with
 * `Authorization: Bearer $CRON_SECRET`. Safe to call again at any time: every user and period is
 * sent at most once, and a run cut short is finished by the next one. See README, "Pattern e-mails".
 */
export const maxDuration = 300;

const handle = cronRoute({
  name: "digest",
  maxDuration,
  run: (budgetMs) => runDigest({ budgetMs }),
  failure: "digest run failed; unfinished users stay due for the next run",
});

export const GET = handle;
export const POST = handle;
