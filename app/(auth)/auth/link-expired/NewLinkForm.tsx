"use client";

import { useState } from "react";
import Link from "@/components/layout/Link";
import { useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { toast } from "@/components/layout/toast";
import { emailOnlySchema, type EmailOnlyValues } from "@/lib/auth/schemas";
import { TextField } from "@/components/forms/TextField";
import { useHydrated } from "@/components/forms/use-hydrated";
import { requestPasswordResetAction, resendConfirmationAction } from "@/lib/auth/email-link-actions";
import { ROUTES } from "@/lib/routes";

export function NewLinkForm() {
  const hydrated = useHydrated();
  const isRecovery = useSearchParams().get("type") === "recovery";
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: "" },
  });

  async function onSubmit(values: EmailOnlyValues) {
    try {
      const result = isRecovery ? await requestPasswordResetAction(values) : await resendConfirmationAction(values);
      if (!result.ok) {
        toast.error("Could not send a new link", { description: result.message });
        return;
      }
      setSent(true);
    } catch {
      toast.error("Could not send a new link", { description: "An unexpected error occurred. Please try again." });
    }
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
      <fieldset disabled={isSubmitting || !hydrated} className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" registration={register("email")} error={errors.email} />
        <button type="submit" className="btn-primary w-full py-3">
          {isSubmitting ? "Sending..." : isRecovery ? "Send a new reset link" : "Send a new confirmation link"}
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
