import { describe, expect, it } from "vitest";
import { submitSupportRequest, supportRateLimit } from "@/lib/support/submit";
import { supportRequestSchema } from "@/lib/support/schema";
import { mailsTo } from "../fixtures/outbox";
import { adminSql, asUser, insertUser, type DbUser } from "./db";

const SUPPORT = "support@oneira.local";
const sender = (u: DbUser, fullName: string | null = "Test Dreamer") => ({ id: u.id, email: u.email, fullName, claims: u.claims });
const form = (subject: string, message: string) => supportRequestSchema.parse({ subject, message });

async function supportMailFor(user: DbUser) {
  for (let i = 0; i < 40; i++) {
    const found = (await mailsTo(SUPPORT)).find((m) => m.text.includes(user.id));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("no support e-mail");
}

describe("support requests", () => {
  it("stores the request, e-mails support (premium marked priority) and a copy to the user", async () => {
    const premium = await insertUser({ premium: true });
    const outcome = await submitSupportRequest(
      sender(premium),
      form("Payment  question", "I paid twice <b>by mistake</b>, could you check?"),
    );
    expect(outcome).toMatchObject({ ok: true, priority: true, copySent: true });

    const toTeam = await supportMailFor(premium);
    expect(toTeam.subject).toBe("[Priority] Support: Payment question");
    expect(toTeam.text).toContain(`From: Test Dreamer <${premium.email}>`);
    expect(toTeam.text).toContain("I paid twice <b>by mistake</b>");
    expect(toTeam.html).toContain("I paid twice &lt;b&gt;by mistake&lt;/b&gt;");
    const [copy] = await mailsTo(premium.email);
    expect(copy.subject).toBe("We received your message: Payment question");
    expect(copy.text).toContain("priority request");
    expect(copy.text).toContain("I paid twice <b>by mistake</b>");

    const rows = await adminSql`select subject, message, priority from public.support_requests where user_id = ${premium.id}`;
    expect(rows).toEqual([{ subject: "Payment question", message: "I paid twice <b>by mistake</b>, could you check?", priority: true }]);
  });

  it("a free user's request is not priority", async () => {
    const free = await insertUser();
    expect(await submitSupportRequest(sender(free, null), form("Hello there", "Just a question about symbols."))).toMatchObject({
      ok: true,
      priority: false,
    });
    expect((await supportMailFor(free)).subject).toBe("Support: Hello there");
  });

  it("priority is decided by the database, not the caller; users see only their own requests", async () => {
    const free = await insertUser();
    const other = await insertUser();
    await expect(
      asUser(
        free,
        (tx) => tx`insert into public.support_requests (subject, message, priority) values ('Sneaky', 'Please treat me as priority', true)`,
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asUser(free, (tx) => tx`insert into public.support_requests (subject, message) values ('Direct', 'Straight into the table')`),
    ).rejects.toThrow(/permission denied/);
    await adminSql`select * from private.submit_support_request(${free.id}, 'Fair', 'An ordinary request here', 5)`;
    await expect(
      asUser(
        free,
        (tx) =>
          tx`insert into public.support_requests (user_id, subject, message) values (${other.id}, 'Forged', 'Pretending to be someone')`,
      ),
    ).rejects.toThrow(/permission denied/);
    expect(await asUser(free, (tx) => tx`select subject, priority from public.support_requests`)).toEqual([
      { subject: "Fair", priority: false },
    ]);
    expect(await asUser(other, (tx) => tx`select subject from public.support_requests`)).toEqual([]);
    await expect(asUser(null, (tx) => tx`select * from public.support_requests`)).rejects.toThrow(/permission denied/);
  });

  it("validates subject and message", () => {
    expect(supportRequestSchema.safeParse({ subject: "  ", message: "long enough message" }).success).toBe(false);
    expect(supportRequestSchema.safeParse({ subject: "Fine", message: "short" }).success).toBe(false);
    expect(supportRequestSchema.safeParse({ subject: "x".repeat(121), message: "long enough message" }).success).toBe(false);
    expect(supportRequestSchema.parse({ subject: "Multi\r\nline\tsubject", message: " ok message here " })).toEqual({
      subject: "Multi line subject",
      message: "ok message here",
    });
  });

  it(`allows ${supportRateLimit.max} requests an hour per user`, async () => {
    const user = await insertUser();
    for (let i = 0; i < supportRateLimit.max; i++) {
      expect((await submitSupportRequest(sender(user), form(`Question ${i}`, "Something I want to ask."))).ok).toBe(true);
    }
    expect(await submitSupportRequest(sender(user), form("One more", "Something I want to ask."))).toEqual({
      ok: false,
      reason: "rate-limited",
    });
  });
});
