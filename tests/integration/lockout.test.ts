import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { passwordFailureLimits, reserveSignIn } from "@/lib/auth/password-attempts";
import { trustedDeviceCookie, trustedDeviceFor } from "@/lib/auth/trusted-device";

/**
 * Issue 15, item 5: sign-in limits count failures, not attempts, and a stranger's failures never
 * block the owner's own browser. Runs against the real Postgres functions.
 */
const email = () => `owner-${randomUUID()}@example.test`;
const ip = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

async function attempt(who: { ip: string; email: string; device: string | null }, correct: boolean): Promise<"refused" | "checked"> {
  const reservation = await reserveSignIn(who);
  if (!reservation) return "refused";
  await reservation.settle(correct);
  return "checked";
}

describe("sign-in failure limits", () => {
  it("successful sign-ins never use up the limit (the old limit counted every attempt)", async () => {
    const who = { ip: ip(), email: email(), device: null };
    const outcomes = [];
    for (let i = 0; i < passwordFailureLimits.perAccount.max * 3; i++) outcomes.push(await attempt(who, true));
    expect(outcomes.every((o) => o === "checked")).toBe(true);
  });

  it("a stranger's failures fill the account's bucket for unknown browsers, but the owner's own browser still gets in", async () => {
    const account = email();
    const strangerIps = Array.from({ length: passwordFailureLimits.perAccount.max + 2 }, (_, i) => `198.51.100.${i + 1}`);
    const stranger = [];
    for (const address of strangerIps) stranger.push(await attempt({ ip: address, email: account, device: null }, false));
    expect(stranger.filter((o) => o === "checked")).toHaveLength(passwordFailureLimits.perAccount.max);
    expect(stranger.at(-1)).toBe("refused");

    // The owner's browser signed in before: its cookie names this account.
    const ownerDevice = trustedDeviceFor(trustedDeviceCookie(account), account);
    expect(ownerDevice).not.toBeNull();
    expect(await attempt({ ip: ip(), email: account, device: ownerDevice }, true)).toBe("checked");
    // A browser without that cookie waits for the window to end (at most perAccount.windowSeconds).
    expect(await attempt({ ip: ip(), email: account, device: null }, true)).toBe("refused");
  });

  it("the owner's browser has a limit of its own for wrong passwords", async () => {
    const account = email();
    const device = trustedDeviceFor(trustedDeviceCookie(account), account);
    const outcomes = [];
    for (let i = 0; i <= passwordFailureLimits.perTrustedDevice.max; i++)
      outcomes.push(await attempt({ ip: ip(), email: account, device }, false));
    expect(outcomes.filter((o) => o === "checked")).toHaveLength(passwordFailureLimits.perTrustedDevice.max);
    expect(outcomes.at(-1)).toBe("refused");
  });

  it("a device cookie is worth nothing for another account, or forged", () => {
    const mine = email();
    const cookie = trustedDeviceCookie(mine);
    expect(trustedDeviceFor(cookie, email())).toBeNull();
    expect(trustedDeviceFor(cookie, mine.toUpperCase())).not.toBeNull();
    const [nonce] = cookie.split(".");
    expect(trustedDeviceFor(`${nonce}.forged`, mine)).toBeNull();
    expect(trustedDeviceFor(undefined, mine)).toBeNull();
  });

  it("parallel guesses cannot overshoot: slots are taken before the password is checked", async () => {
    const who = { ip: ip(), email: email(), device: null };
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => attempt(who, false)));
    expect(outcomes.filter((o) => o === "checked")).toHaveLength(passwordFailureLimits.perAccount.max);
  });
});
