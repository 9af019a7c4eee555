"use client";

import { useState } from "react";
import { MailCheck } from "lucide-react";
import { toast } from "@/components/layout/toast";
import { resendConfirmationAction } from "@/lib/auth/email-link-actions";

/** After sign-up: where the e-mail went, and a way to send it again. */
export function CheckEmailPanel({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  async function resend() {
    setSending(true);
    try {
      const result = await resendConfirmationAction({ email });
      if (result.ok) toast.success("Confirmation email sent again", { description: `Check ${email}.` });
      else toast.error("Could not resend the email", { description: result.message });
    } catch {
      toast.error("Could not resend the email", { description: "An unexpected error occurred. Please try again." });
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="text-center" role="status">
      <MailCheck className="mx-auto h-12 w-12 text-moon-400" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-mist-50">Check your email</h2>
      <p className="mt-2 text-sm text-mist-300">
        We sent a confirmation link to <strong className="text-mist-50">{email}</strong>. Open it to activate your account — it signs you in
        and takes you to your DreamLog.
      </p>
      <p className="mt-4 text-sm text-mist-400">Nothing arrived after a few minutes? Check your spam folder, or</p>
      <button type="button" className="btn-secondary mt-3" onClick={resend} disabled={sending}>
        {sending ? "Sending..." : "Resend confirmation email"}
      </button>
    </div>
  );
}
