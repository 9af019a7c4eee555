import { describe, expect, it } from "vitest";
import { createUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/digest/unsubscribe-token";
import { digestFrequencyOf, savePreferences } from "@/lib/digest/preferences";
import { readReminderPreferences, reminderEnabledFor, saveReminderPreferences } from "@/lib/reminders/preferences";
import { reminderPreferencesSchema } from "@/lib/reminders/schemas";
import { runReminders } from "@/lib/reminders/run";
import { addDays, localDate } from "@/lib/journal/streak";
import type { Email } from "@/lib/mail/send";
import { GET as cronGet } from "@/app/api/cron/reminders/route";
import { POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { adminSql, asUser, insertUser, sampleInterpretation, type DbUser } from "./db";
import { tampered } from "./tokens";

/** A fixed-offset zone whose local hour is `hour` right now ("Etc/GMT-3" is UTC+3). */
function zoneAtHour(hour: number): string {
  let offset = hour - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? "Etc/GMT" : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

async function member(options: { hour: number; localHour: number; enabled?: boolean; name?: string }) {
  const user = await insertUser({ name: options.name ?? "Nadia Wake" });
  const timeZone = zoneAtHour(options.localHour);
  await saveReminderPreferences(user.claims, { enabled: options.enabled ?? true, hour: options.hour, timeZone });
  return { user, timeZone, today: localDate(timeZone) };
}

async function dreamOn(user: DbUser, night: string) {
  await adminSql`
    insert into public.dream_logs (user_id, dream_text, interpretation, dreamt_on, created_at)
    values (${user.id}, 'A lantern floated over the quiet harbour wall.', ${adminSql.json(sampleInterpretation)}, ${night}::date,
            now() - interval '2 days')`;
}

async function run(fail?: (e: Email) => boolean) {
  const sent: Email[] = [];
  const result = await runReminders({
    send: async (e) => {
      if (fail?.(e)) throw new Error("smtp down");
      sent.push(e);
    },
  });
  return { result, to: (u: DbUser) => sent.filter((e) => e.to === u.email) };
}

describe("morning reminder preferences", () => {
  it("are off until the member opts in, saved under RLS, and refuse an unknown time zone", async () => {
    const user = await insertUser();
    expect(await readReminderPreferences(user.claims)).toEqual({ enabled: false, hour: 7, timeZone: "UTC" });
    await saveReminderPreferences(user.claims, { enabled: true, hour: 6, timeZone: "Europe/Berlin" });
    expect(await readReminderPreferences(user.claims)).toEqual({ enabled: true, hour: 6, timeZone: "Europe/Berlin" });
    // The pattern e-mail choice is a separate column: saving it leaves the reminder alone.
    await savePreferences(user.claims, { frequency: "off", includeDreamText: false });
    expect(await readReminderPreferences(user.claims)).toMatchObject({ enabled: true });

    expect(reminderPreferencesSchema.safeParse({ enabled: true, hour: 6, timeZone: "Mars/Olympus_Mons" }).success).toBe(false);
    expect(reminderPreferencesSchema.safeParse({ enabled: true, hour: 15, timeZone: "UTC" }).success).toBe(false);
    await expect(saveReminderPreferences(user.claims, { enabled: true, hour: 6, timeZone: "Mars/Olympus_Mons" })).rejects.toThrow(
      /unknown time zone/,
    );
    await expect(saveReminderPreferences(user.claims, { enabled: true, hour: 13, timeZone: "UTC" })).rejects.toThrow();

    // Another member sees nothing of it; the send log is out of reach of the API roles.
    const other = await insertUser();
    const seen = await asUser(other, (tx) => tx`select * from public.email_preferences where user_id = ${user.id}`);
    expect(seen).toHaveLength(0);
    await expect(asUser(user, (tx) => tx`select * from private.reminder_sends`)).rejects.toThrow(/permission denied/);
  });
});

describe("the reminder run", () => {
  it("e-mails members at their morning hour once a day, with their streak, and skips who already wrote", async () => {
    const due = await member({ hour: 7, localHour: 8, name: "Nadia Wake" });
    // Two nights in a row before last night: the streak holds, last night is not written yet.
    await dreamOn(due.user, addDays(due.today, -2));
    await dreamOn(due.user, addDays(due.today, -3));
    const wrote = await member({ hour: 7, localHour: 7 });
    await dreamOn(wrote.user, addDays(wrote.today, -1));
    const asleep = await member({ hour: 7, localHour: 3 });
    const afternoon = await member({ hour: 7, localHour: 15 });
    const off = await member({ hour: 7, localHour: 7, enabled: false });

    const first = await run();
    const [mail] = first.to(due.user);
    expect(first.to(due.user)).toHaveLength(1);
    expect(mail.subject).toBe("Anything from last night?");
    expect(mail.text).toContain("Good morning, Nadia.");
    expect(mail.text).toContain("Your streak: 2 nights in a row. Last night's dream makes it 3.");
    expect(mail.html).toContain("Write it down");
    expect(mail.unsubscribeUrl).toMatch(/\/api\/unsubscribe\?token=/);
    for (const u of [wrote, asleep, afternoon, off]) expect(first.to(u.user)).toHaveLength(0);
    const [skip] = await adminSql<{ status: string }[]>`select status from private.reminder_sends where user_id = ${wrote.user.id}`;
    expect(skip.status).toBe("skipped");

    // The next hourly run the same morning sends nothing again.
    const second = await run();
    expect(second.to(due.user)).toHaveLength(0);
    expect(second.to(wrote.user)).toHaveLength(0);
  });

  it("retries a failed send on the next run, and the cron route needs the secret", async () => {
    const flaky = await member({ hour: 9, localHour: 10 });
    const failed = await run((e) => e.to === flaky.user.email);
    expect(failed.to(flaky.user)).toHaveLength(0);
    const retried = await run();
    expect(retried.to(flaky.user)).toHaveLength(1);
    expect(retried.to(flaky.user)[0].text).not.toContain("streak");

    expect((await cronGet(new Request("http://localhost/api/cron/reminders"))).status).toBe(401);
  });
});

describe("one-click unsubscribe from the reminder", () => {
  it("turns off the reminder only, with the reminder's own token", async () => {
    const { user } = await member({ hour: 7, localHour: 5 });
    await asUser(user, (tx) => tx`update public.email_preferences set digest_frequency = 'weekly'`);
    const token = await createUnsubscribeToken(user.id, new Date(), undefined, "reminder");
    expect(await verifyUnsubscribeToken(token)).toEqual({ ok: true, userId: user.id, list: "reminder" });

    const post = (t: string) =>
      unsubscribePost(
        new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(t)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    expect((await post(tampered(token))).status).toBe(400);
    expect(await reminderEnabledFor(user.id)).toBe(true);

    expect((await post(token)).status).toBe(200);
    expect(await reminderEnabledFor(user.id)).toBe(false);
    expect(await digestFrequencyOf(user.id)).toBe("weekly");

    // A pattern e-mail's token turns the digest off and leaves the reminder as it is.
    await saveReminderPreferences(user.claims, { enabled: true, hour: 7, timeZone: "UTC" });
    expect((await post(await createUnsubscribeToken(user.id))).status).toBe(200);
    expect(await digestFrequencyOf(user.id)).toBe("off");
    expect(await reminderEnabledFor(user.id)).toBe(true);
  });
});
