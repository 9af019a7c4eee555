import type { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { listDreams } from "@/lib/dreams/log";
import { dreamPatterns } from "@/lib/dreams/patterns";
import { labelCounts } from "@/lib/dreams/label-counts";
import { calendarNights } from "@/lib/journal/nights";

type Viewer = NonNullable<Awaited<ReturnType<typeof getViewer>>>;

/**
 * The member's first page of dreams and, once there are any, their patterns, labels and nights.
 * The reads do not depend on each other: sent together, postgres.js pipelines them on the
 * transaction's connection, one wait instead of four in a row (an empty DreamLog's small counts
 * are read and dropped).
 */
export async function loadDashboard(viewer: Viewer, today: string) {
  return withUser(viewer.claims, async (tx) => {
    const [page, patterns, labels, nights] = await Promise.all([
      listDreams(tx),
      dreamPatterns(tx),
      labelCounts(tx),
      calendarNights(tx, today),
    ]);
    const some = page.entries.length > 0;
    return { page, patterns: some ? patterns : null, labels: some ? labels : null, nights: some ? nights : null };
  });
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
