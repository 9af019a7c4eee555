import "server-only";
import { withUser, type UserClaims } from "@/lib/db/with-user";

/** Renames the user (profiles.full_name, the one column users may update; RLS: their own row). */
export async function updateFullName(claims: UserClaims, name: string): Promise<boolean> {
  const rows = await withUser(claims, (tx) => tx`update public.profiles set full_name = ${name} where id = ${claims.sub} returning id`);
  return rows.length > 0;
}
