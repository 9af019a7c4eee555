import { describe, expect, it } from "vitest";
import { isRecoverySession, recoveryGrant } from "@/lib/auth/recovery-session";

/** Issue 15, item 6: /reset-password accepts only the session a recovery link created. */
const now = Date.parse("2026-11-23T02:00:00Z");
const claims = (method: string, sessionId = "0b7c9c1e-5a3f-4c1d-9e8a-1f2e3d4c5b6a") => ({
  sub: "7a1f5d0e-2b3c-4d5e-8f90-a1b2c3d4e5f6",
  email: "owner@example.test",
  session_id: sessionId,
  amr: [{ method, timestamp: now / 1000 - 60 }],
});

describe("recovery sessions", () => {
  it("a session made by verifying a recovery link (amr otp on hosted Supabase, recovery with PKCE), with its grant", () => {
    const grant = recoveryGrant(claims("otp").session_id, now);
    expect(isRecoverySession(claims("otp"), grant, now)).toBe(true);
    expect(isRecoverySession(claims("recovery"), grant, now)).toBe(true);
  });

  it("a password or Google session is refused, even with a grant", () => {
    const grant = recoveryGrant(claims("password").session_id, now);
    expect(isRecoverySession(claims("password"), grant, now)).toBe(false);
    expect(isRecoverySession(claims("oauth"), grant, now)).toBe(false);
  });

  it("a link session without the grant (e.g. a sign-up confirmation), another session's grant, an expired or forged one: refused", () => {
    expect(isRecoverySession(claims("otp"), undefined, now)).toBe(false);
    const othersGrant = recoveryGrant("11111111-2222-4333-8444-555555555555", now);
    expect(isRecoverySession(claims("otp"), othersGrant, now)).toBe(false);
    const grant = recoveryGrant(claims("otp").session_id, now);
    expect(isRecoverySession(claims("otp"), grant, now + 31 * 60_000)).toBe(false);
    const [expires] = grant.split(".");
    expect(isRecoverySession(claims("otp"), `${Number(expires) + 3600}.${grant.split(".")[1]}`, now)).toBe(false);
    expect(isRecoverySession({ sub: "x" }, grant, now)).toBe(false);
  });
});
