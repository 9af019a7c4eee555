import type { AccountUsage } from "@/lib/account/account-state";

function resetTime(iso: string) {
  const ms = new Date(iso).getTime() - Date.now();
  const h = Math.max(0, Math.floor(ms / 3_600_000));
  const m = Math.max(0, Math.floor((ms % 3_600_000) / 60_000));
  return `Resets at midnight UTC (in ${h > 0 ? `${h} h ` : ""}${m} min).`;
}

/** What is left of a free user's day, and when it resets. */
export function UsageLine({ usage }: { usage: AccountUsage }) {
  return (
    <p className="text-sm text-mist-300" role="status">
      {usage.remaining > 0
        ? `You have ${usage.remaining} free interpretation remaining today`
        : "You've used your free interpretation for today"}
      {/* A countdown: the minute may turn between the server's render and hydration. */}
      <span className="text-mist-400" suppressHydrationWarning>
        {` · ${resetTime(usage.resetsAt)}`}
      </span>
    </p>
  );
}
