"use client";

import { syncDraftAction } from "@/lib/dreams/sync-actions";
import type { OfflineDraft } from "@/lib/offline/draft";
import type { SendOutcome } from "@/lib/offline/sync-drafts";

/** One attempt to save a draft: the server's answer, or "later" when there was none. */
export async function sendDraft(draft: OfflineDraft): Promise<SendOutcome> {
  try {
    const result = await syncDraftAction({
      key: draft.key,
      owner: draft.owner,
      text: draft.text,
      dreamtOn: draft.dreamtOn,
      interpret: draft.interpret,
    });
    if (result.ok)
      return { kind: "saved", id: result.data.id, interpreted: result.data.interpreted, interpretRefused: result.data.interpretRefused };
    // A full DreamLog waits for the member; anything else (signed out, server trouble) for the next chance.
    if ("reason" in result && result.reason === "full") return { kind: "refused", problem: result.message };
    return { kind: "later" };
  } catch {
    return { kind: "later" };
  }
}
