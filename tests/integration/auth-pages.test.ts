/**
 * The HTML faces of the local stack: the mail outbox (its own instance here, so clearing it cannot
 * disturb other test files) and the stand-in's Google consent page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localConfig } from "@/local/config";
import { startMailOutbox } from "@/local/mail/outbox";
import { clearOutbox, readOutbox, sendMail } from "@/local/mail/client";

describe("mail outbox", () => {
  let outbox: Awaited<ReturnType<typeof startMailOutbox>>;
  beforeAll(async () => {
    outbox = await startMailOutbox({ port: 0 });
  });
  afterAll(async () => {
    await outbox.stop();
  });

  it("stores messages, lists them newest first, filters by recipient and clears", async () => {
    const a = await sendMail(outbox.url, { to: "a@example.test", subject: "First", text: "one" });
    const b = await sendMail(outbox.url, { to: "B@example.test", subject: "Second", text: "two", html: "<p>two</p>" });
    expect(a).toMatchObject({ to: "a@example.test", subject: "First", text: "one", html: null });
    expect(a.id).toBeTruthy();
    expect(new Date(a.createdAt).getTime()).toBeGreaterThan(0);
    expect(a.from).toContain("@");

    const all = await readOutbox(outbox.url);
    expect(all.map((m) => m.id)).toEqual([b.id, a.id]);
    expect((await readOutbox(outbox.url, { to: "b@example.test" })).map((m) => m.id)).toEqual([b.id]);

    const bad = await fetch(`${outbox.url}/api/messages`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(bad.status).toBe(400);

    await clearOutbox(outbox.url);
    expect(await readOutbox(outbox.url)).toEqual([]);
  });

  it("renders the list and each message as escaped HTML, the HTML body in a sandboxed iframe", async () => {
    const evil = `<script>alert("x")</script>`;
    const m = await sendMail(outbox.url, {
      to: "c@example.test",
      subject: `Hi ${evil}`,
      text: `Open https://localhost:3000/auth/confirm?token_hash=abc&type=signup ${evil}`,
      html: `<h1>Hello</h1>${evil}`,
    });
    const list = await fetch(outbox.url);
    expect(list.headers.get("content-type")).toContain("text/html");
    const listHtml = await list.text();
    expect(listHtml).toContain("Local mail outbox");
    expect(listHtml).toContain(`/messages/${m.id}`);
    expect(listHtml).not.toContain(evil);
    expect(listHtml).toContain("&lt;script&gt;");

    const page = await fetch(`${outbox.url}/messages/${m.id}`);
    const html = await page.text();
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(html).not.toContain(evil);
    expect(html).toMatch(/<iframe sandbox="[^"]*" srcdoc="[^"]*&lt;h1&gt;Hello/);
    expect(html).not.toMatch(/sandbox="[^"]*allow-scripts/);
    expect(html).toContain('<a href="https://localhost:3000/auth/confirm?token_hash=abc&amp;type=signup"');

    expect((await fetch(`${outbox.url}/messages/nope`)).status).toBe(404);
  });
});

describe("Google consent page", () => {
  it("is labelled as the local stand-in and escapes what it echoes", async () => {
    const redirect = `http://localhost:3000/auth/callback?next="><script>alert(1)</script>`;
    const res = await fetch(
      `${localConfig.supabaseUrl}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(redirect)}&code_challenge=abc&code_challenge_method=s256&prompt=${encodeURIComponent("<b>consent</b>")}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // The form's redirect back to the app must be allowed by form-action (Chrome applies it to the redirect).
    expect(res.headers.get("content-security-policy")).toContain(`form-action 'self' ${new URL(localConfig.siteUrl).origin}`);
    const html = await res.text();
    expect(html).toContain("Local Google sign-in (development stand-in)");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>consent</b>");
    expect(html).toContain("prompt: &lt;b&gt;consent&lt;/b&gt;");

    const other = await fetch(`${localConfig.supabaseUrl}/auth/v1/authorize?provider=github&redirect_to=http://localhost:3000/`);
    expect(other.status).toBe(400);
  });

  it("serves offline avatars for Google users", async () => {
    const res = await fetch(`${localConfig.supabaseUrl}/auth/v1/local/avatar/Ada%20Lovelace.svg`);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(await res.text()).toContain(">AL<");
  });
});
