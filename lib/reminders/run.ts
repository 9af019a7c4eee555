import "server-only";
import { asService, withUser } from "@/lib/db/with-user";
import { sendEmail, type Email } from "@/lib/mail/send";
import { failureMessage, sendMemberEmail } from "@/lib/cron/member-email";
import { runInBatches } from "@/lib/cron/run-in-batches";
import { recordedNights } from "@/lib/journal/nights";
import { addDays, currentStreak, runsOf } from "@/lib/journal/streak";
import { renderReminder } from "./render";

/**
 * One run of the morning reminders (the hourly cron). For each member who opted in and whose
 * local morning hour has come:
 *   claim (member, local date) in private.reminder_sends → read their nights under RLS as them →
 *   last night already written down: mark 'skipped' / else render, send, mark 'sent' (or 'failed').
 * A rerun within the morning sends nothing twice; a failed send is retried by the next hourly run
 * while the morning lasts (private.reminder_candidates).
 */
export type ReminderRunOptions = {
  batchSize?: number;
  /** Stop starting new batches after this many ms (a serverless function has a time limit). */
  budgetMs?: number;
  send?: (email: Email) => Promise<unknown>;
};

export type ReminderRunResult = { sent: number; skipped: number; failed: number; claimedElsewhere: number; complete: boolean };

type Candidate = { user_id: string; email: string; full_name: string | null; local_date: string; local_midnight: Date };

async function finish(c: Candidate, status: "sent" | "skipped" | "failed", error: string | null) {
  await asService((tx) => tx`select private.finish_reminder(${c.user_id}::uuid, ${c.local_date}::date, ${status}::text, ${error}::text)`);
}

/** Last night is written down when a dream is dated to it (or to tonight), or was saved since local midnight. */
async function nightsOf(c: Candidate) {
  const claims = { sub: c.user_id, role: "authenticated" as const, email: c.email };
  return withUser(claims, async (tx) => {
    const nights = await recordedNights(tx, c.local_date);
    const [{ fresh }] = await tx<{ fresh: boolean }[]>`
      select exists (select 1 from public.dream_logs where created_at >= ${c.local_midnight}) as fresh`;
    const lastNight = addDays(c.local_date, -1);
    return { nights, written: fresh || nights.some((n) => n >= lastNight) };
  });
}

async function processCandidate(c: Candidate, send: NonNullable<ReminderRunOptions["send"]>) {
  const [{ claimed }] = await asService(
    (tx) => tx<{ claimed: boolean }[]>`select private.claim_reminder(${c.user_id}::uuid, ${c.local_date}::date) as claimed`,
  );
  if (!claimed) return "claimedElsewhere" as const;
  try {
    const { nights, written } = await nightsOf(c);
    if (written) {
      await finish(c, "skipped", null);
      return "skipped" as const;
    }
    const name = c.full_name?.trim().split(/\s+/)[0]?.slice(0, 60) || null;
    const streak = currentStreak(runsOf(nights), c.local_date);
    await sendMemberEmail({
      to: c.email,
      userId: c.user_id,
      list: "reminder",
      now: new Date(),
      render: (siteUrl, unsubscribeUrl) => renderReminder({ name, streak, siteUrl, unsubscribeUrl }),
      send,
    });
  } catch (error) {
    console.error(`[reminders] ${c.local_date} for ${c.user_id} failed:`, error);
    await finish(c, "failed", failureMessage(error)).catch(() => {});
    return "failed" as const;
  }
  await finish(c, "sent", null);
  return "sent" as const;
}

export async function runReminders(options: ReminderRunOptions = {}): Promise<ReminderRunResult> {
  const send = options.send ?? sendEmail;
  const counts = { sent: 0, skipped: 0, failed: 0, claimedElsewhere: 0 };
  const { complete } = await runInBatches<Candidate>({
    batchSize: options.batchSize ?? 50,
    // Five at a time: the mail server, not the database, sets the pace.
    concurrency: 5,
    deadline: Date.now() + (options.budgetMs ?? 240_000),
    nextBatch: (after, size) =>
      asService(
        (tx) => tx<Candidate[]>`
          select user_id, email, full_name, local_date::text as local_date, local_midnight
          from private.reminder_candidates(${after}::uuid, ${size}::int)`,
      ),
    keyOf: (c) => c.user_id,
    handle: async (c) => {
      counts[await processCandidate(c, send)]++;
    },
  });
  return { ...counts, complete };
}
