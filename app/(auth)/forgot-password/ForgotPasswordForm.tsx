"use client";

import { useState } from "react";
import Link from "@/components/layout/Link";
import { useActionForm } from "@/components/forms/use-action-form";
import { MailCheck } from "lucide-react";
import { emailOnlySchema, type EmailOnlyValues } from "@/lib/auth/schemas";
import { TextField } from "@/components/forms/TextField";
import { requestPasswordResetAction } from "@/lib/auth/email-link-actions";
import { ROUTES } from "@/lib/routes";

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, run, pending, locked, errors } = useActionForm(emailOnlySchema, requestPasswordResetAction, {
    defaultValues: { email: "" },
    fallback: "Could not send the reset email",
  });

  async function onSubmit(values: EmailOnlyValues) {
    if (await run(values)) setSentTo(values.email);
  }

  if (sentTo) {
    return (
      <div role="status" className="text-center">
        <MailCheck className="mx-auto h-12 w-12 text-moon-400" aria-hidden="true" />
        <p className="mt-4 text-mist-300">
          If an account exists for <strong className="text-mist-50">{sentTo}</strong>, we've sent a link to reset its password. The link
          works once and expires in an hour.
        </p>
        <Link href={ROUTES.login} className="btn-secondary mt-6">
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <fieldset disabled={locked} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={register("email")}
          error={errors.email}
        />
        <button type="submit" className="btn-primary w-full py-3">
          {pending ? "Sending..." : "Send reset link"}
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
