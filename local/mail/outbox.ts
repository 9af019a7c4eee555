import http from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { OutboxMessage, OutgoingMail } from "./client";
import { escapeHtml } from "../../lib/mail/html";
import { startSmtpReceiver } from "./smtp";

/**
 * The local mail outbox: every e-mail the local stack sends lands here, in memory. The app sends
 * over SMTP (./smtp.ts, `smtpUrl`), like to any mail provider; the auth stand-in and tests use the
 * HTTP API:
 *
 *   POST   /api/messages          {to, from?, subject, text, html?}  → 201 stored message
 *   GET    /api/messages[?to=a]   newest first
 *   DELETE /api/messages          clears
 *   GET    /                      a readable page listing the messages
 *   GET    /messages/:id          one message (HTML body in a sandboxed iframe, and the text part)
 */
const MAX_MESSAGES = 1000;
const MAX_BODY = 1024 * 1024;

/** The stored messages, newest first, at most MAX_MESSAGES. */
class Mailbox {
  readonly messages: OutboxMessage[] = [];

  store(mail: OutgoingMail): OutboxMessage {
    const message: OutboxMessage = {
      id: randomUUID(),
      to: mail.to,
      from: mail.from ?? "Oneira <no-reply@oneira.local>",
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      createdAt: new Date().toISOString(),
    };
    this.messages.unshift(message);
    if (this.messages.length > MAX_MESSAGES) this.messages.length = MAX_MESSAGES;
    return message;
  }

  clear() {
    this.messages.length = 0;
  }

  find(id: string): OutboxMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }
}

export async function startMailOutbox(opts: {
  port: number;
  /** The SMTP port; 0 (the default) takes a free one. */
  smtpPort?: number;
  host?: string;
}): Promise<{ url: string; smtpUrl: string; stop(): Promise<void> }> {
  const mailbox = new Mailbox();
  const server = http.createServer((req, res) => {
    handle(mailbox, req, res).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(err instanceof Error ? err.message : err) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const smtp = await startSmtpReceiver({ port: opts.smtpPort ?? 0, host: opts.host, onMessage: (mail) => mailbox.store(mail) });
  return {
    url: `http://127.0.0.1:${address.port}`,
    smtpUrl: smtp.url,
    async stop() {
      await smtp.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

async function handle(mailbox: Mailbox, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://outbox.local");
  const method = req.method ?? "GET";
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (path === "/api/messages") return handleMessagesApi(mailbox, req, res, url);

  const one = /^\/api\/messages\/([^/]+)$/.exec(path);
  if (one && method === "GET") {
    const m = mailbox.find(one[1]);
    return m ? sendJson(res, 200, m) : sendJson(res, 404, { error: "not found" });
  }
  if (path === "/clear" && method === "POST") {
    mailbox.clear();
    res.writeHead(303, { location: "/" });
    return res.end();
  }
  if (path === "/" && method === "GET") return sendHtml(res, 200, listPage(mailbox.messages));

  const page = /^\/messages\/([^/]+)$/.exec(path);
  if (page && method === "GET") {
    const m = mailbox.find(page[1]);
    if (!m) return sendHtml(res, 404, layout("Not found", `<p class="empty">No such message. <a href="/">Back to the outbox</a></p>`));
    return sendHtml(res, 200, messagePage(m));
  }
  sendJson(res, 404, { error: "not found" });
}

/** GET (optionally `?to=`), POST and DELETE on /api/messages. */
async function handleMessagesApi(mailbox: Mailbox, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const method = req.method ?? "GET";
  if (method === "GET") {
    const to = url.searchParams.get("to")?.trim().toLowerCase();
    return sendJson(res, 200, to ? mailbox.messages.filter((m) => m.to.toLowerCase() === to) : mailbox.messages);
  }
  if (method === "POST") {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return sendJson(res, 400, { error: "body must be JSON" });
    }
    const b = (body ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === "string" ? v : undefined);
    const to = str(b.to)?.trim();
    const subject = str(b.subject);
    const text = str(b.text);
    if (!to || subject === undefined || text === undefined) {
      return sendJson(res, 400, { error: "to, subject and text are required strings" });
    }
    return sendJson(res, 201, mailbox.store({ to, from: str(b.from), subject, text, html: str(b.html) }));
  }
  if (method === "DELETE") {
    mailbox.clear();
    return sendJson(res, 200, { deleted: true });
  }
  return sendJson(res, 405, { error: "method not allowed" });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error("body too large"));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const data = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(data);
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    // The page itself needs no scripts; message bodies are shown in a sandboxed iframe.
    "content-security-policy":
      "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-src 'self'; form-action 'self'",
    "x-content-type-options": "nosniff",
  });
  res.end(html);
}

/** Escapes text and turns http(s) URLs into links (the URL is escaped too). */
function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts.map((p, i) => (i % 2 === 1 ? `<a href="${escapeHtml(p)}" rel="noreferrer">${escapeHtml(p)}</a>` : escapeHtml(p))).join("");
}

function when(iso: string): string {
  const d = new Date(iso);
  return `${d.toLocaleDateString("en-GB", { day: "2-digit", month: "short" })} ${d.toLocaleTimeString("en-GB")}`;
}

const styles = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  html { background: #0b0b1a; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #e8e6f5;
    background: radial-gradient(ellipse at top, #1c1b3a 0%, #0b0b1a 60%) fixed; min-height: 100vh; }
  main { max-width: 880px; margin: 0 auto; padding: 32px 20px 64px; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 16px; flex-wrap: wrap; margin-bottom: 24px; }
  h1 { font-size: 1.5rem; margin: 0; letter-spacing: .01em; }
  h1 small { display: block; font-size: .85rem; font-weight: 400; color: #a9a6c9; }
  a { color: #b9b2ff; }
  .actions { display: flex; gap: 8px; }
  .btn { font: inherit; font-size: .9rem; padding: 6px 14px; border-radius: 8px; border: 1px solid #3c3a6b;
    background: #1a1936; color: #e8e6f5; text-decoration: none; cursor: pointer; }
  .btn:hover { background: #26245a; }
  ul.list { list-style: none; margin: 0; padding: 0; border: 1px solid #2c2a55; border-radius: 12px; overflow: hidden; }
  ul.list li + li { border-top: 1px solid #2c2a55; }
  ul.list a { display: grid; grid-template-columns: 1fr auto; gap: 2px 16px; padding: 12px 16px; color: inherit; text-decoration: none; background: rgba(20,19,45,.6); }
  ul.list a:hover { background: rgba(44,42,90,.6); }
  .subject { font-weight: 600; }
  .meta, .time { color: #a9a6c9; font-size: .875rem; }
  .time { text-align: right; }
  .empty { padding: 32px; text-align: center; color: #a9a6c9; border: 1px dashed #3c3a6b; border-radius: 12px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 20px; }
  dt { color: #a9a6c9; } dd { margin: 0; word-break: break-all; }
  iframe { width: 100%; min-height: 420px; border: 1px solid #2c2a55; border-radius: 12px; background: #fff; }
  pre { white-space: pre-wrap; word-break: break-word; background: #14132d; border: 1px solid #2c2a55; border-radius: 12px; padding: 16px; }
  h2 { font-size: 1rem; color: #a9a6c9; margin: 24px 0 8px; font-weight: 600; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Oneira local mail</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

function listPage(messages: OutboxMessage[]): string {
  const items = messages.length
    ? `<ul class="list">${messages
        .map(
          (m) => `<li><a href="/messages/${encodeURIComponent(m.id)}">
  <span class="subject">${escapeHtml(m.subject || "(no subject)")}</span><span class="time">${escapeHtml(when(m.createdAt))}</span>
  <span class="meta">to ${escapeHtml(m.to)}</span><span class="meta">from ${escapeHtml(m.from)}</span></a></li>`,
        )
        .join("")}</ul>`
    : `<p class="empty">No e-mails yet. Sign-up confirmations and password-reset links will appear here.</p>`;
  return layout(
    "Outbox",
    `<header><h1>Local mail outbox<small>Every e-mail the local stack sends · ${messages.length} message${messages.length === 1 ? "" : "s"}</small></h1>
<div class="actions"><a class="btn" href="/">Refresh</a><form method="post" action="/clear"><button class="btn" type="submit">Clear all</button></form></div></header>${items}`,
  );
}

function messagePage(m: OutboxMessage): string {
  const html = m.html
    ? `<h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(`<base target="_top">${m.html}`)}" title="Message body"></iframe>`
    : "";
  return layout(
    m.subject,
    `<header><h1>${escapeHtml(m.subject || "(no subject)")}</h1><div class="actions"><a class="btn" href="/">← Outbox</a></div></header>
<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>Sent</dt><dd>${escapeHtml(new Date(m.createdAt).toString())}</dd></dl>
${html}<h2>Text</h2><pre>${linkify(m.text)}</pre>`,
  );
}
