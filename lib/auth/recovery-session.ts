import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { z } from "zod";
import { serverEnv } from "@/lib/env/server";
import { publicEnv } from "@/lib/env/public";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { ROUTES } from "@/lib/routes";

/**
 * /reset-password sets a password without asking for the current one, so it accepts only a
 * session that a recovery link created. Two marks, both required:
 * - the session's `amr` says it began with an e-mail link: hosted Supabase's verifyOtp (which
 *   /auth/confirm uses) records method "otp", its PKCE link flow "recovery"; a password or Google
 *   sign-in never does;
 * - a signed, short-lived cookie that /auth/confirm sets only after verifying a *recovery*
 *   token, bound to that session's id (a sign-up confirmation link also says "otp").
 */
export const RECOVERY_COOKIE = "oneira_recovery";
const LIFETIME_SECONDS = 30 * 60;
const LINK_METHODS = new Set(["otp", "recovery", "magiclink"]);

export const recoveryCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  secure: publicEnv.NEXT_PUBLIC_SITE_URL.startsWith("https://"),
  path: ROUTES.resetPassword,
  maxAge: LIFETIME_SECONDS,
};

const claimsSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  session_id: z.string().min(1),
  amr: z.array(z.object({ method: z.string(), timestamp: z.number() })).default([]),
});

function sign(sessionId: string, expires: number) {
  return createHmac("sha256", serverEnv.VISITOR_SECRET).update(`recovery\0${sessionId}\0${expires}`).digest("base64url");
}

export function recoveryGrant(sessionId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LIFETIME_SECONDS;
  return `${expires}.${sign(sessionId, expires)}`;
}

/** Pure check of the two marks (tested on its own). */
export function isRecoverySession(claims: unknown, grant: string | undefined, now = Date.now()): boolean {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success || !grant) return false;
  if (!parsed.data.amr.some((a) => LINK_METHODS.has(a.method))) return false;
  const [expiresText, signature] = grant.split(".");
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 < now || !signature) return false;
  const expected = Buffer.from(sign(parsed.data.session_id, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** After a recovery token was verified: marks the session it created. */
export async function grantRecovery(): Promise<void> {
  const supabase = await createSupabaseServerClient();
  const { data } = await supabase.auth.getClaims();
  const sessionId = data?.claims?.session_id;
  if (typeof sessionId !== "string") return;
  (await cookies()).set(RECOVERY_COOKIE, recoveryGrant(sessionId), recoveryCookieOptions);
}

/** The signed-in user of a recovery session, or null (no session, or one of another kind). */
export async function recoverySessionUser(): Promise<{ id: string; email: string } | null> {
  const jar = await cookies();
  const grant = jar.get(RECOVERY_COOKIE)?.value;
  if (!grant) return null;
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.getClaims();
  if (error || !data?.claims || !isRecoverySession(data.claims, grant)) return null;
  return { id: String(data.claims.sub), email: String(data.claims.email ?? "") };
}

export async function endRecovery(): Promise<void> {
  (await cookies()).set(RECOVERY_COOKIE, "", { ...recoveryCookieOptions, maxAge: 0 });
}
