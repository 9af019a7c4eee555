import { afterEach, describe, expect, it, vi } from "vitest";
import { cronRoute } from "@/lib/cron/cron-route";

const authorized = () => new Request("http://app.test/api/cron/x", { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });

describe("cronRoute", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses a request without the cron secret and does not run", async () => {
    const run = vi.fn(async () => ({}));
    const handle = cronRoute({ name: "job", maxDuration: 300, run, failure: "job failed" });
    const response = await handle(new Request("http://app.test/api/cron/x", { headers: { authorization: "Bearer wrong" } }));
    expect(response.status).toBe(401);
    expect(run).not.toHaveBeenCalled();
  });

  it("runs with all but the last minute of maxDuration and answers its result, uncached", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const run = vi.fn(async (budgetMs: number) => ({ sent: 2, budgetMs }));
    const response = await cronRoute({ name: "job", maxDuration: 300, run, failure: "job failed" })(authorized());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ sent: 2, budgetMs: 240_000 });
  });

  it("answers 500 with the job's own message when the run throws", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const run = async () => {
      throw new Error("database gone");
    };
    const response = await cronRoute({ name: "job", maxDuration: 120, run, failure: "job failed; try again" })(authorized());
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "job failed; try again" });
    expect(logged).toHaveBeenCalledWith("[job] run failed:", expect.any(Error));
  });
});
