"use server";

import { refresh } from "next/cache";
import { z } from "zod";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { publicEnv } from "@/lib/env/public";
import { describeAuthError } from "@/lib/auth/errors";
import { safeNextPath } from "@/lib/security/safe-next-path";

export type SignOutResult = { ok: true } | { ok: false; message: string };

/** Ends the session everywhere (global scope) and clears the cookies. */
export async function signOutAction(): Promise<SignOutResult> {
  try {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signOut({ scope: "global" });
    if (error && error.status !== 401 && error.status !== 403) {
      return { ok: false, message: "An error occurred during sign out" };
    }
    refresh();
    return { ok: true };
  } catch {
    return { ok: false, message: "An error occurred during sign out" };
  }
}

export type OAuthStartResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * Starts Google sign-in with PKCE: the verifier goes into a cookie here, the browser goes to the
 * provider, and /auth/callback exchanges the code.
 */
export async function startGoogleSignInAction(next: unknown): Promise<OAuthStartResult> {
  try {
    const supabase = await createSupabaseServerClient();
    const callback = new URL("/auth/callback", publicEnv.NEXT_PUBLIC_SITE_URL);
    callback.searchParams.set("next", safeNextPath(next));
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: "google",
      options: {
        redirectTo: callback.toString(),
        skipBrowserRedirect: true,
        queryParams: { access_type: "offline", prompt: "consent" },
      },
    });
    if (error || !data.url) return { ok: false, message: error?.message || "Unable to sign in with Google. Please try again." };
    return { ok: true, url: data.url };
  } catch (error) {
    console.error("[google]", error);
    return { ok: false, message: "An unexpected error occurred. Please try again." };
  }
}

export type CodeExchangeResult = { ok: true; redirectTo: string } | { ok: false; message: string };

/** Finishes the PKCE flow: swaps the one-time code for a session cookie. */
export async function exchangeOAuthCodeAction(code: unknown, next: unknown): Promise<CodeExchangeResult> {
  const parsed = z.string().min(8).max(512).safeParse(code);
  if (!parsed.success) return { ok: false, message: "Unable to sign in with Google. Please try again." };
  try {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.exchangeCodeForSession(parsed.data);
    if (error) return { ok: false, message: describeAuthError(error, "Unable to sign in with Google. Please try again.") };
    refresh();
    return { ok: true, redirectTo: safeNextPath(next) };
  } catch (error) {
    console.error("[google callback]", error);
    return { ok: false, message: "An unexpected error occurred. Please try again." };
  }
}
