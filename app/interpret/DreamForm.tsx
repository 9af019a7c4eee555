"use client";

import { useCallback, useId } from "react";
import { Sparkles } from "lucide-react";
import { useActionForm } from "@/components/forms/use-action-form";
import { useHydrated } from "@/components/forms/use-hydrated";
import { toast } from "@/components/layout/toast";
import type { AccountUsage } from "@/lib/account/account-state";
import { dreamInputSchema, dreamInputMessages, DREAM_MAX } from "@/lib/dreams/input";
import { defaultNight } from "@/lib/dreams/journal-input";
import { interpretAction, type InterpretResult } from "./actions";
import { UsageLine } from "./UsageLine";
import { useDreamDraft } from "./use-dream-draft";

export type Interpreted = Extract<InterpretResult, { ok: true }>["data"];

const FALLBACK = {
  title: "We couldn't interpret your dream",
  message: "Please check your connection and try again. Your dream is still here.",
};

/** The dream form: validated in the browser with the action's own schema, its text kept as a draft. */
export function DreamForm({ usage, onInterpreted }: { usage: AccountUsage | null; onInterpreted: (result: Interpreted) => void }) {
  const hydrated = useHydrated();
  const textareaId = useId();
  // the night is the browser's: before noon last night, after it tonight
  const interpretTonight = (values: { text: string }) => interpretAction({ ...values, dreamtOn: defaultNight() });
  const { register, handleSubmit, watch, setValue, run, pending } = useActionForm(dreamInputSchema, interpretTonight, {
    defaultValues: { text: "" },
    fallback: FALLBACK,
  });
  const text = watch("text");
  useDreamDraft(
    text,
    useCallback((draft: string) => setValue("text", draft), [setValue]),
  );
  const length = text.trim().length;

  async function onSubmit(values: { text: string }) {
    // The result view is its own chunk: start fetching it while the server interprets.
    void import("./InterpretResult");
    const outcome = await run(values);
    if (outcome) onInterpreted(outcome.data);
  }

  function onInvalid() {
    const m = length > DREAM_MAX ? dreamInputMessages.tooLong : dreamInputMessages.tooShort;
    toast.error(m.title, { description: m.message });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="card p-5 sm:p-8">
      <label htmlFor={textareaId} className="block text-lg font-semibold text-mist-50">
        Describe your dream in detail
      </label>
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
        {...register("text")}
      />
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
