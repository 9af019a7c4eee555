import type { OfflineDraft } from "./draft";

/**
 * Sends a member's waiting drafts to the server, oldest first, one device-wide sync at a time.
 * Browser-side and free of IndexedDB and React, so it is tested with plain stand-ins.
 *
 * Exactly once: tabs take turns through a Web Lock, and each turn reads the drafts afresh inside
 * it, so a draft another tab has just saved is gone by then. Should the page die between the
 * server's save and the draft's removal, the next attempt carries the same key and the server
 * answers the dream it already saved.
 */

export type SendOutcome =
  /** In the DreamLog (now or before): the draft can go. */
  | { kind: "saved"; id: string | null; interpreted: boolean; interpretRefused: boolean }
  /** Refused for a reason the member must act on (a full DreamLog): kept, with what to tell them. */
  | { kind: "refused"; problem: string }
  /** No answer (offline, server trouble): kept, and the sync stops until the next chance. */
  | { kind: "later" };

export type DraftStore = {
  list(owner: string): Promise<OfflineDraft[]>;
  put(draft: OfflineDraft): Promise<void>;
  remove(key: string): Promise<void>;
};

export type SavedDraft = { draft: OfflineDraft; id: string | null; interpreted: boolean; interpretRefused: boolean };
export type SyncReport = { saved: SavedDraft[]; refused: number; waiting: number };

type Lock = <T>(name: string, run: () => Promise<T>) => Promise<T>;

export const SYNC_LOCK = "oneira-sync-drafts";

/** navigator.locks where the browser has it (all current ones); without it the server's keys still keep saves single. */
export const webLock: Lock = (name, run) =>
  typeof navigator !== "undefined" && navigator.locks
    ? (navigator.locks.request(name, run) as Promise<Awaited<ReturnType<typeof run>>>)
    : run();

export async function syncDrafts(
  owner: string,
  store: DraftStore,
  send: (draft: OfflineDraft) => Promise<SendOutcome>,
  lock: Lock = webLock,
): Promise<SyncReport> {
  return lock(SYNC_LOCK, async () => {
    const report: SyncReport = { saved: [], refused: 0, waiting: 0 };
    const drafts = await store.list(owner);
    for (const [index, draft] of drafts.entries()) {
      const outcome = await send(draft);
      if (outcome.kind === "saved") {
        await store.remove(draft.key);
        report.saved.push({ draft, id: outcome.id, interpreted: outcome.interpreted, interpretRefused: outcome.interpretRefused });
      } else if (outcome.kind === "refused") {
        if (draft.problem !== outcome.problem) await store.put({ ...draft, problem: outcome.problem });
        report.refused += 1;
      } else {
        report.waiting = drafts.length - index;
        break;
      }
    }
    return report;
  });
}
