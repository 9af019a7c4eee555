import { readViewer } from "@/lib/auth/current-user";
import type { UserClaims } from "@/lib/db/with-user";
import { withUser } from "@/lib/db/with-user";
import { listDreams } from "@/lib/dreams/log";
import { dreamPatterns } from "@/lib/dreams/patterns";
import { labelCounts } from "@/lib/dreams/label-counts";
import { calendarNights } from "@/lib/journal/nights";

/**
 * The member's profile, first page of dreams and, once there are any, their patterns, labels and
 * nights, in one transaction (a second one for the profile alone cost a round of BEGIN, claims and
 * COMMIT per page). The reads do not depend on each other: sent together, postgres.js pipelines
 * them on the transaction's connection, one wait instead of five in a row (an empty DreamLog's
 * small counts are read and dropped).
 */
export async function loadDashboard(claims: UserClaims, today: string) {
  return withUser(claims, async (tx) => {
    const [viewer, page, patterns, labels, nights] = await Promise.all([
      readViewer(tx, claims),
      listDreams(tx),
      dreamPatterns(tx),
      labelCounts(tx),
      calendarNights(tx, today),
    ]);
    const some = page.entries.length > 0;
    return { viewer, page, patterns: some ? patterns : null, labels: some ? labels : null, nights: some ? nights : null };
  });
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
