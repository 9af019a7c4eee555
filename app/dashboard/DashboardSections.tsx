import Link from "@/components/layout/Link";
import { CallToActionLinks } from "@/components/layout/CallToActionLinks";
import { MoonStar, NotebookPen, Plus, Scale, Search, Settings, Sparkles } from "lucide-react";
import { DreamList } from "./DreamList";
import { DreamPatternsPanel } from "./DreamPatternsPanel";
import { NightsCalendar } from "./NightsCalendar";
import { RetryButton } from "./RetryButton";
import type { DashboardData } from "./load-dashboard";
import { ROUTES } from "@/lib/routes";

export function DashboardLoadError() {
  return (
    <div role="alert" className="card p-8 text-center">
      <p className="text-lg font-semibold text-mist-50">Failed to load your dreams</p>
      <p className="mt-2 text-mist-300">Your dreams are safe; we just couldn't reach them right now.</p>
      <RetryButton />
    </div>
  );
}

export function DashboardHeader({ greeting, isPremium }: { greeting: string; isPremium: boolean }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <p className="text-mist-300">{greeting}</p>
      <div className="flex flex-wrap gap-3">
        <Link href={ROUTES.interpret} className="btn-primary">
          <Plus className="h-4 w-4" aria-hidden="true" /> New Dream
        </Link>
        <Link href={ROUTES.newDream} className="btn-secondary">
          <NotebookPen className="h-4 w-4" aria-hidden="true" /> Write a dream
        </Link>
        {!isPremium && (
          <Link href={ROUTES.upgrade} className="btn-secondary">
            <Sparkles className="h-4 w-4 text-moon-400" aria-hidden="true" /> Upgrade
          </Link>
        )}
        <Link href={ROUTES.norms} className="btn-secondary">
          <Scale className="h-4 w-4" aria-hidden="true" /> Beside the norms
        </Link>
        <Link href={ROUTES.settings} className="btn-secondary">
          <Settings className="h-4 w-4" aria-hidden="true" /> Settings
        </Link>
      </div>
    </div>
  );
}

export function DashboardSearch() {
  return (
    <form action={ROUTES.dashboardSearch} method="get" role="search" aria-label="Search your dreams" className="mt-6 flex gap-2">
      <label htmlFor="dashboard-search" className="sr-only">
        Search your dreams
      </label>
      <input id="dashboard-search" name="q" type="search" maxLength={200} placeholder="Search your dreams…" className="field" />
      <button type="submit" className="btn-secondary shrink-0">
        <Search className="h-4 w-4" aria-hidden="true" /> Search
      </button>
    </form>
  );
}

export function EmptyDreamLog() {
  return (
    <div className="card mt-8 flex flex-col items-center p-10 text-center">
      <MoonStar className="h-12 w-12 text-aurora-300" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-mist-50">No dreams saved yet</h2>
      <p className="mt-2 max-w-sm text-mist-300">
        Interpret a dream and it will be saved here automatically, ready to revisit — or write one down now and interpret it later.
      </p>
      <CallToActionLinks
        className="mt-6 flex flex-wrap justify-center gap-3"
        primary={{ href: ROUTES.interpret, label: "Interpret a Dream" }}
        secondary={{ href: ROUTES.newDream, label: "Write a dream" }}
      />
    </div>
  );
}

type OverviewProps = { data: DashboardData; today: string; isPremium: boolean };

export function DreamLogOverview({ data, today, isPremium }: OverviewProps) {
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="dreams-heading">
        <h2 id="dreams-heading" className="sr-only">
          Saved dreams
        </h2>
        <DreamList initial={data.page.entries} initialCursor={data.page.nextCursor} />
      </section>
      <div className="space-y-8">
        {data.nights && <NightsCalendar nights={data.nights.nights} runs={data.nights.runs} serverToday={today} />}
        {data.patterns && data.labels && <DreamPatternsPanel patterns={data.patterns} labels={data.labels} isPremium={isPremium} />}
      </div>
    </div>
  );
}
