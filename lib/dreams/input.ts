import "@/lib/validation/zod-setup";
import * as z from "zod/mini";
import { DREAM_MAX, DREAM_MIN } from "./input-limits";

export { DREAM_MAX, DREAM_MIN, dreamInputMessages } from "./input-limits";

/**
 * A dream as submitted: 10 to 8,000 characters after trimming. Shared by the form and the action
 * (zod/mini, like every schema the browser loads: lib/validation/zod-setup.ts).
 */
export const dreamInputSchema = z.object({
  text: z
    .string({ message: "Please describe your dream." })
    .check(
      z.trim(),
      z.minLength(DREAM_MIN, { message: "Dream description too short" }),
      z.maxLength(DREAM_MAX, { message: "Dream description too long" }),
    ),
});
export type DreamInput = z.infer<typeof dreamInputSchema>;
