"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useAccount } from "@/components/layout/account-store";
import { toast } from "@/components/layout/toast";
import { WaitingDreams } from "@/components/offline/WaitingDreams";
import type { AccountUsage } from "@/lib/account/account-state";
import { DreamForm, type Interpreted } from "./DreamForm";
import { Upsells } from "./Upsells";
import { clearDraft } from "./use-dream-draft";

// The result view (and the interpretation's components) is fetched when there is a result.
const InterpretResult = dynamic(() => import("./InterpretResult"), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="card min-h-96 animate-pulse" />,
});

/**
 * /interpret's interactive part: the form, then the result in its place. The page is static; who
 * is asking (signed in, premium, today's usage) comes from the account store after load.
 */
export function InterpretClient() {
  const router = useRouter();
  const account = useAccount();
  const [result, setResult] = useState<Interpreted | null>(null);
  // The action's answer is newer than the account's; until one arrives, the account's is shown.
  const [usageAfter, setUsageAfter] = useState<AccountUsage | null | undefined>(undefined);
  const ready = account.status === "ready" ? account.account : null;
  const usage = usageAfter !== undefined ? usageAfter : (ready?.usage ?? null);

  function interpreted(outcome: Interpreted) {
    clearDraft();
    setResult(outcome);
    setUsageAfter(outcome.usage && { remaining: outcome.usage.remaining, resetsAt: outcome.usage.resetsAt });
    if (outcome.saved) {
      toast.success("Dream interpretation saved to your DreamLog");
      router.refresh();
    }
  }

  function startOver() {
    setResult(null);
    clearDraft();
  }

  return (
    <div className="space-y-8">
      {result ? (
        <InterpretResult result={result} usage={usage} onStartOver={startOver} />
      ) : (
        <>
          <WaitingDreams />
          <DreamForm usage={usage} signedIn={Boolean(ready?.signedIn)} onInterpreted={interpreted} />
        </>
      )}
      <Upsells account={account} />
    </div>
  );
}
