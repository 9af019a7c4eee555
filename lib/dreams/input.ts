import "@/lib/validation/zod-setup";
import * as z from "zod/mini";

export const DREAM_MIN = 10;
export const DREAM_MAX = 8000;

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

export const dreamInputMessages = {
  tooShort: { title: "Dream description too short", message: "Please provide more details about your dream." },
  tooLong: {
    title: "Dream description too long",
    message: `Please shorten your dream to ${DREAM_MAX.toLocaleString("en-US")} characters or fewer.`,
  },
};
