/** A tiny client for the local mail outbox (local/mail/outbox.ts), used by the auth stand-in and tests. */

export type OutgoingMail = {
  to: string;
  from?: string;
  subject: string;
  text: string;
  html?: string;
};

export type OutboxMessage = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
};

/** Stores one e-mail in the outbox; resolves with the stored message. */
export async function sendMail(mailUrl: string, msg: OutgoingMail): Promise<OutboxMessage> {
  const res = await fetch(new URL("/api/messages", mailUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(msg),
  });
  if (!res.ok) throw new Error(`mail outbox rejected the message: ${res.status} ${await res.text()}`);
  return (await res.json()) as OutboxMessage;
}

/** Messages in the outbox, newest first; `to` filters by recipient (case-insensitive). */
export async function readOutbox(mailUrl: string, options: { to?: string } = {}): Promise<OutboxMessage[]> {
  const url = new URL("/api/messages", mailUrl);
  if (options.to) url.searchParams.set("to", options.to);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`mail outbox: ${res.status} ${await res.text()}`);
  return (await res.json()) as OutboxMessage[];
}

/** Empties the outbox. */
export async function clearOutbox(mailUrl: string): Promise<void> {
  const res = await fetch(new URL("/api/messages", mailUrl), { method: "DELETE" });
  if (!res.ok) throw new Error(`mail outbox: ${res.status}`);
}
