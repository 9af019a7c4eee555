import { Suspense } from "react";
import { pageMetadata } from "@/lib/seo/metadata";
import { AuthenticatingSpinner, OAuthCallback } from "./OAuthCallback";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Signing you in",
  description: "Finishing sign-in with Google.",
  path: ROUTES.authCallback,
  noIndex: true,
});

export default function OAuthCallbackPage() {
  return (
    <Suspense fallback={<AuthenticatingSpinner />}>
      <OAuthCallback />
    </Suspense>
  );
}
