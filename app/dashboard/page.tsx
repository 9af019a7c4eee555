import { Suspense } from "react";
import Link from "@/components/layout/Link";
import { redirect } from "next/navigation";
import { MoonStar, NotebookPen, Plus, Search, Settings, Sparkles } from "lucide-react";
import { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { listDreams } from "@/lib/dreams/log";
import { dreamPatterns } from "@/lib/dreams/patterns";
import { labelCounts } from "@/lib/dreams/label-counts";
import { pageMetadata } from "@/lib/seo/metadata";
import { DreamList } from "./DreamList";
import { DreamPatternsPanel } from "./DreamPatternsPanel";
import { RetryButton } from "./RetryButton";

export const metadata = pageMetadata({
  title: "My DreamLog",
  description: "Your private dream journal: saved interpretations and the patterns in your dreams.",
  path: "/dashboard",
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
  const viewer = await getViewer();
  if (!viewer) redirect("/login?next=/dashboard");

  let data;
  try {
    data = await withUser(viewer.claims, async (tx) => {
      const page = await listDreams(tx);
      const patterns = page.entries.length ? await dreamPatterns(tx) : null;
      const labels = page.entries.length ? await labelCounts(tx) : null;
      return { page, patterns, labels };
    });
  } catch (error) {
    console.error("[dashboard]", error);
    return (
      <div role="alert" className="card p-8 text-center">
        <p className="text-lg font-semibold text-mist-50">Failed to load your dreams</p>
        <p className="mt-2 text-mist-300">Your dreams are safe; we just couldn't reach them right now.</p>
        <RetryButton />
      </div>
    );
  }

  const greeting = viewer.fullName ? `Welcome back, ${viewer.fullName.split(" ")[0]}.` : "Welcome back.";
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-mist-300">{greeting}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/interpret" className="btn-primary">
            <Plus className="h-4 w-4" aria-hidden="true" /> New Dream
          </Link>
          <Link href="/dashboard/dreams/new" className="btn-secondary">
            <NotebookPen className="h-4 w-4" aria-hidden="true" /> Write a dream
          </Link>
          {!viewer.isPremium && (
            <Link href="/upgrade" className="btn-secondary">
              <Sparkles className="h-4 w-4 text-moon-400" aria-hidden="true" /> Upgrade
            </Link>
          )}
          <Link href="/dashboard/settings" className="btn-secondary">
            <Settings className="h-4 w-4" aria-hidden="true" /> Settings
          </Link>
        </div>
      </div>
      {data.page.entries.length > 0 && (
        <form action="/dashboard/search" method="get" role="search" aria-label="Search your dreams" className="mt-6 flex gap-2">
          <label htmlFor="dashboard-search" className="sr-only">
            Search your dreams
          </label>
          <input id="dashboard-search" name="q" type="search" maxLength={200} placeholder="Search your dreams…" className="field" />
          <button type="submit" className="btn-secondary shrink-0">
            <Search className="h-4 w-4" aria-hidden="true" /> Search
          </button>
        </form>
      )}
      {data.page.entries.length === 0 ? (
        <div className="card mt-8 flex flex-col items-center p-10 text-center">
          <MoonStar className="h-12 w-12 text-aurora-300" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-semibold text-mist-50">No dreams saved yet</h2>
          <p className="mt-2 max-w-sm text-mist-300">
            Interpret a dream and it will be saved here automatically, ready to revisit — or write one down now and interpret it later.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link href="/interpret" className="btn-primary">
              Interpret a Dream
            </Link>
            <Link href="/dashboard/dreams/new" className="btn-secondary">
              Write a dream
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="dreams-heading">
            <h2 id="dreams-heading" className="sr-only">
              Saved dreams
            </h2>
            <DreamList initial={data.page.entries} initialCursor={data.page.nextCursor} />
          </section>
          {data.patterns && data.labels && (
            <DreamPatternsPanel patterns={data.patterns} labels={data.labels} isPremium={viewer.isPremium} />
          )}
        </div>
      )}
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
