import "server-only";
import { publicEnv } from "@/lib/env/public";

/** The site's /auth/confirm link for sign-up e-mails, landing on `next` once confirmed. */
export function confirmUrl(next: string) {
  const url = new URL("/auth/confirm", publicEnv.NEXT_PUBLIC_SITE_URL);
  url.searchParams.set("next", next);
  return url.toString();
}
