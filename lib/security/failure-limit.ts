import "server-only";
import { asService } from "@/lib/db/with-user";
import { hmacKey } from "./request-keys";

export type FailureRule = { windowSeconds: number; max: number };
export type FailureKey = { kind: string; value: string; rule: FailureRule };

/** An attempt that holds one slot on each of its keys until it is settled. */
export type Reservation = {
  /** A success gives the slots back, so only failures stay counted. */
  settle(succeeded: boolean): Promise<void>;
};

/**
 * Limits that count failures, not attempts: a slot is taken on every key *before* the password is
 * checked (so a burst of parallel guesses cannot overshoot) and given back when it was right.
 * Returns null, counting nothing, when any key is at its limit.
 */
export async function reserveAttempt(keys: FailureKey[]): Promise<Reservation | null> {
  const taken = await asService(async (tx) => {
    const slots: { key: string; bucket: Date }[] = [];
    for (const { kind, value, rule } of keys) {
      const key = hmacKey(kind, value);
      const [row] = await tx<
        { bucket: Date | null }[]
      >`select private.reserve_rate_limit(${key}, ${rule.windowSeconds}, ${rule.max}) as bucket`;
      if (!row?.bucket) {
        for (const slot of slots) await tx`select private.release_rate_limit(${slot.key}, ${slot.bucket})`;
        return null;
      }
      slots.push({ key, bucket: row.bucket });
    }
    return slots;
  });
  if (!taken) return null;
  return {
    async settle(succeeded) {
      if (!succeeded || taken.length === 0) return;
      await asService(async (tx) => {
        for (const slot of taken) await tx`select private.release_rate_limit(${slot.key}, ${slot.bucket})`;
      });
    },
  };
}
