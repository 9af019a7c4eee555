import { describe, expect, it } from "vitest";
import { asService, asServiceThen, asUserThen, transaction, withUser } from "@/lib/db/with-user";
import { insertUser } from "./db";

/**
 * Issue 16: the role switch of a transaction is sent together with the statements after it, not
 * answered first. Every statement must still run as the role switched to before it.
 */
describe("role switches pipelined with the statements after them", () => {
  it("withUser's first statement already runs as the user, under RLS", async () => {
    const a = await insertUser();
    await insertUser();
    const [row] = await withUser(
      a.claims,
      (tx) => tx`select current_user as role, auth.uid() as uid, (select count(*)::int from public.profiles) as profiles`,
    );
    expect(row).toEqual({ role: "authenticated", uid: a.id, profiles: 1 });
  });

  it("asService's first statement runs as service_role", async () => {
    const [row] = await asService(async (tx) => await tx`select current_user as role`);
    expect(row).toEqual({ role: "service_role" });
  });

  it("back and forth in one transaction, several statements at once: each runs as the role switched to before it", async () => {
    const a = await insertUser();
    await insertUser();
    const [service, [user, profiles]] = await transaction(async (tx) => {
      const first = await asServiceThen(tx, async () => await tx`select current_user as role`);
      const then = await asUserThen(tx, a.claims, async () =>
        Promise.all([await tx`select current_user as role, auth.uid() as uid`, await tx`select id from public.profiles`]),
      );
      return [first, then] as const;
    });
    expect(service[0]).toEqual({ role: "service_role" });
    expect(user[0]).toEqual({ role: "authenticated", uid: a.id });
    expect(profiles.map((p) => p.id)).toEqual([a.id]);
  });

  it("claims that are not a verified session's send nothing: the statements never run", async () => {
    let ran = false;
    await expect(
      withUser({ sub: "not-a-uuid", role: "authenticated" } as never, async (tx) => {
        ran = true;
        return tx`select 1`;
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
  });
});
