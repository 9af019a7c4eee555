"use server";

import { z } from "zod";
import { dreamInputSchema, dreamInputMessages, DREAM_MAX } from "@/lib/dreams/input";
import { defaultNight, nightSchema } from "@/lib/dreams/journal-input";
import { DreamLogFull, interpretForUser, interpretForVisitor, QuotaExhausted } from "@/lib/dreams/interpret-flow";
import { MAX_DREAMS_PER_USER } from "@/lib/dreams/log";
import { interpretDream } from "@/lib/interpret/provider";
import type { Interpretation } from "@/lib/interpret/schema";
import { DAILY_LIMIT_USER_MESSAGE, type UsageStatus } from "@/lib/usage/quota";
import { visitorQuotaKeys } from "@/lib/usage/visitor";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { allowAttempt } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request-keys";

type Refusal = { reason: "invalid" | "limit" | "rate" | "error"; title: string };

export type InterpretResult = ActionResult<
  {
    interpretation: Interpretation;
    dreamText: string;
    saved: { id: string; createdAt: string } | null;
    /** For signed-in free users: what is left today. */
    usage: UsageStatus | null;
  },
  Refusal
>;

const LIMIT_VISITOR = "You've used your free interpretation for today. Create an account for more!";

/** Bounds the text before the dream schema trims and checks it, so an oversized body is refused cheaply. */
const rawInput = z.object({ text: z.string().max(DREAM_MAX * 2), dreamtOn: z.unknown().optional() });
/** The night comes from the browser's local time; a missing or bad one falls back to the server's guess. */
const interpretInput = z.object({ ...dreamInputSchema.shape, dreamtOn: z.optional(nightSchema).catch(undefined) });

/**
 * Validates, reserves the quota, interprets and (for a signed-in user) saves — a failure anywhere
 * gives the reservation back and saves nothing (lib/dreams/interpret-flow.ts).
 */
export const interpretAction = defineAction(
  {
    log: "[interpret]",
    schema: rawInput.pipe(interpretInput),
    invalid: (_error: z.ZodError, input: unknown) => {
      const raw = rawInput.safeParse(input);
      const tooLong = !raw.success || raw.data.text.trim().length > DREAM_MAX;
      return { reason: "invalid" as const, ...(tooLong ? dreamInputMessages.tooLong : dreamInputMessages.tooShort) };
    },
    // The handler needs only the verified session: the quota function decides premium in SQL, so
    // reading the profile (a transaction of its own) would be work for nothing.
    auth: "session",
    rateLimit: {
      allow: async () => allowAttempt([{ kind: "interpret:ip", value: await clientIp(), rule: { windowSeconds: 60, max: 30 } }]),
      failure: {
        reason: "rate",
        title: "Slow down a little",
        message: "Too many interpretations in a minute. Please wait a moment and try again.",
      },
    },
    unexpected: {
      reason: "error",
      title: "We couldn't interpret your dream",
      message: "Something went wrong on our side and nothing was used from your daily quota. Your dream is still here — please try again.",
    },
  },
  async ({ text, dreamtOn }, { viewer }): Promise<InterpretResult> => {
    try {
      if (!viewer) {
        const interpretation = await interpretForVisitor(await visitorQuotaKeys(), text, interpretDream);
        return ok({ interpretation, dreamText: text, saved: null, usage: null });
      }
      const entry = { dreamtOn: dreamtOn ?? defaultNight(new Date(), "UTC"), title: null, tags: [], kinds: [] };
      const result = await interpretForUser(viewer.claims, text, interpretDream, undefined, entry);
      return ok({ dreamText: text, ...result });
    } catch (error) {
      // The two refusals the flow throws; anything else is the spine's unexpected failure.
      if (error instanceof QuotaExhausted) {
        return fail<Refusal>({ reason: "limit", title: "Daily limit reached", message: viewer ? DAILY_LIMIT_USER_MESSAGE : LIMIT_VISITOR });
      }
      if (error instanceof DreamLogFull) {
        return fail<Refusal>({
          reason: "limit",
          title: "Your DreamLog is full",
          message: `Your DreamLog holds its maximum of ${MAX_DREAMS_PER_USER.toLocaleString("en-US")} dreams. Delete some to save new ones; nothing was used from your daily quota.`,
        });
      }
      throw error;
    }
  },
);
