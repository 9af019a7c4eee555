"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import type { ActionResult } from "@/lib/actions/result";
import { editDream } from "@/lib/dreams/edit-dream";
import { defaultNight, journalEntrySchema, type DreamKind, type JournalEntry } from "@/lib/dreams/journal-input";
import { saveDream } from "@/lib/dreams/save-dream";
import { dreamPath } from "@/lib/routes";

export type JournalEntryInitial = { text: string; title: string; dreamtOn: string; tags: string; kinds: DreamKind[] };

/** The journal entry's form state: saves a new dream or edits one, then opens it. */
export function useJournalEntryForm(dreamId: string | undefined, initial: JournalEntryInitial) {
  const router = useRouter();
  const editing = Boolean(dreamId);
  const submit = (values: JournalEntry): Promise<ActionResult<{ id: string }>> =>
    dreamId ? editDream({ ...values, id: dreamId }) : saveDream(values);
  const form = useActionForm(journalEntrySchema, submit, {
    defaultValues: initial,
    fallback: { title: editing ? "Changes not saved" : "Dream not saved", message: "Please check your connection and try again." },
  });
  const { run, getValues, setValue } = form;

  // The night depends on the writer's clock, which only the browser knows.
  useEffect(() => {
    if (!getValues("dreamtOn")) setValue("dreamtOn", defaultNight());
  }, [getValues, setValue]);

  async function onSubmit(values: JournalEntry) {
    const result = await run(values);
    if (!result) return;
    toast.success(editing ? "Changes saved" : "Dream saved to your DreamLog");
    router.push(dreamPath(result.data.id));
  }

  return { ...form, editing, onSubmit };
}
