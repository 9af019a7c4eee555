"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/layout/toast";
import { startGoogleSignInAction } from "@/lib/auth/session-actions";
import { useHydrated } from "@/components/forms/use-hydrated";
import { ROUTES } from "@/lib/routes";

const CONNECTING_RESET_MS = 8000;

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.24 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.5 14.6 2.5 12 2.5 6.8 2.5 2.6 6.7 2.6 12s4.2 9.5 9.4 9.5c5.4 0 9-3.8 9-9.2 0-.6-.07-1.1-.15-1.6H12z"
      />
    </svg>
  );
}

/** Starts Google sign-in; 'Connecting to Google...' until the browser leaves, reset on error or after 8 s. */
export function GoogleButton({ label, next, disabled }: { label: string; next?: string; disabled?: boolean }) {
  const hydrated = useHydrated();
  const [connecting, setConnecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  async function start() {
    setConnecting(true);
    timer.current = setTimeout(() => setConnecting(false), CONNECTING_RESET_MS);
    try {
      const result = await startGoogleSignInAction(next ?? ROUTES.dashboard);
      if (!result.ok) {
        setConnecting(false);
        toast.error("Google sign in failed", { description: result.message || "Unable to sign in with Google. Please try again." });
        return;
      }
      window.location.assign(result.data.url);
    } catch {
      setConnecting(false);
      toast.error("Google sign in failed", { description: "An unexpected error occurred. Please try again." });
    }
  }

  return (
    <button type="button" className="btn-secondary w-full py-3" onClick={start} disabled={disabled || connecting || !hydrated}>
      <GoogleMark />
      {connecting ? "Connecting to Google..." : label}
    </button>
  );
}
