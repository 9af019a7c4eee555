import "server-only";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { serverEnv } from "@/lib/env/server";
import { localConfig } from "@/local/config";
import { sendMail as postToOutbox } from "@/local/mail/client";

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

type Transport = { send(options: Mail.Options): Promise<{ messageId: string }> };

const globalForMail = globalThis as unknown as { oneiraMail?: Transport };

function smtpTransport(url: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(options) {
      const info = await transporter.sendMail(options);
      return { messageId: String(info.messageId) };
    },
  };
}

/**
 * Local mode without SMTP_URL: nodemailer composes the message (address parsing, headers) with its
 * JSON transport, then it is stored in the local stack's outbox, where tests and people read it.
 */
function outboxTransport(mailUrl: string): Transport {
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  type Addr = { address: string; name?: string };
  const format = (a: Addr) => (a.name ? `${a.name} <${a.address}>` : a.address);
  return {
    async send(options) {
      const info = await transporter.sendMail(options);
      const msg = JSON.parse(String(info.message)) as { from?: Addr; to?: Addr[]; subject: string; text: string; html?: string; messageId: string };
      for (const to of msg.to ?? []) {
        await postToOutbox(mailUrl, { to: to.address, from: msg.from ? format(msg.from) : undefined, subject: msg.subject, text: msg.text, html: msg.html });
      }
      return { messageId: msg.messageId };
    },
  };
}

function transport(): Transport {
  if (!globalForMail.oneiraMail) {
    globalForMail.oneiraMail = serverEnv.SMTP_URL ? smtpTransport(serverEnv.SMTP_URL) : outboxTransport(localConfig.mailUrl);
  }
  return globalForMail.oneiraMail;
}

/** Sends one e-mail: SMTP when SMTP_URL is set (always in hosted mode), else the local outbox. */
export async function sendEmail(email: Email): Promise<{ messageId: string }> {
  return transport().send(mailOptions(email));
}
