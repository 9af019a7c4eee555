import { readViewer, type Viewer } from "@/lib/auth/current-user";
import type { UserClaims } from "@/lib/db/with-user";
import { withUser } from "@/lib/db/with-user";
import { listDreams } from "@/lib/dreams/log";
import { dreamPatterns } from "@/lib/dreams/patterns";
import { labelCounts } from "@/lib/dreams/label-counts";
import { calendarNights } from "@/lib/journal/nights";

/**
 * The viewer's profile and their first page of dreams and, once there are any, their patterns,
 * labels and nights, in one transaction (a second one for the profile alone cost a round of BEGIN,
 * claims and COMMIT per page). The reads do not depend on each other: sent together, postgres.js
 * pipelines them on the transaction's connection and answers them in order, one wait instead of
 * five in a row (an empty DreamLog's small counts are read and dropped).
 *
 * Failures keep the two outcomes the page had when the profile was read first: if the profile
 * could not be read (the database down or hung) this throws, for the page's error boundary; if
 * only the DreamLog's reads failed, `error` is set and the page shows its own message.
 */
export async function loadDashboard(claims: UserClaims, today: string) {
  const read: { viewer?: Viewer } = {};
  try {
    return await withUser(claims, async (tx) => {
      const [viewer, page, patterns, labels, nights] = await Promise.all([
        readViewer(tx, claims).then((v) => (read.viewer = v)),
        listDreams(tx),
        dreamPatterns(tx),
        labelCounts(tx),
        calendarNights(tx, today),
      ]);
      const some = page.entries.length > 0;
      const data = { page, patterns: some ? patterns : null, labels: some ? labels : null, nights: some ? nights : null };
      return { viewer, data, error: null };
    });
  } catch (error) {
    if (!read.viewer) throw error;
    return { viewer: read.viewer, data: null, error };
  }
}

export type DashboardData = NonNullable<Awaited<ReturnType<typeof loadDashboard>>["data"]>;
