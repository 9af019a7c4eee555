import { formatCount } from "@/lib/text/count";

/**
 * A dream's length limits and the messages that name them, without the schema (lib/dreams/input.ts):
 * the form's counter and field need them at once, the schema only when the form is checked.
 */
export const DREAM_MIN = 10;
export const DREAM_MAX = 8000;

export const dreamInputMessages = {
  tooShort: { title: "Dream description too short", message: "Please provide more details about your dream." },
  tooLong: {
    title: "Dream description too long",
    message: `Please shorten your dream to ${formatCount(DREAM_MAX)} characters or fewer.`,
  },
};
