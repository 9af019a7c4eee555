"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/components/layout/Link";
import { useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/components/layout/toast";
import { exchangeOAuthCodeAction } from "@/lib/auth/session-actions";
import { ROUTES } from "@/lib/routes";

export function AuthenticatingSpinner() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4" role="status" aria-live="polite">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-night-600 border-t-aurora-400" aria-hidden="true" />
      <p className="text-mist-300">Authenticating...</p>
    </div>
  );
}

/** Google returns here with ?code= (or ?error=); the code is exchanged on the server. */
export function OAuthCallback() {
  const params = useSearchParams();
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get("code");
    const fail = (message: string) => {
      setFailed(true);
      toast.error("Google sign in failed", { description: message });
    };
    if (!code) {
      fail(params.get("error_description") || "Unable to sign in with Google. Please try again.");
      return;
    }
    exchangeOAuthCodeAction(code, params.get("next") ?? ROUTES.dashboard)
      .then((result) => {
        if (!result.ok) return fail(result.message);
        toast.success("Signed in successfully!");
        router.replace(result.data.redirectTo);
        router.refresh();
      })
      .catch(() => fail("An unexpected error occurred. Please try again."));
  }, [params, router]);

  if (!failed) return <AuthenticatingSpinner />;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-serif text-2xl text-mist-50">Google sign in failed</h1>
      <p className="text-mist-300">We couldn't finish signing you in with Google. You can try again or use your email and password.</p>
      <Link href={ROUTES.login} className="btn-primary">
        Back to sign in
      </Link>
    </div>
  );
}
