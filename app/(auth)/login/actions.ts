"use server";

import { refresh } from "next/cache";
import { cookies } from "next/headers";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { describeAuthError } from "@/lib/auth/errors";
import { signInSchema } from "@/lib/auth/schemas";
import { reserveSignIn } from "@/lib/auth/password-attempts";
import { TRUSTED_DEVICE_COOKIE, trustedDeviceCookie, trustedDeviceCookieOptions, trustedDeviceFor } from "@/lib/auth/trusted-device";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { safeNextPath } from "@/lib/security/safe-next-path";
import { clientIp } from "@/lib/security/request-keys";
import { RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";

const title = "Login failed";

export const signInAction = defineAction(
  {
    log: "[signin]",
    title,
    schema: signInSchema,
    unexpected: { title: "Login error", message: "An unexpected error occurred. Please try again." },
  },
  async ({ email, password }, _context, next) => {
    const jar = await cookies();
    const device = trustedDeviceFor(jar.get(TRUSTED_DEVICE_COOKIE)?.value, email);
    // Only wrong passwords count (README "Security", lock-out): the slot is given back on success,
    // so this limit is the handler's, not the spine's.
    const attempt = await reserveSignIn({ ip: await clientIp(), email, device });
    if (!attempt) return fail({ title, message: RATE_LIMIT_MESSAGE });
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    await attempt.settle(error?.code !== "invalid_credentials");
    if (error) return fail({ title, message: describeAuthError(error, "Please check your credentials and try again") });
    if (!device) jar.set(TRUSTED_DEVICE_COOKIE, trustedDeviceCookie(email), trustedDeviceCookieOptions);
    refresh();
    return ok({ redirectTo: safeNextPath(next) });
  },
);
