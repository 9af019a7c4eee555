import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { allowAttempt } from "@/lib/security/rate-limit";

describe("Postgres-backed rate limits", () => {
  it("allows up to the limit in a window, then refuses", async () => {
    const value = randomUUID();
    const rule = { windowSeconds: 3600, max: 3 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await allowAttempt([{ kind: "test", value, rule }]));
    expect(results).toEqual([true, true, true, false, false]);
  });

  it("holds under concurrency: exactly `max` of many parallel attempts pass", async () => {
    const value = randomUUID();
    const rule = { windowSeconds: 3600, max: 5 };
    const results = await Promise.all(Array.from({ length: 20 }, () => allowAttempt([{ kind: "test", value, rule }])));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it("refuses when any one of several keys is over its limit", async () => {
    const shared = randomUUID();
    const tight = { windowSeconds: 3600, max: 1 };
    const loose = { windowSeconds: 3600, max: 100 };
    expect(
      await allowAttempt([
        { kind: "ip", value: shared, rule: loose },
        { kind: "email", value: randomUUID(), rule: tight },
      ]),
    ).toBe(true);
    const email = randomUUID();
    await allowAttempt([{ kind: "email", value: email, rule: tight }]);
    expect(
      await allowAttempt([
        { kind: "ip", value: shared, rule: loose },
        { kind: "email", value: email, rule: tight },
      ]),
    ).toBe(false);
  });
});
