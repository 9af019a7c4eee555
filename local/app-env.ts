/**
 * The local stack's fixed development values, and the environment that points the app at a stack.
 * Nothing here reads the environment when it is loaded (tests/test-env.ts imports it before the
 * test ports are set); local/config.ts adds the ports.
 */
export const fixedValues = {
  pgUser: "postgres",
  pgPassword: "postgres",
  publishableKey: "sb_publishable_oneira-local-development-key",
  /** The stand-in's admin key (Supabase's service-role / secret key): admin endpoints only. */
  secretKey: "sb_secret_oneira-local-development-key",
  visitorSecret: "oneira-local-visitor-secret-not-for-production",
  cronSecret: "oneira-local-cron-secret",
  paypalClientId: "oneira-local-paypal-client",
  paypalClientSecret: "oneira-local-paypal-secret",
  paypalWebhookId: "oneira-local-webhook",
};

export type LocalPorts = { postgres: number; auth: number; mail: number; smtp: number; app: number };

/** What a developer may still set themselves on the local stack (e.g. SMTP_URL for Mailpit). */
const OVERRIDABLE = ["NEXT_PUBLIC_SITE_URL", "NEXT_PUBLIC_ADSENSE_CLIENT", "SMTP_URL", "MAIL_FROM", "SUPPORT_EMAIL"] as const;

/**
 * The environment that points the app at a local stack on these ports: the same variables a
 * hosted deployment sets (README, "Environment variables"), so lib/ reads one configuration and
 * never imports local/. ONEIRA_LOCAL_STACK=1 turns on what only the local stack has: PayPal
 * answered in-process (instrumentation.ts) and the labelled local checkout.
 */
export function localAppEnv(ports: LocalPorts, env: Record<string, string | undefined> = process.env): Record<string, string> {
  const values: Record<string, string> = {
    ONEIRA_LOCAL_STACK: "1",
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${ports.auth}`,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: fixedValues.publishableKey,
    NEXT_PUBLIC_SITE_URL: `http://localhost:${ports.app}`,
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: fixedValues.paypalClientId,
    DATABASE_URL: `postgres://${fixedValues.pgUser}:${fixedValues.pgPassword}@127.0.0.1:${ports.postgres}/postgres`,
    VISITOR_SECRET: fixedValues.visitorSecret,
    SUPABASE_SECRET_KEY: fixedValues.secretKey,
    CRON_SECRET: fixedValues.cronSecret,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_FROM: "Oneira <no-reply@oneira.local>",
    SUPPORT_EMAIL: "support@oneira.local",
    PAYPAL_CLIENT_SECRET: fixedValues.paypalClientSecret,
    PAYPAL_ENVIRONMENT: "sandbox",
    PAYPAL_WEBHOOK_ID: fixedValues.paypalWebhookId,
  };
  for (const name of OVERRIDABLE) {
    const own = env[name]?.trim();
    if (own) values[name] = own;
  }
  return values;
}

/**
 * True when the environment names hosted services: then `npm run dev` / `npm run preview` start
 * nothing local. An environment that already describes a local stack (the tests set
 * ONEIRA_LOCAL_STACK=1 with their ports) still gets one started.
 */
export function usesHostedServices(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.NEXT_PUBLIC_SUPABASE_URL) && env.ONEIRA_LOCAL_STACK !== "1";
}
