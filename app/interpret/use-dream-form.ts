"use client";

import { useCallback } from "react";
import { useDictation } from "@/components/dictation/use-dictation";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import { dreamInputMessages, DREAM_MAX } from "@/lib/dreams/input-limits";
import { defaultNight } from "@/lib/dreams/night";
import { interpretAction, type InterpretResult } from "./actions";
import { loadResultView } from "./result-view";
import { useDreamDraft } from "./use-dream-draft";
import { useKeepOffline } from "./use-keep-offline";

export type Interpreted = Extract<InterpretResult, { ok: true }>["data"];

const FALLBACK = {
  title: "We couldn't interpret your dream",
  message: "Please check your connection and try again. Your dream is still here.",
};

/** The dream form's state: its text kept as a draft, interpreted online or kept on the device offline. */
export function useDreamForm(signedIn: boolean, onInterpreted: (result: Interpreted) => void) {
  // the night is the browser's: before noon last night, after it tonight
  const interpretTonight = (values: { text: string }) => interpretAction({ ...values, dreamtOn: defaultNight() });
  const form = useActionForm(() => import("@/lib/dreams/input").then((m) => m.dreamInputSchema), interpretTonight, {
    defaultValues: { text: "" },
    fallback: FALLBACK,
  });
  const { watch, setValue, getValues, reset, run, preloadChecks } = form;
  const text = watch("text");
  useDreamDraft(
    text,
    useCallback((draft: string) => setValue("text", draft), [setValue]),
  );
  const length = text.trim().length;
  const offline = useKeepOffline(signedIn, preloadChecks);
  const dictation = useDictation({ read: () => getValues("text"), write: (next) => setValue("text", next), maxLength: DREAM_MAX });

  async function keptForLater(text: string) {
    if (!(await offline.keep(text))) return false;
    reset({ text: "" });
    return true;
  }

  async function onSubmit(values: { text: string }) {
    offline.forget();
    if (!navigator.onLine && (await keptForLater(values.text))) return;
    // The result view is its own chunk: fetched while the server interprets, and waited for with
    // the answer, so the result appears at once (if the fetch fails, InterpretClient tries again).
    const view = loadResultView().catch(() => null);
    const outcome = await run(values);
    if (outcome) {
      await view;
      onInterpreted(outcome.data);
    } else if (!navigator.onLine) await keptForLater(values.text);
  }

  function onInvalid() {
    const m = length > DREAM_MAX ? dreamInputMessages.tooLong : dreamInputMessages.tooShort;
    toast.error(m.title, { description: m.message });
  }

  return { ...form, length, kept: offline.kept, dictation, onSubmit, onInvalid };
}
