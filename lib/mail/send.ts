import "server-only";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Transporter } from "nodemailer";
import { serverEnv } from "@/lib/env/server";

export type Email = {
  to: string;
  subject: string;
  /** The plain-text part (always sent). */
  text: string;
  /** The HTML part; every interpolated value must already be escaped. */
  html?: string;
  replyTo?: string;
  /** RFC 8058 one-click unsubscribe URL (adds List-Unsubscribe and List-Unsubscribe-Post). */
  unsubscribeUrl?: string;
};

/** The nodemailer message for an e-mail: one place for From, headers and the unsubscribe fields. */
export function mailOptions(email: Email, from = serverEnv.MAIL_FROM): Mail.Options {
  return {
    from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.unsubscribeUrl
      ? {
          list: { unsubscribe: { url: email.unsubscribeUrl, comment: "Unsubscribe" } },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  };
}

const globalForMail = globalThis as unknown as { oneiraMail?: Transporter };

/** One SMTP transport per server process: the mail provider, or the local stack's outbox. */
function transport(): Transporter {
  globalForMail.oneiraMail ??= nodemailer.createTransport(serverEnv.SMTP_URL);
  return globalForMail.oneiraMail;
}

/** Sends one e-mail over SMTP (SMTP_URL). */
export async function sendEmail(email: Email): Promise<{ messageId: string }> {
  const info = await transport().sendMail(mailOptions(email));
  return { messageId: String(info.messageId) };
}
