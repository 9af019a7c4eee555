"use client";

import { useState, useTransition } from "react";
import Link from "@/components/layout/Link";
import { useRouter } from "next/navigation";
import { toast } from "@/components/layout/toast";
import { ChevronDown, ExternalLink, Trash2 } from "lucide-react";
import { displayTitle, longUsDate } from "@/lib/dreams/as-text";
import type { DreamCard as DreamCardData } from "@/lib/dreams/log";
import { deleteDreamAction, loadDreamsAction } from "./actions";
import { DreamTags } from "./DreamTags";
import { dreamPath } from "@/lib/routes";
import { answerOr } from "@/lib/actions/result";

function DreamCard({ dream, onRemoved }: { dream: DreamCardData; onRemoved: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = `dream-${dream.id}`;
  const title = displayTitle(dream);
  const interpreted = dream.summary !== null;

  return (
    <li className="card p-5 sm:p-6">
      <p className="text-xs font-medium uppercase tracking-wider text-mist-400">
        <time dateTime={dream.dreamtOn}>{longUsDate(dream.dreamtOn)}</time>
        {!interpreted && <span className="ml-2 normal-case tracking-normal text-moon-300">· Not interpreted yet</span>}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-mist-50">{title}</h3>
      <p className="mt-1 line-clamp-2 text-sm text-mist-300">{dream.dreamText}</p>
      <DreamTags kinds={dream.kinds} tags={dream.tags} className="mt-3" />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {interpreted && (
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDown className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`} aria-hidden="true" />
            {open ? "Hide interpretation" : "Show interpretation"}
          </button>
        )}
        <Link
          href={dreamPath(dream.id)}
          aria-label={`Open “${title}”`}
          className="inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium text-aurora-300 hover:bg-aurora-600/10 hover:text-white"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> Open
        </Link>
        <RemoveDream id={dream.id} onRemoved={onRemoved} />
      </div>
      {open && interpreted && <InterpretationPanel id={panelId} dream={dream} />}
    </li>
  );
}

/** Remove, then confirm: the dream is deleted only on the second press. */
function RemoveDream({ id, onRemoved }: { id: string; onRemoved: (id: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();

  function remove() {
    startTransition(async () => {
      const result = await answerOr(deleteDreamAction(id), { message: "Failed to delete dream" });
      if (!result.ok) {
        toast.error(result.message);
        setConfirming(false);
        return;
      }
      toast.success("Dream removed from your log");
      onRemoved(id);
    });
  }

  if (!confirming)
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium text-rose-300 hover:bg-rose-500/10"
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
      </button>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-mist-300" role="group" aria-label="Confirm removal">
      Remove this dream for good?
      <button
        type="button"
        className="rounded-full bg-rose-600 px-4 py-2 font-semibold text-white hover:bg-rose-500 disabled:opacity-60"
        onClick={remove}
        disabled={pending}
      >
        {pending ? "Removing..." : "Yes, remove"}
      </button>
      <button
        type="button"
        className="rounded-full px-3 py-2 text-mist-300 hover:text-white"
        onClick={() => setConfirming(false)}
        disabled={pending}
      >
        Cancel
      </button>
    </span>
  );
}

function InterpretationPanel({ id, dream }: { id: string; dream: DreamCardData }) {
  return (
    <div id={id} className="mt-5 space-y-4 border-t border-night-700 pt-5">
      {dream.interpretationOutdated && (
        <p className="text-sm text-moon-300">This interpretation was made from an earlier version of the dream.</p>
      )}
      <p className="leading-relaxed text-mist-100">{dream.summary}</p>
      {dream.symbols.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Symbols">
          {dream.symbols.map((symbol, n) => (
            <li key={`${symbol}-${n}`} className="rounded-full bg-aurora-600/20 px-3 py-1 text-sm capitalize text-aurora-300">
              {symbol}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function DreamList({ initial, initialCursor }: { initial: DreamCardData[]; initialCursor: string | null }) {
  const router = useRouter();
  const [dreams, setDreams] = useState(initial);
  const [cursor, setCursor] = useState(initialCursor);
  const [loading, startLoading] = useTransition();

  function loadMore() {
    startLoading(async () => {
      const page = await answerOr(loadDreamsAction(cursor), { message: "Failed to load your dreams" });
      if (!page.ok) {
        toast.error(page.message, { action: { label: "Retry", onClick: loadMore } });
        return;
      }
      setDreams((d) => [...d, ...page.data.entries.filter((e) => !d.some((x) => x.id === e.id))]);
      setCursor(page.data.nextCursor);
    });
  }

  function removed(id: string) {
    setDreams((d) => d.filter((x) => x.id !== id));
    if (dreams.length === 1) router.refresh();
  }

  return (
    <>
      <ul className="space-y-4">
        {dreams.map((d) => (
          <DreamCard key={d.id} dream={d} onRemoved={removed} />
        ))}
      </ul>
      {cursor && (
        <div className="mt-6 text-center">
          <button type="button" className="btn-secondary" onClick={loadMore} disabled={loading}>
            {loading ? "Loading..." : "Load older dreams"}
          </button>
        </div>
      )}
    </>
  );
}
