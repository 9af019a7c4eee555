import { describe, expect, it } from "vitest";
import { runInBatches } from "@/lib/cron/run-in-batches";

const ids = Array.from({ length: 12 }, (_, i) => `id-${String(i).padStart(2, "0")}`);

/** Keyset paging over `ids`, recording each call's `after`. */
function source(all: string[]) {
  const calls: (string | null)[] = [];
  const nextBatch = async (after: string | null, size: number) => {
    calls.push(after);
    return all.filter((id) => after === null || id > after).slice(0, size);
  };
  return { calls, nextBatch };
}

describe("runInBatches", () => {
  it("pages after the last key of each batch and handles every candidate once", async () => {
    const { calls, nextBatch } = source(ids);
    const seen: string[] = [];
    const result = await runInBatches({
      batchSize: 5,
      concurrency: 2,
      deadline: Date.now() + 60_000,
      nextBatch,
      keyOf: (id) => id,
      handle: async (id) => void seen.push(id),
    });
    expect(result).toEqual({ batches: 3, complete: true });
    expect(calls).toEqual([null, "id-04", "id-09"]);
    expect(seen.sort()).toEqual(ids);
  });

  it("asks once more after a full last batch and stops on an empty one", async () => {
    const { calls, nextBatch } = source(ids.slice(0, 10));
    const result = await runInBatches({
      batchSize: 5,
      concurrency: 1,
      deadline: Date.now() + 60_000,
      nextBatch,
      keyOf: (id) => id,
      handle: async () => {},
    });
    expect(result).toEqual({ batches: 2, complete: true });
    expect(calls).toEqual([null, "id-04", "id-09"]);
  });

  it("never runs more candidates at once than its concurrency", async () => {
    const { nextBatch } = source(ids);
    let running = 0;
    let most = 0;
    await runInBatches({
      batchSize: 12,
      concurrency: 3,
      deadline: Date.now() + 60_000,
      nextBatch,
      keyOf: (id) => id,
      handle: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
      },
    });
    expect(most).toBe(3);
  });

  it("starts no batch once the deadline has passed and says the run is incomplete", async () => {
    const { calls, nextBatch } = source(ids);
    const result = await runInBatches({
      batchSize: 5,
      concurrency: 5,
      deadline: Date.now() - 1,
      nextBatch,
      keyOf: (id) => id,
      handle: async () => {},
    });
    expect(result).toEqual({ batches: 0, complete: false });
    expect(calls).toEqual([]);
  });
});
