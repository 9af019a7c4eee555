"use server";

import { refresh } from "next/cache";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { confirmUrl } from "@/lib/auth/confirm-url";
import { describeAuthError } from "@/lib/auth/errors";
import { signUpSchema } from "@/lib/auth/schemas";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { safeNextPath } from "@/lib/security/safe-next-path";
import { allowByIpAndEmail, rateLimits } from "@/lib/security/rate-limit";

const title = "Sign up failed";
const unexpected = "An error occurred during sign up";

export const signUpAction = defineAction(
  {
    log: "[signup]",
    title,
    schema: signUpSchema,
    rateLimit: { allow: ({ email }) => allowByIpAndEmail("signup", email, rateLimits.signUpPerIp) },
    unexpected: { message: unexpected },
  },
  async ({ name, email, password }, _context, next) => {
    const redirectTo = safeNextPath(next);
    const supabase = await createSupabaseServerClient();
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: name }, emailRedirectTo: confirmUrl(redirectTo) },
    });
    if (error) return fail({ title, message: describeAuthError(error, unexpected) });
    if (data.session) {
      refresh();
      return ok({ needsConfirmation: false as const, redirectTo });
    }
    // Also the answer for an address that already has an account: no account enumeration.
    return ok({ needsConfirmation: true as const, email });
  },
);
