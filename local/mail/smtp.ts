import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type AddressObject } from "mailparser";
import type { OutgoingMail } from "./client";

/**
 * The outbox's SMTP side: the app sends with nodemailer over SMTP here exactly as it does to a
 * hosted mail provider, and each message is handed on once per To address. Plain SMTP on
 * loopback, no AUTH and no STARTTLS (there is nothing to protect on this machine).
 */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value);

export async function startSmtpReceiver(opts: {
  port: number;
  host?: string;
  onMessage(mail: OutgoingMail): void;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    async onData(stream, _session, callback) {
      try {
        const parsed = await simpleParser(stream);
        const sender = addresses(parsed.from)[0];
        const from = sender ? (sender.name ? `${sender.name} <${sender.address}>` : sender.address) : undefined;
        for (const to of addresses(parsed.to)) {
          if (!to.address) continue;
          opts.onMessage({ to: to.address, from, subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || undefined });
        }
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
