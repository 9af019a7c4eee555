import { AuthShell } from "@/components/auth/AuthShell";
import { pageMetadata } from "@/lib/seo/metadata";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Reset Your Password",
  description: "Forgot your Oneira password? Enter your email and we'll send you a link to choose a new one.",
  path: ROUTES.forgotPassword,
});

export default function ForgotPasswordPage() {
  return (
    <AuthShell title="Forgot your password?" subtitle="Enter your email and we'll send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthShell>
  );
}
