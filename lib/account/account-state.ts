/**
 * The answer of GET /api/account: what the header shows. A plain type, safe for the browser
 * (components/layout/account-store.ts reads it there) and for the route handler alike.
 */
export type AccountState = { signedIn: boolean; isPremium: boolean };
