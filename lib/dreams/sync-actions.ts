"use server";

import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { syncDraftInputSchema } from "@/lib/offline/draft";
import { interpretDream } from "@/lib/interpret/provider";
import { allowAttempt } from "@/lib/security/rate-limit";
import { MAX_DREAMS_PER_USER } from "./log";
import { DreamChanged, DreamGone, interpretSavedForUser, QuotaExhausted } from "./interpret-flow";
import { saveOfflineDream } from "./offline-save";

type Refusal = { reason: "full" | "owner" | "error" };

export type SyncDraftResult = ActionResult<
  {
    /** The saved dream (null when this draft was saved before and the member has deleted it since). */
    id: string | null;
    interpreted: boolean;
    /** The member asked for an interpretation and today's free ones are used up: saved without one. */
    interpretRefused: boolean;
  },
  Refusal
>;

/**
 * Saves a dream written offline — exactly once per draft key, however often the device retries —
 * and interprets it if the member asked and it has no interpretation yet (the daily quota counts
 * as for any interpretation). Only the account that wrote the draft may save it.
 */
export const syncDraftAction = defineAction(
  {
    log: "[sync-draft]",
    schema: syncDraftInputSchema,
    invalid: { title: "This dream can't be saved", message: "It is too short or too long to save.", fieldErrors: false },
    auth: "user",
    signedOut: { reason: "owner", title: "Sign in to save your dreams", message: "Your dreams are waiting on this device." },
    // The same budget as saving from the form (lib/dreams/save-dream.ts): saving uses no quota.
    rateLimit: {
      allow: async (_draft, { viewer }) =>
        allowAttempt([{ kind: "dream-save:user", value: viewer.id, rule: { windowSeconds: 3600, max: 120 } }]),
    },
    unexpected: {
      reason: "error",
      title: "We couldn't save your dream yet",
      message: "It is kept on this device and will be saved when the connection is back.",
    },
  },
  async (draft, { viewer }): Promise<SyncDraftResult> => {
    if (draft.owner !== viewer.id) {
      return fail<Refusal>({ reason: "owner", title: "Another account wrote this dream", message: "Sign in to that account to save it." });
    }
    const saved = await saveOfflineDream(viewer.claims, draft);
    if (saved.outcome === "full") {
      return fail<Refusal>({
        reason: "full",
        title: "Your DreamLog is full",
        message: `Your DreamLog holds its maximum of ${MAX_DREAMS_PER_USER.toLocaleString("en-US")} dreams. Delete some to save this one; it is kept on this device.`,
      });
    }
    if (!draft.interpret || saved.interpreted || !saved.id) {
      return ok({ id: saved.id, interpreted: saved.interpreted, interpretRefused: false });
    }
    try {
      await interpretSavedForUser(viewer.claims, saved.id, interpretDream);
      return ok({ id: saved.id, interpreted: true, interpretRefused: false });
    } catch (error) {
      // Saved either way: a refused interpretation is made later from the DreamLog.
      if (error instanceof QuotaExhausted) return ok({ id: saved.id, interpreted: false, interpretRefused: true });
      // Deleted or edited meanwhile, on another device: the member's newer wish wins.
      if (error instanceof DreamGone || error instanceof DreamChanged)
        return ok({ id: saved.id, interpreted: false, interpretRefused: false });
      throw error;
    }
  },
);
