import { describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { SignJWT } from "jose";
import { createHmac } from "node:crypto";
import { localConfig } from "@/local/config";
import { duePeriods, lastClosedMonth, lastClosedWeek, periodLabel } from "@/lib/digest/period";
import { collectDigest, excerpt, runDigest } from "@/lib/digest/run";
import { renderDigest, type DigestContent } from "@/lib/digest/render";
import { composeReading } from "@/lib/digest/reading";
import { createUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/digest/unsubscribe-token";
import { digestFrequencyOf, readPreferences, savePreferences, unsubscribeUser } from "@/lib/digest/preferences";
import { mailOptions, type Email } from "@/lib/mail/send";
import { GET as cronGet } from "@/app/api/cron/digest/route";
import { POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { mailsTo } from "../fixtures/outbox";
import { adminSql, asUser, insertUser, sampleInterpretation, type DbUser } from "./db";
import { ELLIPSIS } from "@/lib/text/truncate";
import { tampered } from "./tokens";

const DAY = 86_400_000;

function interp(symbols: string[], emotions: { code: string; label: string }[] = [], themes: string[] = []) {
  return {
    ...sampleInterpretation,
    symbols: symbols.map((s) => ({ symbol: s, meaning: `what ${s} means`, quote: `a quote about the ${s}` })),
    emotions: emotions.map((e) => ({ ...e, evidence: `felt ${e.label}` })),
    themes,
  };
}

async function addDream(
  user: DbUser,
  at: Date,
  symbols: string[],
  text = `A dream about ${symbols.join(" and ")} that I remember clearly.`,
  extra: { emotions?: { code: string; label: string }[]; themes?: string[] } = {},
) {
  const [row] = await adminSql<{ id: string }[]>`
    insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
    values (${user.id}, ${text}, ${adminSql.json(interp(symbols, extra.emotions, extra.themes) as never)}, ${at})
    returning id`;
  return row.id;
}

async function subscriber(
  frequency: "weekly" | "monthly" | "off",
  options: { premium?: boolean; includeDreamText?: boolean; name?: string } = {},
) {
  const user = await insertUser({ premium: options.premium ?? true, name: options.name ?? "Ada Lovelace" });
  await asUser(
    user,
    (tx) => tx`
    insert into public.email_preferences (digest_frequency, include_dream_text) values (${frequency}, ${options.includeDreamText ?? false})`,
  );
  return user;
}

/** A run with a recording transport; returns the e-mails per recipient. */
async function run(now: Date, opts: { fail?: (e: Email) => boolean; batchSize?: number } = {}) {
  const sent: Email[] = [];
  const result = await runDigest({
    now,
    batchSize: opts.batchSize,
    send: async (e) => {
      if (opts.fail?.(e)) throw new Error("SMTP 451 temporary failure");
      sent.push(e);
    },
  });
  return { result, sent, to: (u: DbUser) => sent.filter((e) => e.to === u.email) };
}

const sendsOf = (user: DbUser) =>
  adminSql<{ period_key: string; status: string; attempts: number; dream_count: number | null }[]>`
    select period_key, status, attempts, dream_count from private.digest_sends where user_id = ${user.id} order by period_key`;

// Each test uses its own (future) periods so runs of one test never touch another's.
const monday = (iso: string) => new Date(`${iso}T07:00:00Z`);

describe("periods", () => {
  it("the last closed week runs Monday to Monday, the last closed month is the previous calendar month", () => {
    const w = lastClosedWeek(new Date("2026-11-21T10:00:00Z")); // a Saturday
    expect([w.key, w.start.toISOString(), w.end.toISOString()]).toEqual([
      "weekly:2026-11-09",
      "2026-11-09T00:00:00.000Z",
      "2026-11-16T00:00:00.000Z",
    ]);
    const onMonday = lastClosedWeek(new Date("2026-11-16T00:00:00Z"));
    expect(onMonday.key).toBe("weekly:2026-11-09");
    const m = lastClosedMonth(new Date("2027-01-03T07:00:00Z"));
    expect([m.key, m.start.toISOString(), m.end.toISOString()]).toEqual([
      "monthly:2026-12",
      "2026-12-01T00:00:00.000Z",
      "2027-01-01T00:00:00.000Z",
    ]);
    expect(periodLabel(w)).toBe("9 – 15 November 2026");
    expect(periodLabel(lastClosedWeek(new Date("2026-12-02T00:00:00Z")))).toBe("23 – 29 November 2026");
    expect(periodLabel(lastClosedWeek(new Date("2027-01-05T00:00:00Z")))).toBe("28 December 2026 – 3 January 2027");
    expect(periodLabel(m)).toBe("December 2026");
  });

  it("a month stays due for a week after it closes (retries), then is skipped as stale", () => {
    expect(duePeriods(new Date("2026-12-01T07:00:00Z")).monthly?.key).toBe("monthly:2026-11");
    expect(duePeriods(new Date("2026-12-07T07:00:00Z")).monthly?.key).toBe("monthly:2026-11");
    expect(duePeriods(new Date("2026-12-08T07:00:00Z")).monthly).toBeNull();
    // There is always a closed week less than 7 days old.
    for (let d = 0; d < 7; d++) expect(duePeriods(new Date(Date.UTC(2026, 10, 16 + d, 7))).weekly).not.toBeNull();
  });
});

describe("recipients and periods", () => {
  it("sends to premium subscribers with dreams in their closed period, and to nobody else", async () => {
    const now = monday("2031-03-03"); // week 2031-02-24..03-03, month February 2031
    const weekly = await subscriber("weekly");
    const monthly = await subscriber("monthly");
    const free = await subscriber("weekly", { premium: false });
    const off = await subscriber("off");
    const quietWeek = await subscriber("weekly");
    const currentOnly = await subscriber("weekly");
    const noPrefs = await insertUser({ premium: true });

    const inWeek = new Date(now.getTime() - 3 * DAY);
    for (const u of [weekly, monthly, free, off, noPrefs]) await addDream(u, inWeek, ["ocean", "house"]);
    await addDream(monthly, new Date("2031-02-03T12:00:00Z"), ["ocean"]);
    await addDream(quietWeek, new Date(now.getTime() - 20 * DAY), ["ocean"]); // an earlier week only
    await addDream(currentOnly, new Date(now.getTime() + 1 * DAY), ["ocean"]); // the week still open

    const { to } = await run(now);
    expect(to(weekly)).toHaveLength(1);
    expect(to(monthly)).toHaveLength(1);
    for (const u of [free, off, quietWeek, currentOnly, noPrefs]) expect(to(u), u.email).toHaveLength(0);

    expect(await sendsOf(weekly)).toEqual([{ period_key: "weekly:2031-02-24", status: "sent", attempts: 1, dream_count: 1 }]);
    expect(await sendsOf(monthly)).toEqual([{ period_key: "monthly:2031-02", status: "sent", attempts: 1, dream_count: 2 }]);
    expect(await sendsOf(quietWeek)).toEqual([{ period_key: "weekly:2031-02-24", status: "empty", attempts: 1, dream_count: 0 }]);
    expect(await sendsOf(free)).toEqual([]);
    expect(await sendsOf(off)).toEqual([]);
  });

  it("a monthly subscriber gets nothing mid-month, and the month's e-mail on the first run after it closes", async () => {
    const user = await subscriber("monthly");
    await addDream(user, new Date("2031-05-10T09:00:00Z"), ["moon"]);
    expect((await run(new Date("2031-05-20T07:00:00Z"))).to(user)).toHaveLength(0);
    const june = await run(new Date("2031-06-01T07:00:00Z"));
    expect(june.to(user)).toHaveLength(1);
    expect(june.to(user)[0].subject).toBe("Your May 2031 in dreams: moon and more");
  });
});

describe("idempotency and resuming", () => {
  it("a rerun sends nothing twice", async () => {
    const now = monday("2031-04-07");
    const user = await subscriber("weekly");
    await addDream(user, new Date(now.getTime() - 2 * DAY), ["snake"]);
    expect((await run(now)).to(user)).toHaveLength(1);
    expect((await run(now)).to(user)).toHaveLength(0);
    expect((await run(new Date(now.getTime() + 2 * DAY))).to(user)).toHaveLength(0); // later in the same week
    expect(await sendsOf(user)).toEqual([{ period_key: "weekly:2031-03-31", status: "sent", attempts: 1, dream_count: 1 }]);
  });

  it("two overlapping runs send each e-mail once", async () => {
    const now = monday("2031-04-14");
    const users = await Promise.all([1, 2, 3, 4].map(() => subscriber("weekly")));
    for (const u of users) await addDream(u, new Date(now.getTime() - DAY), ["bridge"]);
    const [a, b] = await Promise.all([run(now, { batchSize: 2 }), run(now, { batchSize: 2 })]);
    for (const u of users) expect(a.to(u).length + b.to(u).length).toBe(1);
  });

  it("a failed send is marked failed and retried by the next run; others in the run still go out", async () => {
    const now = monday("2031-04-21");
    const flaky = await subscriber("weekly");
    const fine = await subscriber("weekly");
    for (const u of [flaky, fine]) await addDream(u, new Date(now.getTime() - DAY), ["rain"]);

    const first = await run(now, { fail: (e) => e.to === flaky.email });
    expect(first.to(fine)).toHaveLength(1);
    expect(first.result.failed).toBeGreaterThanOrEqual(1);
    expect(await sendsOf(flaky)).toEqual([{ period_key: "weekly:2031-04-14", status: "failed", attempts: 1, dream_count: 1 }]);

    const second = await run(new Date(now.getTime() + DAY));
    expect(second.to(flaky)).toHaveLength(1);
    expect(second.to(fine)).toHaveLength(0);
    expect(await sendsOf(flaky)).toEqual([{ period_key: "weekly:2031-04-14", status: "sent", attempts: 2, dream_count: 1 }]);
  });

  it("resumes after a run died part-way: a stale claim is taken over, a fresh one is left alone", async () => {
    const now = monday("2031-04-28");
    const stale = await subscriber("weekly");
    const busy = await subscriber("weekly");
    for (const u of [stale, busy]) await addDream(u, new Date(now.getTime() - DAY), ["key"]);
    const period = lastClosedWeek(now);
    await adminSql`insert into private.digest_sends (user_id, period_key, period_start, period_end, status, claimed_at)
      values (${stale.id}, ${period.key}, ${period.start}, ${period.end}, 'sending', now() - interval '20 minutes'),
             (${busy.id}, ${period.key}, ${period.start}, ${period.end}, 'sending', now() - interval '1 minute')`;
    const r = await run(now);
    expect(r.to(stale)).toHaveLength(1);
    expect(r.to(busy)).toHaveLength(0);
    expect((await sendsOf(stale))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("works through users in batches and stops at its time budget, leaving the rest due", async () => {
    const now = monday("2031-05-05");
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => subscriber("weekly")));
    for (const u of users) await addDream(u, new Date(now.getTime() - DAY), ["door"]);

    const stopped = await runDigest({ now, budgetMs: -1, send: async () => {} });
    expect(stopped).toMatchObject({ complete: false, batches: 0, sent: 0 });

    const r = await run(now, { batchSize: 2 });
    expect(r.result.batches).toBeGreaterThanOrEqual(3);
    expect(r.result.complete).toBe(true);
    for (const u of users) expect(r.to(u)).toHaveLength(1);
  });

  it("stops after 5 failed attempts", async () => {
    const now = monday("2031-05-12");
    const user = await subscriber("weekly");
    await addDream(user, new Date(now.getTime() - DAY), ["wall"]);
    for (let i = 0; i < 6; i++) await run(now, { fail: (e) => e.to === user.email });
    expect(await sendsOf(user)).toEqual([{ period_key: "weekly:2031-05-05", status: "failed", attempts: 5, dream_count: 1 }]);
  });
});

describe("content", () => {
  it("names symbols, feelings and themes, links into the DreamLog, and leaves out dream text unless opted in", async () => {
    const now = monday("2031-06-09");
    const secretText = "My secret dream about the ocean and my old school friend Marguerite.";
    const privateUser = await subscriber("weekly");
    const openUser = await subscriber("weekly", { includeDreamText: true });
    const ids: Record<string, string> = {};
    for (const u of [privateUser, openUser]) {
      ids[u.id] = await addDream(u, new Date(now.getTime() - 2 * DAY), ["ocean", "school"], secretText, {
        emotions: [{ code: "AP", label: "apprehension" }],
        themes: ["water"],
      });
      await addDream(u, new Date(now.getTime() - 3 * DAY), ["ocean"], "Another dream by the ocean at night, waves everywhere.");
    }
    const r = await run(now);
    const [priv] = r.to(privateUser);
    const [open] = r.to(openUser);

    for (const part of [priv.text, priv.html!]) {
      expect(part).toContain("Ocean");
      expect(part).toMatch(/Also: school/);
      expect(part).toContain("water");
      expect(part).not.toContain("Marguerite");
      expect(part).not.toContain("a quote about"); // symbol quotes are dream text too
      expect(part).toContain(`${localConfig.siteUrl}/dashboard/dreams/${ids[privateUser.id]}`);
      expect(part).toContain("/unsubscribe?token=");
    }
    expect(priv.text).toMatch(/Ocean: 2 dreams/);
    expect(priv.text).toMatch(/Fear: 1 dream/);
    expect(priv.unsubscribeUrl).toMatch(/\/api\/unsubscribe\?token=/);
    expect(open.text).toContain("My secret dream about the ocean and my old school friend Marguerite.");
    expect(open.html).toContain("Marguerite");
  });

  it("escapes everything in the HTML part", async () => {
    const now = monday("2031-06-16");
    const user = await subscriber("weekly", { includeDreamText: true, name: `<img src=x onerror=alert(1)> Eve` });
    await addDream(
      user,
      new Date(now.getTime() - DAY),
      [`<script>alert("x")</script>`],
      `I dreamt of <b>bold</b> & "quoted" things at night.`,
      { themes: ["<i>theme</i>"] },
    );
    const [mail] = (await run(now)).to(user);
    expect(mail.html).not.toMatch(/<script|<img|<b>|<i>/);
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;");
  });

  it("reads the period as the user: another user's dreams never count", async () => {
    const a = await insertUser({ premium: true });
    const b = await insertUser({ premium: true });
    const period = lastClosedWeek(monday("2031-06-23"));
    await addDream(a, new Date(period.start.getTime() + DAY), ["owl"]);
    await addDream(b, new Date(period.start.getTime() + DAY), ["cat"]);
    const data = await collectDigest({ id: a.id, email: a.email, name: null }, period, true);
    expect(data.dreamCount).toBe(1);
    expect(data.symbols.map((s) => s.name)).toEqual(["owl"]);
  });

  it("the reading varies with the data and between users, and is stable for one user and period", () => {
    const base = {
      frequency: "weekly" as const,
      dreamCount: 4,
      symbols: [
        { name: "ocean", count: 3, earlier: 5 },
        { name: "house", count: 2, earlier: 0 },
      ],
      emotions: [{ code: "AP", label: "fear", count: 3 }],
      themes: [{ name: "water", count: 3 }],
    };
    const a = composeReading({ ...base, seed: "u1|weekly:2031-01-06" });
    expect(composeReading({ ...base, seed: "u1|weekly:2031-01-06" })).toEqual(a);
    const variants = new Set(Array.from({ length: 12 }, (_, i) => composeReading({ ...base, seed: `u${i}|weekly:2031-01-06` }).join(" ")));
    expect(variants.size).toBeGreaterThan(3);
    expect(a.join(" ")).toMatch(/ocean/);
    const single = composeReading({
      ...base,
      seed: "s",
      dreamCount: 1,
      symbols: [{ name: "owl", count: 1, earlier: 0 }],
      emotions: [],
      themes: [],
    }).join(" ");
    expect(single).toMatch(/one dream/i);
    expect(single).not.toMatch(/came back|returned|repeat/);
  });

  it("renders the text part (snapshot)", () => {
    const period = lastClosedWeek(new Date("2026-11-17T07:00:00Z"));
    const content: DigestContent = {
      userId: "00000000-0000-4000-8000-000000000001",
      name: "Robin",
      period,
      dreamCount: 3,
      symbols: [
        { name: "ocean", count: 2, earlier: 4 },
        { name: "house", count: 2, earlier: 0 },
        { name: "snake", count: 1, earlier: 0 },
      ],
      emotions: [
        { code: "AP", label: "fear", count: 2 },
        { code: "HA", label: "happiness", count: 1 },
      ],
      themes: [
        { name: "water", count: 2 },
        { name: "home", count: 1 },
      ],
      dreams: [
        { id: "d3", createdAt: new Date("2026-11-15T06:30:00Z"), symbols: ["ocean", "snake"], excerpt: null },
        { id: "d2", createdAt: new Date("2026-11-12T06:30:00Z"), symbols: ["house"], excerpt: null },
        { id: "d1", createdAt: new Date("2026-11-10T06:30:00Z"), symbols: ["ocean", "house"], excerpt: null },
      ],
      siteUrl: "https://oneira.app",
      unsubscribeUrl: "https://oneira.app/unsubscribe?token=TOKEN",
    };
    const email = renderDigest(content);
    expect(email.subject).toBe("Your week in dreams: ocean and more");
    expect(email.text).toMatchInlineSnapshot(`
      "Hello Robin,

      Your weekly dream patterns, 9 – 15 November 2026

      You recorded 3 dreams this week. Ocean and house kept each other company, both in 2 dreams; images that return together often belong to one concern. This is not new: ocean has shown up in 4 dreams before this period.

      The strongest feeling was fear, in 2 dreams. Fear at night is often the mind testing a situation it has not finished with by day. The themes that gathered most were water and home. Next time ocean appears, note what happened the day before.

      RECURRING SYMBOLS
        Ocean: 2 dreams
        House: 2 dreams
        Also: snake

      FEELINGS
        Fear: 2 dreams
        Happiness: 1 dream

      THEMES
        water, home

      YOUR DREAMS THIS WEEK
        Sun 15 Nov — ocean, snake
          https://oneira.app/dashboard/dreams/d3
        Thu 12 Nov — house
          https://oneira.app/dashboard/dreams/d2
        Tue 10 Nov — ocean, house
          https://oneira.app/dashboard/dreams/d1

      Open your DreamLog: https://oneira.app/dashboard

      —
      You receive this because you turned on weekly pattern e-mails in Oneira.
      Change how often: https://oneira.app/dashboard/notifications
      Unsubscribe (one click, no sign-in): https://oneira.app/unsubscribe?token=TOKEN"
    `);
  });

  it("excerpts are short and cut at a word", () => {
    expect(excerpt("short  dream\n text")).toBe("short dream text");
    const long = excerpt("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(160 + ELLIPSIS.length);
    expect(long.endsWith(`word${ELLIPSIS}`)).toBe(true);
  });
});

describe("mail", () => {
  it("an SMTP message has a plain-text and an HTML part and RFC 8058 one-click unsubscribe headers", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const info = await transport.sendMail(
      mailOptions({
        to: "reader@example.test",
        subject: "Your week in dreams",
        text: "plain part",
        html: "<p>html part</p>",
        unsubscribeUrl: "https://oneira.app/api/unsubscribe?token=abc",
      }),
    );
    const raw = String(info.message);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/oneira\.app\/api\/unsubscribe\?token=abc>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(raw).toMatch(/^From: Oneira <no-reply@oneira\.local>/m);
  });

  it("a real run (no test transport) puts the digest in the local outbox", async () => {
    const now = monday("2031-07-07");
    const user = await subscriber("weekly");
    await addDream(user, new Date(now.getTime() - DAY), ["lighthouse", "storm"]);
    await runDigest({ now });
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toMatch(/^Your week in dreams: (lighthouse|storm) and more$/);
    expect(mail.text).toContain("Lighthouse: 1 dream");
    expect(mail.html).toContain("<table");
  });
});

describe("unsubscribe token", () => {
  it("a valid token names the user; tampered, expired, foreign and malformed ones are refused", async () => {
    const userId = "6f1c2a57-1d7e-4c1e-9a39-2c2f6d0b8e11";
    const now = new Date("2031-01-01T00:00:00Z");
    const token = await createUnsubscribeToken(userId, now);
    expect(await verifyUnsubscribeToken(token, now)).toEqual({ ok: true, userId, list: "digest" });
    expect(await verifyUnsubscribeToken(token, new Date(now.getTime() + 119 * DAY))).toEqual({ ok: true, userId, list: "digest" });

    const [h, p, s] = token.split(".");
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, "base64url").toString()), sub: "00000000-0000-4000-8000-000000000000" }),
    ).toString("base64url");
    expect(await verifyUnsubscribeToken(`${h}.${otherUser}.${s}`, now)).toEqual({ ok: false, reason: "invalid" });
    const flipped = s.slice(0, -2) + (s.at(-2) === "A" ? "B" : "A") + s.at(-1);
    expect(await verifyUnsubscribeToken(`${h}.${p}.${flipped}`, now)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyUnsubscribeToken(token, new Date(now.getTime() + 121 * DAY))).toEqual({ ok: false, reason: "expired" });
    expect(await verifyUnsubscribeToken(await createUnsubscribeToken(userId, now, "another-secret-another-secret-xx"), now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await verifyUnsubscribeToken("", now)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyUnsubscribeToken("not.a.token", now)).toEqual({ ok: false, reason: "invalid" });

    // Signed with the same secret but for another purpose (no audience): refused.
    const key = new Uint8Array(createHmac("sha256", localConfig.visitorSecret).update("oneira unsubscribe token v1").digest());
    const noAud = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(userId).setExpirationTime("1d").sign(key);
    expect(await verifyUnsubscribeToken(noAud)).toEqual({ ok: false, reason: "invalid" });
    // alg "none" is never accepted.
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${p}.`;
    expect(await verifyUnsubscribeToken(none, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("one-click POST turns the digest off without a session; a bad token changes nothing", async () => {
    const user = await subscriber("weekly");
    const token = await createUnsubscribeToken(user.id);
    const post = (t: string) =>
      unsubscribePost(
        new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(t)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const bad = await post(tampered(token));
    expect(bad.status).toBe(400);
    expect(await digestFrequencyOf(user.id)).toBe("weekly");

    const ok = await post(token);
    expect(ok.status).toBe(200);
    expect(await digestFrequencyOf(user.id)).toBe("off");
    expect((await post(token)).status).toBe(200); // again: still fine

    // And the next run sends nothing.
    const now = monday("2031-07-14");
    await addDream(user, new Date(now.getTime() - DAY), ["gate"]);
    expect((await run(now)).to(user)).toHaveLength(0);
  });

  it("the confirmation page's form posts back and is redirected to the done page", async () => {
    const user = await subscriber("monthly");
    const token = await createUnsubscribeToken(user.id);
    const res = await unsubscribePost(
      new Request("http://localhost:3000/api/unsubscribe", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token, source: "page" }).toString(),
      }),
    );
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe("/unsubscribe");
    expect(location.searchParams.get("done")).toBe("1");
    expect(await digestFrequencyOf(user.id)).toBe("off");
  });
});

describe("preferences and privileges", () => {
  it("a user reads and saves only their own preferences; digest bookkeeping is out of reach", async () => {
    const a = await insertUser({ premium: true });
    const b = await subscriber("monthly");
    await savePreferences(a.claims, { frequency: "weekly", includeDreamText: true });
    expect(await readPreferences(a.claims)).toMatchObject({ frequency: "weekly", includeDreamText: true, lastDigest: null });
    expect(await readPreferences(b.claims)).toMatchObject({ frequency: "monthly", includeDreamText: false });

    expect(await asUser(a, (tx) => tx`select user_id from public.email_preferences`)).toEqual([{ user_id: a.id }]);
    expect(
      await asUser(a, (tx) => tx`update public.email_preferences set digest_frequency = 'off' where user_id = ${b.id} returning 1`),
    ).toHaveLength(0);
    await expect(
      asUser(a, (tx) => tx`insert into public.email_preferences (user_id, digest_frequency) values (${b.id}, 'weekly')`),
    ).rejects.toThrow(/permission denied|row-level security/);
    await expect(asUser(a, (tx) => tx`select * from private.digest_sends`)).rejects.toThrow(/permission denied/);
    await expect(asUser(a, (tx) => tx`select private.unsubscribe_digest(${b.id}::uuid)`)).rejects.toThrow(/permission denied/);
    await expect(asUser(a, (tx) => tx`select * from private.digest_candidates('weekly:2031-01-06', null, null, 10)`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(asUser(null, (tx) => tx`select * from public.email_preferences`)).rejects.toThrow(/permission denied/);
    expect(await unsubscribeUser("00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("the preferences page sees the last digest sent", async () => {
    const now = monday("2031-07-21");
    const user = await subscriber("weekly");
    await addDream(user, new Date(now.getTime() - DAY), ["tower"]);
    await run(now);
    const prefs = await readPreferences(user.claims);
    expect(prefs.lastDigest?.period.key).toBe("weekly:2031-07-14");
    expect(prefs.lastDigest?.dreamCount).toBe(1);
  });
});

describe("cron route", () => {
  it("answers 401 without the secret and runs with it", async () => {
    const call = (auth?: string) =>
      cronGet(new Request("http://localhost/api/cron/digest", { headers: auth ? { authorization: auth } : {} }));
    expect((await call()).status).toBe(401);
    expect((await call("Bearer wrong-secret-wrong-secret")).status).toBe(401);
    expect((await call(localConfig.cronSecret)).status).toBe(401); // without "Bearer "
    const ok = await call(`Bearer ${localConfig.cronSecret}`);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ complete: true, periods: { weekly: expect.stringMatching(/^weekly:/) } });
  });
});
