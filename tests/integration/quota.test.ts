import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { interpretForUser, interpretForVisitor, QuotaExhausted } from "@/lib/dreams/interpret-flow";
import type { Interpretation } from "@/lib/interpret/schema";
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
    other: results.filter((r) => r.status === "rejected" && !(r.reason instanceof QuotaExhausted)).map((r) => (r as PromiseRejectedResult).reason),
  };
}

async function dreamsOf(userId: string) {
  const [row] = await adminSql`select count(*)::int as n from public.dream_logs where user_id = ${userId}`;
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
    const rows = await adminSql`select daily_interpretations_used from public.usage_limits where user_id = ${user.id}`;
    expect(rows).toHaveLength(0);
    const ok = await interpretForUser(user.claims, dream, fakeEngine);
    expect(ok.saved.id).toBeTruthy();
  });

  it("a database failure while saving rolls the quota back", async () => {
    const user = await insertUser();
    const tooLongForDb = "x".repeat(8001); // violates the dream_logs length check at insert time
    await expect(interpretForUser(user.claims, tooLongForDb, fakeEngine)).rejects.toThrow(/check constraint/);
    const rows = await adminSql`select daily_interpretations_used from public.usage_limits where user_id = ${user.id}`;
    expect(rows).toHaveLength(0);
  });

  it("a visitor's failed interpretation does not use up the day", async () => {
    const keys = [{ key: `visitor:${randomUUID()}`, limit: 1 }];
    await expect(interpretForVisitor(keys, dream, failingEngine)).rejects.toThrow("engine exploded");
    await expect(interpretForVisitor(keys, dream, fakeEngine)).resolves.toBeTruthy();
  });
});
