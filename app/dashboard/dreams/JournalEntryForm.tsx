"use client";

import { useEffect, useId } from "react";
import { useRouter } from "next/navigation";
import type { FieldError } from "react-hook-form";
import Link from "@/components/layout/Link";
import { useActionForm } from "@/components/forms/use-action-form";
import { useHydrated } from "@/components/forms/use-hydrated";
import { TextField } from "@/components/forms/TextField";
import { toast } from "@/components/layout/toast";
import type { ActionResult } from "@/lib/actions/result";
import { editDream } from "@/lib/dreams/edit-dream";
import { DREAM_MAX } from "@/lib/dreams/input";
import {
  DREAM_KINDS,
  KIND_LABELS,
  TAG_MAX_COUNT,
  TITLE_MAX,
  defaultNight,
  journalEntrySchema,
  type DreamKind,
  type JournalEntry,
} from "@/lib/dreams/journal-input";
import { saveDream } from "@/lib/dreams/save-dream";

type JournalEntryInitial = { text: string; title: string; dreamtOn: string; tags: string; kinds: DreamKind[] };

type Props = { dreamId?: string; initial?: JournalEntryInitial; cancelHref: string };

const EMPTY: JournalEntryInitial = { text: "", title: "", dreamtOn: "", tags: "", kinds: [] };

/**
 * Writes a new dream into the journal (no interpretation, no quota) or edits one: text, title,
 * the night, tags and kinds. Validated by the same schema as the actions.
 */
export function JournalEntryForm({ dreamId, initial = EMPTY, cancelHref }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const editing = Boolean(dreamId);
  const submit = (values: JournalEntry): Promise<ActionResult<{ id: string }>> =>
    dreamId ? editDream({ ...values, id: dreamId }) : saveDream(values);
  const {
    register,
    handleSubmit,
    run,
    getValues,
    setValue,
    watch,
    pending,
    formState: { errors },
  } = useActionForm(journalEntrySchema, submit, {
    defaultValues: initial,
    fallback: { title: editing ? "Changes not saved" : "Dream not saved", message: "Please check your connection and try again." },
  });
  const length = watch("text")?.length ?? 0;

  // The night depends on the writer's clock, which only the browser knows.
  useEffect(() => {
    if (!getValues("dreamtOn")) setValue("dreamtOn", defaultNight());
  }, [getValues, setValue]);

  async function onSubmit(values: JournalEntry) {
    const result = await run(values);
    if (!result) return;
    toast.success(editing ? "Changes saved" : "Dream saved to your DreamLog");
    router.push(`/dashboard/dreams/${result.data.id}`);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={editing ? "Edit dream" : "Write a dream"} className="card p-5 sm:p-6">
      <fieldset disabled={pending || !hydrated} className="space-y-5">
        <div>
          <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium text-mist-100">
            Your dream
          </label>
          <textarea
            id={`${id}-text`}
            rows={9}
            maxLength={DREAM_MAX}
            className="field min-h-48 resize-y leading-relaxed"
            placeholder="Write down what you remember, even fragments…"
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${id}-count${errors.text ? ` ${id}-text-error` : ""}`}
            {...register("text")}
          />
          <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
            {errors.text?.message ? (
              <p id={`${id}-text-error`} role="alert" className="text-rose-300">
                {errors.text.message}
              </p>
            ) : (
              <span />
            )}
            <p id={`${id}-count`} className="shrink-0 tabular-nums text-mist-400">
              {length.toLocaleString("en-US")} / {DREAM_MAX.toLocaleString("en-US")}
            </p>
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <TextField
            label="Title (optional)"
            maxLength={TITLE_MAX}
            autoComplete="off"
            placeholder="Leave empty to use the dream's first words"
            registration={register("title")}
            error={errors.title}
          />
          <TextField label="Night of the dream" type="date" registration={register("dreamtOn")} error={errors.dreamtOn} />
        </div>
        <TextField
          label={`Tags (separated by commas, at most ${TAG_MAX_COUNT})`}
          autoComplete="off"
          placeholder="e.g. family, old house"
          registration={register("tags")}
          error={errors.tags as FieldError | undefined}
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-mist-100">Kind of dream</legend>
          <div className="flex flex-wrap gap-3">
            {DREAM_KINDS.map((k) => (
              <label
                key={k}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-night-600 px-4 py-2 text-sm text-mist-100 has-[:checked]:border-moon-400 has-[:checked]:bg-moon-400/15"
              >
                <input type="checkbox" value={k} className="h-4 w-4 accent-amber-400" {...register("kinds")} />
                {KIND_LABELS[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Link href={cancelHref} className="btn-secondary justify-center">
            Cancel
          </Link>
          <button type="submit" className="btn-primary justify-center">
            {pending ? "Saving..." : editing ? "Save changes" : "Save to DreamLog"}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
