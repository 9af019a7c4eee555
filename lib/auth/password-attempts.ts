import "server-only";
import { createClient } from "@supabase/supabase-js";
import { publicEnv } from "@/lib/env/public";
import { noRealtime } from "@/lib/supabase/no-realtime";
import { reserveAttempt, type FailureKey, type Reservation } from "@/lib/security/failure-limit";

/**
 * How many wrong passwords are tolerated (README "Security", lock-out). Only failures count.
 * - per client address: a guesser spraying many accounts;
 * - per account, from browsers where it never signed in: a guesser on one account. Anyone can
 *   fill this bucket, so it only makes such browsers wait for the window to end (at most 10 min);
 * - per browser where the account did sign in (a trusted-device cookie): the owner's own
 *   browser has its own bucket, which a stranger cannot touch.
 * - re-entering the password in settings: per user, with a session already in hand.
 */
export const passwordFailureLimits = {
  perIp: { windowSeconds: 600, max: 60 },
  perAccount: { windowSeconds: 600, max: 10 },
  perTrustedDevice: { windowSeconds: 600, max: 10 },
  reauthPerUser: { windowSeconds: 900, max: 5 },
};

export function signInFailureKeys({ ip, email, device }: { ip: string; email: string; device: string | null }): FailureKey[] {
  const account = email.trim().toLowerCase();
  return [
    { kind: "signin-fail:ip", value: ip, rule: passwordFailureLimits.perIp },
    device
      ? { kind: "signin-fail:device", value: `${device}\0${account}`, rule: passwordFailureLimits.perTrustedDevice }
      : { kind: "signin-fail:account", value: account, rule: passwordFailureLimits.perAccount },
  ];
}

export function reserveSignIn(who: { ip: string; email: string; device: string | null }): Promise<Reservation | null> {
  return reserveAttempt(signInFailureKeys(who));
}

export type PasswordCheck = "correct" | "wrong" | "limited" | "unavailable";

/**
 * Checks a signed-in user's current password before a password or e-mail change, by a password
 * sign-in on a throwaway client (no cookies) whose session is ended at once. Wrong answers are
 * limited per user and per address, like sign-in.
 */
export async function checkCurrentPassword({
  userId,
  email,
  password,
  ip,
}: {
  userId: string;
  email: string;
  password: string;
  ip: string;
}): Promise<PasswordCheck> {
  if (!email || !password) return "wrong";
  const reservation = await reserveAttempt([
    { kind: "reauth-fail:ip", value: ip, rule: passwordFailureLimits.perIp },
    { kind: "reauth-fail:user", value: userId, rule: passwordFailureLimits.reauthPerUser },
  ]);
  if (!reservation) return "limited";
  const client = createClient(publicEnv.NEXT_PUBLIC_SUPABASE_URL, publicEnv.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: noRealtime,
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session || data.user?.id !== userId) {
    const wrong = !error || error.code === "invalid_credentials";
    await reservation.settle(!wrong);
    return wrong ? "wrong" : "unavailable";
  }
  await reservation.settle(true);
  // Only this check's own session ends; the user's browser session stays.
  await client.auth.signOut({ scope: "local" }).catch(() => null);
  return "correct";
}
