import { Suspense } from "react";
import { pageMetadata } from "@/lib/seo/metadata";
import { AuthenticatingSpinner, OAuthCallback } from "./OAuthCallback";

export const metadata = pageMetadata({
  title: "Signing you in",
  description: "Finishing sign-in with Google.",
  path: "/auth/callback",
  noIndex: true,
});

export default function OAuthCallbackPage() {
  return (
    <Suspense fallback={<AuthenticatingSpinner />}>
      <OAuthCallback />
    </Suspense>
  );
}
