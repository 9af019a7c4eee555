"use server";

import { refresh } from "next/cache";
import { cookies } from "next/headers";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { describeAuthError } from "@/lib/auth/errors";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, emailMatches, nameSchema } from "@/lib/account/schemas";
import { checkCurrentPassword, type PasswordCheck } from "@/lib/auth/password-attempts";
import { AUTH_UNAVAILABLE } from "@/lib/auth/errors";
import { defineAction } from "@/lib/actions/define-action";
import { UNEXPECTED_ERROR, fail, ok, type ActionFailure } from "@/lib/actions/result";
import { allowAttempt, rateLimits, RATE_LIMIT_MESSAGE } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/request-keys";
import { updateFullName } from "@/lib/account/profile";
import { deleteAccount } from "@/lib/account/delete";
import { publicEnv } from "@/lib/env/public";
import { ROUTES } from "@/lib/routes";

/** Every settings action is the signed-in member's own, and says so when the session is gone. */
const MEMBER = {
  auth: "user",
  signedOut: { title: "You're signed out", message: "Please sign in again to change your settings." },
} as const;

export const updateNameAction = defineAction(
  {
    log: "[settings:name]",
    title: "Name not saved",
    schema: nameSchema,
    invalid: { message: "Please check the highlighted field." },
    ...MEMBER,
    unexpected: { message: UNEXPECTED_ERROR },
  },
  async ({ name }, { viewer }) => {
    await updateFullName(viewer.claims, name);
    // Keep the Auth metadata in step (best effort: the profile is what the app shows).
    const supabase = await createSupabaseServerClient();
    await supabase.auth.updateUser({ data: { full_name: name } }).catch(() => null);
    refresh();
    return ok({ message: "Your name has been saved" });
  },
);

/** The answer when the current password did not check out; null when it did. */
function refusedBy(check: PasswordCheck, title: string): ActionFailure | null {
  switch (check) {
    case "correct":
      return null;
    case "wrong":
      return fail({
        title,
        message: "Your current password is not correct.",
        fieldErrors: { currentPassword: "Your current password is not correct" },
      });
    case "limited":
      return fail({ title, message: RATE_LIMIT_MESSAGE });
    case "unavailable":
      return fail({ title, message: AUTH_UNAVAILABLE });
  }
}

export const changePasswordAction = defineAction(
  {
    log: "[settings:password]",
    title: "Password not changed",
    schema: changePasswordSchema,
    ...MEMBER,
    unexpected: { message: UNEXPECTED_ERROR },
  },
  async ({ currentPassword, password }, { viewer }) => {
    // A session left open on a shared computer must not be enough to take the account over.
    const check = await checkCurrentPassword({ userId: viewer.id, email: viewer.email, password: currentPassword, ip: await clientIp() });
    const refused = refusedBy(check, "Password not changed");
    if (refused) return refused;
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return fail({ title: "Password not changed", message: describeAuthError(error, UNEXPECTED_ERROR) });
    return ok({ message: "Your password has been changed" });
  },
);

export const changeEmailAction = defineAction(
  {
    log: "[settings:email]",
    title: "E-mail not changed",
    schema: changeEmailSchema,
    ...MEMBER,
    unexpected: { message: UNEXPECTED_ERROR },
  },
  async ({ email, currentPassword }, { viewer }) => {
    const title = "E-mail not changed";
    if (emailMatches(email, viewer.email)) {
      return fail({
        title,
        message: "That is already your e-mail address.",
        fieldErrors: { email: "That is already your e-mail address" },
      });
    }
    const ip = await clientIp();
    // Each attempt may send a mail, so attempts count (not only failures) — but only once the
    // address is a new one, which is why this limit is the handler's, not the spine's.
    const allowed = await allowAttempt([
      { kind: "email-change:user", value: viewer.id, rule: rateLimits.emailChangePerUser },
      { kind: "email-change:ip", value: ip, rule: rateLimits.emailChangePerIp },
    ]);
    if (!allowed) return fail({ title, message: RATE_LIMIT_MESSAGE });
    const check = await checkCurrentPassword({ userId: viewer.id, email: viewer.email, password: currentPassword, ip });
    const refused = refusedBy(check, title);
    if (refused) return refused;
    const supabase = await createSupabaseServerClient();
    const redirect = new URL(ROUTES.authConfirm, publicEnv.NEXT_PUBLIC_SITE_URL);
    redirect.searchParams.set("next", ROUTES.settings);
    const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: redirect.toString() });
    // An address that already has an account gets the same answer as a free one (and no mail):
    // this form must not tell anyone which addresses are registered.
    if (error && error.code !== "email_exists" && error.code !== "user_already_exists") {
      return fail({ title, message: describeAuthError(error, UNEXPECTED_ERROR) });
    }
    return ok({
      message: `If ${email} can be used for an account, we sent a confirmation link there. Your e-mail changes when you open it.`,
    });
  },
);

export const deleteAccountAction = defineAction(
  {
    log: "[settings:delete]",
    title: "Account not deleted",
    schema: deleteAccountSchema,
    invalid: { message: "Please type your e-mail address to confirm." },
    ...MEMBER,
    unexpected: { message: "We couldn't delete your account just now; nothing was removed. Please try again." },
  },
  async ({ confirmEmail }, { viewer }) => {
    if (!emailMatches(confirmEmail, viewer.email)) {
      return fail({
        title: "Account not deleted",
        message: "The e-mail address you typed doesn't match your account.",
        fieldErrors: { confirmEmail: "This doesn't match your account's e-mail address" },
      });
    }
    await deleteAccount(viewer.id);
    // The user no longer exists: end the session here by clearing its cookies.
    const cookieStore = await cookies();
    for (const cookie of cookieStore.getAll()) {
      if (cookie.name.startsWith("sb-")) cookieStore.delete(cookie.name);
    }
    refresh();
    return ok({ message: "Your account and all your dreams have been deleted" });
  },
);
