import { Suspense } from "react";
import { redirect } from "next/navigation";
import { getSessionClaims } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/seo/metadata";
import { DashboardHeader, DashboardLoadError, DashboardSearch, DreamLogOverview, EmptyDreamLog } from "./DashboardSections";
import { loadDashboard } from "./load-dashboard";
import { firstName } from "@/lib/text/names";
import { ROUTES, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "My DreamLog",
  description: "Your private dream journal: saved interpretations and the patterns in your dreams.",
  path: ROUTES.dashboard,
  noIndex: true,
});

function DashboardSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-36 animate-pulse rounded-2xl bg-night-800/70" />
      ))}
    </div>
  );
}

async function DashboardContent() {
  const claims = await getSessionClaims();
  if (!claims) redirect(withNext(ROUTES.login, ROUTES.dashboard));

  const today = new Date().toISOString().slice(0, 10);
  const { viewer, data, error } = await loadDashboard(claims, today);
  if (!data) {
    console.error("[dashboard]", error);
    return <DashboardLoadError />;
  }

  const greeting = viewer.fullName ? `Welcome back, ${firstName(viewer.fullName)}.` : "Welcome back.";
  return (
    <>
      <DashboardHeader greeting={greeting} isPremium={viewer.isPremium} />
      {data.page.entries.length > 0 && <DashboardSearch />}
      {data.page.entries.length === 0 ? <EmptyDreamLog /> : <DreamLogOverview data={data} today={today} isPremium={viewer.isPremium} />}
    </>
  );
}

export default function DashboardPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl text-mist-50">My DreamLog</h1>
      <div className="mt-6">
        <Suspense fallback={<DashboardSkeleton />}>
          <DashboardContent />
        </Suspense>
      </div>
    </div>
  );
}
