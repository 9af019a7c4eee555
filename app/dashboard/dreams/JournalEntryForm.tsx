"use client";

import { useId } from "react";
import type { FieldError } from "react-hook-form";
import { TextField } from "@/components/forms/TextField";
import { TAG_MAX_COUNT, TITLE_MAX } from "@/lib/dreams/journal-input";
import { DreamKindsFieldset, DreamTextField, JournalEntryActions } from "./JournalEntryFields";
import { useJournalEntryForm, type JournalEntryInitial } from "./use-journal-entry-form";

type Props = { dreamId?: string; initial?: JournalEntryInitial; cancelHref: string };

const EMPTY: JournalEntryInitial = { text: "", title: "", dreamtOn: "", tags: "", kinds: [] };

/**
 * Writes a new dream into the journal (no interpretation, no quota) or edits one: text, title,
 * the night, tags and kinds. Validated by the same schema as the actions.
 */
export function JournalEntryForm({ dreamId, initial = EMPTY, cancelHref }: Props) {
  const id = useId();
  const { register, handleSubmit, watch, pending, locked, editing, onSubmit, errors } = useJournalEntryForm(dreamId, initial);
  const length = watch("text")?.length ?? 0;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={editing ? "Edit dream" : "Write a dream"} className="card p-5 sm:p-6">
      <fieldset disabled={locked} className="space-y-5">
        <DreamTextField id={id} length={length} error={errors.text} registration={register("text")} />
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
        <DreamKindsFieldset register={register} />
        <JournalEntryActions cancelHref={cancelHref} pending={pending} editing={editing} />
      </fieldset>
    </form>
  );
}
