"use server";

import { asService } from "@/lib/db/with-user";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { allowAttempt } from "@/lib/security/rate-limit";
import { journalEntrySchema } from "./journal-input";
import { saveJournalDream } from "./journal";
import { MAX_DREAMS_PER_USER } from "./log";
import { KEEPS_NEW_DREAM } from "./write-failures";

const title = "Dream not saved";

export type SaveDreamResult = ActionResult<{ id: string }>;

/**
 * Writes a dream into the DreamLog without interpreting it: no quota is used (interpret it later
 * with interpretSavedDream). Also what offline capture calls when the connection returns.
 */
export const saveDream = defineAction(
  {
    log: "[dreams:save]",
    title,
    schema: journalEntrySchema,
    ...KEEPS_NEW_DREAM,
    // Saving is free, so a flood is stopped here instead of by the quota.
    rateLimit: {
      allow: async (_entry, { viewer }) =>
        allowAttempt([{ kind: "dream-save:user", value: viewer.id, rule: { windowSeconds: 3600, max: 120 } }]),
    },
  },
  async (entry, { viewer }): Promise<SaveDreamResult> => {
    const saved = await asService((tx) => saveJournalDream(tx, viewer.id, entry));
    if (saved.outcome !== "saved") {
      return fail({
        title: "Your DreamLog is full",
        message: `Your DreamLog holds its maximum of ${MAX_DREAMS_PER_USER.toLocaleString("en-US")} dreams. Delete some to save new ones.`,
      });
    }
    return ok({ id: saved.id });
  },
);
