import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { allowAttempt, rateLimits } from "@/lib/security/rate-limit";

/** Order creation is limited per user in Postgres (so the limit holds across server instances). */
describe("order creation rate limit", () => {
  it("allows the per-user maximum in the window and refuses the next attempt, per user", async () => {
    const user = randomUUID();
    const other = randomUUID();
    const attempt = (id: string) => allowAttempt([{ kind: "order:user", value: id, rule: rateLimits.orderPerUser }]);
    const results: boolean[] = [];
    for (let i = 0; i < rateLimits.orderPerUser.max; i++) results.push(await attempt(user));
    expect(results.every(Boolean)).toBe(true);
    expect(await attempt(user)).toBe(false);
    expect(await attempt(other)).toBe(true);
  });

  it("counts concurrent attempts exactly (no race lets more through)", async () => {
    const user = randomUUID();
    const all = await Promise.all(
      Array.from({ length: 20 }, () => allowAttempt([{ kind: "order:user", value: user, rule: rateLimits.orderPerUser }])),
    );
    expect(all.filter(Boolean)).toHaveLength(rateLimits.orderPerUser.max);
  });
});
