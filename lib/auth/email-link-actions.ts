"use server";

// The actions that send an e-mail link again: used by /register, /forgot-password and /auth/link-expired.

import { createSupabaseServerClient } from "@/lib/supabase/server";
import { publicEnv } from "@/lib/env/public";
import { confirmUrl } from "@/lib/auth/confirm-url";
import { describeAuthError } from "@/lib/auth/errors";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { cookies } from "next/headers";
import { allowAttempt, allowByIpAndEmail, rateLimits, RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request-keys";
import { TRUSTED_DEVICE_COOKIE, trustedDeviceFor } from "@/lib/auth/trusted-device";

export type RecoveryResult = { ok: true } | { ok: false; message: string };

/** Always answers the same way whether or not the address has an account. */
export async function requestPasswordResetAction(input: unknown): Promise<RecoveryResult> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: "Please enter a valid email address" };
  try {
    const { email } = parsed.data;
    // A browser where this account signed in has its own count, so strangers asking for the
    // owner's reset cannot use up the owner's (README "Security", lock-out).
    const device = trustedDeviceFor((await cookies()).get(TRUSTED_DEVICE_COOKIE)?.value, email);
    const allowed = await allowAttempt([
      { kind: "recover:ip", value: await clientIp(), rule: rateLimits.recoveryPerIp },
      device
        ? { kind: "recover:device", value: `${device}\0${email}`, rule: rateLimits.recoveryPerTrustedDevice }
        : { kind: "recover:account", value: email, rule: rateLimits.recoveryPerAccount },
    ]);
    if (!allowed) {
      return { ok: false, message: RATE_LIMIT_MESSAGE };
    }
    const supabase = await createSupabaseServerClient();
    const redirectTo = new URL("/auth/confirm?next=/reset-password", publicEnv.NEXT_PUBLIC_SITE_URL).toString();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    if (error?.status === 429) return { ok: false, message: RATE_LIMIT_MESSAGE };
    if (error) console.error("[recover]", error.message);
    return { ok: true };
  } catch (error) {
    console.error("[recover]", error);
    return { ok: false, message: "We couldn't send the email just now. Please try again." };
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
    const { error } = await supabase.auth.resend({
      type: "signup",
      email: parsed.data.email,
      options: { emailRedirectTo: confirmUrl("/dashboard") },
    });
    if (error && error.status === 429) return { ok: false, message: describeAuthError(error, RATE_LIMIT_MESSAGE) };
    return { ok: true };
  } catch (error) {
    console.error("[resend]", error);
    return { ok: false, message: "We couldn't send the email just now. Please try again." };
  }
}
