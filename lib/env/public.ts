import { z } from "zod";

/**
 * Configuration every part of the app may know (the NEXT_PUBLIC_* names say it is not secret).
 * Hosted deployments set it; `npm run dev`, `npm run preview` and the tests set it to point at the
 * local stack (local/app-env.ts, localAppEnv). It is read when the server starts, by computed
 * name: Next replaces `process.env.NEXT_PUBLIC_…` (also through an alias of process.env) with its
 * value at build time, which would freeze one stack's addresses into the build. No browser code
 * imports this module, and one build can be started against another stack
 * (tests/e2e/faults.spec.ts).
 */
const read = (name: string): string | undefined => process.env[name];

/** The app runs on the local stack (set by local/ only): PayPal is answered in-process and the local checkout is offered. */
export const isLocalMode = read("ONEIRA_LOCAL_STACK") === "1";
export const isHostedMode = !isLocalMode;

const schema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({ message: "NEXT_PUBLIC_SUPABASE_URL must be the project URL" }),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(20, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required"),
  NEXT_PUBLIC_SITE_URL: z.url({ message: "NEXT_PUBLIC_SITE_URL must be the site's origin, e.g. https://oneira.app" }),
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: z.string().min(1, "NEXT_PUBLIC_PAYPAL_CLIENT_ID is required"),
  NEXT_PUBLIC_ADSENSE_CLIENT: z
    .string()
    .regex(/^ca-pub-\d+$/, "NEXT_PUBLIC_ADSENSE_CLIENT must look like ca-pub-1234")
    .optional(),
});

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The mode in error messages, with how to get a working configuration. */
export const modeHint = isLocalMode ? "(local mode)" : "(hosted mode; `npm run dev` or `npm run preview` set these for the local stack)";

function parse() {
  const parsed = schema.safeParse({
    NEXT_PUBLIC_SUPABASE_URL: read("NEXT_PUBLIC_SUPABASE_URL"),
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: read("NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"),
    NEXT_PUBLIC_SITE_URL: read("NEXT_PUBLIC_SITE_URL"),
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: read("NEXT_PUBLIC_PAYPAL_CLIENT_ID"),
    NEXT_PUBLIC_ADSENSE_CLIENT: read("NEXT_PUBLIC_ADSENSE_CLIENT") || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment variables ${modeHint}:\n${lines}`);
  }
  // The local checkout grants Unlimited without a payment: never against a real Auth service.
  if (isLocalMode && !LOOPBACK.has(new URL(parsed.data.NEXT_PUBLIC_SUPABASE_URL).hostname)) {
    throw new Error(
      "Invalid environment variables:\n  - ONEIRA_LOCAL_STACK=1 is for the local stack only, but NEXT_PUBLIC_SUPABASE_URL is not a loopback address",
    );
  }
  return { ...parsed.data, NEXT_PUBLIC_SITE_URL: parsed.data.NEXT_PUBLIC_SITE_URL.replace(/\/$/, "") };
}

export const publicEnv = parse();
