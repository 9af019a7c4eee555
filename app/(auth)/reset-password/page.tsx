import { Suspense } from "react";
import Link from "@/components/layout/Link";
import { AuthShell, FormSkeleton } from "@/components/auth/AuthShell";
import { connection } from "next/server";
import { recoverySessionUser } from "@/lib/auth/recovery-session";
import { pageMetadata } from "@/lib/seo/metadata";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Choose a New Password",
  description: "Choose a new password for your Oneira account.",
  path: ROUTES.resetPassword,
  noIndex: true,
});

async function ResetPasswordGate() {
  await connection();
  // A recovery link's session only: an ordinary session changes its password in settings, with the current one.
  const viewer = await recoverySessionUser();
  if (!viewer) {
    return (
      <div className="text-center">
        <p className="text-mist-300">
          This page opens from the link in your password reset email, and that link has expired or was already used.
        </p>
        <Link href={ROUTES.forgotPassword} className="btn-primary mt-6">
          Send a new reset link
        </Link>
      </div>
    );
  }
  return <ResetPasswordForm email={viewer.email} />;
}

export default function ResetPasswordPage() {
  return (
    <AuthShell title="Choose a new password">
      <Suspense fallback={<FormSkeleton fields={2} />}>
        <ResetPasswordGate />
      </Suspense>
    </AuthShell>
  );
}
