/**
 * The morning reminder e-mail: a plain-text part and a small HTML part built for e-mail clients
 * (one 600px table, inline styles, no images or scripts). Every value from data is escaped.
 */
import { escapeHtml } from "@/lib/mail/html";
import type { RenderedEmail } from "@/lib/digest/render";
import { ROUTES } from "@/lib/routes";

export type ReminderContent = {
  name: string | null;
  /** nights in a row written down before last night (which is not written yet); 0 when there is no run */
  streak: number;
  siteUrl: string;
  unsubscribeUrl: string;
};

export const REMINDER_SUBJECT = "Anything from last night?";

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
    "You receive this because you turned on the morning reminder in Oneira.",
    `Change the time or turn it off: ${l.preferences}`,
    `Unsubscribe (one click, no sign-in): ${c.unsubscribeUrl}`,
  ].join("\n");
  const e = escapeHtml;
  const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
  const serif = "font-family:Georgia,'Times New Roman',serif;";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(REMINDER_SUBJECT)}</title>
</head>
<body style="margin:0;padding:0;background:#eef0f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef0f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden;">
<tr><td style="background:#0b1027;padding:24px 32px;">
<div style="${serif}font-size:22px;line-height:28px;color:#f4f5fb;"><span style="color:#f8cd6e;">&#9790;</span> Oneira</div>
</td></tr>
<tr><td style="padding:28px 32px 8px 32px;">
<p style="margin:0 0 12px 0;${serif}font-size:20px;line-height:28px;color:#1b2550;">${e(l.greeting)}</p>
<p style="margin:0 0 12px 0;${font}font-size:16px;line-height:24px;color:#1b2550;">${e(l.body)}</p>
${l.streak ? `<p style="margin:0 0 12px 0;${font}font-size:16px;line-height:24px;color:#6a4de6;font-weight:600;">${e(l.streak)}</p>` : ""}
</td></tr>
<tr><td align="center" style="padding:12px 32px 32px 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="#6a4de6" style="border-radius:24px;">
<a href="${e(l.write)}" style="display:inline-block;padding:12px 28px;${font}font-size:15px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:24px;">Write it down</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:20px 32px 28px 32px;border-top:1px solid #e3e6f3;${font}font-size:12px;line-height:18px;color:#5b6390;">
You receive this because you turned on the morning reminder in Oneira.
<a href="${e(l.preferences)}" style="color:#5b6390;text-decoration:underline;">Change the time or turn it off</a> &middot;
<a href="${e(c.unsubscribeUrl)}" style="color:#5b6390;text-decoration:underline;">Unsubscribe</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject: REMINDER_SUBJECT, text, html };
}
