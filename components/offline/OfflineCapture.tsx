"use client";

import { useId } from "react";
import { CloudOff } from "lucide-react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { DictationButton } from "@/components/dictation/DictationButton";
import { DREAM_MAX } from "@/lib/dreams/input";
import { OfflineCaptureFooter } from "./OfflineCaptureFooter";
import { useOfflineCapture } from "./use-offline-capture";
import { WaitingDreams } from "./WaitingDreams";

/**
 * The dream form that works without a connection (the page the service worker serves offline).
 * A signed-in member's dream is kept in IndexedDB and saved — and interpreted, if they ask — when
 * the connection returns; anyone else's words stay in the browser's draft for the Interpret page.
 */
export function OfflineCapture() {
  const hydrated = useHydrated();
  const fieldId = useId();
  const { register, handleSubmit, formState, owner, outcome, dictation, onSubmit, onInvalid } = useOfflineCapture();
  const disabled = !hydrated || formState.isSubmitting;

  const textField = register("text", { onChange: dictation.yieldToTyping });
  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="card p-5 sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <label htmlFor={fieldId} className="block text-lg font-semibold text-mist-50">
            Describe your dream in detail
          </label>
          {dictation.supported && (
            <DictationButton listening={dictation.listening} onStart={dictation.start} onStop={dictation.stop} controls={fieldId} />
          )}
        </div>
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-mist-300">
          {owner
            ? "Write it down now: it stays on this device until it is safely in your DreamLog."
            : "Your words stay in this browser. When you're back online, interpret them on the Interpret page, or log in to keep them in your DreamLog."}
        </p>
        <textarea
          id={fieldId}
          rows={9}
          maxLength={DREAM_MAX}
          aria-describedby={`${fieldId}-hint`}
          className="field mt-4 min-h-48 resize-y leading-relaxed"
          placeholder="I was walking through my grandmother's house, but the rooms kept changing…"
          disabled={disabled}
          {...textField}
        />
        {outcome && (
          <p className={`mt-3 text-sm ${outcome.ok ? "text-moon-300" : "text-rose-300"}`} role="status">
            {outcome.message}
          </p>
        )}
        <OfflineCaptureFooter signedIn={Boolean(owner)} disabled={disabled} interpretField={owner ? register("interpret") : undefined} />
      </form>
      <WaitingDreams />
      <p className="flex items-start gap-2 text-sm text-mist-400">
        <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Pages with your DreamLog need a connection; nothing from them is stored on this device.
      </p>
    </div>
  );
}
