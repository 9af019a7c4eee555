/**
 * The parts the HTML e-mails share (morning reminder, pattern digest): the palette, the two font
 * stacks, the call-to-action button row and the footer with the preferences and unsubscribe links.
 * Inline styles only, for e-mail clients; every value that comes from data is escaped here.
 */
import { escapeHtml } from "./html";

export const EMAIL_COLORS = {
  page: "#eef0f8",
  head: "#0b1027",
  headText: "#f4f5fb",
  moon: "#f8cd6e",
  body: "#ffffff",
  text: "#1b2550",
  muted: "#5b6390",
  rule: "#e3e6f3",
  accent: "#6a4de6",
  pill: "#efeaff",
  bar: "#a894ff",
  barTrack: "#eceef7",
} as const;

export const EMAIL_FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
export const EMAIL_SERIF = "font-family:Georgia,'Times New Roman',serif;";

/** What every e-mail renderer returns: the subject and the plain-text and HTML parts. */
export type RenderedEmail = { subject: string; text: string; html: string };

const C = EMAIL_COLORS;

/** The centred pill-shaped link that closes an e-mail's body; `paddingTop` in px. */
export function emailButtonRow(href: string, label: string, paddingTop: number): string {
  return `<tr><td align="center" style="padding:${paddingTop}px 32px 32px 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="${C.accent}" style="border-radius:24px;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 28px;${EMAIL_FONT}font-size:15px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:24px;">${escapeHtml(label)}</a>
</td></tr></table>
</td></tr>`;
}

export type EmailFooter = {
  /** Why the member gets this e-mail, as plain text (escaped here). */
  reason: string;
  preferencesUrl: string;
  preferencesLabel: string;
  unsubscribeUrl: string;
};

/** The footer row: why this e-mail came, a link to change it and the one-click unsubscribe page. */
export function emailFooterRow(f: EmailFooter): string {
  const e = escapeHtml;
  const link = (href: string, label: string) => `<a href="${e(href)}" style="color:${C.muted};text-decoration:underline;">${e(label)}</a>`;
  return `<tr><td style="padding:20px 32px 28px 32px;border-top:1px solid ${C.rule};${EMAIL_FONT}font-size:12px;line-height:18px;color:${C.muted};">
${e(f.reason)}
${link(f.preferencesUrl, f.preferencesLabel)} &middot;
${link(f.unsubscribeUrl, "Unsubscribe")}
</td></tr>`;
}

/** The end of every e-mail: the button row, the footer row, and the closing of the 600px frame and the document. */
export function emailEnding(button: { href: string; label: string; paddingTop: number }, footer: EmailFooter): string {
  return `${emailButtonRow(button.href, button.label, button.paddingTop)}
${emailFooterRow(footer)}
</table>
</td></tr>
</table>
</body>
</html>`;
}
