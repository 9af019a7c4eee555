"use client";

import { useCallback, useId } from "react";
import { CloudOff, Sparkles } from "lucide-react";
import { DictationButton } from "@/components/dictation/DictationButton";
import { useDictation } from "@/components/dictation/use-dictation";
import { useActionForm } from "@/components/forms/use-action-form";
import { useHydrated } from "@/components/forms/use-hydrated";
import { toast } from "@/components/layout/toast";
import type { AccountUsage } from "@/lib/account/account-state";
import { dreamInputSchema, dreamInputMessages, DREAM_MAX } from "@/lib/dreams/input";
import { defaultNight } from "@/lib/dreams/journal-input";
import { interpretAction, type InterpretResult } from "./actions";
import { UsageLine } from "./UsageLine";
import { useDreamDraft } from "./use-dream-draft";
import { useKeepOffline } from "./use-keep-offline";

export type Interpreted = Extract<InterpretResult, { ok: true }>["data"];

const FALLBACK = {
  title: "We couldn't interpret your dream",
  message: "Please check your connection and try again. Your dream is still here.",
};

/** The dream form: validated in the browser with the action's own schema, its text kept as a draft. */
type Props = { usage: AccountUsage | null; signedIn: boolean; onInterpreted: (result: Interpreted) => void };

export function DreamForm({ usage, signedIn, onInterpreted }: Props) {
  const hydrated = useHydrated();
  const textareaId = useId();
  // the night is the browser's: before noon last night, after it tonight
  const interpretTonight = (values: { text: string }) => interpretAction({ ...values, dreamtOn: defaultNight() });
  const { register, handleSubmit, watch, setValue, getValues, reset, run, pending } = useActionForm(dreamInputSchema, interpretTonight, {
    defaultValues: { text: "" },
    fallback: FALLBACK,
  });
  const text = watch("text");
  useDreamDraft(
    text,
    useCallback((draft: string) => setValue("text", draft), [setValue]),
  );
  const length = text.trim().length;
  const offline = useKeepOffline(signedIn);
  const dictation = useDictation({ read: () => getValues("text"), write: (next) => setValue("text", next), maxLength: DREAM_MAX });

  async function keptForLater(text: string) {
    if (!(await offline.keep(text))) return false;
    reset({ text: "" });
    return true;
  }

  async function onSubmit(values: { text: string }) {
    offline.forget();
    if (!navigator.onLine && (await keptForLater(values.text))) return;
    // The result view is its own chunk: start fetching it while the server interprets.
    void import("./InterpretResult");
    const outcome = await run(values);
    if (outcome) onInterpreted(outcome.data);
    else if (!navigator.onLine) await keptForLater(values.text);
  }

  function onInvalid() {
    const m = length > DREAM_MAX ? dreamInputMessages.tooLong : dreamInputMessages.tooShort;
    toast.error(m.title, { description: m.message });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="card p-5 sm:p-8">
      <div className="flex items-start justify-between gap-3">
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
      {offline.kept && (
        <p className="mt-3 flex items-start gap-2 text-sm text-moon-300" role="status">
          <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          You&apos;re offline. Your dream is kept on this device and will be saved and interpreted when you&apos;re back online.
        </p>
      )}
      <div className="mt-3 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        {/* One line is kept for the usage line, which arrives with the account after load. */}
        <div className="min-h-11 space-y-1">
          <p id={`${textareaId}-count`} className={`text-sm ${length > DREAM_MAX ? "text-rose-300" : "text-mist-400"}`} aria-live="polite">
            {length.toLocaleString("en-US")} / {DREAM_MAX.toLocaleString("en-US")} characters
          </p>
          {usage && <UsageLine usage={usage} />}
        </div>
        <button type="submit" className="btn-primary px-7 py-3 text-base" disabled={pending || !hydrated}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {pending ? "Interpreting..." : "Interpret Dream"}
        </button>
      </div>
    </form>
  );
}
