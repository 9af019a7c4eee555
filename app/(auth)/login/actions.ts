"use server";

import { refresh } from "next/cache";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { describeAuthError } from "@/lib/auth/errors";
import { fieldErrorsOf, safeNextPath, signInSchema, type ActionFailure } from "@/lib/auth/schemas";
import { allowByIpAndEmail, rateLimits, RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";

export type SignInResult = { ok: true; redirectTo: string } | ActionFailure;

export async function signInAction(input: unknown, next: unknown): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, title: "Login failed", message: "Please check the highlighted fields.", fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const { email, password } = parsed.data;
  try {
    if (!(await allowByIpAndEmail("signin", email, rateLimits.signInPerIp, rateLimits.signInPerEmail))) {
      return { ok: false, title: "Login failed", message: RATE_LIMIT_MESSAGE };
    }
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) {
      return { ok: false, title: "Login failed", message: describeAuthError(error, "Please check your credentials and try again") };
    }
    refresh();
    return { ok: true, redirectTo: safeNextPath(next) };
  } catch (error) {
    console.error("[signin]", error);
    return { ok: false, title: "Login error", message: "An unexpected error occurred. Please try again." };
  }
}
