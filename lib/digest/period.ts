/**
 * Digest periods, in UTC. A weekly digest covers Monday 00:00 to the next Monday 00:00; a monthly
 * one the calendar month. Each daily run looks at the most recent period that has closed; a
 * period stays due for GRACE_DAYS after it closes (so a failed run is retried the next days),
 * then it is stale and skipped rather than sent late.
 */
export type Frequency = "weekly" | "monthly";
export type Period = { frequency: Frequency; key: string; start: Date; end: Date };

const DAY = 86_400_000;
export const GRACE_DAYS = 7;

const ymd = (d: Date) => d.toISOString().slice(0, 10);

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** The last full Monday-to-Monday week before `now`. */
export function lastClosedWeek(now: Date): Period {
  const today = startOfUtcDay(now);
  const sinceMonday = (today.getUTCDay() + 6) % 7; // Monday = 0
  const end = new Date(today.getTime() - sinceMonday * DAY);
  const start = new Date(end.getTime() - 7 * DAY);
  return { frequency: "weekly", key: `weekly:${ymd(start)}`, start, end };
}

/** The last full calendar month before `now`. */
export function lastClosedMonth(now: Date): Period {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { frequency: "monthly", key: `monthly:${ymd(start).slice(0, 7)}`, start, end };
}

/** The period due for each frequency at `now`, or null when the last one closed too long ago. */
export function duePeriods(now: Date): Record<Frequency, Period | null> {
  const fresh = (p: Period) => (now.getTime() - p.end.getTime() < GRACE_DAYS * DAY ? p : null);
  return { weekly: fresh(lastClosedWeek(now)), monthly: fresh(lastClosedMonth(now)) };
}

/** "10 – 16 November 2026", "November 2026" (for subjects and headings). */
export function periodLabel(p: Period): string {
  const last = new Date(p.end.getTime() - DAY);
  const month = (d: Date) => d.toLocaleDateString("en-GB", { month: "long", timeZone: "UTC" });
  if (p.frequency === "monthly") return `${month(p.start)} ${p.start.getUTCFullYear()}`;
  const sameMonth = p.start.getUTCMonth() === last.getUTCMonth();
  const sameYear = p.start.getUTCFullYear() === last.getUTCFullYear();
  const from = `${p.start.getUTCDate()}${sameMonth ? "" : ` ${month(p.start)}`}${sameYear ? "" : ` ${p.start.getUTCFullYear()}`}`;
  return `${from} – ${last.getUTCDate()} ${month(last)} ${last.getUTCFullYear()}`;
}
