"use server";

import { getViewer } from "@/lib/auth/current-user";
import { fieldErrorsOf, type ActionFailure } from "@/lib/auth/schemas";
import { supportRequestSchema } from "@/lib/support/schema";
import { submitSupportRequest } from "@/lib/support/submit";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";

export type SupportResult = { ok: true; message: string; description: string } | ActionFailure;

const title = "Message not sent";

export async function sendSupportAction(input: unknown): Promise<SupportResult> {
  const parsed = supportRequestSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, title, message: "Please check the highlighted fields.", fieldErrors: fieldErrorsOf(parsed.error) };
  const viewer = await getViewer();
  if (!viewer) return { ok: false, title: "You're signed out", message: "Please sign in again to contact support." };
  try {
    const outcome = await submitSupportRequest(viewer, parsed.data);
    if (!outcome.ok) return { ok: false, title, message: RATE_LIMIT_MESSAGE };
    return {
      ok: true,
      message: outcome.priority ? "Message sent as a priority request" : "Message sent",
      description: outcome.copySent ? `We've e-mailed a copy to ${viewer.email}.` : "We'll reply by e-mail.",
    };
  } catch (error) {
    console.error("[support]", error);
    return { ok: false, title, message: "An unexpected error occurred. Please try again." };
  }
}
