"use client";

import { useEffect, useId, useRef, useState } from "react";
import Link from "@/components/layout/Link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { toast } from "@/components/layout/toast";
import { BookmarkCheck, BookmarkPlus, Check, CloudOff, Copy, RotateCcw, Share2, Sparkles } from "lucide-react";
import { dreamInputSchema, dreamInputMessages, DREAM_MAX, type DreamInput } from "@/lib/dreams/input";
import { interpretationAsText, interpretationShareText } from "@/lib/dreams/as-text";
import { InterpretationView } from "@/components/interpretation/InterpretationView";
import { useHydrated } from "@/components/forms/use-hydrated";
import { DictationButton } from "@/components/dictation/DictationButton";
import { useDictation } from "@/components/dictation/use-dictation";
import { useWaitingDrafts } from "@/components/offline/draft-store";
import { WaitingDreams } from "@/components/offline/WaitingDreams";
import { keepOnDevice, TEXT_DRAFT_KEY as DRAFT_KEY } from "@/lib/offline/capture";
import { defaultNight } from "@/lib/dreams/journal-input";
import type { UsageStatus } from "@/lib/usage/quota";
import { interpretAction, type InterpretResult } from "./actions";

const COPIED_MS = 3000;

type Success = Extract<InterpretResult, { ok: true }>["data"];
type Props = { signedIn: boolean; isPremium: boolean; usage: UsageStatus | null };

function resetTime(iso: string) {
  const ms = new Date(iso).getTime() - Date.now();
  const h = Math.max(0, Math.floor(ms / 3_600_000));
  const m = Math.max(0, Math.floor((ms % 3_600_000) / 60_000));
  return `Resets at midnight UTC (in ${h > 0 ? `${h} h ` : ""}${m} min).`;
}

export function UsageLine({ usage }: { usage: UsageStatus }) {
  return (
    <p className="text-sm text-mist-300" role="status">
      {usage.remaining > 0
        ? `You have ${usage.remaining} free interpretation remaining today`
        : "You've used your free interpretation for today"}
      {/* A countdown: the minute may turn between the server's render and hydration. */}
      <span className="text-mist-400" suppressHydrationWarning>
        {` · ${resetTime(usage.resetsAt)}`}
      </span>
    </p>
  );
}

export function InterpretClient({ signedIn, isPremium, usage: initialUsage }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const textareaId = useId();
  const [result, setResult] = useState<Success | null>(null);
  const [usage, setUsage] = useState(initialUsage);
  const [copied, setCopied] = useState(false);
  const [keptOffline, setKeptOffline] = useState(false);
  const drafts = useWaitingDrafts();
  // The member a dream typed while the connection is down is kept for (lib/offline).
  const offlineOwner = signedIn && drafts.status === "ready" ? drafts.owner : null;
  const resultRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = useForm<DreamInput>({
    resolver: zodResolver(dreamInputSchema),
    defaultValues: { text: "" },
  });
  const text = watch("text");
  const dictation = useDictation({ read: () => getValues("text"), write: (next) => setValue("text", next), maxLength: DREAM_MAX });

  // The draft survives reloads and errors; it is only cleared once an interpretation is shown.
  useEffect(() => {
    const draft = window.localStorage.getItem(DRAFT_KEY);
    if (draft) setValue("text", draft);
  }, [setValue]);
  useEffect(() => {
    if (text) window.localStorage.setItem(DRAFT_KEY, text);
  }, [text]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  /** No connection: a member's dream waits on this device and is saved and interpreted when it returns. */
  async function keepForLater(values: DreamInput): Promise<boolean> {
    if (!offlineOwner) return false;
    try {
      await keepOnDevice(offlineOwner, values.text, true);
    } catch {
      return false;
    }
    window.localStorage.removeItem(DRAFT_KEY);
    reset({ text: "" });
    setKeptOffline(true);
    return true;
  }

  async function onSubmit(values: DreamInput) {
    setKeptOffline(false);
    if (!navigator.onLine && (await keepForLater(values))) return;
    try {
      // The night is the writer's own (local time), not the server's.
      const outcome = await interpretAction({ ...values, dreamtOn: defaultNight() });
      if (!outcome.ok) {
        toast.error(outcome.title, { description: outcome.message });
        return;
      }
      window.localStorage.removeItem(DRAFT_KEY);
      setResult(outcome.data);
      setUsage(outcome.data.usage);
      if (outcome.data.saved) {
        toast.success("Dream interpretation saved to your DreamLog");
        router.refresh();
      }
    } catch {
      if (await keepForLater(values)) return;
      toast.error("We couldn't interpret your dream", {
        description: "Please check your connection and try again. Your dream is still here.",
      });
    }
  }

  function onInvalid() {
    const length = text.trim().length;
    const m = length > DREAM_MAX ? dreamInputMessages.tooLong : dreamInputMessages.tooShort;
    toast.error(m.title, { description: m.message });
  }

  async function copy() {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(interpretationAsText(result.dreamText, result.interpretation));
      setCopied(true);
      toast.success("Copied to clipboard");
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error("Couldn't copy", { description: "Your browser blocked clipboard access." });
    }
  }

  async function share() {
    if (!result) return;
    const shareText = interpretationShareText(result.interpretation);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "My dream interpretation — Oneira", text: shareText });
      } catch (error) {
        if ((error as Error).name !== "AbortError") toast.error("Couldn't share", { description: "Please try copying instead." });
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(shareText);
      toast.success("Copied to clipboard", { description: "A short summary is ready to paste and share." });
    } catch {
      toast.error("Couldn't share", { description: "Your browser blocked clipboard access." });
    }
  }

  function save() {
    if (result?.saved) {
      toast.success("Already in your DreamLog", { description: "Every interpretation is saved automatically." });
      return;
    }
    toast.info("Save your dreams with a free account", {
      description: "Register or log in to keep your interpretations in your private DreamLog.",
    });
  }

  function startOver() {
    setResult(null);
    reset({ text: "" });
    window.localStorage.removeItem(DRAFT_KEY);
  }

  const length = text.trim().length;

  return (
    <div className="space-y-8">
      <WaitingDreams />
      {!result ? (
        <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="card p-5 sm:p-8">
          <div className="flex items-start justify-between gap-3">
            <label htmlFor={textareaId} className="block text-lg font-semibold text-mist-50">
              Describe your dream in detail
            </label>
            {/* Before the field in the tab order: typing, then Tab, reaches the submit button. */}
            {dictation.supported && (
              <DictationButton
                listening={dictation.listening}
                disabled={isSubmitting || !hydrated}
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
            disabled={isSubmitting || !hydrated}
            {...register("text", { onChange: dictation.yieldToTyping })}
          />
          {keptOffline && (
            <p className="mt-3 flex items-start gap-2 text-sm text-moon-300" role="status">
              <CloudOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              You're offline. Your dream is kept on this device and will be saved and interpreted when you're back online.
            </p>
          )}
          <div className="mt-3 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="space-y-1">
              <p
                id={`${textareaId}-count`}
                className={`text-sm ${length > DREAM_MAX ? "text-rose-300" : "text-mist-400"}`}
                aria-live="polite"
              >
                {length.toLocaleString("en-US")} / {DREAM_MAX.toLocaleString("en-US")} characters
              </p>
              {usage && <UsageLine usage={usage} />}
            </div>
            <button type="submit" className="btn-primary px-7 py-3 text-base" disabled={isSubmitting || !hydrated}>
              <Sparkles className="h-4 w-4" aria-hidden="true" />
              {isSubmitting ? "Interpreting..." : "Interpret Dream"}
            </button>
          </div>
        </form>
      ) : (
        <article className="card p-5 sm:p-8" aria-labelledby="result-title">
          <h2 id="result-title" ref={resultRef} tabIndex={-1} className="font-serif text-3xl text-mist-50 focus:outline-none">
            Your dream, interpreted
          </h2>
          <blockquote className="mt-5 whitespace-pre-wrap rounded-xl border-l-4 border-aurora-500 bg-night-900/60 p-4 text-mist-300">
            {result.dreamText}
          </blockquote>
          <div className="mt-6">
            <InterpretationView interpretation={result.interpretation} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3 border-t border-night-700 pt-6">
            <button
              type="button"
              className="btn-secondary"
              onClick={save}
              aria-label={result.saved ? "Saved to DreamLog" : "Save to DreamLog"}
            >
              {result.saved ? (
                <BookmarkCheck className="h-4 w-4 text-moon-400" aria-hidden="true" />
              ) : (
                <BookmarkPlus className="h-4 w-4" aria-hidden="true" />
              )}
              {result.saved ? "Saved to DreamLog" : "Save to DreamLog"}
            </button>
            <button type="button" className="btn-secondary" onClick={copy}>
              {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
              {copied ? "Copied" : "Copy"}
            </button>
            <button type="button" className="btn-secondary" onClick={share}>
              <Share2 className="h-4 w-4" aria-hidden="true" /> Share
            </button>
          </div>
          {!signedIn && (
            <p className="mt-4 text-sm text-mist-300">
              <Link href="/register" className="text-aurora-300 underline underline-offset-2">
                Register
              </Link>{" "}
              or{" "}
              <Link href="/login?next=/interpret" className="text-aurora-300 underline underline-offset-2">
                log in
              </Link>{" "}
              to save your dreams to your DreamLog.
            </p>
          )}
          {usage && (
            <div className="mt-4">
              <UsageLine usage={usage} />
            </div>
          )}
          <button
            type="button"
            onClick={startOver}
            className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-aurora-300 hover:text-moon-300"
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> Interpret another dream
          </button>
        </article>
      )}

      {!signedIn && (
        <aside className="rounded-2xl border border-night-700 bg-gradient-to-br from-aurora-700/25 to-night-800/40 p-6">
          <h2 className="text-lg font-semibold text-mist-50">Keep every dream you interpret</h2>
          <p className="mt-2 text-sm text-mist-300">
            A free account saves your interpretations to a private DreamLog and shows the symbols that keep returning.
          </p>
          <Link href="/register" className="btn-primary mt-4">
            Create Free Account
          </Link>
        </aside>
      )}
      {signedIn && !isPremium && (
        <aside className="rounded-2xl border border-moon-400/30 bg-moon-400/5 p-6">
          <h2 className="text-lg font-semibold text-mist-50">Dreaming more than once a day?</h2>
          <p className="mt-2 text-sm text-mist-300">
            Unlimited interpretations and your full dream patterns, for a one-time 9.99 USD — no subscription.
          </p>
          <Link href="/upgrade" className="btn-primary mt-4">
            Upgrade to Unlimited
          </Link>
        </aside>
      )}
    </div>
  );
}
