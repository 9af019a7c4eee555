"use server";

// The actions that send an e-mail link again: used by /register, /forgot-password and /auth/link-expired.

import { createSupabaseServerClient } from "@/lib/supabase/server";
import { publicEnv } from "@/lib/env/public";
import { confirmUrl } from "@/lib/auth/confirm-url";
import { describeAuthError } from "@/lib/auth/errors";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { cookies } from "next/headers";
import { allowAttempt, allowByIpAndEmail, rateLimits, RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request-keys";
import { TRUSTED_DEVICE_COOKIE, trustedDeviceFor } from "@/lib/auth/trusted-device";
import { ROUTES, withNext } from "@/lib/routes";

const invalid = { message: "Please enter a valid email address", fieldErrors: false };
const unexpected = { message: "We couldn't send the email just now. Please try again." };

/** Always answers the same way whether or not the address has an account. */
export const requestPasswordResetAction = defineAction(
  {
    log: "[recover]",
    schema: emailOnlySchema,
    invalid,
    rateLimit: {
      // A browser where this account signed in has its own count, so strangers asking for the
      // owner's reset cannot use up the owner's (README "Security", lock-out).
      allow: async ({ email }) => {
        const device = trustedDeviceFor((await cookies()).get(TRUSTED_DEVICE_COOKIE)?.value, email);
        return allowAttempt([
          { kind: "recover:ip", value: await clientIp(), rule: rateLimits.recoveryPerIp },
          device
            ? { kind: "recover:device", value: `${device}\0${email}`, rule: rateLimits.recoveryPerTrustedDevice }
            : { kind: "recover:account", value: email, rule: rateLimits.recoveryPerAccount },
        ]);
      },
    },
    unexpected,
  },
  async ({ email }) => {
    const supabase = await createSupabaseServerClient();
    const redirectTo = new URL(withNext(ROUTES.authConfirm, ROUTES.resetPassword), publicEnv.NEXT_PUBLIC_SITE_URL).toString();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    if (error?.status === 429) return fail({ message: RATE_LIMIT_MESSAGE });
    if (error) console.error("[recover]", error.message);
    return ok();
  },
);

export const resendConfirmationAction = defineAction(
  {
    log: "[resend]",
    schema: emailOnlySchema,
    invalid,
    rateLimit: { allow: ({ email }) => allowByIpAndEmail("resend", email, rateLimits.recoveryPerIp, rateLimits.recoveryPerEmail) },
    unexpected,
  },
  async ({ email }) => {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.resend({ type: "signup", email, options: { emailRedirectTo: confirmUrl(ROUTES.dashboard) } });
    if (error && error.status === 429) return fail({ message: describeAuthError(error, RATE_LIMIT_MESSAGE) });
    return ok();
  },
);
