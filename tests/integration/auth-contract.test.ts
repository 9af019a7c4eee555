/**
 * Contract tests of the local Supabase Auth stand-in (local/auth/server.ts), driven through the real
 * @supabase/supabase-js and @supabase/ssr clients against the stack the global setup started.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, isAuthApiError, isAuthWeakPasswordError, type EmailOtpType, type SupabaseClient } from "@supabase/supabase-js";
import { createServerClient } from "@supabase/ssr";
import postgres from "postgres";
import { readFileSync } from "node:fs";
import path from "node:path";
import { importJWK, SignJWT } from "jose";
import { localConfig } from "@/local/config";
import { startAuthServer } from "@/local/auth/server";
import { confirmLink, latestMail, mailsTo, otpFrom, uniqueEmail } from "@/tests/fixtures/outbox";

const url = localConfig.supabaseUrl;
const authApi = `${url}/auth/v1`;
const siteOrigin = new URL(localConfig.siteUrl).origin;

/**
 * supabase-js builds its realtime client eagerly and, on Node 20 (no global WebSocket), throws unless
 * given a transport. These tests never open a socket, so a transport that refuses to connect is enough.
 */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the auth contract tests");
  }
}
const realtime = { transport: NoWebSocket as unknown as typeof WebSocket };

function client(options: { flowType?: "pkce" | "implicit"; baseUrl?: string; key?: string } = {}): SupabaseClient {
  return createClient(options.baseUrl ?? url, options.key ?? localConfig.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: options.flowType ?? "implicit" },
    realtime,
  });
}

const admin = client({ key: localConfig.secretKey });
let sql: postgres.Sql;

beforeAll(() => {
  sql = postgres(localConfig.databaseUrl, { max: 2, onnotice: () => {} });
});
afterAll(async () => {
  await sql.end();
});

/** A confirmed e-mail/password user made through the admin API. */
async function confirmedUser(password = "correct-horse-1", meta: Record<string, unknown> = { full_name: "Test Dreamer" }) {
  const email = uniqueEmail();
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: meta });
  expect(error).toBeNull();
  return { email, password, id: data.user!.id };
}

async function signedIn(password = "correct-horse-1") {
  const u = await confirmedUser(password);
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({ email: u.email, password });
  expect(error).toBeNull();
  return { ...u, supabase, session: data.session! };
}

describe.concurrent("gateway, settings and keys", () => {
  it("serves settings and the JWKS, and requires an apikey", async () => {
    const settings = await fetch(`${authApi}/settings`, { headers: { apikey: localConfig.publishableKey } }).then((r) => r.json());
    expect(settings.external.email).toBe(true);
    expect(settings.external.google).toBe(true);
    expect(settings.disable_signup).toBe(false);
    expect(settings.mailer_autoconfirm).toBe(false);

    const jwks = await fetch(`${authApi}/.well-known/jwks.json`).then((r) => r.json());
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kid: "oneira-local-dev-1", alg: "ES256", use: "sig", kty: "EC", crv: "P-256" });
    expect(jwks.keys[0].d).toBeUndefined();

    const missing = await fetch(`${authApi}/settings`);
    expect(missing.status).toBe(401);
    const wrong = await fetch(`${authApi}/settings`, { headers: { apikey: "nope" } });
    expect(wrong.status).toBe(401);
  });

  it("answers errors in both of GoTrue's formats, by X-Supabase-Api-Version", async () => {
    const body = JSON.stringify({ email: "nobody@example.test", password: "whatever-123" });
    const headers = { apikey: localConfig.publishableKey, "content-type": "application/json" };
    const legacy = await fetch(`${authApi}/token?grant_type=password`, { method: "POST", headers, body });
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });

    const current = await fetch(`${authApi}/token?grant_type=password`, {
      method: "POST",
      headers: { ...headers, "X-Supabase-Api-Version": "2024-01-01" },
      body,
    });
    expect(current.status).toBe(400);
    expect(current.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await current.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
  });
});

describe.concurrent("sign-up with e-mail confirmation", () => {
  it("returns a user without a session, e-mails a confirmation link, and verifyOtp confirms it", async () => {
    const supabase = client();
    const email = uniqueEmail("signup");
    const { data, error } = await supabase.auth.signUp({
      email,
      password: "night-sky-42",
      options: { data: { full_name: "Ada Dreamer" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: "authenticated",
      role: "authenticated",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Ada Dreamer" },
    });
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.identities![0].provider).toBe("email");
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toBeTruthy();

    // The profile trigger read full_name from raw_user_meta_data.
    const [profile] = await sql`select full_name from public.profiles where id = ${data.user!.id}`;
    expect(profile?.full_name).toBe("Ada Dreamer");

    const mail = await latestMail(email);
    expect(mail.subject).toMatch(/confirm/i);
    const link = confirmLink(mail);
    expect(link.origin).toBe(siteOrigin);
    expect(link.pathname).toBe("/auth/confirm");
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("next")).toBe("/dashboard");
    expect(mail.html).toContain(link.searchParams.get("token_hash"));

    const early = await supabase.auth.signInWithPassword({ email, password: "night-sky-42" });
    expect(early.error?.code).toBe("email_not_confirmed");
    expect(early.error?.status).toBe(400);
    expect(early.error?.message).toBe("Email not confirmed");

    const { token_hash, type } = otpFrom(mail);
    const verified = await supabase.auth.verifyOtp({ token_hash, type: type as EmailOtpType });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.session?.refresh_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const [row] = await sql`select email_confirmed_at, confirmation_token, last_sign_in_at from auth.users where id = ${data.user!.id}`;
    expect(row.email_confirmed_at).toBeInstanceOf(Date);
    expect(row.confirmation_token).toBe("");
    expect(row.last_sign_in_at).toBeInstanceOf(Date);

    // Single use.
    const again = await client().auth.verifyOtp({ token_hash, type: "signup" });
    expect(again.error?.code).toBe("otp_expired");
    expect(again.error?.status).toBe(403);
    expect(again.error?.message).toBe("Email link is invalid or has expired");

    const signIn = await supabase.auth.signInWithPassword({ email, password: "night-sky-42" });
    expect(signIn.error).toBeNull();
  });

  it("verifies with the e-mail's 6-digit code too, and uses an allowed redirect origin and next", async () => {
    const email = uniqueEmail("code");
    await client().auth.signUp({
      email,
      password: "night-sky-42",
      options: { emailRedirectTo: "http://127.0.0.1:4000/auth/confirm?next=/journal" },
    });
    const mail = await latestMail(email);
    const link = confirmLink(mail);
    expect(link.origin).toBe("http://127.0.0.1:4000");
    expect(link.searchParams.get("next")).toBe("/journal");
    const code = /code: (\d{6})/.exec(mail.text)![1];
    const { data, error } = await client().auth.verifyOtp({ email, token: code, type: "email" });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();

    const foreign = uniqueEmail("foreign");
    await client().auth.signUp({ email: foreign, password: "night-sky-42", options: { emailRedirectTo: "https://evil.example/steal" } });
    expect(confirmLink(await latestMail(foreign)).origin).toBe(siteOrigin);
  });

  it("answers a repeated sign-up with an obfuscated user and sends nothing", async () => {
    const { email, id } = await confirmedUser();
    const { data, error } = await client().auth.signUp({ email, password: "another-pass-1" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(id);
    expect(await mailsTo(email)).toHaveLength(0);

    // Also for an address that signed up but has not confirmed yet: still one e-mail only.
    const pending = uniqueEmail("pending");
    await client().auth.signUp({ email: pending, password: "night-sky-42" });
    const dup = await client().auth.signUp({ email: pending, password: "night-sky-42" });
    expect(dup.data.user?.identities).toEqual([]);
    expect(await mailsTo(pending)).toHaveLength(1);
  });

  it("rejects weak passwords and missing credentials like GoTrue", async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail(), password: "12345" });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error?.code).toBe("weak_password");
    expect(error?.status).toBe(422);
    expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(["length"]);
    expect(error?.message).toBe("Password should be at least 6 characters.");

    const noPassword = await client().auth.signUp({ email: uniqueEmail(), password: "" });
    expect(noPassword.error?.status).toBe(422);

    const res = await fetch(`${authApi}/signup`, {
      method: "POST",
      headers: { apikey: localConfig.publishableKey, "content-type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ password: "long-enough" }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("You must provide either an email or phone number and a password");

    const badEmail = await client().auth.signUp({ email: "not-an-address", password: "long-enough" });
    expect(badEmail.error?.code).toBe("email_address_invalid");
  });
});

describe.concurrent("resending and link redirects", () => {
  it("resend({type: 'signup'}) sends a fresh link to an unconfirmed address only, and the old link stops working", async () => {
    const email = uniqueEmail("resend");
    await client().auth.signUp({ email, password: "night-sky-42" });
    const first = otpFrom(await latestMail(email));
    await new Promise((r) => setTimeout(r, 2100)); // the per-address e-mail gap
    const { error } = await client().auth.resend({
      type: "signup",
      email,
      options: { emailRedirectTo: `${siteOrigin}/auth/confirm?next=/dashboard` },
    });
    expect(error).toBeNull();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = otpFrom(mails[0]);
    expect(second.token_hash).not.toBe(first.token_hash);
    expect((await client().auth.verifyOtp({ token_hash: first.token_hash, type: "signup" })).error?.code).toBe("otp_expired");
    expect((await client().auth.verifyOtp({ token_hash: second.token_hash, type: "signup" })).error).toBeNull();

    // Confirmed now: nothing more is sent, and the answer does not say so.
    await new Promise((r) => setTimeout(r, 2100));
    expect((await client().auth.resend({ type: "signup", email })).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("GET /verify redirects with the session in the fragment, or the error", async () => {
    const email = uniqueEmail("getverify");
    await client().auth.signUp({ email, password: "night-sky-42" });
    const { token_hash } = otpFrom(await latestMail(email));
    const target = `${siteOrigin}/welcome`;
    const verify = (hash: string) =>
      fetch(`${authApi}/verify?token=${hash}&type=signup&redirect_to=${encodeURIComponent(target)}`, { redirect: "manual" });
    const ok = await verify(token_hash);
    expect(ok.status).toBe(302);
    const loc = new URL(ok.headers.get("location")!);
    expect(`${loc.origin}${loc.pathname}`).toBe(target);
    const frag = new URLSearchParams(loc.hash.slice(1));
    expect(frag.get("token_type")).toBe("bearer");
    expect(frag.get("type")).toBe("signup");
    expect((await client().auth.getUser(frag.get("access_token")!)).data.user?.email).toBe(email);

    const again = await verify(token_hash);
    const errFrag = new URLSearchParams(new URL(again.headers.get("location")!).hash.slice(1));
    expect(errFrag.get("error")).toBe("access_denied");
    expect(errFrag.get("error_code")).toBe("otp_expired");
    expect(errFrag.get("error_description")).toBe("Email link is invalid or has expired");
  });
});

describe.concurrent("password sign-in, tokens and sessions", () => {
  it("signs in, and refuses wrong credentials without telling which part was wrong", async () => {
    const u = await confirmedUser();
    const ok = await client().auth.signInWithPassword({ email: u.email.toUpperCase(), password: u.password });
    expect(ok.error).toBeNull();
    expect(ok.data.session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(ok.data.session!.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(ok.data.user?.id).toBe(u.id);
    expect(ok.data.user?.last_sign_in_at).toBeTruthy();

    for (const creds of [
      { email: u.email, password: "wrong-password" },
      { email: uniqueEmail("nobody"), password: u.password },
    ]) {
      const { error, data } = await client().auth.signInWithPassword(creds);
      expect(isAuthApiError(error)).toBe(true);
      expect(error?.code).toBe("invalid_credentials");
      expect(error?.status).toBe(400);
      expect(error?.message).toBe("Invalid login credentials");
      expect(data.session).toBeNull();
    }
  });

  it("getUser and getClaims accept the access token; getClaims verifies it against the JWKS", async () => {
    const { supabase, session, id, email } = await signedIn();
    const user = await supabase.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user).toMatchObject({ id, email, user_metadata: { full_name: "Test Dreamer" } });

    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data!.header).toMatchObject({ alg: "ES256", kid: "oneira-local-dev-1", typ: "JWT" });
    const c = data!.claims;
    expect(c).toMatchObject({
      iss: `${url}/auth/v1`,
      sub: id,
      aud: "authenticated",
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Test Dreamer" },
    });
    expect(c.exp - c.iat).toBe(3600);
    expect(c.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(c.session_id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await sql`select user_id from auth.sessions where id = ${c.session_id as string}`;
    expect(row.user_id).toBe(id);

    // A token whose payload was changed fails both checks.
    const [h, p, s] = session.access_token.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const forged = [h, Buffer.from(JSON.stringify({ ...payload, role: "service_role" })).toString("base64url"), s].join(".");
    const claims = await client().auth.getClaims(forged);
    expect(claims.data).toBeNull();
    expect(claims.error?.message).toMatch(/signature/i);
    const forgedUser = await client().auth.getUser(forged);
    expect(forgedUser.error?.status).toBe(403);
    expect(forgedUser.error?.code).toBe("bad_jwt");

    // Correctly signed but expired: refused by the server and by getClaims.
    const jwk = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../local/dev-signing-key.json"), "utf8"));
    const past = Math.floor(Date.now() / 1000) - 120;
    const expired = await new SignJWT({ ...payload, iat: past - 3600, exp: past })
      .setProtectedHeader({ alg: "ES256", kid: jwk.kid, typ: "JWT" })
      .sign(await importJWK(jwk, "ES256"));
    const expiredUser = await client().auth.getUser(expired);
    expect(expiredUser.error?.status).toBe(403);
    expect(expiredUser.error?.code).toBe("bad_jwt");
    expect(expiredUser.error?.message).toMatch(/expired/);
    expect((await client().auth.getClaims(expired)).error?.message).toMatch(/expired/i);
  });

  it("refreshSession rotates the refresh token; a rotated token replayed later ends the session", async () => {
    const { supabase, session } = await signedIn();
    const first = session.refresh_token;
    const r1 = await supabase.auth.refreshSession();
    expect(r1.error).toBeNull();
    const second = r1.data.session!.refresh_token;
    expect(second).not.toBe(first);
    expect(r1.data.session!.access_token).not.toBe(session.access_token);
    expect((await client().auth.getUser(r1.data.session!.access_token)).error).toBeNull();

    // Within GoTrue's reuse interval the parent of the active token gets the active token back (lost-response retry).
    const retry = await client().auth.refreshSession({ refresh_token: first });
    expect(retry.error).toBeNull();
    expect(retry.data.session!.refresh_token).toBe(second);

    // Past the interval the old token is refused as already used, and the whole session ends.
    await sql`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = ${first}`;
    const r2 = await supabase.auth.refreshSession();
    const third = r2.data.session!.refresh_token;
    const replay = await client().auth.refreshSession({ refresh_token: first });
    expect(replay.error?.code).toBe("refresh_token_already_used");
    expect(replay.error?.status).toBe(400);
    expect(replay.error?.message).toBe("Invalid Refresh Token: Already Used");
    const after = await client().auth.refreshSession({ refresh_token: third });
    expect(after.error?.code).toBe("refresh_token_not_found");

    const unknown = await client().auth.refreshSession({ refresh_token: "not-a-token" });
    expect(unknown.error?.code).toBe("refresh_token_not_found");
  });

  it("signOut({scope: 'global'}) invalidates every refresh token and access token of the user", async () => {
    const { supabase, session, email, password } = await signedIn();
    const other = client();
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session!;

    const { error } = await supabase.auth.signOut({ scope: "global" });
    expect(error).toBeNull();
    for (const rt of [session.refresh_token, otherSession.refresh_token]) {
      const r = await client().auth.refreshSession({ refresh_token: rt });
      expect(r.error?.code).toBe("refresh_token_not_found");
    }
    const stale = await client().auth.getUser(otherSession.access_token);
    expect(stale.error?.name).toBe("AuthSessionMissingError");
  });

  it("signOut({scope: 'others'}) and 'local' end just the sessions they name", async () => {
    const { supabase, session, email, password } = await signedIn();
    const other = (await client().auth.signInWithPassword({ email, password })).data.session!;
    expect((await supabase.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await client().auth.refreshSession({ refresh_token: other.refresh_token })).error?.code).toBe("refresh_token_not_found");
    expect((await client().auth.getUser(session.access_token)).error).toBeNull();

    expect((await supabase.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await client().auth.refreshSession({ refresh_token: session.refresh_token })).error?.code).toBe("refresh_token_not_found");
  });

  it("keeps sessions in Postgres: another stand-in instance on the same database honours them", async () => {
    const { session, id } = await signedIn();
    const second = await startAuthServer({
      port: 0,
      databaseUrl: localConfig.databaseUrl,
      mailUrl: localConfig.mailUrl,
      siteUrl: localConfig.siteUrl,
      requireEmailConfirmation: false,
    });
    try {
      const c = client({ baseUrl: second.url });
      const refreshed = await c.auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.user?.id).toBe(id);

      // With confirmation off, sign-up signs in at once and a taken address is an error.
      const email = uniqueEmail("autoconfirm");
      const up = await c.auth.signUp({ email, password: "night-sky-42" });
      expect(up.error).toBeNull();
      expect(up.data.session?.access_token).toBeTruthy();
      expect(up.data.user?.email_confirmed_at).toBeTruthy();
      expect(await mailsTo(email)).toHaveLength(0);
      const dup = await c.auth.signUp({ email, password: "night-sky-42" });
      expect(dup.error?.code).toBe("user_already_exists");
      expect(dup.error?.status).toBe(422);
      const settings = await fetch(`${second.url}/auth/v1/settings`, { headers: { apikey: localConfig.publishableKey } }).then((r) =>
        r.json(),
      );
      expect(settings.mailer_autoconfirm).toBe(true);
    } finally {
      await second.stop();
    }
  });
});

describe.concurrent("updating the user", () => {
  it("updateUser changes metadata and password; other sessions end on a password change", async () => {
    const { supabase, email, password } = await signedIn();
    const other = (await client().auth.signInWithPassword({ email, password })).data.session!;

    const meta = await supabase.auth.updateUser({ data: { full_name: "Renamed Dreamer", theme: "night" } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ full_name: "Renamed Dreamer", theme: "night" });

    const same = await supabase.auth.updateUser({ password });
    expect(same.error?.code).toBe("same_password");
    const weak = await supabase.auth.updateUser({ password: "123" });
    expect(weak.error?.code).toBe("weak_password");

    const changed = await supabase.auth.updateUser({ password: "a-brand-new-one" });
    expect(changed.error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password })).error?.code).toBe("invalid_credentials");
    expect((await client().auth.signInWithPassword({ email, password: "a-brand-new-one" })).error).toBeNull();
    expect((await client().auth.refreshSession({ refresh_token: other.refresh_token })).error?.code).toBe("refresh_token_not_found");
    expect((await supabase.auth.getUser()).error).toBeNull();
  });

  it("an e-mail change is confirmed from a link sent to the new address", async () => {
    const { supabase, id } = await signedIn();
    const next = uniqueEmail("new");
    const { data, error } = await supabase.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(next);
    const mail = await latestMail(next);
    const { token_hash, type } = otpFrom(mail);
    expect(type).toBe("email_change");
    const verified = await client().auth.verifyOtp({ token_hash, type: "email_change" });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id, email: next });
    expect(verified.data.user?.new_email).toBeUndefined();
  });
});

describe.concurrent("password recovery", () => {
  it("resetPasswordForEmail → e-mail → verifyOtp(recovery) → updateUser → sign in with the new password", async () => {
    const u = await confirmedUser("forgotten-one");
    const { error } = await client().auth.resetPasswordForEmail(u.email, { redirectTo: `${siteOrigin}/auth/confirm` });
    expect(error).toBeNull();
    const mail = await latestMail(u.email);
    const link = confirmLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${siteOrigin}/auth/confirm`);
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("next")).toBe("/reset-password");

    const supabase = client();
    const verified = await supabase.auth.verifyOtp({ token_hash: link.searchParams.get("token_hash")!, type: "recovery" });
    expect(verified.error).toBeNull();
    expect(verified.data.session).toBeTruthy();
    expect((await supabase.auth.updateUser({ password: "remembered-two" })).error).toBeNull();

    expect((await client().auth.signInWithPassword({ email: u.email, password: "forgotten-one" })).error?.code).toBe("invalid_credentials");
    expect((await client().auth.signInWithPassword({ email: u.email, password: "remembered-two" })).error).toBeNull();

    // The link works once.
    const reuse = await client().auth.verifyOtp({ token_hash: link.searchParams.get("token_hash")!, type: "recovery" });
    expect(reuse.error?.code).toBe("otp_expired");
  });

  it("does not reveal whether an address exists, and rate-limits e-mails per address", async () => {
    const nobody = uniqueEmail("nobody");
    const r = await client().auth.resetPasswordForEmail(nobody);
    expect(r.error).toBeNull();
    expect(r.data).toEqual({});
    expect(await mailsTo(nobody)).toHaveLength(0);

    const u = await confirmedUser();
    expect((await client().auth.resetPasswordForEmail(u.email)).error).toBeNull();
    const again = await client().auth.resetPasswordForEmail(u.email);
    expect(again.error?.code).toBe("over_email_send_rate_limit");
    expect(again.error?.status).toBe(429);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });
});

describe.concurrent("Google sign-in through the local consent page (PKCE)", () => {
  const redirectTo = `${siteOrigin}/auth/callback?next=/dashboard`;

  async function consent(supabase: SupabaseClient, form: Record<string, string>, redirect = redirectTo) {
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: redirect, skipBrowserRedirect: true, queryParams: { access_type: "offline", prompt: "consent" } },
    });
    expect(error).toBeNull();
    const authorizeUrl = new URL(data.url!);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("s256");
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Local Google sign-in (development stand-in)");
    expect(html).toContain("access_type: offline");
    // Post the page's form: its hidden fields plus what the user typed.
    const fields = new URLSearchParams();
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(m[1], unescape(m[2]));
    for (const [k, v] of Object.entries(form)) fields.set(k, v);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
    const res = await fetch(new URL(action, url), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: fields,
    });
    return res;
  }
  const unescape = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");

  it("signInWithOAuth → consent page → code → exchangeCodeForSession", async () => {
    const supabase = client({ flowType: "pkce" });
    const email = uniqueEmail("google");
    const res = await consent(supabase, { action: "continue", email, name: "Grace Google" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${siteOrigin}/auth/callback`);
    expect(location.searchParams.get("next")).toBe("/dashboard");
    const code = location.searchParams.get("code")!;
    expect(code).toBeTruthy();

    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: "google", providers: ["google"] },
      user_metadata: { full_name: "Grace Google", name: "Grace Google", email_verified: true },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.avatar_url).toMatch(/^http/);
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(["google"]);
    const claims = (await supabase.auth.getClaims()).data!.claims;
    expect(claims.amr).toEqual([{ method: "oauth", timestamp: expect.any(Number) }]);
    const [profile] = await sql`select full_name from public.profiles where id = ${data.user!.id}`;
    expect(profile?.full_name).toBe("Grace Google");

    // The code is single use.
    const again = await fetch(`${authApi}/token?grant_type=pkce`, {
      method: "POST",
      headers: { apikey: localConfig.publishableKey, "content-type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(43) }),
    });
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe("flow_state_not_found");

    // Signing in again with the same Google account finds the same user, and the page offers the account.
    const second = client({ flowType: "pkce" });
    const res2 = await consent(second, { account: email });
    const code2 = new URL(res2.headers.get("location")!).searchParams.get("code")!;
    const s2 = await second.auth.exchangeCodeForSession(code2);
    expect(s2.data.user?.id).toBe(data.user!.id);
  });

  it("refuses a wrong code verifier", async () => {
    const res = await consent(client({ flowType: "pkce" }), { action: "continue", email: uniqueEmail("google"), name: "V" });
    const code = new URL(res.headers.get("location")!).searchParams.get("code")!;
    const wrong = await fetch(`${authApi}/token?grant_type=pkce`, {
      method: "POST",
      headers: { apikey: localConfig.publishableKey, "content-type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ auth_code: code, code_verifier: "y".repeat(43) }),
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).code).toBe("bad_code_verifier");
  });

  it("links Google to an existing e-mail account with the same address", async () => {
    const u = await confirmedUser();
    const supabase = client({ flowType: "pkce" });
    const res = await consent(supabase, { action: "continue", email: u.email, name: "Linked Dreamer" });
    const { data } = await supabase.auth.exchangeCodeForSession(new URL(res.headers.get("location")!).searchParams.get("code")!);
    expect(data.user?.id).toBe(u.id);
    expect(data.user?.app_metadata.providers).toEqual(["email", "google"]);
    expect((await client().auth.signInWithPassword({ email: u.email, password: u.password })).error).toBeNull();
  });

  it("Cancel goes back with access_denied; redirect_to outside the site is replaced by the site URL", async () => {
    const cancelled = await consent(client({ flowType: "pkce" }), { action: "cancel" });
    expect(cancelled.status).toBe(302);
    const loc = new URL(cancelled.headers.get("location")!);
    expect(loc.origin).toBe(siteOrigin);
    expect(loc.searchParams.get("error")).toBe("access_denied");
    expect(loc.searchParams.get("error_description")).toBeTruthy();

    const foreign = await consent(
      client({ flowType: "pkce" }),
      { action: "continue", email: uniqueEmail("google"), name: "F" },
      "https://evil.example/cb",
    );
    expect(new URL(foreign.headers.get("location")!).origin).toBe(siteOrigin);
  });
});

describe.concurrent("admin API (secret key)", () => {
  it("creates, reads, updates and deletes users; the publishable key is not enough", async () => {
    const email = uniqueEmail("admin");
    const created = await admin.auth.admin.createUser({ email, password: "admin-made-1", user_metadata: { full_name: "Made By Admin" } });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    expect((await client().auth.signInWithPassword({ email, password: "admin-made-1" })).error?.code).toBe("email_not_confirmed");

    const confirmed = await admin.auth.admin.updateUserById(id, { email_confirm: true, user_metadata: { plan: "free" } });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();
    expect(confirmed.data.user?.user_metadata).toMatchObject({ full_name: "Made By Admin", plan: "free" });
    const session = (await client().auth.signInWithPassword({ email, password: "admin-made-1" })).data.session!;
    expect(session).toBeTruthy();

    const fetched = await admin.auth.admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);
    const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((x) => x.id === id)).toBe(true);
    expect((listed.data as { total?: number }).total).toBeGreaterThanOrEqual(listed.data.users.length);
    const dup = await admin.auth.admin.createUser({ email, password: "admin-made-1" });
    expect(dup.error?.code).toBe("email_exists");
    expect(dup.error?.status).toBe(422);

    const forbidden = await client().auth.admin.getUserById(id);
    expect(forbidden.error?.status).toBe(403);
    expect(forbidden.error?.code).toBe("not_admin");

    const deleted = await admin.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error?.code).toBe("user_not_found");
    expect(await sql`select 1 from public.profiles where id = ${id}`).toHaveLength(0);
    expect(await sql`select 1 from auth.sessions where user_id = ${id}`).toHaveLength(0);
    expect((await client().auth.refreshSession({ refresh_token: session.refresh_token })).error?.code).toBe("refresh_token_not_found");
    expect((await client().auth.signInWithPassword({ email, password: "admin-made-1" })).error?.code).toBe("invalid_credentials");
  });
});

describe.concurrent("@supabase/ssr cookie sessions", () => {
  it("signInWithPassword sets sb-* cookies; a second server client reads claims from them", async () => {
    const u = await confirmedUser();
    const jar = new Map<string, string>();
    const cookies = {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list: { name: string; value: string; options?: { maxAge?: number } }[]) => {
        for (const c of list) {
          if (c.value === "" || c.options?.maxAge === 0) jar.delete(c.name);
          else jar.set(c.name, c.value);
        }
      },
    };
    const first = createServerClient(url, localConfig.publishableKey, { cookies, realtime });
    const { error } = await first.auth.signInWithPassword({ email: u.email, password: u.password });
    expect(error).toBeNull();
    const names = [...jar.keys()];
    expect(names.some((n) => n.startsWith("sb-127-auth-token"))).toBe(true);

    const second = createServerClient(url, localConfig.publishableKey, { cookies: { getAll: cookies.getAll, setAll: () => {} }, realtime });
    const { data, error: claimsError } = await second.auth.getClaims();
    expect(claimsError).toBeNull();
    expect(data?.claims.sub).toBe(u.id);
    expect(data?.claims.email).toBe(u.email);
    const user = await second.auth.getUser();
    expect(user.data.user?.id).toBe(u.id);
  });
});
