// Before zod builds a schema: jitless, for the CSP (lib/validation/zod-jitless.ts). These forms load full zod.
import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { formatCount } from "@/lib/text/count";

/** The support contact form (shared by the form and its server action). */
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 5000;

export const supportRequestSchema = z.object({
  subject: z
    .string()
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(3, "Please enter a subject (at least 3 characters)")
        .max(SUPPORT_SUBJECT_MAX, `Please keep the subject under ${SUPPORT_SUBJECT_MAX} characters`),
    ),
  message: z
    .string()
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(10, "Please describe your question (at least 10 characters)")
        .max(SUPPORT_MESSAGE_MAX, `Please keep your message under ${formatCount(SUPPORT_MESSAGE_MAX)} characters`),
    ),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequest = z.output<typeof supportRequestSchema>;
