/**
 * The gate and failures shared by the actions that write a member's own words into the DreamLog
 * (a new dream, changes to one): signed-in members only, and every refusal says the words are
 * still in the form, so nobody retypes a dream.
 */
export const KEEPS_NEW_DREAM = {
  auth: "user",
  signedOut: { message: "You're signed out. Please sign in again; your dream is still here." },
  unexpected: { message: "Failed to save your dream. It is still here — please try again." },
} as const;

export const KEEPS_CHANGES = {
  auth: "user",
  signedOut: { message: "You're signed out. Please sign in again; your changes are still here." },
  unexpected: { message: "Failed to save your changes. They are still here — please try again." },
} as const;
