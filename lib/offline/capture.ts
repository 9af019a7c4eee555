import { putDraft } from "./drafts-db";
import type { OfflineDraft } from "./draft";

/** Where the dream form keeps what is being typed, so a reload or an error never loses it (localStorage). */
export const TEXT_DRAFT_KEY = "oneira:dream-draft";

/** The night a dream written now most likely belongs to, in local time: before noon last night's, else tonight's. */
export function nightOf(now: Date): string {
  const night = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (now.getHours() < 12 ? 1 : 0));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${night.getFullYear()}-${pad(night.getMonth() + 1)}-${pad(night.getDate())}`;
}

/**
 * Keeps a dream on this device until it can be saved (browser-only). Resolves once IndexedDB has
 * committed it: only then may the form let go of the text.
 */
export async function keepOnDevice(owner: string, text: string, interpret: boolean, now = new Date()): Promise<OfflineDraft> {
  const draft: OfflineDraft = {
    key: crypto.randomUUID(),
    owner,
    text: text.trim(),
    dreamtOn: nightOf(now),
    interpret,
    writtenAt: now.getTime(),
    problem: null,
  };
  await putDraft(draft);
  return draft;
}
