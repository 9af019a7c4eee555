"use client";

import type { FieldError, UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import Link from "@/components/layout/Link";
import { DREAM_MAX } from "@/lib/dreams/input";
import { formatCount } from "@/lib/text/count";
import { DREAM_KINDS, KIND_LABELS, type JournalEntryInput } from "@/lib/dreams/journal-input";

type DreamTextFieldProps = { id: string; length: number; error?: FieldError; registration: UseFormRegisterReturn };

/** The dream's text, with its count and its error message. */
export function DreamTextField({ id, length, error, registration }: DreamTextFieldProps) {
  return (
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
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-text-error` : ""}`}
        {...registration}
      />
      <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
        {error?.message ? (
          <p id={`${id}-text-error`} role="alert" className="text-rose-300">
            {error.message}
          </p>
        ) : (
          <span />
        )}
        <p id={`${id}-count`} className="shrink-0 tabular-nums text-mist-400">
          {formatCount(length)} / {formatCount(DREAM_MAX)}
        </p>
      </div>
    </div>
  );
}

/** The dream's kinds, one checkbox each. */
export function DreamKindsFieldset({ register }: { register: UseFormRegister<JournalEntryInput> }) {
  return (
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
  );
}

type ActionsProps = { cancelHref: string; pending: boolean; editing: boolean };

/** Cancel and submit. */
export function JournalEntryActions({ cancelHref, pending, editing }: ActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      <Link href={cancelHref} className="btn-secondary justify-center">
        Cancel
      </Link>
      <button type="submit" className="btn-primary justify-center">
        {pending ? "Saving..." : editing ? "Save changes" : "Save to DreamLog"}
      </button>
    </div>
  );
}
