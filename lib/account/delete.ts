import "server-only";
import { createClient } from "@supabase/supabase-js";
import { fetchWithTimeout } from "@/lib/supabase/fetch-with-timeout";
import { serverEnv } from "@/lib/env/server";
import { asService } from "@/lib/db/with-user";
import { noRealtime } from "@/lib/supabase/no-realtime";

/**
 * Deletes an account for good: first the user in Supabase Auth (admin API, secret key), whose
 * foreign keys cascade to their dreams, usage and profile and detach their payments; then
 * private.delete_account_data removes anything left (idempotent). If Auth refuses, nothing of the
 * user's data has been touched and the error is thrown.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const admin = createClient(serverEnv.NEXT_PUBLIC_SUPABASE_URL, serverEnv.SUPABASE_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: noRealtime,
    global: { fetch: fetchWithTimeout },
  });
  const { error } = await admin.auth.admin.deleteUser(userId);
  // 404: already gone (a repeated request); the data clean-up below still runs.
  if (error && error.status !== 404) throw error;
  await asService((tx) => tx`select private.delete_account_data(${userId}::uuid)`);
}
