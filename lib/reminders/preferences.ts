import "server-only";
import { asService, withUser, type UserClaims } from "@/lib/db/with-user";
import type { ReminderPreferences } from "./schemas";

/** The signed-in member's reminder choice (off at 7:00 UTC when never saved), under RLS. */
export async function readReminderPreferences(claims: UserClaims): Promise<ReminderPreferences> {
  const [row] = await withUser(
    claims,
    (tx) => tx<{ reminder_enabled: boolean; reminder_hour: number; reminder_time_zone: string }[]>`
      select reminder_enabled, reminder_hour, reminder_time_zone from public.email_preferences where user_id = ${claims.sub}`,
  );
  return { enabled: row?.reminder_enabled ?? false, hour: row?.reminder_hour ?? 7, timeZone: row?.reminder_time_zone ?? "UTC" };
}

/** Saves the member's own reminder choice, under RLS; the pattern e-mail choice is left alone. */
export async function saveReminderPreferences(claims: UserClaims, values: ReminderPreferences): Promise<void> {
  await withUser(
    claims,
    (tx) => tx`
    insert into public.email_preferences (reminder_enabled, reminder_hour, reminder_time_zone)
    values (${values.enabled}, ${values.hour}, ${values.timeZone})
    on conflict (user_id) do update
      set reminder_enabled = excluded.reminder_enabled, reminder_hour = excluded.reminder_hour,
          reminder_time_zone = excluded.reminder_time_zone, updated_at = now()`,
  );
}

/** Turns the reminder off for the user a verified unsubscribe token names. False if no such user. */
export async function unsubscribeReminder(userId: string): Promise<boolean> {
  const [row] = await asService((tx) => tx<{ ok: boolean }[]>`select private.unsubscribe_reminder(${userId}::uuid) as ok`);
  return row.ok;
}

/** Whether the reminder is on for a user named by a verified token (for the unsubscribe page); null if no such user. */
export async function reminderEnabledFor(userId: string): Promise<boolean | null> {
  const [row] = await asService(
    (tx) => tx<{ on: boolean | null; exists: boolean }[]>`
    select (select reminder_enabled from public.email_preferences where user_id = ${userId}::uuid) as on,
           exists (select 1 from public.profiles where id = ${userId}::uuid) as exists`,
  );
  if (!row.exists) return null;
  return row.on ?? false;
}
