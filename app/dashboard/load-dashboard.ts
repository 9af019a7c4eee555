import type { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { listDreams } from "@/lib/dreams/log";
import { dreamPatterns } from "@/lib/dreams/patterns";
import { labelCounts } from "@/lib/dreams/label-counts";
import { calendarNights } from "@/lib/journal/nights";

type Viewer = NonNullable<Awaited<ReturnType<typeof getViewer>>>;

/** The member's first page of dreams and, once there are any, their patterns, labels and nights. */
export async function loadDashboard(viewer: Viewer, today: string) {
  return withUser(viewer.claims, async (tx) => {
    const page = await listDreams(tx);
    const patterns = page.entries.length ? await dreamPatterns(tx) : null;
    const labels = page.entries.length ? await labelCounts(tx) : null;
    const nights = page.entries.length ? await calendarNights(tx, today) : null;
    return { page, patterns, labels, nights };
  });
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
