import "server-only";
import { isCronRequest, unauthorizedCron } from "@/lib/security/cron-auth";

export type CronJob = {
  /** The log prefix, e.g. "digest". */
  name: string;
  /** The route's `maxDuration` in seconds; the run gets all but the last minute of it. */
  maxDuration: number;
  run: (budgetMs: number) => Promise<unknown>;
  /** The error message a failed run answers with (the run is safe to call again). */
  failure: string;
};

const NO_STORE = { "cache-control": "no-store" };

/**
 * The handler of a Vercel Cron route: only `Authorization: Bearer $CRON_SECRET` may start the
 * run; its result is logged and returned as JSON, never cached. Route segment config
 * (`maxDuration`) must stay a literal export in each route file, so it is passed in.
 */
export function cronRoute(job: CronJob): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!isCronRequest(request)) return unauthorizedCron();
    try {
      const result = await job.run((job.maxDuration - 60) * 1000);
      console.info(`[${job.name}]`, JSON.stringify(result));
      return Response.json(result, { headers: NO_STORE });
    } catch (error) {
      console.error(`[${job.name}] run failed:`, error);
      return Response.json({ error: job.failure }, { status: 500, headers: NO_STORE });
    }
  };
}
