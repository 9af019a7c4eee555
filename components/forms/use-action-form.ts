"use client";

import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type * as z from "zod/mini";
import { zodResolver } from "@/components/forms/zod-resolver";
import { toast } from "@/components/layout/toast";
import type { ActionFailure, ActionResult } from "@/lib/actions/result";

type Fallback = { title: string; message: string };

/** Puts an action's per-field messages next to the fields, as if the browser-side schema had found them. */
export function copyFieldErrors<V extends FieldValues>(
  fieldErrors: ActionFailure["fieldErrors"],
  setError: (field: Path<V>, error: { message: string }) => void,
) {
  for (const [field, message] of Object.entries(fieldErrors ?? {})) setError(field as Path<V>, { message });
}

/**
 * A react-hook-form form validated by the same zod schema as its server action, and `run`, which
 * calls the action: a failure (or a throw, answered by `fallback`) becomes field messages and an
 * error toast and resolves to null; a success is handed back for the form to finish.
 */
export function useActionForm<S extends z.core.$ZodType<FieldValues, FieldValues>, R extends ActionResult<unknown>>(
  schema: S,
  action: (values: z.output<S>) => Promise<R>,
  { defaultValues, fallback }: { defaultValues: DefaultValues<z.input<S>>; fallback: Fallback },
) {
  // The resolver is typed for any schema; S's input and output types are the ones it checks.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues });

  async function run(values: z.output<S>): Promise<Extract<R, { ok: true }> | null> {
    const result: ActionResult<unknown> = await action(values).catch((): ActionFailure => ({ ok: false, ...fallback }));
    if (result.ok) return result as Extract<R, { ok: true }>;
    copyFieldErrors<z.input<S>>(result.fieldErrors, form.setError);
    toast.error(result.title ?? fallback.title, { description: result.message });
    return null;
  }

  return { ...form, run, pending: form.formState.isSubmitting };
}
