import postgres from "postgres";
import { randomUUID } from "node:crypto";
import { localConfig } from "@/local/config";

/** The test database as its owner (what migrations and privileged paths run as). */
export const adminSql = postgres(localConfig.databaseUrl, { max: 4, onnotice: () => {} });

export type DbUser = { id: string; email: string; claims: { sub: string; role: "authenticated"; email: string } };

/** Inserts an auth user directly (the profile trigger creates the profile), as the Auth service would. */
export async function insertUser(options: { premium?: boolean; name?: string } = {}): Promise<DbUser> {
  const id = randomUUID();
  const email = `it-${id}@example.test`;
  await adminSql`
    insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
    values (${id}, ${email}, now(), ${adminSql.json({ full_name: options.name ?? "Test Dreamer" })}, ${adminSql.json({ provider: "email" })})`;
  if (options.premium) await adminSql`update public.profiles set is_premium = true, premium_since = now() where id = ${id}`;
  return { id, email, claims: { sub: id, role: "authenticated", email } };
}

/** Runs statements as `authenticated` with the user's claims, exactly as lib/db/with-user does. */
export async function asUser<T>(user: DbUser | null, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  return adminSql.begin(async (tx) => {
    if (user) {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(user.claims)}, true), set_config('role', 'authenticated', true)`;
    } else {
      await tx`select set_config('role', 'anon', true)`;
    }
    return fn(tx);
  }) as Promise<T>;
}

export const sampleInterpretation = {
  story: "You walked along a beach toward a lighthouse at night.",
  summary: "A test summary about a lighthouse.",
  psychologicalAnalysis: "A test analysis.",
  symbols: [{ symbol: "lighthouse", meaning: "guidance", quote: "lighthouse" }],
  emotions: [],
  characters: [],
  setting: { indoor: false, familiar: null, places: ["coast"] },
  themes: ["water"],
  interactions: [],
  outcomes: [],
  arc: { type: "journey" as const, evidence: ["walking along a beach"] },
  reflectionQuestions: ["What guides you?", "Where are you heading?"],
  engine: "test@1",
};
