/**
 * The night a dream belongs to, without the journal's schemas (lib/dreams/journal-input.ts): the
 * forms need it when they submit, the schema only when a form is checked.
 */

/** "YYYY-MM-DD" of `now` in a time zone (the browser's own when none is given). */
function dayIn(now: Date, timeZone?: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The night a dream written down now most likely belongs to: before noon it is last night's
 * (the date the night began), from noon on tonight's. In the writer's local time.
 */
export function defaultNight(now = new Date(), timeZone?: string): string {
  const { date, hour } = dayIn(now, timeZone);
  return hour < 12 ? addDays(date, -1) : date;
}

/** The latest night anyone can have had: tomorrow in UTC covers the time zones ahead of it. */
export function latestNight(now = new Date()): string {
  return addDays(now.toISOString().slice(0, 10), 1);
}
