"use server";

import { refresh } from "next/cache";
import { cookies } from "next/headers";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { describeAuthError } from "@/lib/auth/errors";
import { fieldErrorsOf, signInSchema, type ActionFailure } from "@/lib/auth/schemas";
import { reserveSignIn } from "@/lib/auth/password-attempts";
import { TRUSTED_DEVICE_COOKIE, trustedDeviceCookie, trustedDeviceCookieOptions, trustedDeviceFor } from "@/lib/auth/trusted-device";
import { safeNextPath } from "@/lib/security/safe-next-path";
import { clientIp } from "@/lib/security/request-keys";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";

export type SignInResult = { ok: true; redirectTo: string } | ActionFailure;

export async function signInAction(input: unknown, next: unknown): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, title: "Login failed", message: "Please check the highlighted fields.", fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const { email, password } = parsed.data;
  try {
    const jar = await cookies();
    const device = trustedDeviceFor(jar.get(TRUSTED_DEVICE_COOKIE)?.value, email);
    // Only wrong passwords count (README "Security", lock-out): the slot is given back on success.
    const attempt = await reserveSignIn({ ip: await clientIp(), email, device });
    if (!attempt) return { ok: false, title: "Login failed", message: RATE_LIMIT_MESSAGE };
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    await attempt.settle(error?.code !== "invalid_credentials");
    if (error) {
      return { ok: false, title: "Login failed", message: describeAuthError(error, "Please check your credentials and try again") };
    }
    if (!device) jar.set(TRUSTED_DEVICE_COOKIE, trustedDeviceCookie(email), trustedDeviceCookieOptions);
    refresh();
    return { ok: true, redirectTo: safeNextPath(next) };
  } catch (error) {
    console.error("[signin]", error);
    return { ok: false, title: "Login error", message: "An unexpected error occurred. Please try again." };
  }
}
