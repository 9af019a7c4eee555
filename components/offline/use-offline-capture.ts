"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { zodResolver } from "@/components/forms/zod-resolver";
import { useDictation } from "@/components/dictation/use-dictation";
import { dreamInputMessages, dreamInputSchema, DREAM_MAX } from "@/lib/dreams/input";
import { keepOnDevice, TEXT_DRAFT_KEY } from "@/lib/offline/capture";
import { useWaitingDrafts } from "./draft-store";

const captureSchema = z.extend(dreamInputSchema, { interpret: z.boolean() });
type Capture = z.infer<typeof captureSchema>;

/** The offline form's state: its text kept as a draft, and a member's dream kept on the device. */
export function useOfflineCapture() {
  const drafts = useWaitingDrafts();
  const owner = drafts.status === "ready" ? drafts.owner : null;
  const form = useForm<Capture>({ resolver: zodResolver(captureSchema), defaultValues: { text: "", interpret: true } });
  const { watch, setValue, getValues, reset } = form;
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

  return { ...form, owner, outcome, dictation, onSubmit, onInvalid };
}
