import { describe, expect, it } from "vitest";
import { adminSql, asUser, insertUser, sampleInterpretation } from "./db";

async function insertDreamFor(userId: string) {
  const [row] = await adminSql<{ id: string }[]>`
    insert into public.dream_logs (user_id, dream_text, interpretation)
    values (${userId}, 'I dreamt of a lighthouse on a cliff.', ${adminSql.json(sampleInterpretation)}) returning id`;
  return row.id;
}

describe("row level security on the real database", () => {
  it("creates a profile from the sign-up metadata", async () => {
    const a = await insertUser({ name: "Ada Lovelace" });
    const [profile] = await asUser(a, (tx) => tx`select full_name, is_premium from public.profiles`);
    expect(profile).toEqual({ full_name: "Ada Lovelace", is_premium: false });
  });

  it("lets a user read only their own dreams, also when guessing ids", async () => {
    const a = await insertUser();
    const b = await insertUser();
    await insertDreamFor(a.id);
    const bDream = await insertDreamFor(b.id);
    const rows = await asUser(a, (tx) => tx`select user_id from public.dream_logs`);
    expect(rows.map((r) => r.user_id)).toEqual([a.id]);
    const guessed = await asUser(a, (tx) => tx`select id from public.dream_logs where id = ${bDream}`);
    expect(guessed).toHaveLength(0);
  });

  it("refuses inserting a dream for someone else", async () => {
    const a = await insertUser();
    const b = await insertUser();
    await expect(
      asUser(
        a,
        (tx) =>
          tx`insert into public.dream_logs (user_id, dream_text, interpretation) values (${b.id}, 'Someone else dream text', ${tx.json(sampleInterpretation)})`,
      ),
    ).rejects.toThrow(/permission denied/);
    // Not even one's own: dreams are written by the server only (private.save_dream, import).
    await expect(
      asUser(
        a,
        (tx) =>
          tx`insert into public.dream_logs (dream_text, interpretation) values ('My own dream text here', ${tx.json(sampleInterpretation)}) returning user_id`,
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it("does not let a user delete another user's dream", async () => {
    const a = await insertUser();
    const b = await insertUser();
    const bDream = await insertDreamFor(b.id);
    const deleted = await asUser(a, (tx) => tx`delete from public.dream_logs where id = ${bDream} returning id`);
    expect(deleted).toHaveLength(0);
    const [still] = await adminSql`select count(*)::int as n from public.dream_logs where id = ${bDream}`;
    expect(still.n).toBe(1);
  });

  it("never lets a user make themselves premium", async () => {
    const a = await insertUser();
    await expect(asUser(a, (tx) => tx`update public.profiles set is_premium = true where id = ${a.id}`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(asUser(a, (tx) => tx`update public.profiles set premium_since = now() where id = ${a.id}`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      asUser(
        a,
        (tx) =>
          tx`insert into public.payments (order_id, user_id, amount, currency, status) values ('X', ${a.id}, 9.99, 'USD', 'COMPLETED')`,
      ),
    ).rejects.toThrow(/permission denied/);
    const [profile] = await adminSql`select is_premium from public.profiles where id = ${a.id}`;
    expect(profile.is_premium).toBe(false);
    // Renaming is allowed, and only for oneself.
    const b = await insertUser({ name: "Bea" });
    await asUser(a, (tx) => tx`update public.profiles set full_name = 'Renamed'`);
    const names = await adminSql`select id, full_name from public.profiles where id in (${a.id}, ${b.id}) order by full_name`;
    expect(names.find((n) => n.id === b.id)?.full_name).toBe("Bea");
    expect(names.find((n) => n.id === a.id)?.full_name).toBe("Renamed");
  });

  it("the guard trigger stops premium changes even if a grant slips in later", async () => {
    const a = await insertUser();
    const attempt = adminSql.begin(async (tx) => {
      await tx`grant update (is_premium) on public.profiles to authenticated`;
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(a.claims)}, true), set_config('role', 'authenticated', true)`;
      await tx`update public.profiles set is_premium = true where id = ${a.id}`;
    });
    await expect(attempt).rejects.toThrow(/payment path/);
    const [grant] = await adminSql`select has_column_privilege('authenticated', 'public.profiles', 'is_premium', 'UPDATE') as granted`;
    expect(grant.granted).toBe(false);
  });

  it("does not let a user reset or raise their own usage counter", async () => {
    const a = await insertUser();
    await adminSql`insert into public.usage_limits (user_id, daily_interpretations_used, last_interpretation_date) values (${a.id}, 1, current_date)`;
    await expect(asUser(a, (tx) => tx`update public.usage_limits set daily_interpretations_used = 0`)).rejects.toThrow(/permission denied/);
    await expect(asUser(a, (tx) => tx`delete from public.usage_limits`)).rejects.toThrow(/permission denied/);
    await expect(asUser(a, (tx) => tx`select private.consume_user_quota(${a.id}, current_date, 100)`)).rejects.toThrow(/permission denied/);
  });

  it("gives anon nothing at all", async () => {
    const a = await insertUser();
    await insertDreamFor(a.id);
    for (const table of ["profiles", "dream_logs", "usage_limits", "visitor_usage", "payments"]) {
      await expect(
        asUser(null, (tx) => tx.unsafe(`select * from public.${table}`)),
        table,
      ).rejects.toThrow(/permission denied/);
    }
  });

  it("keeps visitor counters away from signed-in users", async () => {
    const a = await insertUser();
    await expect(asUser(a, (tx) => tx`select * from public.visitor_usage`)).rejects.toThrow(/permission denied/);
  });

  it("has RLS enabled on every public table", async () => {
    const rows =
      await adminSql`select relname, relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(r.relrowsecurity, r.relname).toBe(true);
  });
});
