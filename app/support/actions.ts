"use server";

import { supportRequestSchema } from "@/lib/support/schema";
import { submitSupportRequest } from "@/lib/support/submit";
import { defineAction } from "@/lib/actions/define-action";
import { UNEXPECTED_ERROR, fail, ok } from "@/lib/actions/result";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";

const title = "Message not sent";

export const sendSupportAction = defineAction(
  {
    log: "[support]",
    title,
    schema: supportRequestSchema,
    auth: "user",
    signedOut: { title: "You're signed out", message: "Please sign in again to contact support." },
    unexpected: { message: UNEXPECTED_ERROR },
  },
  async (request, { viewer }) => {
    // The limit is counted inside the submission, in the same transaction as the request.
    const outcome = await submitSupportRequest(viewer, request);
    if (!outcome.ok) return fail({ title, message: RATE_LIMIT_MESSAGE });
    return ok({
      message: outcome.priority ? "Message sent as a priority request" : "Message sent",
      description: outcome.copySent ? `We've e-mailed a copy to ${viewer.email}.` : "We'll reply by e-mail.",
    });
  },
);
