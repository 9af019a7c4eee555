"use client";

import { CloudOff, Sparkles } from "lucide-react";
import { draftPreview } from "@/lib/offline/draft-preview";
import { useWaitingDrafts } from "./draft-store";

/**
 * The dreams written on this device that are not in the DreamLog yet (the signed-in member's
 * only), each marked "Waiting to sync". Nothing is shown when nothing waits.
 */
export function WaitingDreams() {
  const state = useWaitingDrafts();
  if (state.status !== "ready" || state.drafts.length === 0) return null;
  const count = state.drafts.length;
  return (
    <section aria-labelledby="waiting-title" className="card p-5 sm:p-6">
      <h2 id="waiting-title" className="flex items-center gap-2 text-lg font-semibold text-mist-50">
        <CloudOff className="h-5 w-5 text-moon-400" aria-hidden="true" />
        {count === 1 ? "1 dream waiting to sync" : `${count} dreams waiting to sync`}
      </h2>
      <p className="mt-1 text-sm text-mist-300">
        Kept safely on this device. {count === 1 ? "It is" : "They are"} saved to your DreamLog as soon as you're back online.
      </p>
      <ul className="mt-4 space-y-3">
        {state.drafts.map((draft) => (
          <li key={draft.key} className="rounded-xl border border-night-700 bg-night-900/60 p-3" data-testid="waiting-dream">
            <p className="text-sm text-mist-100">{draftPreview(draft.text)}</p>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-mist-400">
              <span className="inline-flex items-center gap-1 rounded-full bg-moon-400/10 px-2 py-0.5 font-medium text-moon-300">
                Waiting to sync
              </span>
              <span>Night of {new Date(`${draft.dreamtOn}T12:00:00`).toLocaleDateString("en-US", { dateStyle: "medium" })}</span>
              {draft.interpret && (
                <span className="inline-flex items-center gap-1">
                  <Sparkles className="h-3 w-3" aria-hidden="true" /> Interpreted once saved
                </span>
              )}
            </p>
            {draft.problem && (
              <p className="mt-2 text-sm text-rose-300" role="alert">
                {draft.problem}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
