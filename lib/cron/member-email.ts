import "server-only";
import { serverEnv } from "@/lib/env/server";
import type { Email } from "@/lib/mail/send";
import type { RenderedEmail } from "@/lib/mail/email-parts";
import { createUnsubscribeToken, type EmailList } from "@/lib/digest/unsubscribe-token";
import { ROUTES } from "@/lib/routes";

/** The unsubscribe page a member reads and the one-click address mail clients post to (RFC 8058). */
export function unsubscribeUrls(siteUrl: string, token: string) {
  const t = encodeURIComponent(token);
  return { page: `${siteUrl}${ROUTES.unsubscribe}?token=${t}`, oneClick: `${siteUrl}/api/unsubscribe?token=${t}` };
}

export type MemberEmail = {
  to: string;
  userId: string;
  /** Which e-mail the unsubscribe token turns off. */
  list: EmailList;
  now: Date;
  /** Renders the e-mail for this site and its unsubscribe page. */
  render: (siteUrl: string, unsubscribePage: string) => RenderedEmail;
  send: (email: Email) => Promise<unknown>;
};

/** Renders and sends one cron e-mail with a fresh unsubscribe token in its body and headers. */
export async function sendMemberEmail(m: MemberEmail): Promise<void> {
  const siteUrl = serverEnv.NEXT_PUBLIC_SITE_URL;
  const token = await createUnsubscribeToken(m.userId, m.now, undefined, m.list);
  const urls = unsubscribeUrls(siteUrl, token);
  const email = m.render(siteUrl, urls.page);
  await m.send({ to: m.to, subject: email.subject, text: email.text, html: email.html, unsubscribeUrl: urls.oneClick });
}

/** The message to record for a failed send. */
export const failureMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
