"use client";

import { Suspense, lazy, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useAccount } from "@/components/layout/account-store";
import { toast } from "@/components/layout/toast";
import { WaitingDreams } from "@/components/offline/WaitingDreams";
import type { AccountUsage } from "@/lib/account/account-state";
import { DreamForm, type Interpreted } from "./DreamForm";
import { loadResultView, loadedResultView, type ResultView } from "./result-view";
import { Upsells } from "./Upsells";
import { clearDraft } from "./use-dream-draft";

// The result view (and the interpretation's components) is fetched when the form is submitted; the
// form waits for it with the answer, so this lazy path only serves a chunk that is still on its way.
const LazyResultView = lazy(() => loadResultView().then((view) => ({ default: view })));

/** What is shown in the form's place: the result, its view (null until its chunk arrives) and the form's height. */
type Shown = { result: Interpreted; View: ResultView | null; formHeight: number };

/** Stands where the form was, as tall as it, until the result view arrives; says so to screen readers. */
function ResultLoading({ minHeight }: { minHeight: number }) {
  return (
    <div role="status" className="card min-h-96 animate-pulse" style={{ minHeight: minHeight || undefined }}>
      <span className="sr-only">Loading your interpretation…</span>
    </div>
  );
}

/**
 * /interpret's interactive part: the form, then the result in its place. The page is static; who
 * is asking (signed in, premium, today's usage) comes from the account store after load.
 */
export function InterpretClient() {
  const router = useRouter();
  const account = useAccount();
  const formArea = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  // The action's answer is newer than the account's; until one arrives, the account's is shown.
  const [usageAfter, setUsageAfter] = useState<AccountUsage | null | undefined>(undefined);
  const ready = account.status === "ready" ? account.account : null;
  const usage = usageAfter !== undefined ? usageAfter : (ready?.usage ?? null);

  function interpreted(outcome: Interpreted) {
    clearDraft();
    setShown({ result: outcome, View: loadedResultView(), formHeight: formArea.current?.offsetHeight ?? 0 });
    setUsageAfter(outcome.usage && { remaining: outcome.usage.remaining, resetsAt: outcome.usage.resetsAt });
    if (outcome.saved) {
      toast.success("Dream interpretation saved to your DreamLog");
      router.refresh();
    }
  }

  function startOver() {
    setShown(null);
    clearDraft();
  }

  return (
    <div className="space-y-8">
      {shown ? (
        shown.View ? (
          <shown.View result={shown.result} usage={usage} onStartOver={startOver} />
        ) : (
          <Suspense fallback={<ResultLoading minHeight={shown.formHeight} />}>
            <LazyResultView result={shown.result} usage={usage} onStartOver={startOver} />
          </Suspense>
        )
      ) : (
        <div ref={formArea} className="space-y-8">
          <WaitingDreams />
          <DreamForm usage={usage} signedIn={Boolean(ready?.signedIn)} onInterpreted={interpreted} />
        </div>
      )}
      <Upsells account={account} />
    </div>
  );
}
