import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { saveOfflineDream } from "@/lib/dreams/offline-save";
import { adminSql, asUser, insertUser, type DbUser } from "./db";

/** Dreams written offline arrive with a key made on the device; each key is saved once per member. */

const night = "2026-11-22";
const text = (words: string) => `I was crossing a frozen lake at dawn and ${words}`;

async function dreamCount(user: DbUser) {
  const [row] = await adminSql<{ n: number }[]>`select count(*)::int as n from public.dream_logs where user_id = ${user.id}`;
  return row.n;
}

describe("saving a dream written offline", () => {
  it("saves it once, without an interpretation, on its night; the same key again answers the same dream", async () => {
    const user = await insertUser();
    const key = randomUUID();
    const first = await saveOfflineDream(user.claims, { key, text: text("the ice sang"), dreamtOn: night });
    expect(first).toMatchObject({ outcome: "saved", interpreted: false });
    const again = await saveOfflineDream(user.claims, { key, text: text("the ice sang"), dreamtOn: night });
    expect(again).toEqual({ outcome: "existing", id: first.outcome === "saved" ? first.id : null, interpreted: false });
    const [row] = await adminSql`select dreamt_on::text as night, interpretation from public.dream_logs where user_id = ${user.id}`;
    expect(row).toEqual({ night, interpretation: null });
    expect(await dreamCount(user)).toBe(1);
  });

  it("makes one dream when many attempts with one key race (two tabs, a retry after a lost answer)", async () => {
    const user = await insertUser();
    const key = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => saveOfflineDream(user.claims, { key, text: text("a fox walked beside me"), dreamtOn: night })),
    );
    expect(outcomes.filter((o) => o.outcome === "saved")).toHaveLength(1);
    expect(new Set(outcomes.map((o) => ("id" in o ? o.id : null))).size).toBe(1);
    expect(await dreamCount(user)).toBe(1);
  });

  it("keeps keys per member: another member's same key is their own dream", async () => {
    const [alice, bob] = [await insertUser(), await insertUser()];
    const key = randomUUID();
    await saveOfflineDream(alice.claims, { key, text: text("Alice's bell rang"), dreamtOn: night });
    const bobs = await saveOfflineDream(bob.claims, { key, text: text("Bob's clock stopped"), dreamtOn: night });
    expect(bobs.outcome).toBe("saved");
    const bobTexts = await asUser(bob, (tx) => tx<{ dream_text: string }[]>`select dream_text from public.dream_logs`);
    expect(bobTexts.map((r) => r.dream_text)).toEqual([text("Bob's clock stopped")]);
  });

  it("never brings back a dream the member deleted when a late retry arrives", async () => {
    const user = await insertUser();
    const key = randomUUID();
    const first = await saveOfflineDream(user.claims, { key, text: text("the lake turned to glass"), dreamtOn: night });
    await adminSql`delete from public.dream_logs where user_id = ${user.id}`;
    const late = await saveOfflineDream(user.claims, { key, text: text("the lake turned to glass"), dreamtOn: night });
    expect(first.outcome).toBe("saved");
    expect(late).toEqual({ outcome: "existing", id: null, interpreted: false });
    expect(await dreamCount(user)).toBe(0);
  });

  it("is out of the API roles' reach (keys and the function live in schema private)", async () => {
    const user = await insertUser();
    await expect(
      asUser(user, (tx) => tx`select * from private.save_offline_dream(${user.id}, ${randomUUID()}, ${text("x")}, ${night}::date)`),
    ).rejects.toThrow(/permission denied/);
    await expect(asUser(user, (tx) => tx`select * from private.offline_saves`)).rejects.toThrow(/permission denied/);
    const [rls] = await adminSql`select relrowsecurity from pg_class where oid = 'private.offline_saves'::regclass`;
    expect(rls.relrowsecurity).toBe(true);
  });
});
