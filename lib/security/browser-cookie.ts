import "server-only";
import { publicEnv } from "@/lib/env/public";

/**
 * The options of the app's own long-lived, signed browser cookies (the visitor id, the trusted
 * device): out of scripts' reach, sent on top-level navigation, Secure wherever the site is
 * served over https, and kept 400 days, the most browsers allow.
 */
export const longLivedCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  secure: publicEnv.NEXT_PUBLIC_SITE_URL.startsWith("https://"),
  path: "/",
  maxAge: 60 * 60 * 24 * 400,
};
