/**
 * The answer of GET /api/account: what the header shows. A plain type, safe for the browser
 * (components/layout/account-store.ts reads it there) and for the route handler alike.
 */
export type AccountState = {
  signedIn: boolean;
  isPremium: boolean;
  /** The member's id: dreams written offline on this device are kept for (and synced by) this account only. */
  userId: string | null;
};
