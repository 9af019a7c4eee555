"use client";

import { useSyncExternalStore } from "react";
import { deleteDraft, listDrafts, onDraftsChanged, putDraft, rememberedAccount } from "@/lib/offline/drafts-db";
import type { OfflineDraft } from "@/lib/offline/draft";
import type { DraftStore } from "@/lib/offline/sync-drafts";

export const indexedDbDrafts: DraftStore = { list: listDrafts, put: putDraft, remove: deleteDraft };

export type DraftsState = { status: "loading" } | { status: "ready"; owner: string | null; drafts: OfflineDraft[] };

const LOADING: DraftsState = { status: "loading" };
let snapshot: DraftsState = LOADING;
let latestRead = 0;
const listeners = new Set<() => void>();
let stopListening: (() => void) | null = null;

async function read() {
  const request = ++latestRead;
  let next: DraftsState;
  try {
    const owner = await rememberedAccount();
    next = { status: "ready", owner, drafts: owner ? await listDrafts(owner) : [] };
  } catch {
    // No IndexedDB (a private window of some browsers): nothing waits here.
    next = { status: "ready", owner: null, drafts: [] };
  }
  if (request !== latestRead) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!stopListening) {
    stopListening = onDraftsChanged(() => void read());
    void read();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}

/**
 * The drafts waiting on this device for the member last signed in here, kept current across
 * tabs (every change is announced on a BroadcastChannel). `owner` is null when nobody is
 * remembered (a visitor, or after signing out).
 */
export function useWaitingDrafts(): DraftsState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => LOADING,
  );
}
