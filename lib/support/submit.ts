import "server-only";
import { asService, type UserClaims } from "@/lib/db/with-user";
import { serverEnv } from "@/lib/env/server";
import { sendEmail } from "@/lib/mail/send";
import { allowAttempt } from "@/lib/security/rate-limit";
import { escapeHtml } from "@/lib/mail/html";
import type { SupportRequest } from "./schema";
import { firstName } from "@/lib/text/names";

export const supportRateLimit = { windowSeconds: 3600, max: 5 };

export type Sender = { id: string; email: string; fullName: string | null; claims: UserClaims };
export type SupportOutcome =
  { ok: true; id: string; priority: boolean; copySent: boolean } | { ok: false; reason: "rate-limited" | "error" };

export function supportSubject(subject: string, priority: boolean): string {
  return `${priority ? "[Priority] " : ""}Support: ${subject}`;
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px 0;">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

function wrap(inner: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#eef0f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef0f8;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:16px;">
<tr><td style="padding:28px 32px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#1b2550;">
${inner}
</td></tr></table></td></tr></table></body></html>`;
}

/**
 * Stores a support request through private.submit_support_request (the database sets priority
 * from the profile and caps requests per hour), then
 * e-mails it to SUPPORT_EMAIL (premium requests marked [Priority]) with Reply-To the user, and a
 * copy to the user. The request is kept even if a mail fails; the team also sees it in the table.
 */
export async function submitSupportRequest(sender: Sender, input: SupportRequest): Promise<SupportOutcome> {
  const allowed = await allowAttempt([{ kind: "support:user", value: sender.id, rule: supportRateLimit }]);
  if (!allowed) return { ok: false, reason: "rate-limited" };

  // The database writes it (users cannot insert themselves) and holds the same per-hour cap.
  const [row] = await asService(
    (tx) =>
      tx<{ id: string; priority: boolean; created_at: Date }[]>`
      select id, priority, created_at
      from private.submit_support_request(${sender.id}, ${input.subject}, ${input.message}, ${supportRateLimit.max})`,
  );
  if (!row) return { ok: false, reason: "rate-limited" };
  const who = sender.fullName ? `${sender.fullName} <${sender.email}>` : sender.email;
  const plan = row.priority ? "Unlimited (priority)" : "Free";
  const ref = row.id.slice(0, 8);

  const toTeam = sendEmail({
    to: serverEnv.SUPPORT_EMAIL,
    replyTo: sender.email,
    subject: supportSubject(input.subject, row.priority),
    text: [
      `From: ${who}`,
      `Plan: ${plan}`,
      `User id: ${sender.id}`,
      `Request: ${row.id}`,
      `Received: ${row.created_at.toISOString()}`,
      "",
      `Subject: ${input.subject}`,
      "",
      input.message,
    ].join("\n"),
    html: wrap(`
<p style="margin:0 0 4px 0;font-size:13px;color:#5b6390;">${row.priority ? '<strong style="color:#b45309;">PRIORITY</strong> &middot; ' : ""}${escapeHtml(plan)} &middot; request ${escapeHtml(row.id)}</p>
<p style="margin:0 0 16px 0;">From <strong>${escapeHtml(who)}</strong> (user ${escapeHtml(sender.id)})</p>
<h1 style="margin:0 0 12px 0;font-size:18px;line-height:24px;">${escapeHtml(input.subject)}</h1>
${paragraphs(input.message)}`),
  });

  const greeting = sender.fullName ? `Hello ${firstName(sender.fullName)},` : "Hello,";
  const promise = row.priority
    ? "As an Unlimited member your message is marked as a priority request; we usually reply within one business day."
    : "We usually reply within a few business days.";
  const toUser = sendEmail({
    to: sender.email,
    replyTo: serverEnv.SUPPORT_EMAIL,
    subject: `We received your message: ${input.subject}`,
    text: [
      greeting,
      "",
      `Thank you for contacting Oneira support. ${promise} We'll answer at this address; you can reply to this e-mail to add anything.`,
      "",
      `Reference: ${ref}`,
      "",
      "Your message",
      "------------",
      `Subject: ${input.subject}`,
      "",
      input.message,
      "",
      "— Oneira support",
    ].join("\n"),
    html: wrap(`
<p style="margin:0 0 12px 0;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px 0;">Thank you for contacting Oneira support. ${escapeHtml(promise)} We'll answer at this address; you can reply to this e-mail to add anything.</p>
<p style="margin:0 0 20px 0;font-size:13px;color:#5b6390;">Reference: ${escapeHtml(ref)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:16px 20px;background:#f5f3ff;border-left:3px solid #6a4de6;border-radius:8px;">
<p style="margin:0 0 8px 0;font-weight:700;">${escapeHtml(input.subject)}</p>
${paragraphs(input.message)}
</td></tr></table>
<p style="margin:20px 0 0 0;">&mdash; Oneira support</p>`),
  });

  const [team, copy] = await Promise.allSettled([toTeam, toUser]);
  if (team.status === "rejected") console.error(`[support] request ${row.id} stored, e-mail to support failed:`, team.reason);
  if (copy.status === "rejected") console.error(`[support] request ${row.id} stored, copy to user failed:`, copy.reason);
  return { ok: true, id: row.id, priority: row.priority, copySent: copy.status === "fulfilled" };
}
