import { createServerClient } from "@supabase/ssr";
import { noRealtime } from "../lib/supabase/no-realtime";
import { localConfig } from "./config";

/**
 * Signs a user in with the real supabase-js against the Auth stand-in and returns the session
 * cookies the app's server client would write (for tests and benchmarks that act as a signed-in
 * browser). `supabaseUrl` points at another stand-in, such as the fault tests' own.
 */
export async function sessionCookies(
  user: { email: string; password: string },
  supabaseUrl = localConfig.supabaseUrl,
): Promise<{ name: string; value: string }[]> {
  const jar = new Map<string, string>();
  const client = createServerClient(supabaseUrl, localConfig.publishableKey, {
    realtime: noRealtime,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return [...jar].map(([name, value]) => ({ name, value }));
}
