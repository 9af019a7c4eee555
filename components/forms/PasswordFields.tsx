"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/forms/TextField";

type Field = { registration: UseFormRegisterReturn; error?: FieldError };

/** The password a change must be confirmed with; the browser offers the saved one. */
export function CurrentPasswordField({ registration, error }: Field) {
  return <TextField label="Current password" type="password" autoComplete="current-password" registration={registration} error={error} />;
}

/** A new password and its confirmation; password managers offer to generate and save it. */
export function NewPasswordFields({ password, confirm }: { password: Field; confirm: Field }) {
  return (
    <>
      <TextField label="New password" type="password" autoComplete="new-password" {...password} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
