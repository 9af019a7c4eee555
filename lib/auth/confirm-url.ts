import "server-only";
import { publicEnv } from "@/lib/env/public";
import { ROUTES } from "@/lib/routes";

/** The site's /auth/confirm link for sign-up e-mails, landing on `next` once confirmed. */
export function confirmUrl(next: string) {
  const url = new URL(ROUTES.authConfirm, publicEnv.NEXT_PUBLIC_SITE_URL);
  url.searchParams.set("next", next);
  return url.toString();
}
