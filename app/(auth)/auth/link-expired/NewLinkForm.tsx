"use client";

import { useState } from "react";
import Link from "@/components/layout/Link";
import { useSearchParams } from "next/navigation";
import { useActionForm } from "@/components/forms/use-action-form";
import { emailOnlySchema, type EmailOnlyValues } from "@/lib/auth/schemas";
import { TextField } from "@/components/forms/TextField";
import { requestPasswordResetAction, resendConfirmationAction } from "@/lib/auth/email-link-actions";
import { ROUTES } from "@/lib/routes";

export function NewLinkForm() {
  const isRecovery = useSearchParams().get("type") === "recovery";
  const [sent, setSent] = useState(false);
  const send = (values: EmailOnlyValues) => (isRecovery ? requestPasswordResetAction(values) : resendConfirmationAction(values));
  const { register, handleSubmit, run, pending, locked, errors } = useActionForm(emailOnlySchema, send, {
    defaultValues: { email: "" },
    fallback: "Could not send a new link",
  });

  async function onSubmit(values: EmailOnlyValues) {
    if (await run(values)) setSent(true);
  }

  if (sent) {
    return (
      <p role="status" className="text-center text-mist-300">
        If an account exists for that address, a new link is on its way. It works once.
      </p>
    );
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <fieldset disabled={locked} className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" registration={register("email")} error={errors.email} />
        <button type="submit" className="btn-primary w-full py-3">
          {pending ? "Sending..." : isRecovery ? "Send a new reset link" : "Send a new confirmation link"}
        </button>
      </fieldset>
      <p className="mt-6 text-center text-sm">
        <Link href={ROUTES.login} className="text-aurora-300 hover:text-moon-300">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
