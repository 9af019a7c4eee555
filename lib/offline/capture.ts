import { defaultNight } from "@/lib/dreams/night";
import { putDraft } from "./drafts-db";
import type { OfflineDraft } from "./draft";

/** Where the dream form keeps what is being typed, so a reload or an error never loses it (localStorage). */
export const TEXT_DRAFT_KEY = "oneira:dream-draft";

/**
 * Keeps a dream on this device until it can be saved (browser-only). Resolves once IndexedDB has
 * committed it: only then may the form let go of the text.
 */
export async function keepOnDevice(owner: string, text: string, interpret: boolean, now = new Date()): Promise<OfflineDraft> {
  const draft: OfflineDraft = {
    key: crypto.randomUUID(),
    owner,
    text: text.trim(),
    // Decided now, in the writer's time zone: a dream synced after midnight keeps its night.
    dreamtOn: defaultNight(now),
    interpret,
    writtenAt: now.getTime(),
    problem: null,
  };
  await putDraft(draft);
  return draft;
}
