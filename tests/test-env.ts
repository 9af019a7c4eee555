/** Ports and data dir of the test stack, so a running `npm run dev` is never touched. */
export const testEnv = {
  ONEIRA_PG_PORT: "55432",
  ONEIRA_AUTH_PORT: "55421",
  ONEIRA_MAIL_PORT: "55424",
  ONEIRA_DATA_DIR: ".local/test-postgres",
  PORT: "3100",
};
