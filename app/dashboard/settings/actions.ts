"use server";

import { refresh } from "next/cache";
import { cookies } from "next/headers";
import { getViewer } from "@/lib/auth/current-user";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { describeAuthError } from "@/lib/auth/errors";
import { fieldErrorsOf, type ActionFailure } from "@/lib/auth/schemas";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, emailMatches, nameSchema } from "@/lib/account/schemas";
import { checkCurrentPassword, type PasswordCheck } from "@/lib/auth/password-attempts";
import { AUTH_UNAVAILABLE } from "@/lib/auth/errors";
import { allowAttempt, rateLimits, RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request-keys";
import { updateFullName } from "@/lib/account/profile";
import { deleteAccount } from "@/lib/account/delete";
import { publicEnv } from "@/lib/env/public";

export type SettingsResult = { ok: true; message: string } | ActionFailure;

const signedOut: ActionFailure = { ok: false, title: "You're signed out", message: "Please sign in again to change your settings." };
const unexpected = "An unexpected error occurred. Please try again.";

export async function updateNameAction(input: unknown): Promise<SettingsResult> {
  const parsed = nameSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, title: "Name not saved", message: "Please check the highlighted field.", fieldErrors: fieldErrorsOf(parsed.error) };
  const viewer = await getViewer();
  if (!viewer) return signedOut;
  try {
    await updateFullName(viewer.claims, parsed.data.name);
    // Keep the Auth metadata in step (best effort: the profile is what the app shows).
    const supabase = await createSupabaseServerClient();
    await supabase.auth.updateUser({ data: { full_name: parsed.data.name } }).catch(() => null);
    refresh();
    return { ok: true, message: "Your name has been saved" };
  } catch (error) {
    console.error("[settings:name]", error);
    return { ok: false, title: "Name not saved", message: unexpected };
  }
}

/** The answer when the current password did not check out; null when it did. */
function refusedBy(check: PasswordCheck, title: string): ActionFailure | null {
  switch (check) {
    case "correct":
      return null;
    case "wrong":
      return {
        ok: false,
        title,
        message: "Your current password is not correct.",
        fieldErrors: { currentPassword: "Your current password is not correct" },
      };
    case "limited":
      return { ok: false, title, message: RATE_LIMIT_MESSAGE };
    case "unavailable":
      return { ok: false, title, message: AUTH_UNAVAILABLE };
  }
}

export async function changePasswordAction(input: unknown): Promise<SettingsResult> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      title: "Password not changed",
      message: "Please check the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  const viewer = await getViewer();
  if (!viewer) return signedOut;
  try {
    // A session left open on a shared computer must not be enough to take the account over.
    const check = await checkCurrentPassword({
      userId: viewer.id,
      email: viewer.email,
      password: parsed.data.currentPassword,
      ip: await clientIp(),
    });
    const refused = refusedBy(check, "Password not changed");
    if (refused) return refused;
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
    if (error) return { ok: false, title: "Password not changed", message: describeAuthError(error, unexpected) };
    return { ok: true, message: "Your password has been changed" };
  } catch (error) {
    console.error("[settings:password]", error);
    return { ok: false, title: "Password not changed", message: unexpected };
  }
}

export async function changeEmailAction(input: unknown): Promise<SettingsResult> {
  const parsed = changeEmailSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      title: "E-mail not changed",
      message: "Please check the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  const viewer = await getViewer();
  if (!viewer) return signedOut;
  if (emailMatches(parsed.data.email, viewer.email)) {
    return {
      ok: false,
      title: "E-mail not changed",
      message: "That is already your e-mail address.",
      fieldErrors: { email: "That is already your e-mail address" },
    };
  }
  const { email } = parsed.data;
  try {
    const ip = await clientIp();
    // Each attempt may send a mail, so attempts count (not only failures).
    const allowed = await allowAttempt([
      { kind: "email-change:user", value: viewer.id, rule: rateLimits.emailChangePerUser },
      { kind: "email-change:ip", value: ip, rule: rateLimits.emailChangePerIp },
    ]);
    if (!allowed) return { ok: false, title: "E-mail not changed", message: RATE_LIMIT_MESSAGE };
    const check = await checkCurrentPassword({ userId: viewer.id, email: viewer.email, password: parsed.data.currentPassword, ip });
    const refused = refusedBy(check, "E-mail not changed");
    if (refused) return refused;
    const supabase = await createSupabaseServerClient();
    const redirect = new URL("/auth/confirm", publicEnv.NEXT_PUBLIC_SITE_URL);
    redirect.searchParams.set("next", "/dashboard/settings");
    const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: redirect.toString() });
    // An address that already has an account gets the same answer as a free one (and no mail):
    // this form must not tell anyone which addresses are registered.
    if (error && error.code !== "email_exists" && error.code !== "user_already_exists") {
      return { ok: false, title: "E-mail not changed", message: describeAuthError(error, unexpected) };
    }
    return {
      ok: true,
      message: `If ${email} can be used for an account, we sent a confirmation link there. Your e-mail changes when you open it.`,
    };
  } catch (error) {
    console.error("[settings:email]", error);
    return { ok: false, title: "E-mail not changed", message: unexpected };
  }
}

export async function deleteAccountAction(input: unknown): Promise<SettingsResult> {
  const parsed = deleteAccountSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      title: "Account not deleted",
      message: "Please type your e-mail address to confirm.",
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  const viewer = await getViewer();
  if (!viewer) return signedOut;
  if (!emailMatches(parsed.data.confirmEmail, viewer.email)) {
    return {
      ok: false,
      title: "Account not deleted",
      message: "The e-mail address you typed doesn't match your account.",
      fieldErrors: { confirmEmail: "This doesn't match your account's e-mail address" },
    };
  }
  try {
    await deleteAccount(viewer.id);
  } catch (error) {
    console.error("[settings:delete]", error);
    return {
      ok: false,
      title: "Account not deleted",
      message: "We couldn't delete your account just now; nothing was removed. Please try again.",
    };
  }
  // The user no longer exists: end the session here by clearing its cookies.
  const cookieStore = await cookies();
  for (const cookie of cookieStore.getAll()) {
    if (cookie.name.startsWith("sb-")) cookieStore.delete(cookie.name);
  }
  refresh();
  return { ok: true, message: "Your account and all your dreams have been deleted" };
}
