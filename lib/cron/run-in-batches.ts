/**
 * The loop both e-mail crons (pattern digest, morning reminders) run: fetch the next batch of
 * candidates after the last one seen (keyset paging, so a crashed or cut-short run leaves the rest
 * due for the next), work through it a few at a time, and stop starting batches once the time
 * budget is spent — a serverless function has a time limit.
 */
export type BatchRun<T> = {
  batchSize: number;
  /** How many candidates of a batch are worked on at once (the mail server sets the pace). */
  concurrency: number;
  /** Epoch ms after which no new batch is started. */
  deadline: number;
  /** Up to `size` candidates whose key sorts after `after` (null: from the start). */
  nextBatch: (after: string | null, size: number) => Promise<T[]>;
  keyOf: (candidate: T) => string;
  handle: (candidate: T) => Promise<void>;
};

/** `complete` is false when the run stopped at its deadline with candidates possibly left. */
export type BatchRunResult = { batches: number; complete: boolean };

export async function runInBatches<T>(run: BatchRun<T>): Promise<BatchRunResult> {
  const result: BatchRunResult = { batches: 0, complete: true };
  let after: string | null = null;
  for (;;) {
    if (Date.now() > run.deadline) {
      result.complete = false;
      break;
    }
    const batch = await run.nextBatch(after, run.batchSize);
    if (batch.length === 0) break;
    result.batches++;
    after = run.keyOf(batch[batch.length - 1]);
    await inParallel(batch, Math.max(1, run.concurrency), run.handle);
    if (batch.length < run.batchSize) break;
  }
  return result;
}

/** Runs `work` over every item with at most `width` running at any moment. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
