import { localAppEnv, localConfig, localPorts } from "./config";
import { startPostgres } from "./postgres";
import { startAuthServer } from "./auth/server";
import { startMailOutbox } from "./mail/outbox";

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;

/**
 * The whole offline backend: embedded Postgres, the mail outbox and the Supabase Auth stand-in,
 * on the ports of local/config.ts. `appEnv` is the environment that points the app at it (the
 * callers pass it to `next dev`, `next start`, `next build`). Stops in reverse order.
 */
export async function startLocalStack(options: { fresh?: boolean; log?: (m: string) => void } = {}) {
  const log = options.log ?? (() => {});
  const pg = await startPostgres({ fresh: options.fresh, log });
  const mail = await startMailOutbox({ port: localPorts.mail, smtpPort: localPorts.smtp });
  const auth = await startAuthServer({
    port: localPorts.auth,
    databaseUrl: pg.url,
    mailUrl: mail.url,
    siteUrl: localConfig.siteUrl,
    requireEmailConfirmation: process.env.ONEIRA_AUTH_AUTOCONFIRM !== "true",
  });
  log(`[stack] postgres ${pg.url.replace(/:[^:@/]+@/, ":***@")}, auth ${auth.url}/auth/v1, mail ${mail.url} (SMTP ${mail.smtpUrl})`);
  return {
    databaseUrl: pg.url,
    authUrl: auth.url,
    mailUrl: mail.url,
    appEnv: { ...localAppEnv(localPorts), DATABASE_URL: pg.url },
    async stop() {
      await auth.stop().catch(() => {});
      await mail.stop().catch(() => {});
      await pg.stop().catch(() => {});
    },
  };
}
