"use client";

import { useEffect, useLayoutEffect, useReducer, useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type * as z from "zod/mini";
import { LazyForm, type LazyFormApi, type SchemaLoader } from "./lazy-form";

/**
 * A react-hook-form form (`register`, `handleSubmit`, `watch`, …) whose library and checks are
 * fetched by `preload` (the first input on the page) or by the first submit, not with the page:
 * see ./lazy-form.ts.
 */
export function useLazyForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: SchemaLoader<S>,
  defaultValues: DefaultValues<z.input<S>>,
): LazyFormApi<S> & { preload: () => void } {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [form] = useState(() => new LazyForm(schema, defaultValues, rerender));
  // Every commit: the render after the library arrived has registered the fields with it.
  useLayoutEffect(() => form.commit());
  useEffect(() => {
    form.connect();
    return () => form.disconnect();
  }, [form]);
  const { register, handleSubmit, watch, setValue, getValues, reset, setError, preload } = form;
  return { register, handleSubmit, watch, setValue, getValues, reset, setError, preload, formState: form.formState };
}
