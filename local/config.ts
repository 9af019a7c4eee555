import { fixedValues } from "./app-env";

export { localAppEnv } from "./app-env";

/**
 * Fixed, non-secret values of the local stack. They only ever protect data on this machine;
 * hosted deployments set their own through the environment (see README).
 * Ports can be moved with ONEIRA_*_PORT so tests can run beside a dev server.
 */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const localPorts = {
  postgres: port("ONEIRA_PG_PORT", 54322),
  auth: port("ONEIRA_AUTH_PORT", 54321),
  mail: port("ONEIRA_MAIL_PORT", 54324),
  /** The outbox's SMTP side (what the app sends to). */
  smtp: port("ONEIRA_SMTP_PORT", port("ONEIRA_MAIL_PORT", 54324) + 1),
  app: port("PORT", 3000),
};

export const localConfig = {
  ...fixedValues,
  dataDir: process.env.ONEIRA_DATA_DIR ?? ".local/postgres",
  databaseUrl: `postgres://postgres:postgres@127.0.0.1:${localPorts.postgres}/postgres`,
  supabaseUrl: `http://127.0.0.1:${localPorts.auth}`,
  mailUrl: `http://127.0.0.1:${localPorts.mail}`,
  siteUrl: `http://localhost:${localPorts.app}`,
};
