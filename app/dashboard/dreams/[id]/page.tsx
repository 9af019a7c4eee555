import { Suspense } from "react";
import { BackToDreamLog } from "@/app/dashboard/BackToDreamLog";
import Link from "@/components/layout/Link";
import { notFound, redirect } from "next/navigation";
import { BookOpen, Link2, Pencil, Search } from "lucide-react";
import { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { displayTitle, longUsDate } from "@/lib/dreams/as-text";
import { DreamTags } from "@/app/dashboard/DreamTags";
import { InterpretSavedButton } from "./InterpretSavedButton";
import type { Viewer } from "@/lib/auth/current-user";
import { getDream, relatedDreams, type RelatedDream } from "@/lib/dreams/related";
import { dictionaryLinkFor } from "@/lib/dreams/dictionary-links";
import { searchHref } from "@/lib/dreams/search-href";
import type { DreamEntry } from "@/lib/dreams/log";
import { pageMetadata } from "@/lib/seo/metadata";
import { InterpretationView } from "@/components/interpretation/InterpretationView";

export const metadata = pageMetadata({
  title: "Your dream",
  description: "One dream from your private DreamLog, with its interpretation.",
  path: "/dashboard",
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

function SymbolLinks({ dream }: { dream: DreamEntry }) {
  const seen = new Set<string>();
  const symbols = (dream.interpretation?.symbols ?? []).filter((s) => {
    const key = s.symbol.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (symbols.length === 0) return null;
  return (
    <section aria-labelledby="symbols-heading" className="card p-5">
      <h2 id="symbols-heading" className="text-sm font-semibold uppercase tracking-wider text-aurora-300">
        Symbols in this dream
      </h2>
      <ul className="mt-3 space-y-3">
        {symbols.map((s) => {
          const article = dictionaryLinkFor(s.symbol);
          return (
            <li key={s.symbol} className="text-sm">
              <p className="font-semibold capitalize text-moon-300">{s.symbol}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {article && (
                  <Link
                    href={article.href}
                    className="inline-flex items-center gap-1 text-aurora-300 underline-offset-2 hover:text-white hover:underline"
                  >
                    <BookOpen className="h-3.5 w-3.5" aria-hidden="true" /> {article.title} in the dictionary
                  </Link>
                )}
                <Link
                  href={searchHref({ q: s.symbol })}
                  className="inline-flex items-center gap-1 text-mist-300 underline-offset-2 hover:text-white hover:underline"
                >
                  <Search className="h-3.5 w-3.5" aria-hidden="true" />{" "}
                  <span>
                    Search my log<span className="sr-only"> for {s.symbol}</span>
                  </span>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Related({ related }: { related: RelatedDream[] }) {
  return (
    <section aria-labelledby="related-heading" className="card p-5">
      <h2 id="related-heading" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-aurora-300">
        <Link2 className="h-4 w-4" aria-hidden="true" /> Dreams with the same symbols
      </h2>
      {related.length === 0 ? (
        <p className="mt-3 text-sm text-mist-300">None yet. As your DreamLog grows, dreams that share symbols with this one appear here.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {related.map((r) => (
            <li key={r.id}>
              <Link
                href={`/dashboard/dreams/${r.id}`}
                className="group block rounded-xl border border-night-700 bg-night-900/50 p-3 hover:border-aurora-400"
              >
                <span className="block text-xs text-mist-400">
                  <time dateTime={r.dreamtOn}>{longUsDate(r.dreamtOn)}</time>
                </span>
                <span className="mt-1 block text-sm font-medium text-mist-50 group-hover:text-aurora-300">{displayTitle(r)}</span>
                <span className="mt-1 block text-xs capitalize text-moon-300">Shared: {r.shared.join(", ")}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

async function DreamContent({ params }: Props) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(`/login?next=${encodeURIComponent(`/dashboard/dreams/${id}`)}`);
  // Another user's dream, an unknown id and a malformed one all look the same: not found.
  const data = await withUser(viewer.claims, async (tx) => {
    const dream = await getDream(tx, id);
    return dream ? { dream, related: await relatedDreams(tx, dream) } : null;
  });
  if (!data) notFound();
  const { dream, related } = data;

  return (
    <article aria-labelledby="dream-heading">
      <p className="text-xs font-medium uppercase tracking-wider text-mist-400">
        <time dateTime={dream.dreamtOn}>{longUsDate(dream.dreamtOn)}</time>
        {dream.editedAt && <span className="ml-2 normal-case tracking-normal">· Edited {longUsDate(dream.editedAt)}</span>}
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 id="dream-heading" className="break-words font-serif text-3xl text-mist-50 sm:text-4xl">
          {displayTitle(dream)}
        </h1>
        <Link href={`/dashboard/dreams/${dream.id}/edit`} className="btn-secondary shrink-0">
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
        </Link>
      </div>
      <DreamTags kinds={dream.kinds} tags={dream.tags} className="mt-4" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="space-y-6">
          <section aria-labelledby="text-heading" className="card p-5 sm:p-6">
            <h2 id="text-heading" className="text-sm font-semibold uppercase tracking-wider text-aurora-300">
              Your dream
            </h2>
            <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-mist-100">{dream.dreamText}</p>
          </section>
          <InterpretationSection dream={dream} viewer={viewer} />
        </div>
        <aside className="space-y-6" aria-label="Symbols and related dreams">
          <SymbolLinks dream={dream} />
          {dream.interpretation && <Related related={related} />}
        </aside>
      </div>
    </article>
  );
}

/** What re-interpreting costs, said before the button is pressed. */
function quotaNote(viewer: Viewer): string {
  return viewer.isPremium
    ? "Unlimited member: interpreting uses no quota."
    : "Interpreting uses your free interpretation for today, like any interpretation.";
}

function InterpretationSection({ dream, viewer }: { dream: DreamEntry; viewer: Viewer }) {
  if (!dream.interpretation) {
    return (
      <section aria-labelledby="not-interpreted-heading" className="card p-5 sm:p-6">
        <h2 id="not-interpreted-heading" className="text-lg font-semibold text-mist-50">
          Not interpreted yet
        </h2>
        <p className="mt-2 text-sm text-mist-300">You saved this dream without an interpretation. {quotaNote(viewer)}</p>
        <div className="mt-4">
          <InterpretSavedButton id={dream.id} again={false} />
        </div>
      </section>
    );
  }
  return (
    <section aria-label="Interpretation" className="card p-5 sm:p-6">
      {dream.interpretationOutdated && (
        <div role="note" className="mb-6 rounded-xl border border-moon-400/40 bg-moon-400/10 p-4">
          <p className="font-semibold text-moon-300">This interpretation was made from an earlier version of this dream.</p>
          <p className="mt-1 text-sm text-mist-300">You edited the dream after it was interpreted. {quotaNote(viewer)}</p>
          <div className="mt-3">
            <InterpretSavedButton id={dream.id} again />
          </div>
        </div>
      )}
      <InterpretationView interpretation={dream.interpretation} />
    </section>
  );
}

function DreamSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="h-4 w-40 animate-pulse rounded bg-night-800" />
      <div className="mt-3 h-10 w-3/4 animate-pulse rounded bg-night-800" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="h-96 animate-pulse rounded-2xl bg-night-800/70" />
        <div className="h-64 animate-pulse rounded-2xl bg-night-800/70" />
      </div>
    </div>
  );
}

export default function DreamPage(props: Props) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <BackToDreamLog className="mb-6" />
      <Suspense fallback={<DreamSkeleton />}>
        <DreamContent params={props.params} />
      </Suspense>
    </div>
  );
}
