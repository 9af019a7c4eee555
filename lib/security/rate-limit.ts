import "server-only";
import { asService } from "@/lib/db/with-user";
import { clientIp, hmacKey } from "./request-keys";

type Rule = { windowSeconds: number; max: number };

export const rateLimits = {
  signUpPerIp: { windowSeconds: 3600, max: 30 },
  recoveryPerIp: { windowSeconds: 3600, max: 20 },
  recoveryPerEmail: { windowSeconds: 3600, max: 5 },
  // Recovery mails per account asked for from a browser it never signed in on: anyone can fill
  // this, so the window is short (the owner's own browser has its own count, below).
  recoveryPerAccount: { windowSeconds: 900, max: 3 },
  recoveryPerTrustedDevice: { windowSeconds: 900, max: 3 },
  // Changing the e-mail address (each attempt may send a mail), per user.
  emailChangePerUser: { windowSeconds: 3600, max: 5 },
  emailChangePerIp: { windowSeconds: 3600, max: 20 },
  interpretPerIp: { windowSeconds: 60, max: 30 },
  orderPerUser: { windowSeconds: 600, max: 10 },
  orderPerIp: { windowSeconds: 600, max: 60 },
} satisfies Record<string, Rule>;

/** Counts one attempt against every given key; false when any of them is over its limit. */
export async function allowAttempt(checks: { kind: string; value: string; rule: Rule }[]): Promise<boolean> {
  return asService(async (tx) => {
    let allowed = true;
    for (const { kind, value, rule } of checks) {
      const [row] = await tx<{ ok: boolean }[]>`
        select private.hit_rate_limit(${hmacKey(kind, value)}, ${rule.windowSeconds}, ${rule.max}) as ok`;
      allowed &&= row.ok;
    }
    return allowed;
  });
}

export async function allowByIpAndEmail(action: string, email: string, perIp: Rule, perEmail?: Rule) {
  const ip = await clientIp();
  return allowAttempt([
    { kind: `${action}:ip`, value: ip, rule: perIp },
    ...(perEmail ? [{ kind: `${action}:email`, value: email.toLowerCase(), rule: perEmail }] : []),
  ]);
}

export const ORDER_RATE_LIMIT_MESSAGE = "Too many checkout attempts in a few minutes. Please wait a little and try again.";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";
