import "server-only";
import { asService, withUser, type UserClaims } from "@/lib/db/with-user";
import type { Period } from "./period";
import type { DigestFrequency, DigestPreferences } from "./schemas";

export type PreferencesView = DigestPreferences & {
  lastDigest: { period: Period; sentAt: Date; dreamCount: number | null } | null;
};

/** The signed-in user's digest preferences (defaults when never saved) and the last digest sent. */
export async function readPreferences(claims: UserClaims): Promise<PreferencesView> {
  return withUser(claims, async (tx) => {
    const [[pref], [last]] = await Promise.all([
      tx<{ digest_frequency: DigestFrequency; include_dream_text: boolean }[]>`
        select digest_frequency, include_dream_text from public.email_preferences where user_id = ${claims.sub}`,
      tx<
        { period_key: string; period_start: Date; period_end: Date; sent_at: Date; dream_count: number | null }[]
      >`select * from public.my_last_digest()`,
    ]);
    return {
      frequency: pref?.digest_frequency ?? "off",
      includeDreamText: pref?.include_dream_text ?? false,
      lastDigest: last
        ? {
            period: {
              frequency: last.period_key.startsWith("monthly") ? "monthly" : "weekly",
              key: last.period_key,
              start: last.period_start,
              end: last.period_end,
            },
            sentAt: last.sent_at,
            dreamCount: last.dream_count,
          }
        : null,
    };
  });
}

/** Saves the user's own preferences, under RLS. */
export async function savePreferences(claims: UserClaims, values: DigestPreferences): Promise<void> {
  await withUser(
    claims,
    (tx) => tx`
    insert into public.email_preferences (digest_frequency, include_dream_text)
    values (${values.frequency}, ${values.includeDreamText})
    on conflict (user_id) do update
      set digest_frequency = excluded.digest_frequency, include_dream_text = excluded.include_dream_text, updated_at = now()`,
  );
}

/** Turns the digest off for the user a verified unsubscribe token names. False if no such user. */
export async function unsubscribeUser(userId: string): Promise<boolean> {
  const [row] = await asService((tx) => tx<{ ok: boolean }[]>`select private.unsubscribe_digest(${userId}::uuid) as ok`);
  return row.ok;
}

/** The digest setting of a user named by a verified token (for the unsubscribe page). */
export async function digestFrequencyOf(userId: string): Promise<DigestFrequency | null> {
  const [row] = await asService(
    (tx) => tx<{ f: DigestFrequency | null; exists: boolean }[]>`
    select (select digest_frequency from public.email_preferences where user_id = ${userId}::uuid) as f,
           exists (select 1 from public.profiles where id = ${userId}::uuid) as exists`,
  );
  if (!row.exists) return null;
  return row.f ?? "off";
}
