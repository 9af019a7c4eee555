import { ARC_LABEL } from "@/lib/interpret/labels";
import type { ArcType } from "@/lib/interpret/schema";
import { emotionName } from "@/lib/interpret/emotion-names";
import { firstName } from "@/lib/text/names";
import { truncate } from "@/lib/text/truncate";
import "server-only";
import { asService, withUser } from "@/lib/db/with-user";
import { countsBefore, dreamTotal, topPatternsBetween } from "@/lib/dreams/pattern-counts";
import { sendEmail, type Email } from "@/lib/mail/send";
import { duePeriods, type Frequency, type Period } from "./period";
import { renderDigest, MAX_LISTED_DREAMS, type DigestContent } from "./render";
import { failureMessage, sendMemberEmail } from "@/lib/cron/member-email";
import { runInBatches } from "@/lib/cron/run-in-batches";
import { labelCounts } from "@/lib/dreams/label-counts";

/**
 * One run of the pattern digest (the daily cron). For each premium user who chose weekly or
 * monthly e-mails and whose latest closed period is still due:
 *   claim (user, period) in private.digest_sends → read the period's dreams under RLS as the user →
 *   no dreams: mark 'empty' (nothing is sent) / else render, send, mark 'sent' (or 'failed').
 * Users are taken in batches ordered by id; a run that stops (deadline, crash) leaves every user
 * it has not finished due, so the next run picks up where it stopped, and nobody gets a period
 * twice. A failed send is retried by later runs (up to 5 attempts) while the period is due.
 */
export type DigestRunOptions = {
  now?: Date;
  batchSize?: number;
  /** Parallel sends inside a batch. */
  concurrency?: number;
  /** Stop starting new batches after this many ms (a serverless function has a time limit). */
  budgetMs?: number;
  send?: (email: Email) => Promise<unknown>;
};

export type DigestRunResult = {
  periods: Record<Frequency, string | null>;
  sent: number;
  empty: number;
  failed: number;
  /** Claimed by another run at the same moment. */
  skipped: number;
  batches: number;
  /** False when the run stopped at its time budget with users left for the next run. */
  complete: boolean;
};

type Candidate = {
  user_id: string;
  email: string;
  full_name: string | null;
  frequency: Frequency;
  include_dream_text: boolean;
  period_key: string;
};

const EXCERPT_CHARS = 160;

export function excerpt(text: string): string {
  return truncate(text, EXCERPT_CHARS);
}

const shortName = (s: string) => s.trim().toLowerCase().slice(0, 40);

/** The period's patterns for one user, read as that user (RLS applies). */
export async function collectDigest(
  user: { id: string; email: string; name: string | null },
  period: Period,
  includeDreamText: boolean,
): Promise<Omit<DigestContent, "siteUrl" | "unsubscribeUrl">> {
  const claims = { sub: user.id, role: "authenticated" as const, email: user.email };
  return withUser(claims, async (tx) => {
    const { start, end } = period;
    const [n, symbols, emotions, themes, shapes, dreams] = await Promise.all([
      dreamTotal(tx, { since: start, until: end }),
      topPatternsBetween(tx, "symbol", start, end, 8),
      topPatternsBetween(tx, "emotion", start, end, 5),
      topPatternsBetween(tx, "theme", start, end, 6),
      topPatternsBetween(tx, "arc", start, end, 3),
      tx<{ id: string; created_at: Date; dream_text: string; symbols: string[] }[]>`
        select d.id, d.created_at, ${includeDreamText ? tx`d.dream_text` : tx`''`} as dream_text,
          array(select lower(btrim(s ->> 'symbol')) from jsonb_array_elements(coalesce(d.interpretation -> 'symbols', '[]')) s
                where coalesce(btrim(s ->> 'symbol'), '') <> '' limit 3) as symbols
        from public.dream_logs d
        where d.user_id = ${user.id} and d.created_at >= ${start} and d.created_at < ${end} and d.interpretation is not null
        order by d.created_at desc, d.id desc limit ${MAX_LISTED_DREAMS}`,
    ]);
    const labels = await labelCounts(tx, { start, end });
    const earlier = await countsBefore(
      tx,
      "symbol",
      symbols.map((s) => s.name),
      start,
    );
    return {
      userId: user.id,
      name: firstName(user.name)?.slice(0, 60) ?? null,
      period,
      dreamCount: n,
      symbols: symbols.map((s) => ({
        name: shortName(s.name),
        count: s.count,
        earlier: earlier.get(s.name) ?? 0,
      })),
      emotions: emotions.map((e) => ({ code: e.name, label: emotionName(e.name), count: e.count })),
      themes: themes.map((t) => ({ name: shortName(t.name), count: t.count })),
      labels,
      shapes: shapes.filter((x) => x.name in ARC_LABEL).map((x) => ({ name: ARC_LABEL[x.name as ArcType].toLowerCase(), count: x.count })),
      dreams: dreams.map((d) => ({
        id: d.id,
        createdAt: d.created_at,
        symbols: d.symbols.map(shortName),
        excerpt: includeDreamText && d.dream_text ? excerpt(d.dream_text) : null,
      })),
    };
  });
}

async function finish(userId: string, key: string, status: "sent" | "empty" | "failed", dreamCount: number | null, error: string | null) {
  await asService(
    (tx) => tx`select private.finish_digest(${userId}::uuid, ${key}::text, ${status}::text, ${dreamCount}::int, ${error}::text)`,
  );
}

async function processCandidate(c: Candidate, period: Period, now: Date, send: NonNullable<DigestRunOptions["send"]>) {
  const [{ claimed }] = await asService(
    (tx) =>
      tx<
        { claimed: boolean }[]
      >`select private.claim_digest(${c.user_id}::uuid, ${c.period_key}::text, ${period.start}::timestamptz, ${period.end}::timestamptz) as claimed`,
  );
  if (!claimed) return "skipped" as const;
  let dreamCount: number | null = null;
  try {
    const data = await collectDigest({ id: c.user_id, email: c.email, name: c.full_name }, period, c.include_dream_text);
    dreamCount = data.dreamCount;
    if (data.dreamCount === 0) {
      await finish(c.user_id, c.period_key, "empty", 0, null);
      return "empty" as const;
    }
    await sendMemberEmail({
      to: c.email,
      userId: c.user_id,
      list: "digest",
      now,
      render: (siteUrl, unsubscribeUrl) => renderDigest({ ...data, siteUrl, unsubscribeUrl }),
      send,
    });
  } catch (error) {
    console.error(`[digest] ${c.period_key} for ${c.user_id} failed:`, error);
    await finish(c.user_id, c.period_key, "failed", dreamCount, failureMessage(error)).catch(() => {});
    return "failed" as const;
  }
  await finish(c.user_id, c.period_key, "sent", dreamCount, null);
  return "sent" as const;
}

export async function runDigest(options: DigestRunOptions = {}): Promise<DigestRunResult> {
  const now = options.now ?? new Date();
  const deadline = Date.now() + (options.budgetMs ?? 240_000);
  const send = options.send ?? sendEmail;
  const due = duePeriods(now);
  const result: DigestRunResult = {
    periods: { weekly: due.weekly?.key ?? null, monthly: due.monthly?.key ?? null },
    sent: 0,
    empty: 0,
    failed: 0,
    skipped: 0,
    batches: 0,
    complete: true,
  };
  if (!due.weekly && !due.monthly) return result;

  const run = await runInBatches<Candidate>({
    batchSize: options.batchSize ?? 50,
    concurrency: options.concurrency ?? 5,
    deadline,
    nextBatch: (after, size) =>
      asService(
        (tx) =>
          tx<
            Candidate[]
          >`select * from private.digest_candidates(${result.periods.weekly}::text, ${result.periods.monthly}::text, ${after}::uuid, ${size}::int)`,
      ),
    keyOf: (c) => c.user_id,
    handle: async (c) => {
      const period = due[c.frequency];
      if (period) result[await processCandidate(c, period, now, send)]++;
    },
  });
  result.batches = run.batches;
  result.complete = run.complete;
  return result;
}
