"use client";

import { useEffect } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type * as z from "zod/mini";
import type { SchemaLoader } from "@/components/forms/lazy-form";
import { onFirstInput } from "@/components/forms/on-first-input";
import { useLazyForm } from "@/components/forms/use-lazy-form";
import { toast } from "@/components/layout/toast";
import { useHydrated } from "@/components/forms/use-hydrated";
import { UNEXPECTED_ERROR, answerOr, type ActionFailure, type ActionResult } from "@/lib/actions/result";

type Fallback = { title: string; message: string };

/** Puts an action's per-field messages next to the fields, as if the browser-side schema had found them. */
export function copyFieldErrors<V extends FieldValues>(
  fieldErrors: ActionFailure["fieldErrors"],
  setError: (field: Path<V>, error: { message: string }) => void,
) {
  for (const [field, message] of Object.entries(fieldErrors ?? {})) setError(field as Path<V>, { message });
}

/** A form's answer to an action call that failed outright; a title alone says UNEXPECTED_ERROR. */
export function fallbackFailure(fallback: Fallback | string): Fallback {
  return typeof fallback === "string" ? { title: fallback, message: UNEXPECTED_ERROR } : fallback;
}

/**
 * A react-hook-form form validated by the same zod schema as its server action, and `run`, which
 * calls the action: a failure (or a throw, answered by `fallback`) becomes field messages and an
 * error toast and resolves to null; a success is handed back for the form to finish.
 * `fallback` given as a title alone says UNEXPECTED_ERROR. `locked` is true while the action runs
 * and before hydration (a submit then would post the form natively), the forms' fieldset state.
 * react-hook-form itself and the checks (zod's resolver, and the schema's module when `schema` is a
 * loader) are fetched at the first input on the page (or the first submit), not with it
 * (components/forms/lazy-form.ts): they are ≈ 17 KiB gzip of a form page's first load, and
 * evaluating them while the page loads is main-thread time nobody waits for. A form that must be
 * ready before the connection drops (the dream form of a member, who may keep a dream offline)
 * calls `preloadChecks` itself.
 */
export function useActionForm<S extends z.core.$ZodType<FieldValues, FieldValues>, R extends ActionResult<unknown>>(
  schema: S | SchemaLoader<S>,
  action: (values: z.output<S>) => Promise<R>,
  options: { defaultValues: DefaultValues<z.input<S>>; fallback: Fallback | string },
) {
  const { defaultValues } = options;
  const fallback = fallbackFailure(options.fallback);
  const hydrated = useHydrated();
  const { preload, ...form } = useLazyForm(typeof schema === "function" ? schema : () => Promise.resolve(schema), defaultValues);
  useEffect(() => onFirstInput(preload), [preload]);

  async function run(values: z.output<S>): Promise<Extract<R, { ok: true }> | null> {
    const result: ActionResult<unknown> = await answerOr(action(values), fallback);
    if (result.ok) return result as Extract<R, { ok: true }>;
    copyFieldErrors<z.input<S>>(result.fieldErrors, form.setError);
    toast.error(result.title ?? fallback.title, { description: result.message });
    return null;
  }

  const pending = form.formState.isSubmitting;
  const { errors, isDirty } = form.formState;
  return { ...form, run, pending, locked: pending || !hydrated, errors, isDirty, preloadChecks: preload };
}
