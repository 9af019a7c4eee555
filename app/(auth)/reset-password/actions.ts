"use server";

import { refresh } from "next/cache";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { describeAuthError } from "@/lib/auth/errors";
import { fieldErrorsOf, newPasswordSchema, type ActionFailure } from "@/lib/auth/schemas";
import { endRecovery, recoverySessionUser } from "@/lib/auth/recovery-session";

export type NewPasswordResult = { ok: true } | ActionFailure;

/** Sets a new password for the user the recovery link signed in (that session only, once). */
export async function setNewPasswordAction(input: unknown): Promise<NewPasswordResult> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      title: "Password not changed",
      message: "Please check the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  }
  try {
    // Only the session a recovery link made (README "Security"); any other must give the current password in settings.
    if (!(await recoverySessionUser())) {
      return { ok: false, title: "Password not changed", message: "Your reset link has expired. Please request a new one." };
    }
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
    if (error)
      return {
        ok: false,
        title: "Password not changed",
        message: describeAuthError(error, "An unexpected error occurred. Please try again."),
      };
    await endRecovery();
    refresh();
    return { ok: true };
  } catch (error) {
    console.error("[reset-password]", error);
    return { ok: false, title: "Password not changed", message: "An unexpected error occurred. Please try again." };
  }
}
