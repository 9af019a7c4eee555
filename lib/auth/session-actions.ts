"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { publicEnv } from "@/lib/env/public";
import { describeAuthError } from "@/lib/auth/errors";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { safeNextPath } from "@/lib/security/safe-next-path";
import { ROUTES } from "@/lib/routes";

const signOutFailed = { message: "An error occurred during sign out" };
const googleFailed = { message: "Unable to sign in with Google. Please try again." };
const unexpected = { message: "An unexpected error occurred. Please try again." };

/** Ends the session everywhere (global scope) and clears the cookies. */
export const signOutAction = defineAction({ log: "[signout]", unexpected: signOutFailed }, async () => {
  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth.signOut({ scope: "global" });
  if (error && error.status !== 401 && error.status !== 403) return fail(signOutFailed);
  refresh();
  return ok();
});

/**
 * Starts Google sign-in with PKCE: the verifier goes into a cookie here, the browser goes to the
 * provider, and /auth/callback exchanges the code.
 */
export const startGoogleSignInAction = defineAction({ log: "[google]", unexpected }, async (next) => {
  const supabase = await createSupabaseServerClient();
  const callback = new URL(ROUTES.authCallback, publicEnv.NEXT_PUBLIC_SITE_URL);
  callback.searchParams.set("next", safeNextPath(next));
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: {
      redirectTo: callback.toString(),
      skipBrowserRedirect: true,
      queryParams: { access_type: "offline", prompt: "consent" },
    },
  });
  if (error || !data.url) return fail({ message: error?.message || googleFailed.message });
  return ok({ url: data.url });
});

/** Finishes the PKCE flow: swaps the one-time code for a session cookie. */
export const exchangeOAuthCodeAction = defineAction(
  { log: "[google callback]", schema: z.string().min(8).max(512), invalid: { ...googleFailed, fieldErrors: false }, unexpected },
  async (code, _context, next) => {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (error) return fail({ message: describeAuthError(error, googleFailed.message) });
    refresh();
    return ok({ redirectTo: safeNextPath(next) });
  },
);
