import { Suspense } from "react";
import { AuthShell, FormSkeleton } from "@/components/auth/AuthShell";
import { pageMetadata } from "@/lib/seo/metadata";
import { LoginForm } from "./LoginForm";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Sign In",
  description: "Sign in to Oneira to interpret your dreams and open your private DreamLog.",
  path: ROUTES.login,
});

export default function LoginPage() {
  return (
    <AuthShell title="Welcome Back" subtitle="Sign in to continue your dream journey.">
      <Suspense fallback={<FormSkeleton fields={2} />}>
        <LoginForm />
      </Suspense>
    </AuthShell>
  );
}
