"use client";

import { useCallback, useEffect, useState } from "react";
import { deleteDraft, listDrafts, onDraftsChanged, putDraft, rememberedAccount } from "@/lib/offline/drafts-db";
import type { OfflineDraft } from "@/lib/offline/draft";
import type { DraftStore } from "@/lib/offline/sync-drafts";

export const indexedDbDrafts: DraftStore = { list: listDrafts, put: putDraft, remove: deleteDraft };

export type DraftsState = { status: "loading" } | { status: "ready"; owner: string | null; drafts: OfflineDraft[] };

/**
 * The drafts waiting on this device for the member last signed in here, kept current across
 * tabs. `owner` is null when nobody is remembered (a visitor, or after signing out).
 */
export function useWaitingDrafts(): DraftsState {
  const [state, setState] = useState<DraftsState>({ status: "loading" });
  const load = useCallback(async () => {
    try {
      const owner = await rememberedAccount();
      setState({ status: "ready", owner, drafts: owner ? await listDrafts(owner) : [] });
    } catch {
      // No IndexedDB (a private window of some browsers): nothing waits here.
      setState({ status: "ready", owner: null, drafts: [] });
    }
  }, []);
  useEffect(() => {
    void load();
    return onDraftsChanged(() => void load());
  }, [load]);
  return state;
}
