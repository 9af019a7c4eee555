import { z } from "zod";
import { localConfig } from "@/local/config";

/**
 * Values that may reach the browser. Next inlines NEXT_PUBLIC_* at build time, so each one is read
 * by its full name (a dynamic process.env lookup would not be replaced).
 */
export const isHostedMode = Boolean(process.env.NEXT_PUBLIC_SUPABASE_URL);

const hostedSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({ message: "NEXT_PUBLIC_SUPABASE_URL must be the project URL" }),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(20, "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is required"),
  NEXT_PUBLIC_SITE_URL: z.url({ message: "NEXT_PUBLIC_SITE_URL must be the site's origin, e.g. https://oneira.app" }),
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: z.string().min(1, "NEXT_PUBLIC_PAYPAL_CLIENT_ID is required"),
  NEXT_PUBLIC_ADSENSE_CLIENT: z.string().regex(/^ca-pub-\d+$/, "NEXT_PUBLIC_ADSENSE_CLIENT must look like ca-pub-1234").optional(),
});

const raw = {
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID,
  NEXT_PUBLIC_ADSENSE_CLIENT: process.env.NEXT_PUBLIC_ADSENSE_CLIENT || undefined,
};

function parse() {
  if (!isHostedMode) {
    return {
      NEXT_PUBLIC_SUPABASE_URL: localConfig.supabaseUrl,
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: localConfig.publishableKey,
      NEXT_PUBLIC_SITE_URL: (raw.NEXT_PUBLIC_SITE_URL || localConfig.siteUrl).replace(/\/$/, ""),
      NEXT_PUBLIC_PAYPAL_CLIENT_ID: localConfig.paypalClientId,
      NEXT_PUBLIC_ADSENSE_CLIENT: raw.NEXT_PUBLIC_ADSENSE_CLIENT,
    };
  }
  const parsed = hostedSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment variables (hosted mode):\n${lines}`);
  }
  return { ...parsed.data, NEXT_PUBLIC_SITE_URL: parsed.data.NEXT_PUBLIC_SITE_URL.replace(/\/$/, "") };
}

export const publicEnv = parse();
export const isLocalMode = !isHostedMode;
