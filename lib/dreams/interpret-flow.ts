import "server-only";
import type { UserClaims } from "@/lib/db/with-user";
import { actAsService, actAsUser, transaction } from "@/lib/db/with-user";
import type { DreamHistoryItem, Interpretation } from "@/lib/interpret/schema";
import { consumeUserQuota, consumeVisitorQuota, readUserUsage, type UsageStatus } from "@/lib/usage/quota";
import { dreamHistory, insertDream } from "./log";

type Interpreter = (input: { text: string; history?: DreamHistoryItem[] }) => Promise<Interpretation>;

export class QuotaExhausted extends Error {
  constructor() {
    super("daily quota exhausted");
  }
}

/**
 * A signed-in user's interpretation: count the quota, read their history, interpret and save,
 * in one transaction. If anything throws, nothing is counted and nothing is saved.
 */
export async function interpretForUser(claims: UserClaims, text: string, interpret: Interpreter, day?: string) {
  return transaction(async (tx) => {
    await actAsService(tx);
    const outcome = await consumeUserQuota(tx, claims.sub, day);
    if (outcome === "limit") throw new QuotaExhausted();
    await actAsUser(tx, claims);
    const history = await dreamHistory(tx);
    const interpretation = await interpret({ text, history });
    const saved = await insertDream(tx, text, interpretation);
    const usage: UsageStatus | null = outcome === "premium" ? null : await readUserUsage(tx, day);
    return { interpretation, saved, usage };
  });
}

/** A visitor's interpretation: counted against their cookie and IP keys, committed only on success. */
export async function interpretForVisitor(keys: { key: string; limit: number }[], text: string, interpret: Interpreter, day?: string) {
  return transaction(async (tx) => {
    await actAsService(tx);
    if (!(await consumeVisitorQuota(tx, keys, day))) throw new QuotaExhausted();
    return interpret({ text });
  });
}
