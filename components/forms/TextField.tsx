"use client";

import { useId, type InputHTMLAttributes } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, registration, error, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-mist-100">
        {label}
      </label>
      <input
        id={id}
        className="field"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      {error?.message && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-300">
          {error.message}
        </p>
      )}
    </div>
  );
}
