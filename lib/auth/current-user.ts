import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { hasSessionCookie } from "@/lib/supabase/cookie-options";
import type { Tx } from "@/lib/db/sql";
import { withUser, userClaimsSchema, type UserClaims } from "@/lib/db/with-user";

export type Viewer = {
  id: string;
  email: string;
  fullName: string | null;
  isPremium: boolean;
  premiumSince: string | null;
  claims: UserClaims;
};

/** A signed-in user known by their verified session alone, without the profile (`defineAction`'s auth "session"). */
export type SessionViewer = Pick<Viewer, "claims">;

/**
 * The signed-in user's verified claims for this request, or null. Claims are verified against the
 * JWKS by getClaims() (no network call per request once the key set is cached). Cached per
 * request, so every reader in one render shares one check.
 */
export const getSessionClaims = cache(async (): Promise<UserClaims | null> => {
  const cookieStore = await cookies();
  if (!hasSessionCookie(cookieStore.getAll().map((c) => c.name))) return null;
  // Session code reads the clock; mark this as request-time work so it is never prerendered.
  await connection();

  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.getClaims();
  if (error || !data?.claims) return null;
  const parsed = userClaimsSchema.safeParse(data.claims);
  return parsed.success ? parsed.data : null;
});

/**
 * The viewer from their claims and their profile, read in `tx` (a transaction as that user, under
 * RLS): a page that reads other rows too can read the profile in the same transaction.
 */
export async function readViewer(tx: Tx, claims: UserClaims): Promise<Viewer> {
  const [profile] = await tx<{ full_name: string | null; is_premium: boolean; premium_since: Date | null }[]>`
    select full_name, is_premium, premium_since from public.profiles where id = ${claims.sub}`;
  return {
    id: claims.sub,
    email: claims.email ?? "",
    fullName: profile?.full_name ?? null,
    isPremium: profile?.is_premium ?? false,
    premiumSince: profile?.premium_since?.toISOString() ?? null,
    claims,
  };
}

/**
 * The signed-in user for this request, or null: verified claims, then the profile under RLS.
 * Cached per request, so the header and the page share one read.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const claims = await getSessionClaims();
  return claims && withUser(claims, (tx) => readViewer(tx, claims));
});
