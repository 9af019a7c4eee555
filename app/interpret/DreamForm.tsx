"use client";

import { useId } from "react";
import { CloudOff } from "lucide-react";
import { DictationButton } from "@/components/dictation/DictationButton";
import { useHydrated } from "@/components/forms/use-hydrated";
import type { AccountUsage } from "@/lib/account/account-state";
import { DREAM_MAX } from "@/lib/dreams/input-limits";
import { DreamFormFooter } from "./DreamFormFooter";
import { useDreamForm, type Interpreted } from "./use-dream-form";

export type { Interpreted };

/** The dream form: validated in the browser with the action's own schema, its text kept as a draft. */
type Props = { usage: AccountUsage | null; signedIn: boolean; onInterpreted: (result: Interpreted) => void };

export function DreamForm({ usage, signedIn, onInterpreted }: Props) {
  const hydrated = useHydrated();
  const textareaId = useId();
  const { register, handleSubmit, pending, length, kept, dictation, onSubmit, onInvalid } = useDreamForm(signedIn, onInterpreted);

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="card p-5 sm:p-8">
      {/* Room for the microphone button, which appears after load where the browser can listen (on a phone the label then
          takes two lines): nothing below moves. */}
      <div className="flex min-h-14 items-start justify-between gap-3 sm:min-h-9.5">
        <label htmlFor={textareaId} className="block text-lg font-semibold text-mist-50">
          Describe your dream in detail
        </label>
        {/* Before the field in the tab order: typing, then Tab, reaches the submit button. */}
        {dictation.supported && (
          <DictationButton
            listening={dictation.listening}
            disabled={pending || !hydrated}
            onStart={dictation.start}
            onStop={dictation.stop}
            controls={textareaId}
          />
        )}
      </div>
      <p id={`${textareaId}-hint`} className="mt-1 text-sm text-mist-300">
        Who was there, where you were, what happened and how it felt. The more you remember, the richer the reading.
      </p>
      <textarea
        id={textareaId}
        rows={9}
        maxLength={DREAM_MAX}
        aria-describedby={`${textareaId}-hint ${textareaId}-count`}
        className="field mt-4 min-h-48 resize-y leading-relaxed"
        placeholder="I was walking through my grandmother's house, but the rooms kept changing…"
        disabled={pending || !hydrated}
        {...register("text", { onChange: dictation.yieldToTyping })}
      />
      {kept && (
        <p className="mt-3 flex items-start gap-2 text-sm text-moon-300" role="status">
          <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          You&apos;re offline. Your dream is kept on this device and will be saved and interpreted when you&apos;re back online.
        </p>
      )}
      <DreamFormFooter countId={`${textareaId}-count`} length={length} usage={usage} pending={pending} disabled={pending || !hydrated} />
    </form>
  );
}
