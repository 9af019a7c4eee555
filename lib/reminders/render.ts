/**
 * The morning reminder e-mail: a plain-text part and a small HTML part built for e-mail clients
 * (one 600px table, inline styles, no images or scripts). Every value from data is escaped.
 */
import { escapeHtml } from "@/lib/mail/html";
import { EMAIL_COLORS as C, EMAIL_FONT, EMAIL_SERIF, emailEnding, type RenderedEmail } from "@/lib/mail/email-parts";
import { ROUTES } from "@/lib/routes";

export type ReminderContent = {
  name: string | null;
  /** nights in a row written down before last night (which is not written yet); 0 when there is no run */
  streak: number;
  siteUrl: string;
  unsubscribeUrl: string;
};

export const REMINDER_SUBJECT = "Anything from last night?";

const REASON = "You receive this because you turned on the morning reminder in Oneira.";

function lines(c: ReminderContent) {
  return {
    greeting: c.name ? `Good morning, ${c.name}.` : "Good morning.",
    body: "Dreams fade within minutes of waking. If one is still with you, write it down now: a few words are enough, and you can add to it later.",
    streak:
      c.streak > 0
        ? `Your streak: ${c.streak} ${c.streak === 1 ? "night" : "nights"} in a row. Last night's dream makes it ${c.streak + 1}.`
        : null,
    write: `${c.siteUrl}${ROUTES.newDream}`,
    preferences: `${c.siteUrl}${ROUTES.notifications}`,
  };
}

export function renderReminder(c: ReminderContent): RenderedEmail {
  const l = lines(c);
  const text = [
    l.greeting,
    "",
    l.body,
    ...(l.streak ? ["", l.streak] : []),
    "",
    `Write it down: ${l.write}`,
    "",
    "—",
    REASON,
    `Change the time or turn it off: ${l.preferences}`,
    `Unsubscribe (one click, no sign-in): ${c.unsubscribeUrl}`,
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(REMINDER_SUBJECT)}</title>
</head>
<body style="margin:0;padding:0;background:${C.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${C.body};border-radius:16px;overflow:hidden;">
<tr><td style="background:${C.head};padding:24px 32px;">
<div style="${EMAIL_SERIF}font-size:22px;line-height:28px;color:${C.headText};"><span style="color:${C.moon};">&#9790;</span> Oneira</div>
</td></tr>
<tr><td style="padding:28px 32px 8px 32px;">
<p style="margin:0 0 12px 0;${EMAIL_SERIF}font-size:20px;line-height:28px;color:${C.text};">${e(l.greeting)}</p>
<p style="margin:0 0 12px 0;${EMAIL_FONT}font-size:16px;line-height:24px;color:${C.text};">${e(l.body)}</p>
${l.streak ? `<p style="margin:0 0 12px 0;${EMAIL_FONT}font-size:16px;line-height:24px;color:${C.accent};font-weight:600;">${e(l.streak)}</p>` : ""}
</td></tr>
${emailEnding(
  { href: l.write, label: "Write it down", paddingTop: 12 },
  {
    reason: REASON,
    preferencesUrl: l.preferences,
    preferencesLabel: "Change the time or turn it off",
    unsubscribeUrl: c.unsubscribeUrl,
  },
)}`;
  return { subject: REMINDER_SUBJECT, text, html };
}
