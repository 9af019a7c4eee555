"use client";

import { useEffect, useState } from "react";
import { whenIdle } from "@/components/forms/when-idle";
import { useWaitingDrafts } from "@/components/offline/draft-store";
import { keepOnDevice } from "@/lib/offline/capture";
import { preloadDraftSchema } from "@/lib/offline/drafts-db";
import { clearDraft } from "./use-dream-draft";

/**
 * No connection: a member's dream waits on this device (lib/offline) and is saved and interpreted
 * when it returns. Visitors have no account to keep it for, so their draft simply stays in the field.
 */
export function useKeepOffline(signedIn: boolean, preloadChecks: () => void) {
  const [kept, setKept] = useState(false);
  const drafts = useWaitingDrafts();
  const owner = signedIn && drafts.status === "ready" ? drafts.owner : null;
  // Keeping a dream checks it against the form's and the drafts' schemas, which the page did not
  // load: a member's are fetched now, online, before the connection can drop.
  useEffect(
    () =>
      owner
        ? whenIdle(() => {
            preloadChecks();
            preloadDraftSchema();
          })
        : undefined,
    [owner, preloadChecks],
  );

  async function keep(text: string): Promise<boolean> {
    if (!owner) return false;
    try {
      await keepOnDevice(owner, text, true);
    } catch {
      return false;
    }
    clearDraft();
    setKept(true);
    return true;
  }

  return { kept, keep, forget: () => setKept(false) };
}
