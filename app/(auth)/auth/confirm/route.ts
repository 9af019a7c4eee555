import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { safeNextPath } from "@/lib/security/safe-next-path";
import { grantRecovery } from "@/lib/auth/recovery-session";
import { ROUTES } from "@/lib/routes";

const querySchema = z.object({
  token_hash: z.string().min(8).max(512),
  type: z.enum(["signup", "email", "recovery", "email_change", "invite", "magiclink"]),
  next: z.string().optional(),
});

/** The link in confirmation and recovery e-mails: verifies the one-time token and signs the user in. */
export async function GET(request: NextRequest) {
  const params = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  const to = (path: string) => NextResponse.redirect(new URL(path, request.nextUrl.origin));
  if (!params.success) return to(ROUTES.linkExpired);

  const { token_hash, type } = params.data;
  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth.verifyOtp({ type, token_hash });
  if (error) return to(`${ROUTES.linkExpired}?type=${type === "recovery" ? "recovery" : "signup"}`);
  // Only a session made by a recovery link may set a password without the current one.
  if (type === "recovery") await grantRecovery();

  const fallback = type === "recovery" ? ROUTES.resetPassword : ROUTES.dashboard;
  const next = safeNextPath(params.data.next, fallback);
  return to(type === "recovery" ? ROUTES.resetPassword : next);
}
