import "server-only";
import { userClaimsSchema, withUser } from "@/lib/db/with-user";

/**
 * Whether this signed-in user may see dream `id` (RLS decides: their own dreams only). The proxy
 * asks before /dashboard/dreams/<id> streams, so another user's dream and an unknown id answer
 * 404 like any unknown page (once the page has streamed its shell the status is fixed at 200).
 * One primary-key lookup.
 */
export async function dreamVisibleTo(claims: unknown, id: string): Promise<boolean> {
  const parsed = userClaimsSchema.safeParse(claims);
  if (!parsed.success) return false;
  const rows = await withUser(parsed.data, (tx) => tx`select 1 from public.dream_logs where id = ${id}`);
  return rows.length > 0;
}
