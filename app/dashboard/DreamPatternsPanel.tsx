import type { ReactNode } from "react";
import Link from "@/components/layout/Link";
import { Lock, Sparkles } from "lucide-react";
import type { DreamPatterns } from "@/lib/dreams/patterns";
import type { LabelCounts } from "@/lib/dreams/label-counts";
import { KIND_LABELS } from "@/lib/dreams/journal-input";
import { searchHref } from "@/lib/dreams/search-href";
import { SymbolTimeline } from "./SymbolTimeline";
import { ROUTES } from "@/lib/routes";

/** One titled block of the premium patterns. */
function PatternBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wider text-aurora-300">{title}</h3>
      {children}
    </div>
  );
}

function Bars({ items, label }: { items: { name: string; count: number }[]; label: string }) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <ul className="space-y-2" aria-label={label}>
      {items.map((i) => (
        <li key={i.name} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-3 text-sm">
          <span className="truncate capitalize text-mist-100">{i.name}</span>
          <span className="h-2 rounded-full bg-night-700" aria-hidden="true">
            <span className="block h-2 rounded-full bg-aurora-500" style={{ width: `${(i.count / max) * 100}%` }} />
          </span>
          <span className="text-right text-mist-300">{i.count}</span>
        </li>
      ))}
    </ul>
  );
}

/** Patterns from the user's own log: premium sees everything, free users the top symbol. */
/** The member's own labels: how many dreams were lucid, nightmares or recurring, and the most used tags. */
function Labels({ labels }: { labels: LabelCounts }) {
  if (labels.kinds.length === 0 && labels.tags.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wider text-aurora-300">Kinds and tags</h3>
      <ul className="flex flex-wrap gap-2" aria-label="Kinds and tags you used">
        {labels.kinds.map((k) => (
          <li key={k.kind}>
            <Link
              href={searchHref({ kind: k.kind })}
              className="inline-block rounded-full bg-moon-400/15 px-3 py-1 text-sm text-moon-300 hover:text-white"
            >
              {KIND_LABELS[k.kind]} <span className="text-mist-300">· {k.count}</span>
            </Link>
          </li>
        ))}
        {labels.tags.map((t) => (
          <li key={t.name}>
            <Link
              href={searchHref({ tag: t.name })}
              className="inline-block rounded-full border border-night-600 px-3 py-1 text-sm text-mist-100 hover:border-aurora-400"
            >
              #{t.name} <span className="text-mist-300">· {t.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DreamPatternsPanel({ patterns, labels, isPremium }: { patterns: DreamPatterns; labels: LabelCounts; isPremium: boolean }) {
  const top = patterns.symbols[0];
  const window = `${patterns.dreamCount} ${patterns.dreamCount === 1 ? "dream" : "dreams"}`;
  return (
    <section aria-labelledby="patterns-heading" className="card p-5 sm:p-6">
      <h2 id="patterns-heading" className="flex items-center gap-2 font-serif text-2xl text-mist-50">
        <Sparkles className="h-5 w-5 text-moon-400" aria-hidden="true" /> Dream Patterns
      </h2>
      {top ? (
        <p className="mt-3 text-mist-300">
          Your most frequent symbol is <strong className="capitalize text-moon-300">{top.name}</strong>, in {top.count} of your {window}.
        </p>
      ) : (
        <p className="mt-3 text-mist-300">No recurring symbols yet — patterns appear as your DreamLog grows.</p>
      )}
      <Labels labels={labels} />

      {isPremium ? (
        <div className="mt-6 space-y-8">
          {patterns.symbols.length > 1 && (
            <PatternBlock title="Recurring symbols">
              <Bars items={patterns.symbols.slice(0, 8)} label="Recurring symbols" />
            </PatternBlock>
          )}
          {patterns.emotions.length > 0 && (
            <PatternBlock title="Balance of feelings">
              <Bars items={patterns.emotions.map((e) => ({ name: e.label, count: e.count }))} label="Feelings" />
            </PatternBlock>
          )}
          <div className="grid gap-8">
            {patterns.themes.length > 0 && (
              <PatternBlock title="Frequent themes">
                <Bars items={patterns.themes.slice(0, 5)} label="Themes" />
              </PatternBlock>
            )}
            {patterns.characters.length > 0 && (
              <PatternBlock title="Who appears">
                <Bars items={patterns.characters.slice(0, 5)} label="Characters" />
              </PatternBlock>
            )}
          </div>
          {patterns.timeline.series.length > 0 && (
            <PatternBlock title="Symbols over time">
              <SymbolTimeline timeline={patterns.timeline} />
            </PatternBlock>
          )}
        </div>
      ) : (
        <div className="mt-5 rounded-xl border border-moon-400/30 bg-moon-400/5 p-5">
          <p className="flex items-center gap-2 font-semibold text-mist-50">
            <Lock className="h-4 w-4 text-moon-400" aria-hidden="true" /> See all your patterns
          </p>
          <p className="mt-1 text-sm text-mist-300">
            Unlimited unlocks every recurring symbol, the balance of your feelings, your frequent themes and people, and how your symbols
            change month by month.
          </p>
          <Link href={ROUTES.upgrade} className="btn-primary mt-4">
            Upgrade
          </Link>
        </div>
      )}
    </section>
  );
}
