// Before zod builds a schema: jitless, for the CSP (lib/validation/zod-jitless.ts). These forms load full zod.
import "@/lib/validation/zod-jitless";
import { z } from "zod";

/** The pattern e-mail preferences form (shared by the page and its server action). */
export const DIGEST_FREQUENCIES = ["off", "weekly", "monthly"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const digestPreferencesSchema = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES, { message: "Choose weekly, monthly or off" }),
  includeDreamText: z.boolean(),
});
export type DigestPreferences = z.infer<typeof digestPreferencesSchema>;
