import { runReminders } from "@/lib/reminders/run";
import { cronRoute } from "@/lib/cron/cron-route";

/**
 * The morning reminders, called hourly by Vercel Cron (vercel.json) with
 * `Authorization: Bearer $CRON_SECRET`: each run e-mails the members whose local morning hour has
 * come. Safe to call again at any time: a member gets at most one reminder a day. See README,
 * "Morning reminders".
 */
export const maxDuration = 300;

const handle = cronRoute({
  name: "reminders",
  maxDuration,
  run: (budgetMs) => runReminders({ budgetMs }),
  failure: "reminder run failed; members not yet reminded stay due for the next run",
});

export const GET = handle;
export const POST = handle;
