/**
 * The answer of GET /api/account: what the header and /interpret show. A plain type, safe for the
 * browser (components/layout/account-store.ts reads it there) and for the route handler alike.
 */
export type AccountUsage = { remaining: number; resetsAt: string };

/** `usage`: today's free interpretations, for signed-in free users only (null otherwise). */
export type AccountState = {
  signedIn: boolean;
  isPremium: boolean;
  /** The member's id: dreams written offline on this device are kept for (and synced by) this account only. */
  userId: string | null;
  usage: AccountUsage | null;
};
