/**
 * Ports and data dir of the test stack, so a running `npm run dev` is never touched.
 * ONEIRA_TEST_PORT_OFFSET shifts every port (and the data dir), so two checkouts can test at once.
 */
const offset = Number(process.env.ONEIRA_TEST_PORT_OFFSET ?? 0);
const suffix = offset ? `-${offset}` : "";

export const testEnv = {
  ONEIRA_PG_PORT: String(55432 + offset),
  ONEIRA_AUTH_PORT: String(55421 + offset),
  ONEIRA_MAIL_PORT: String(55424 + offset),
  ONEIRA_DATA_DIR: `.local/test-postgres${suffix}`,
  PORT: String(3100 + offset),
  // The tests play the one trusted proxy in front of the app: each simulated visitor's address
  // arrives as the last X-Forwarded-For entry (README "Security", client addresses).
  TRUSTED_PROXY_HOPS: "1",
};
