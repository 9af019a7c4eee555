import { Suspense } from "react";
import { AuthShell, FormSkeleton } from "@/components/auth/AuthShell";
import { pageMetadata } from "@/lib/seo/metadata";
import { NewLinkForm } from "./NewLinkForm";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Link expired",
  description: "This email link is invalid or has expired. Request a new one.",
  path: ROUTES.linkExpired,
  noIndex: true,
});

export default function LinkExpiredPage() {
  return (
    <AuthShell
      title="This link has expired"
      subtitle="Email links work once and only for a limited time. Enter your email and we'll send a new one."
    >
      <Suspense fallback={<FormSkeleton fields={1} />}>
        <NewLinkForm />
      </Suspense>
    </AuthShell>
  );
}
