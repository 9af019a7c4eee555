import { localAppEnv } from "../local/app-env";

/**
 * Ports and data dir of the test stack, so a running `npm run dev` is never touched.
 * ONEIRA_TEST_PORT_OFFSET shifts every port (and the data dir), so two checkouts can test at once.
 * The rest is the environment that points the app's code at that stack (local/config.ts).
 */
const offset = Number(process.env.ONEIRA_TEST_PORT_OFFSET ?? 0);
const suffix = offset ? `-${offset}` : "";
const ports = { postgres: 55432 + offset, auth: 55421 + offset, mail: 55424 + offset, smtp: 55425 + offset, app: 3100 + offset };

export const testEnv = {
  ONEIRA_PG_PORT: String(ports.postgres),
  ONEIRA_AUTH_PORT: String(ports.auth),
  ONEIRA_MAIL_PORT: String(ports.mail),
  ONEIRA_SMTP_PORT: String(ports.smtp),
  ONEIRA_DATA_DIR: `.local/test-postgres${suffix}`,
  PORT: String(ports.app),
  ...localAppEnv(ports),
  // The tests play the one trusted proxy in front of the app: each simulated visitor's address
  // arrives as the last X-Forwarded-For entry (README "Security", client addresses).
  TRUSTED_PROXY_HOPS: "1",
};
