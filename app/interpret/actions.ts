"use server";

import { z } from "zod";
import { getViewer } from "@/lib/auth/current-user";
import { dreamInputSchema, dreamInputMessages, DREAM_MAX } from "@/lib/dreams/input";
import { DreamLogFull, interpretForUser, interpretForVisitor, QuotaExhausted } from "@/lib/dreams/interpret-flow";
import { MAX_DREAMS_PER_USER } from "@/lib/dreams/log";
import { interpretDream } from "@/lib/interpret/provider";
import type { Interpretation } from "@/lib/interpret/schema";
import type { UsageStatus } from "@/lib/usage/quota";
import { visitorQuotaKeys } from "@/lib/usage/visitor";
import { allowAttempt } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request-keys";

export type InterpretResult =
  | {
      ok: true;
      interpretation: Interpretation;
      dreamText: string;
      saved: { id: string; createdAt: string } | null;
      /** For signed-in free users: what is left today. */
      usage: UsageStatus | null;
    }
  | { ok: false; reason: "invalid" | "limit" | "rate" | "error"; title: string; message: string };

const LIMIT_VISITOR = "You've used your free interpretation for today. Create an account for more!";
const LIMIT_USER = "You've reached your daily limit of free interpretations";

/**
 * Validates, reserves the quota, interprets and (for a signed-in user) saves — a failure anywhere
 * gives the reservation back and saves nothing (lib/dreams/interpret-flow.ts).
 */
export async function interpretAction(input: unknown): Promise<InterpretResult> {
  const raw = z.object({ text: z.string().max(DREAM_MAX * 2) }).safeParse(input);
  const parsed = raw.success ? dreamInputSchema.safeParse(raw.data) : null;
  if (!parsed?.success) {
    const tooLong = !raw.success || raw.data.text.trim().length > DREAM_MAX;
    const m = tooLong ? dreamInputMessages.tooLong : dreamInputMessages.tooShort;
    return { ok: false, reason: "invalid", ...m };
  }
  const text = parsed.data.text;

  try {
    if (!(await allowAttempt([{ kind: "interpret:ip", value: await clientIp(), rule: { windowSeconds: 60, max: 30 } }]))) {
      return {
        ok: false,
        reason: "rate",
        title: "Slow down a little",
        message: "Too many interpretations in a minute. Please wait a moment and try again.",
      };
    }
    const viewer = await getViewer();

    if (!viewer) {
      const interpretation = await interpretForVisitor(await visitorQuotaKeys(), text, interpretDream);
      return { ok: true, interpretation, dreamText: text, saved: null, usage: null };
    }
    const result = await interpretForUser(viewer.claims, text, interpretDream);
    return { ok: true, dreamText: text, ...result };
  } catch (error) {
    if (error instanceof QuotaExhausted) {
      const viewer = await getViewer().catch(() => null);
      return viewer
        ? { ok: false, reason: "limit", title: "Daily limit reached", message: LIMIT_USER }
        : { ok: false, reason: "limit", title: "Daily limit reached", message: LIMIT_VISITOR };
    }
    if (error instanceof DreamLogFull) {
      return {
        ok: false,
        reason: "limit",
        title: "Your DreamLog is full",
        message: `Your DreamLog holds its maximum of ${MAX_DREAMS_PER_USER.toLocaleString("en-US")} dreams. Delete some to save new ones; nothing was used from your daily quota.`,
      };
    }
    console.error("[interpret]", error);
    return {
      ok: false,
      reason: "error",
      title: "We couldn't interpret your dream",
      message: "Something went wrong on our side and nothing was used from your daily quota. Your dream is still here — please try again.",
    };
  }
}
