/** HTML of the stand-in: the local Google consent page, generated avatars and e-mail bodies. */
import { escapeHtml } from "../../lib/mail/html";

export type KnownAccount = { email: string; name: string };

export type ConsentParams = {
  provider: string;
  redirectTo: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  scopes: string;
  /** Extra provider query parameters (access_type, prompt, …), shown and carried along. */
  extra: Record<string, string>;
};

const styles = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #202124; background: #f1f3f4; }
  .card { width: 100%; max-width: 448px; background: #fff; border: 1px solid #dadce0; border-radius: 12px; padding: 36px 32px 28px; }
  .badge { display: inline-block; font-size: .75rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
    color: #8a4b00; background: #fff4e0; border: 1px solid #f5c98a; border-radius: 999px; padding: 2px 10px; margin-bottom: 16px; }
  .logo { font-size: 1.5rem; font-weight: 500; letter-spacing: -.01em; margin: 0 0 4px; }
  .logo span:nth-child(1) { color: #4285f4 } .logo span:nth-child(2) { color: #ea4335 } .logo span:nth-child(3) { color: #fbbc05 }
  .logo span:nth-child(4) { color: #4285f4 } .logo span:nth-child(5) { color: #34a853 } .logo span:nth-child(6) { color: #ea4335 }
  h1 { font-size: 1.5rem; font-weight: 400; margin: 8px 0 4px; }
  p.sub { margin: 0 0 20px; color: #5f6368; }
  .note { font-size: .85rem; color: #5f6368; background: #f8f9fa; border-radius: 8px; padding: 10px 12px; margin: 0 0 20px; }
  .note code { font-size: .8rem; word-break: break-all; }
  label { display: block; font-size: .875rem; font-weight: 500; margin: 14px 0 6px; }
  input[type=email], input[type=text] { width: 100%; font: inherit; padding: 12px 14px; border: 1px solid #dadce0; border-radius: 6px; }
  input:focus { outline: 2px solid #1a73e8; outline-offset: -1px; border-color: transparent; }
  .accounts { list-style: none; margin: 0 0 8px; padding: 0; border: 1px solid #dadce0; border-radius: 8px; overflow: hidden; }
  .accounts li + li { border-top: 1px solid #dadce0; }
  .accounts button { all: unset; box-sizing: border-box; width: 100%; display: flex; gap: 12px; align-items: center; padding: 10px 14px; cursor: pointer; }
  .accounts button:hover, .accounts button:focus-visible { background: #f1f3f4; }
  .avatar { width: 32px; height: 32px; border-radius: 50%; background: #1a73e8; color: #fff; display: grid; place-items: center; font-size: .9rem; flex: none; }
  .who { display: flex; flex-direction: column; min-width: 0; } .who small { color: #5f6368; overflow: hidden; text-overflow: ellipsis; }
  .or { text-align: center; color: #5f6368; font-size: .85rem; margin: 16px 0 0; }
  .actions { display: flex; justify-content: space-between; align-items: center; margin-top: 24px; gap: 12px; }
  .btn { font: inherit; font-weight: 500; border-radius: 6px; padding: 9px 22px; cursor: pointer; border: 1px solid transparent; }
  .primary { background: #1a73e8; color: #fff; } .primary:hover { background: #1765cc; }
  .secondary { background: #fff; color: #1a73e8; border-color: #dadce0; } .secondary:hover { background: #f6fafe; }
  .error { color: #b3261e; background: #fce8e6; border-radius: 6px; padding: 8px 12px; margin: 0 0 12px; font-size: .9rem; }
  .params { font-size: .8rem; color: #5f6368; margin-top: 20px; }
`;

export function consentPage(
  p: ConsentParams,
  accounts: KnownAccount[],
  apiPath: string,
  error?: string,
  values?: { email?: string; name?: string },
): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  const carried =
    hidden("provider", p.provider) +
    hidden("redirect_to", p.redirectTo) +
    hidden("code_challenge", p.codeChallenge) +
    hidden("code_challenge_method", p.codeChallengeMethod) +
    hidden("scopes", p.scopes) +
    Object.entries(p.extra)
      .map(([k, v]) => hidden(`x_${k}`, v))
      .join("");
  const initials = (name: string, email: string) =>
    (name.trim() || email)
      .split(/\s+/)
      .map((w) => w[0] ?? "")
      .join("")
      .slice(0, 2)
      .toUpperCase();
  const list = accounts.length
    ? `<p class="sub" style="margin-bottom:8px">Choose an account</p><ul class="accounts">${accounts
        .map(
          (a) => `<li><button type="submit" name="account" value="${escapeHtml(a.email)}" formnovalidate>
  <span class="avatar" aria-hidden="true">${escapeHtml(initials(a.name, a.email))}</span>
  <span class="who"><span>${escapeHtml(a.name || a.email)}</span><small>${escapeHtml(a.email)}</small></span></button></li>`,
        )
        .join("")}</ul><p class="or">or use another account</p>`
    : "";
  const shownParams = [
    p.scopes ? `scopes: ${p.scopes}` : "",
    ...Object.entries(p.extra).map(([k, v]) => `${k}: ${v}`),
    `flow: ${p.codeChallenge ? `PKCE (${p.codeChallengeMethod || "plain"})` : "implicit"}`,
  ].filter(Boolean);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Google sign-in (development stand-in)</title><style>${styles}</style></head><body>
<main class="card">
  <span class="badge">Development stand-in</span>
  <div class="logo" aria-hidden="true"><span>G</span><span>o</span><span>o</span><span>g</span><span>l</span><span>e</span></div>
  <h1>Local Google sign-in (development stand-in)</h1>
  <p class="sub">to continue to Oneira</p>
  <p class="note">This page is served by the local Supabase Auth stand-in; no request goes to Google.
  Type any e-mail address and name to sign in as that Google account. You will be sent back to
  <code>${escapeHtml(p.redirectTo)}</code>.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
  <form method="post" action="${escapeHtml(apiPath)}">
    ${carried}
    ${list}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" placeholder="dreamer@gmail.com" value="${escapeHtml(values?.email ?? "")}" ${accounts.length ? "" : "autofocus"}>
    <label for="name">Full name</label>
    <input id="name" name="name" type="text" autocomplete="name" placeholder="Ada Lovelace" value="${escapeHtml(values?.name ?? "")}">
    <div class="actions">
      <button class="btn secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      <button class="btn primary" type="submit" name="action" value="continue">Continue</button>
    </div>
  </form>
  <p class="params">${shownParams.map(escapeHtml).join(" · ")}</p>
</main></body></html>`;
}

const palette = ["#1a73e8", "#d93025", "#188038", "#e37400", "#9334e6", "#007b83", "#c5221f", "#3949ab"];

/** A small SVG avatar with initials, so Google users have an avatar_url that works offline. */
export function avatarSvg(text: string): string {
  const initials =
    text
      .slice(0, 2)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "") || "?";
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const bg = palette[h % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${bg}"/><text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}

export type EmailKind = "signup" | "recovery" | "email_change";

export function authEmail(kind: EmailKind, link: string, code: string, email: string): { subject: string; text: string; html: string } {
  const copy = {
    signup: {
      subject: "Confirm your Oneira account",
      heading: "Confirm your e-mail address",
      body: "Welcome to Oneira. Follow this link to confirm your e-mail address and open your dream journal:",
      action: "Confirm my account",
      expiry: "The link is valid for 24 hours.",
    },
    recovery: {
      subject: "Reset your Oneira password",
      heading: "Reset your password",
      body: "Someone (hopefully you) asked to reset the password of your Oneira account. Follow this link to choose a new one:",
      action: "Choose a new password",
      expiry: "The link is valid for 1 hour. If you did not ask for this, ignore this e-mail.",
    },
    email_change: {
      subject: "Confirm your new e-mail address for Oneira",
      heading: "Confirm your new e-mail address",
      body: `Follow this link to use ${email} for your Oneira account:`,
      action: "Confirm the new address",
      expiry: "The link is valid for 24 hours. If you did not ask for this, ignore this e-mail.",
    },
  }[kind];
  const text = `${copy.heading}\n\n${copy.body}\n\n${link}\n\nOr enter this code: ${code}\n\n${copy.expiry}\n\n— Oneira`;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#0f0e24;font-family:system-ui,sans-serif;color:#1f1d3a">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(copy.heading)}</h1>
<p style="margin:0 0 20px;line-height:1.5">${escapeHtml(copy.body)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#5b4bd6;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px">${escapeHtml(copy.action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#55537a">Or enter this code: <strong style="letter-spacing:2px">${escapeHtml(code)}</strong></p>
<p style="margin:0;font-size:13px;color:#55537a">${escapeHtml(copy.expiry)}</p>
<p style="margin:16px 0 0;font-size:12px;color:#8583a8;word-break:break-all">${escapeHtml(link)}</p>
</div></body></html>`;
  return { subject: copy.subject, text, html };
}
