"use server";

import { refresh } from "next/cache";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { describeAuthError } from "@/lib/auth/errors";
import { newPasswordSchema } from "@/lib/auth/schemas";
import { endRecovery, recoverySessionUser } from "@/lib/auth/recovery-session";
import { defineAction } from "@/lib/actions/define-action";
import { UNEXPECTED_ERROR, fail, ok } from "@/lib/actions/result";

const title = "Password not changed";

/** Sets a new password for the user the recovery link signed in (that session only, once). */
export const setNewPasswordAction = defineAction(
  { log: "[reset-password]", title, schema: newPasswordSchema, unexpected: { message: UNEXPECTED_ERROR } },
  async ({ password }) => {
    // Only the session a recovery link made (README "Security"); any other must give the current password in settings.
    if (!(await recoverySessionUser())) {
      return fail({ title, message: "Your reset link has expired. Please request a new one." });
    }
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return fail({ title, message: describeAuthError(error, UNEXPECTED_ERROR) });
    await endRecovery();
    refresh();
    return ok();
  },
);
