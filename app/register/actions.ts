"use server";

import { refresh } from "next/cache";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { publicEnv } from "@/lib/env/public";
import { describeAuthError } from "@/lib/auth/errors";
import { emailOnlySchema, fieldErrorsOf, signUpSchema, type ActionFailure } from "@/lib/auth/schemas";
import { safeNextPath } from "@/lib/security/safe-next-path";
import { allowByIpAndEmail, rateLimits, RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";

export type SignUpResult = { ok: true; needsConfirmation: true; email: string } | { ok: true; needsConfirmation: false; redirectTo: string } | ActionFailure;

function confirmUrl(next: string) {
  const url = new URL("/auth/confirm", publicEnv.NEXT_PUBLIC_SITE_URL);
  url.searchParams.set("next", next);
  return url.toString();
}

export async function signUpAction(input: unknown, next: unknown): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, title: "Sign up failed", message: "Please check the highlighted fields.", fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const { name, email, password } = parsed.data;
  const redirectTo = safeNextPath(next);
  try {
    if (!(await allowByIpAndEmail("signup", email, rateLimits.signUpPerIp))) {
      return { ok: false, title: "Sign up failed", message: RATE_LIMIT_MESSAGE };
    }
    const supabase = await createSupabaseServerClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: name }, emailRedirectTo: confirmUrl(redirectTo) },
    });
    if (error) return { ok: false, title: "Sign up failed", message: describeAuthError(error, "An error occurred during sign up") };
    if (data.session) {
      refresh();
      return { ok: true, needsConfirmation: false, redirectTo };
    }
    // Also the answer for an address that already has an account: no account enumeration.
    return { ok: true, needsConfirmation: true, email };
  } catch (error) {
    console.error("[signup]", error);
    return { ok: false, title: "Sign up failed", message: "An error occurred during sign up" };
  }
}

export type ResendResult = { ok: true } | { ok: false; message: string };

export async function resendConfirmationAction(input: unknown): Promise<ResendResult> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: "Please enter a valid email address" };
  try {
    if (!(await allowByIpAndEmail("resend", parsed.data.email, rateLimits.recoveryPerIp, rateLimits.recoveryPerEmail))) {
      return { ok: false, message: RATE_LIMIT_MESSAGE };
    }
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.resend({ type: "signup", email: parsed.data.email, options: { emailRedirectTo: confirmUrl("/dashboard") } });
    if (error && error.status === 429) return { ok: false, message: describeAuthError(error, RATE_LIMIT_MESSAGE) };
    return { ok: true };
  } catch (error) {
    console.error("[resend]", error);
    return { ok: false, message: "We couldn't send the email just now. Please try again." };
  }
}
