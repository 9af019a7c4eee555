import "@/lib/validation/zod-setup";
import * as z from "zod/mini";
import { dreamInputSchema } from "@/lib/dreams/input";
import { nightSchema } from "@/lib/dreams/journal-input";

/**
 * A dream written on this device and not yet in the DreamLog. Client-safe: the browser keeps
 * drafts in IndexedDB (lib/offline/drafts-db.ts) and the sync action parses them again.
 *
 * `key` is made once, when the dream is written, and sent with every attempt to save it: the
 * server saves a key once (private.save_offline_dream), so retries never make a second dream.
 * `owner` is the account that was signed in when it was written; only that account syncs it.
 */
export const offlineDraftSchema = z.object({
  key: z.uuid(),
  owner: z.uuid(),
  text: dreamInputSchema.shape.text,
  /** The night of the dream, YYYY-MM-DD, decided when it was written (not when it syncs). */
  dreamtOn: nightSchema,
  /** The member asked for an interpretation: it is made once the dream is saved. */
  interpret: z.boolean(),
  /** When it was written (ms since the epoch): drafts sync oldest first. */
  writtenAt: z.int().check(z.nonnegative()),
  /** The last attempt's refusal the member should read (e.g. a full DreamLog); null while all is well. */
  problem: z._default(z.nullable(z.string().check(z.maxLength(300))), null),
});
export type OfflineDraft = z.output<typeof offlineDraftSchema>;

/** What the sync action takes: the draft without the device-only fields. */
export const syncDraftInputSchema = z.pick(offlineDraftSchema, { key: true, owner: true, text: true, dreamtOn: true, interpret: true });
export type SyncDraftInput = z.input<typeof syncDraftInputSchema>;

export { draftPreview } from "./draft-preview";
