import "server-only";
import { z } from "zod";
import { isLocalMode, modeHint, publicEnv } from "./public";

/**
 * Server-side configuration, parsed once. The required values must be set — by the hosting
 * platform, or by local/ for the local stack (local/config.ts, localAppEnv) — and a missing or
 * malformed one stops the server with a message that names it.
 */
const optional = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const requiredSchema = z.object({
  DATABASE_URL: z.url({ message: "DATABASE_URL must be a postgres:// connection string" }),
  VISITOR_SECRET: z.string().min(32, "VISITOR_SECRET must be at least 32 characters"),
  SUPABASE_SECRET_KEY: z.string().min(20, "SUPABASE_SECRET_KEY (the project's secret / service-role key) is required"),
  // Vercel Cron sends it as `Authorization: Bearer …` to /api/cron/digest.
  CRON_SECRET: z.string().min(16, "CRON_SECRET must be at least 16 characters"),
  // smtp(s)://user:pass@host:port — pattern digests, support requests.
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, "SMTP_URL must look like smtp://user:pass@host:587 or smtps://…:465"),
  MAIL_FROM: z.string().min(3, "MAIL_FROM is required, e.g. Oneira <hello@oneira.app>"),
  SUPPORT_EMAIL: z.email({ message: "SUPPORT_EMAIL must be an e-mail address" }),
  PAYPAL_CLIENT_SECRET: z.string().min(1, "PAYPAL_CLIENT_SECRET is required"),
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "live"]),
  PAYPAL_WEBHOOK_ID: z.string().min(1, "PAYPAL_WEBHOOK_ID is required"),
});

const sharedSchema = z.object({
  INTERPRETER: z.enum(["offline", "llm"]).default("offline"),
  LLM_BASE_URL: optional.pipe(z.url().optional()),
  LLM_API_KEY: optional,
  LLM_MODEL: optional,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  // The longest the app waits for Postgres to answer before it treats it as down.
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(500).default(5_000),
  // Visitors per IP per UTC day (a household or office shares one address).
  VISITOR_IP_DAILY_CAP: z.coerce.number().int().min(1).default(3),
  // How many proxies of your own append to X-Forwarded-For in front of `next start` (0: none, so
  // no header names a trustworthy client address). Ignored on Vercel, whose edge reports it.
  TRUSTED_PROXY_HOPS: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, "TRUSTED_PROXY_HOPS must be a whole number (0 if no proxy)")
      .transform(Number)
      .pipe(z.number().max(10))
      .optional(),
  ),
});

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
}

function parse() {
  const shared = sharedSchema.safeParse(process.env);
  if (!shared.success) {
    throw new Error(`Invalid environment variables:\n${formatIssues(shared.error)}`);
  }
  if (shared.data.INTERPRETER === "llm" && (!shared.data.LLM_BASE_URL || !shared.data.LLM_MODEL)) {
    throw new Error("Invalid environment variables:\n  - LLM_BASE_URL and LLM_MODEL are required when INTERPRETER=llm");
  }
  const ON_VERCEL = process.env.VERCEL === "1";
  // Hosted and not on Vercel: the deployment must say which proxies to trust (README "Security").
  if (!isLocalMode && !ON_VERCEL && shared.data.TRUSTED_PROXY_HOPS === undefined) {
    throw new Error(
      "Invalid environment variables (hosted mode):\n  - TRUSTED_PROXY_HOPS is required off Vercel: the number of your proxies that append to X-Forwarded-For (0 if none)",
    );
  }
  const network = { ON_VERCEL, TRUSTED_PROXY_HOPS: shared.data.TRUSTED_PROXY_HOPS ?? 0 };
  const required = requiredSchema.safeParse(process.env);
  if (!required.success) {
    throw new Error(`Invalid environment variables ${modeHint}:\n${formatIssues(required.error)}`);
  }
  return { mode: isLocalMode ? ("local" as const) : ("hosted" as const), ...required.data, ...shared.data, ...network };
}

export const serverEnv = { ...parse(), ...publicEnv };
export type ServerEnv = typeof serverEnv;
