import { ARC_LABEL } from "@/lib/interpret/labels";
import type { ArcType } from "@/lib/interpret/schema";
import "server-only";
import { asService, withUser } from "@/lib/db/with-user";
import { serverEnv } from "@/lib/env/server";
import { sendEmail, type Email } from "@/lib/mail/send";
import { duePeriods, type Frequency, type Period } from "./period";
import { renderDigest, MAX_LISTED_DREAMS, type DigestContent } from "./render";
import { createUnsubscribeToken } from "./unsubscribe-token";
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

const EMOTION_LABELS: Record<string, string> = {
  HA: "happiness",
  AP: "apprehension",
  SD: "sadness",
  AN: "anger",
  CO: "confusion",
};
const EXCERPT_CHARS = 160;

export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "")}…`;
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
    const inPeriod = tx`(select id, created_at, dream_text, interpretation from public.dream_logs
      where user_id = ${user.id} and created_at >= ${period.start} and created_at < ${period.end})`;
    const [[{ n }], symbols, emotions, themes, shapes, dreams] = await Promise.all([
      tx<{ n: number }[]>`select count(*)::int as n from ${inPeriod} d`,
      tx<{ name: string; count: number }[]>`
        select lower(btrim(s ->> 'symbol')) as name, count(distinct d.id)::int as count
        from ${inPeriod} d, jsonb_array_elements(coalesce(d.interpretation -> 'symbols', '[]')) s
        where coalesce(btrim(s ->> 'symbol'), '') <> ''
        group by 1 order by 2 desc, 1 limit 8`,
      tx<{ code: string; count: number }[]>`
        select e ->> 'code' as code, count(distinct d.id)::int as count
        from ${inPeriod} d, jsonb_array_elements(coalesce(d.interpretation -> 'emotions', '[]')) e
        where e ->> 'code' in ('HA', 'AP', 'SD', 'AN', 'CO')
        group by 1 order by 2 desc, 1`,
      tx<{ name: string; count: number }[]>`
        select lower(btrim(t)) as name, count(distinct d.id)::int as count
        from ${inPeriod} d, jsonb_array_elements_text(coalesce(d.interpretation -> 'themes', '[]')) t
        where btrim(t) <> ''
        group by 1 order by 2 desc, 1 limit 6`,
      tx<{ name: string; count: number }[]>`
        select d.interpretation -> 'arc' ->> 'type' as name, count(*)::int as count
        from ${inPeriod} d
        where coalesce(d.interpretation -> 'arc' ->> 'type', 'none') <> 'none'
        group by 1 order by 2 desc, 1 limit 3`,
      tx<{ id: string; created_at: Date; dream_text: string; symbols: string[] }[]>`
        select d.id, d.created_at, ${includeDreamText ? tx`d.dream_text` : tx`''`} as dream_text,
          array(select lower(btrim(s ->> 'symbol')) from jsonb_array_elements(coalesce(d.interpretation -> 'symbols', '[]')) s
                where coalesce(btrim(s ->> 'symbol'), '') <> '' limit 3) as symbols
        from ${inPeriod} d order by d.created_at desc, d.id desc limit ${MAX_LISTED_DREAMS}`,
    ]);
    const labels = await labelCounts(tx, { start: period.start, end: period.end });
    const names = symbols.map((s) => s.name);
    const earlier = names.length
      ? await tx<{ name: string; count: number }[]>`
          select lower(btrim(s ->> 'symbol')) as name, count(distinct d.id)::int as count
          from (select id, interpretation from public.dream_logs where user_id = ${user.id} and created_at < ${period.start}
                order by created_at desc limit 500) d,
               jsonb_array_elements(coalesce(d.interpretation -> 'symbols', '[]')) s
          where lower(btrim(s ->> 'symbol')) = any(${names})
          group by 1`
      : [];
    return {
      userId: user.id,
      name: user.name?.trim().split(/\s+/)[0]?.slice(0, 60) || null,
      period,
      dreamCount: n,
      symbols: symbols.map((s) => ({
        name: shortName(s.name),
        count: s.count,
        earlier: earlier.find((e) => e.name === s.name)?.count ?? 0,
      })),
      emotions: emotions.map((e) => ({ code: e.code, label: EMOTION_LABELS[e.code] ?? e.code, count: e.count })),
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

export function unsubscribeUrls(siteUrl: string, token: string) {
  const t = encodeURIComponent(token);
  return { page: `${siteUrl}/unsubscribe?token=${t}`, oneClick: `${siteUrl}/api/unsubscribe?token=${t}` };
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
    const siteUrl = serverEnv.NEXT_PUBLIC_SITE_URL;
    const urls = unsubscribeUrls(siteUrl, await createUnsubscribeToken(c.user_id, now));
    const email = renderDigest({ ...data, siteUrl, unsubscribeUrl: urls.page });
    await send({ to: c.email, subject: email.subject, text: email.text, html: email.html, unsubscribeUrl: urls.oneClick });
  } catch (error) {
    console.error(`[digest] ${c.period_key} for ${c.user_id} failed:`, error);
    await finish(c.user_id, c.period_key, "failed", dreamCount, error instanceof Error ? error.message : String(error)).catch(() => {});
    return "failed" as const;
  }
  await finish(c.user_id, c.period_key, "sent", dreamCount, null);
  return "sent" as const;
}

export async function runDigest(options: DigestRunOptions = {}): Promise<DigestRunResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 50;
  const concurrency = Math.max(1, options.concurrency ?? 5);
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

  let after: string | null = null;
  for (;;) {
    if (Date.now() > deadline) {
      result.complete = false;
      break;
    }
    const batch: Candidate[] = await asService(
      (tx) =>
        tx<
          Candidate[]
        >`select * from private.digest_candidates(${result.periods.weekly}::text, ${result.periods.monthly}::text, ${after}::uuid, ${batchSize}::int)`,
    );
    if (batch.length === 0) break;
    result.batches++;
    after = batch[batch.length - 1].user_id;
    const queue = [...batch];
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) {
          const period = due[c.frequency];
          if (!period) continue;
          result[await processCandidate(c, period, now, send)]++;
        }
      }),
    );
    if (batch.length < batchSize) break;
  }
  return result;
}
