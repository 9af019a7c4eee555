"use server";

import { z } from "zod";
import { refresh } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { interpretDream } from "@/lib/interpret/provider";
import type { Interpretation } from "@/lib/interpret/schema";
import { allowAttempt } from "@/lib/security/rate-limit";
import { DAILY_LIMIT_USER_MESSAGE, type UsageStatus } from "@/lib/usage/quota";
import { DreamChanged, DreamGone, interpretSavedForUser, QuotaExhausted } from "./interpret-flow";

export type InterpretSavedResult = ActionResult<{ interpretation: Interpretation; usage: UsageStatus | null }>;

const title = "We couldn't interpret your dream";

/**
 * Interprets (or re-interprets) a dream already in the DreamLog. Counts against the daily quota
 * like any interpretation — unlimited for Unlimited members — and gives the count back on failure.
 */
export const interpretSavedDream = defineAction(
  {
    log: "[dreams:interpret-saved]",
    title,
    schema: z.uuid(),
    invalid: { message: "This dream is no longer in your DreamLog.", fieldErrors: false },
    auth: "user",
    signedOut: { message: "You're signed out. Please sign in again to interpret this dream." },
    rateLimit: {
      allow: async (_id, { viewer }) =>
        allowAttempt([{ kind: "interpret-saved:user", value: viewer.id, rule: { windowSeconds: 60, max: 30 } }]),
      failure: { title: "Slow down a little", message: "Too many interpretations in a minute. Please wait a moment and try again." },
    },
    unexpected: { message: "Something went wrong on our side and nothing was used from your daily quota. Please try again." },
  },
  async (id, { viewer }): Promise<InterpretSavedResult> => {
    try {
      const result = await interpretSavedForUser(viewer.claims, id, interpretDream);
      refresh();
      return ok(result);
    } catch (error) {
      if (error instanceof QuotaExhausted) return fail({ title: "Daily limit reached", message: DAILY_LIMIT_USER_MESSAGE });
      if (error instanceof DreamGone) return fail({ message: "This dream is no longer in your DreamLog." });
      if (error instanceof DreamChanged) {
        return fail({
          message: "The dream was edited while it was being interpreted. Nothing was used from your daily quota; please try again.",
        });
      }
      throw error;
    }
  },
);
