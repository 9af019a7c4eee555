"use client";

import { useId, useState } from "react";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/layout/toast";
import { CheckCircle2 } from "lucide-react";
import { TextField } from "@/components/forms/TextField";
import { SUPPORT_MESSAGE_MAX, supportRequestSchema, type SupportRequest } from "@/lib/support/schema";
import { formatCount } from "@/lib/text/count";
import { sendSupportAction } from "./actions";

export function SupportForm({ email }: { email: string }) {
  const messageId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, run, reset, watch, pending, locked, errors } = useActionForm(supportRequestSchema, sendSupportAction, {
    defaultValues: { subject: "", message: "" },
    fallback: "Message not sent",
  });
  const length = watch("message")?.length ?? 0;

  async function onSubmit(values: SupportRequest) {
    const result = await run(values);
    if (!result) return;
    toast.success(result.data.message, { description: result.data.description });
    setSent(values.subject);
    reset();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact support">
      <fieldset disabled={locked} className="space-y-4">
        <TextField label="Subject" autoComplete="off" maxLength={200} registration={register("subject")} error={errors.subject} />
        <div>
          <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-mist-100">
            Message
          </label>
          <textarea
            id={messageId}
            rows={8}
            className="field min-h-40 resize-y"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${messageId}-hint${errors.message ? ` ${messageId}-error` : ""}`}
            {...register("message")}
          />
          <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
            {errors.message?.message ? (
              <p id={`${messageId}-error`} role="alert" className="text-rose-300">
                {errors.message.message}
              </p>
            ) : (
              <span />
            )}
            <p
              id={`${messageId}-hint`}
              className={`shrink-0 tabular-nums ${length > SUPPORT_MESSAGE_MAX ? "text-rose-300" : "text-mist-400"}`}
            >
              {formatCount(length)} / {formatCount(SUPPORT_MESSAGE_MAX)}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-mist-400">
            We'll reply to <strong className="break-all text-mist-200">{email}</strong> and send you a copy.
          </p>
          <button type="submit" className="btn-primary shrink-0">
            {pending ? "Sending..." : "Send message"}
          </button>
        </div>
      </fieldset>
      <p role="status" className="mt-4 flex items-center gap-2 text-sm text-aurora-300">
        {sent && (
          <>
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" /> Sent: “{sent}”. Check your inbox for the copy.
          </>
        )}
      </p>
    </form>
  );
}
