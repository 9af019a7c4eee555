import { describe, expect, it } from "vitest";
import { adminSql, asUser, insertUser } from "./db";

/** Every SQL path a signed-in user (role authenticated) or a visitor (anon) has. */
describe("nobody but the payment path can set is_premium", () => {
  const attempts: [string, (uid: string) => string][] = [
    ["update is_premium", (uid) => `update public.profiles set is_premium = true where id = '${uid}'`],
    ["update premium_since", (uid) => `update public.profiles set premium_since = now() where id = '${uid}'`],
    ["update with full_name", (uid) => `update public.profiles set full_name = 'x', is_premium = true where id = '${uid}'`],
    [
      "insert a profile",
      (uid) => `insert into public.profiles (id, is_premium) values ('${uid}', true) on conflict (id) do update set is_premium = true`,
    ],
    ["grant function", (uid) => `select private.grant_premium_from_capture('O', 'C', '${uid}', 9.99, 'USD')`],
    ["record function", (uid) => `select private.record_order('${uid}', 'ORDERFORGED00001', 9.99, 'USD')`],
    ["revoke function", () => `select private.revoke_premium_for_capture('C', 'REFUNDED', 'x')`],
    ["claim event", () => `select private.claim_paypal_event('WH-1', 'PAYMENT.CAPTURE.COMPLETED', null)`],
    ["read webhook events", () => `select * from private.paypal_webhook_events`],
    [
      "insert a payment",
      (uid) =>
        `insert into public.payments (order_id, capture_id, user_id, amount, currency, status) values ('ORDERFORGED00002', 'CAPFORGED', '${uid}', 9.99, 'USD', 'COMPLETED')`,
    ],
    ["update a payment", () => `update public.payments set status = 'COMPLETED'`],
    ["delete payments", () => `delete from public.payments`],
    ["disable the guard trigger", () => `alter table public.profiles disable trigger profiles_guard_premium`],
  ];

  it.each(attempts)("authenticated: %s is refused", async (_name, statement) => {
    const user = await insertUser();
    await expect(asUser(user, (tx) => tx.unsafe(statement(user.id)))).rejects.toThrow(
      /permission denied|must be owner|can only be changed/,
    );
    const [profile] = await adminSql`select is_premium, premium_since from public.profiles where id = ${user.id}`;
    expect(profile).toEqual({ is_premium: false, premium_since: null });
  });

  it.each(attempts)("anon: %s is refused", async (_name, statement) => {
    const user = await insertUser();
    await expect(asUser(null, (tx) => tx.unsafe(statement(user.id)))).rejects.toThrow(
      /permission denied|must be owner|can only be changed/,
    );
    const [profile] = await adminSql`select is_premium from public.profiles where id = ${user.id}`;
    expect(profile.is_premium).toBe(false);
  });

  it("the API roles hold no privilege that could reach the premium columns or the payment functions", async () => {
    const [row] = await adminSql`
      select
        has_column_privilege('authenticated', 'public.profiles', 'is_premium', 'UPDATE') as auth_premium,
        has_column_privilege('authenticated', 'public.profiles', 'premium_since', 'UPDATE') as auth_since,
        has_column_privilege('anon', 'public.profiles', 'is_premium', 'UPDATE') as anon_premium,
        has_table_privilege('authenticated', 'public.payments', 'INSERT, UPDATE, DELETE') as auth_payments_write,
        has_schema_privilege('authenticated', 'private', 'USAGE') as auth_private,
        has_schema_privilege('anon', 'private', 'USAGE') as anon_private`;
    expect(Object.values(row).every((v) => v === false)).toBe(true);
    const callable = await adminSql`
      select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.proname in ('record_order', 'grant_premium_from_capture', 'revoke_premium_for_capture', 'claim_paypal_event', 'set_paypal_event_outcome')
        and (has_function_privilege('authenticated', p.oid, 'EXECUTE') or has_function_privilege('anon', p.oid, 'EXECUTE'))`;
    expect(callable).toEqual([]);
  });

  it("a user may still rename themselves, and reads only their own payments", async () => {
    const a = await insertUser();
    const b = await insertUser();
    await adminSql`select private.record_order(${b.id}::uuid, 'ORDERBOFUSERB0001', 9.99, 'USD')`;
    await asUser(a, (tx) => tx`update public.profiles set full_name = 'New Name' where id = ${a.id}`);
    const [profile] = await adminSql`select full_name, is_premium from public.profiles where id = ${a.id}`;
    expect(profile).toEqual({ full_name: "New Name", is_premium: false });
    expect(await asUser(a, (tx) => tx`select order_id from public.payments`)).toEqual([]);
    expect(await asUser(b, (tx) => tx`select order_id from public.payments`)).toEqual([{ order_id: "ORDERBOFUSERB0001" }]);
  });
});
