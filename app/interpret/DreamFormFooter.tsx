"use client";

import { Sparkles } from "lucide-react";
import type { AccountUsage } from "@/lib/account/account-state";
import { DREAM_MAX } from "@/lib/dreams/input-limits";
import { formatCount } from "@/lib/text/count";
import { UsageLine } from "./UsageLine";

type Props = { countId: string; length: number; usage: AccountUsage | null; pending: boolean; disabled: boolean };

/** The character count, the usage line and the submit button. */
export function DreamFormFooter({ countId, length, usage, pending, disabled }: Props) {
  return (
    <div className="mt-3 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
      {/* One line is kept for the usage line, which arrives with the account after load. */}
      <div className="min-h-11 space-y-1">
        <p id={countId} className={`text-sm ${length > DREAM_MAX ? "text-rose-300" : "text-mist-400"}`} aria-live="polite">
          {formatCount(length)} / {formatCount(DREAM_MAX)} characters
        </p>
        {usage && <UsageLine usage={usage} />}
      </div>
      <button type="submit" className="btn-primary px-7 py-3 text-base" disabled={disabled}>
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        {pending ? "Interpreting..." : "Interpret Dream"}
      </button>
    </div>
  );
}
