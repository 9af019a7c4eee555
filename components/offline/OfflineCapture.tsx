"use client";

import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CloudOff, Save } from "lucide-react";
import Link from "@/components/layout/Link";
import { zodResolver } from "@/components/forms/zod-resolver";
import { useHydrated } from "@/components/forms/use-hydrated";
import { DictationButton } from "@/components/dictation/DictationButton";
import { useDictation } from "@/components/dictation/use-dictation";
import { dreamInputMessages, dreamInputSchema, DREAM_MAX } from "@/lib/dreams/input";
import { keepOnDevice, TEXT_DRAFT_KEY } from "@/lib/offline/capture";
import { useWaitingDrafts } from "./draft-store";
import { WaitingDreams } from "./WaitingDreams";
import { ROUTES } from "@/lib/routes";

const captureSchema = dreamInputSchema.extend({ interpret: z.boolean() });
type Capture = z.infer<typeof captureSchema>;

/**
 * The dream form that works without a connection (the page the service worker serves offline).
 * A signed-in member's dream is kept in IndexedDB and saved — and interpreted, if they ask — when
 * the connection returns; anyone else's words stay in the browser's draft for the Interpret page.
 */
export function OfflineCapture() {
  const hydrated = useHydrated();
  const fieldId = useId();
  const drafts = useWaitingDrafts();
  const owner = drafts.status === "ready" ? drafts.owner : null;
  const { register, handleSubmit, watch, setValue, getValues, reset, formState } = useForm<Capture>({
    resolver: zodResolver(captureSchema),
    defaultValues: { text: "", interpret: true },
  });
  const text = watch("text");
  // Said inline, not in a toast: offline, the toaster's code may not be on the device.
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const dictation = useDictation({
    read: () => getValues("text"),
    write: (next) => setValue("text", next),
    maxLength: DREAM_MAX,
  });

  useEffect(() => {
    const kept = window.localStorage.getItem(TEXT_DRAFT_KEY);
    if (kept) setValue("text", kept);
  }, [setValue]);
  useEffect(() => {
    if (text) window.localStorage.setItem(TEXT_DRAFT_KEY, text);
  }, [text]);

  async function onSubmit({ text: dream, interpret }: Capture) {
    if (!owner) return;
    setOutcome(null);
    try {
      await keepOnDevice(owner, dream, interpret);
    } catch {
      setOutcome({ ok: false, message: "This browser can't keep the dream. Your text is still here: copy it somewhere safe." });
      return;
    }
    window.localStorage.removeItem(TEXT_DRAFT_KEY);
    reset({ text: "", interpret });
    setOutcome({ ok: true, message: "Your dream is kept on this device. It is saved to your DreamLog when you're back online." });
  }

  function onInvalid() {
    const m = text.trim().length > DREAM_MAX ? dreamInputMessages.tooLong : dreamInputMessages.tooShort;
    setOutcome({ ok: false, message: `${m.title}. ${m.message}` });
  }

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
          disabled={!hydrated || formState.isSubmitting}
          {...textField}
        />
        {outcome && (
          <p className={`mt-3 text-sm ${outcome.ok ? "text-moon-300" : "text-rose-300"}`} role="status">
            {outcome.message}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            {owner && (
              <label className="inline-flex items-center gap-2 text-sm text-mist-100">
                <input type="checkbox" className="h-4 w-4 accent-aurora-500" {...register("interpret")} />
                Interpret it once it's saved
              </label>
            )}
          </div>
          {owner ? (
            <button type="submit" className="btn-primary px-7 py-3 text-base" disabled={!hydrated || formState.isSubmitting}>
              <Save className="h-4 w-4" aria-hidden="true" /> Keep this dream
            </button>
          ) : (
            <Link href={ROUTES.interpret} className="btn-primary px-7 py-3 text-base">
              Go to Interpret
            </Link>
          )}
        </div>
      </form>
      <WaitingDreams />
      <p className="flex items-start gap-2 text-sm text-mist-400">
        <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Pages with your DreamLog need a connection; nothing from them is stored on this device.
      </p>
    </div>
  );
}
