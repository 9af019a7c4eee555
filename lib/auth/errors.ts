import "server-only";
import { isAuthApiError, isAuthRetryableFetchError, isAuthWeakPasswordError, type AuthError } from "@supabase/supabase-js";

const reasonText: Record<string, string> = {
  length: "it is too short",
  characters: "it needs more kinds of characters",
  pwned: "it appears in a list of leaked passwords",
};

export const AUTH_UNAVAILABLE = "We couldn't reach the sign-in service just now. Nothing was changed — please try again in a moment.";

/** Turns an Auth service error into a sentence a person can act on. */
export function describeAuthError(error: AuthError, fallback: string): string {
  if (isAuthWeakPasswordError(error)) {
    const reasons = error.reasons.map((r) => reasonText[r] ?? r).join(", ");
    return reasons ? `That password is too weak: ${reasons}.` : "That password is too weak. Please choose a stronger one.";
  }
  switch (error.code) {
    case "invalid_credentials":
      return "Invalid email or password.";
    case "email_not_confirmed":
      return "Please confirm your email address first — check your inbox for the link we sent.";
    case "user_already_exists":
    case "email_exists":
      return "An account with this email already exists. Try signing in instead.";
    case "over_email_send_rate_limit":
    case "over_request_rate_limit":
      return "Too many attempts. Please wait a few minutes and try again.";
    case "same_password":
      return "Your new password must be different from the old one.";
    case "otp_expired":
      return "This link is invalid or has expired.";
  }
  if (error.status === 429) return "Too many attempts. Please wait a few minutes and try again.";
  // The Auth service is down or not answering: not the person's fault, and nothing was changed.
  if (isAuthRetryableFetchError(error) || (error.status ?? 0) >= 500) return AUTH_UNAVAILABLE;
  if (isAuthApiError(error) && error.message && error.status && error.status < 500) return error.message;
  return fallback;
}
