"use client";

import { useSyncExternalStore } from "react";
import { Flame } from "lucide-react";
import { currentStreak, monthWeeks, type Run } from "@/lib/journal/streak";
import { dateFormat } from "@/lib/text/date-format";

const WEEKDAYS = [
  ["M", "Monday"],
  ["T", "Tuesday"],
  ["W", "Wednesday"],
  ["T", "Thursday"],
  ["F", "Friday"],
  ["S", "Saturday"],
  ["S", "Sunday"],
] as const;

const subscribe = () => () => {};
/** The member's own date: the server renders with UTC's, the browser then uses its own. */
function useToday(serverToday: string): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    },
    () => serverToday,
  );
}

const longMonth = dateFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

function monthName(today: string) {
  return longMonth(new Date(`${today.slice(0, 7)}-01T12:00:00Z`));
}

/**
 * The nights recorded this month and the current streak, counted by each dream's night. `nights`
 * covers the weeks around the server's date (enough for any time zone's month); `runs` are the
 * latest runs of consecutive nights, so a long streak is counted whole.
 */
export function NightsCalendar({ nights, runs, serverToday }: { nights: string[]; runs: Run[]; serverToday: string }) {
  const today = useToday(serverToday);
  const recorded = new Set(nights);
  const streak = currentStreak(runs, today);
  const weeks = monthWeeks(today);
  const thisMonth = weeks.flat().filter((d) => d.inMonth && recorded.has(d.date)).length;
  return (
    <section aria-labelledby="nights-heading" className="card p-5 sm:p-6">
      <h2 id="nights-heading" className="font-serif text-2xl text-mist-50">
        Your nights
      </h2>
      <p className="mt-3 flex items-center gap-2 text-mist-100" data-testid="streak">
        <Flame className={`h-5 w-5 shrink-0 ${streak ? "text-moon-400" : "text-mist-400"}`} aria-hidden="true" />
        {streak === 0 ? (
          <span>No streak right now: write down tonight&apos;s dream to start one.</span>
        ) : (
          <span>
            <strong className="text-moon-300">
              {streak} {streak === 1 ? "night" : "nights"}
            </strong>{" "}
            in a row
          </span>
        )}
      </p>
      <table className="mt-5 w-full table-fixed border-separate border-spacing-1 text-center text-sm">
        <caption className="mb-2 text-left text-sm text-mist-300" data-testid="nights-this-month">
          {monthName(today)}: {thisMonth} {thisMonth === 1 ? "night" : "nights"} recorded
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long], i) => (
              <th key={i} scope="col" className="pb-1 text-xs font-medium text-mist-400">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].date}>
              {week.map((d) => {
                const has = recorded.has(d.date);
                const isToday = d.date === today;
                return (
                  <td key={d.date} className="p-0">
                    {d.inMonth && (
                      <span
                        data-night={d.date}
                        data-recorded={has || undefined}
                        aria-current={isToday ? "date" : undefined}
                        className={`mx-auto flex h-9 w-9 items-center justify-center rounded-full ${
                          has ? "bg-aurora-500 font-semibold text-night-950" : d.date > today ? "text-mist-400" : "text-mist-300"
                        } ${isToday ? "ring-2 ring-moon-400" : ""}`}
                      >
                        {d.day}
                        {has && <span className="sr-only">, dream recorded</span>}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
