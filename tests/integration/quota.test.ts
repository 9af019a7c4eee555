import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { interpretForUser, interpretForVisitor, QuotaExhausted } from "@/lib/dreams/interpret-flow";
import type { Interpretation } from "@/lib/interpret/schema";
import { asService } from "@/lib/db/with-user";
import { quotaDay, reserveUserQuota } from "@/lib/usage/quota";
import { adminSql, insertUser, sampleInterpretation } from "./db";

const fakeEngine = async () => sampleInterpretation as Interpretation;
const failingEngine = async (): Promise<Interpretation> => {
  throw new Error("engine exploded");
};
const dream = "I was walking along a beach toward a lighthouse at night.";

async function settle<T>(promises: Promise<T>[]) {
  const results = await Promise.allSettled(promises);
  return {
    ok: results.filter((r) => r.status === "fulfilled").length,
    limited: results.filter((r) => r.status === "rejected" && r.reason instanceof QuotaExhausted).length,
    other: results
      .filter((r) => r.status === "rejected" && !(r.reason instanceof QuotaExhausted))
      .map((r) => (r as PromiseRejectedResult).reason),
  };
}

async function dreamsOf(userId: string) {
  const [row] = await adminSql`select count(*)::int as n from public.dream_logs where user_id = ${userId}`;
  return row.n as number;
}

async function usedToday(userId: string) {
  const [row] =
    await adminSql`select daily_interpretations_used as n from public.usage_limits where user_id = ${userId} and last_interpretation_date = ${quotaDay()}::date`;
  return (row?.n ?? 0) as number;
}

async function reservationsOf(userId: string) {
  const [row] = await adminSql`select count(*)::int as n from private.quota_reservations where user_id = ${userId}`;
  return row.n as number;
}

describe("daily quotas (atomic, in SQL)", () => {
  it("twenty simultaneous requests from one free user give exactly one interpretation", async () => {
    const user = await insertUser();
    const outcome = await settle(Array.from({ length: 20 }, () => interpretForUser(user.claims, dream, fakeEngine)));
    expect(outcome.other).toEqual([]);
    expect(outcome.ok).toBe(1);
    expect(outcome.limited).toBe(19);
    expect(await dreamsOf(user.id)).toBe(1);
  });

  it("twenty simultaneous requests from one visitor give exactly one interpretation", async () => {
    const keys = [
      { key: `visitor:${randomUUID()}`, limit: 1 },
      { key: `visitor-ip:${randomUUID()}`, limit: 3 },
    ];
    const outcome = await settle(Array.from({ length: 20 }, () => interpretForVisitor(keys, dream, fakeEngine)));
    expect(outcome.other).toEqual([]);
    expect(outcome.ok).toBe(1);
  });

  it("the per-IP cap stops a visitor who clears cookies", async () => {
    const ip = { key: `visitor-ip:${randomUUID()}`, limit: 2 };
    const fresh = () => [{ key: `visitor:${randomUUID()}`, limit: 1 }, ip];
    await interpretForVisitor(fresh(), dream, fakeEngine);
    await interpretForVisitor(fresh(), dream, fakeEngine);
    await expect(interpretForVisitor(fresh(), dream, fakeEngine)).rejects.toBeInstanceOf(QuotaExhausted);
  });

  it("resets on a new UTC day", async () => {
    const user = await insertUser();
    await interpretForUser(user.claims, dream, fakeEngine, "2026-03-01");
    await expect(interpretForUser(user.claims, dream, fakeEngine, "2026-03-01")).rejects.toBeInstanceOf(QuotaExhausted);
    const next = await interpretForUser(user.claims, dream, fakeEngine, "2026-03-02");
    expect(next.usage).toMatchObject({ used: 1, remaining: 0, limit: 1 });
  });

  it("lets premium users interpret without limit or counting", async () => {
    const user = await insertUser({ premium: true });
    for (let i = 0; i < 3; i++) {
      const r = await interpretForUser(user.claims, dream, fakeEngine);
      expect(r.usage).toBeNull();
    }
    expect(await dreamsOf(user.id)).toBe(3);
    const rows = await adminSql`select * from public.usage_limits where user_id = ${user.id}`;
    expect(rows).toHaveLength(0);
  });

  it("an engine failure spends no quota and saves nothing", async () => {
    const user = await insertUser();
    await expect(interpretForUser(user.claims, dream, failingEngine)).rejects.toThrow("engine exploded");
    expect(await dreamsOf(user.id)).toBe(0);
    expect(await usedToday(user.id)).toBe(0);
    const ok = await interpretForUser(user.claims, dream, fakeEngine);
    expect(ok.saved.id).toBeTruthy();
  });

  it("a database failure while saving gives the quota back", async () => {
    const user = await insertUser();
    const tooLongForDb = "x".repeat(8001); // violates the dream_logs length check at insert time
    await expect(interpretForUser(user.claims, tooLongForDb, fakeEngine)).rejects.toThrow(/check constraint/);
    expect(await usedToday(user.id)).toBe(0);
    expect(await reservationsOf(user.id)).toBe(0);
    await expect(interpretForUser(user.claims, dream, fakeEngine)).resolves.toBeTruthy();
  });

  it("a visitor's failed interpretation does not use up the day", async () => {
    const keys = [{ key: `visitor:${randomUUID()}`, limit: 1 }];
    await expect(interpretForVisitor(keys, dream, failingEngine)).rejects.toThrow("engine exploded");
    await expect(interpretForVisitor(keys, dream, fakeEngine)).resolves.toBeTruthy();
  });
});

describe("no transaction is held while the engine works (reserve, interpret, save)", () => {
  it("while the engine runs, the quota is reserved and committed, and no lock or connection is held", async () => {
    const user = await insertUser();
    let seen: { used: number; reservations: number; locked: boolean } | null = null;
    const watchingEngine = async () => {
      // Another session can take the usage row's lock at once: nobody is holding it.
      const locked = await adminSql
        .begin((tx) => tx`select 1 from public.usage_limits where user_id = ${user.id} for update nowait`)
        .then(
          () => false,
          () => true,
        );
      seen = { used: await usedToday(user.id), reservations: await reservationsOf(user.id), locked };
      return sampleInterpretation as Interpretation;
    };
    await interpretForUser(user.claims, dream, watchingEngine);
    expect(seen).toEqual({ used: 1, reservations: 1, locked: false });
    // Saved: the reservation became the dream, the count stays.
    expect(await reservationsOf(user.id)).toBe(0);
    expect(await usedToday(user.id)).toBe(1);
    expect(await dreamsOf(user.id)).toBe(1);
  });

  it("a server that died after reserving: the reservation expires and its count comes back, once", async () => {
    const user = await insertUser();
    const reserved = await asService((tx) => reserveUserQuota(tx, user.id));
    expect(reserved.outcome).toBe("ok");
    // ...and the process died here. Until it expires, the day is taken.
    await expect(interpretForUser(user.claims, dream, fakeEngine)).rejects.toBeInstanceOf(QuotaExhausted);
    await adminSql`update private.quota_reservations set expires_at = now() - interval '1 second' where id = ${reserved.reservation}`;
    const outcome = await settle(Array.from({ length: 5 }, () => interpretForUser(user.claims, dream, fakeEngine)));
    expect(outcome).toMatchObject({ ok: 1, limited: 4, other: [] });
    expect(await usedToday(user.id)).toBe(1);
    expect(await dreamsOf(user.id)).toBe(1);
    expect(await reservationsOf(user.id)).toBe(0);
  });

  it("a save that comes after its reservation expired counts again, or meets the limit when the day was taken meanwhile", async () => {
    const late = await insertUser();
    const expireOwn = async () => {
      await adminSql`update private.quota_reservations set expires_at = now() - interval '1 second' where user_id = ${late.id}`;
      await adminSql`select private.sweep_expired_reservations()`;
      return sampleInterpretation as Interpretation;
    };
    await interpretForUser(late.claims, dream, expireOwn);
    expect({ used: await usedToday(late.id), dreams: await dreamsOf(late.id) }).toEqual({ used: 1, dreams: 1 });

    const raced = await insertUser();
    const expireAndLoseTheDay = async () => {
      await adminSql`update private.quota_reservations set expires_at = now() - interval '1 second' where user_id = ${raced.id}`;
      await interpretForUser(raced.claims, dream, fakeEngine); // sweeps, then takes the day
      return sampleInterpretation as Interpretation;
    };
    await expect(interpretForUser(raced.claims, dream, expireAndLoseTheDay)).rejects.toBeInstanceOf(QuotaExhausted);
    expect({ used: await usedToday(raced.id), dreams: await dreamsOf(raced.id) }).toEqual({ used: 1, dreams: 1 });
  });

  it("a visitor's abandoned reservation comes back when it expires", async () => {
    const keys = [{ key: `visitor:${randomUUID()}`, limit: 1 }];
    const [{ id }] =
      await adminSql`select private.reserve_visitor_quota(${keys.map((k) => k.key)}::text[], ${keys.map((k) => k.limit)}::int[], ${quotaDay()}::date, 60) as id`;
    await expect(interpretForVisitor(keys, dream, fakeEngine)).rejects.toBeInstanceOf(QuotaExhausted);
    await adminSql`update private.quota_reservations set expires_at = now() - interval '1 second' where id = ${id}`;
    await expect(interpretForVisitor(keys, dream, fakeEngine)).resolves.toBeTruthy();
    await expect(interpretForVisitor(keys, dream, fakeEngine)).rejects.toBeInstanceOf(QuotaExhausted);
  });
});
