/**
 * Nights recorded and the current streak, counted by the night of each dream (dreamt_on,
 * 'YYYY-MM-DD'). Pure and client-safe: the DreamLog's calendar runs it in the browser with the
 * member's own date, the morning reminder on the server with their time zone.
 *
 * A night is recorded when at least one dream is dated to it. The streak is the run of
 * consecutive recorded nights that ends with tonight, last night or, while last night can still
 * be written down, the night before: it breaks only when a whole day passes without last night
 * being recorded.
 */

export type Run = { end: string; length: number };

const DAY = 86_400_000;
const toTime = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);

export function addDays(ymd: string, days: number): string {
  return new Date(toTime(ymd) + days * DAY).toISOString().slice(0, 10);
}

/** Runs of consecutive nights, the latest first. */
export function runsOf(nights: Iterable<string>): Run[] {
  const sorted = [...new Set(nights)].sort().reverse();
  const runs: Run[] = [];
  for (const night of sorted) {
    const last = runs[runs.length - 1];
    if (last && addDays(last.end, -last.length) === night) last.length++;
    else runs.push({ end: night, length: 1 });
  }
  return runs;
}

/** The current streak on `today` (the member's local date). */
export function currentStreak(runs: Run[], today: string): number {
  const alive = new Set([today, addDays(today, -1), addDays(today, -2)]);
  return runs.find((r) => alive.has(r.end) && r.end <= today)?.length ?? 0;
}

export type CalendarDay = { date: string; day: number; inMonth: boolean };

/** The month of `today` as weeks from Monday to Sunday, padded with the neighbouring months' days. */
export function monthWeeks(today: string): CalendarDay[][] {
  const month = today.slice(0, 7);
  const first = `${month}-01`;
  const weekday = (ymd: string) => (new Date(toTime(ymd)).getUTCDay() + 6) % 7; // Monday = 0
  const last = addDays(addDays(first, 31).slice(0, 8) + "01", -1);
  const end = addDays(last, 6 - weekday(last));
  const weeks: CalendarDay[][] = [];
  for (let d = addDays(first, -weekday(first)); d <= end; d = addDays(d, 1)) {
    if (weekday(d) === 0) weeks.push([]);
    weeks[weeks.length - 1].push({ date: d, day: Number(d.slice(8)), inMonth: d.slice(0, 7) === month });
  }
  return weeks;
}

/** The member's local date in a time zone, as 'YYYY-MM-DD'. */
export function localDate(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
