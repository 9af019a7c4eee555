import { describe, expect, it } from "vitest";
import postgres from "postgres";
import { adminSql, insertUser, sampleInterpretation, type DbUser } from "./db";

/**
 * What a user can do with their own access token and the publishable key through Supabase's Data
 * API (PostgREST): every request runs in a transaction as role `authenticated` with the token's
 * claims in `request.jwt.claims` (and the legacy `request.jwt.claim.*` settings), exactly as here.
 */
async function asDataApi<T>(user: DbUser, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  return adminSql.begin(async (tx) => {
    const claims = { ...user.claims, aud: "authenticated", aal: "aal1", session_id: crypto.randomUUID(), is_anonymous: false };
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
                    set_config('request.jwt.claim.sub', ${user.id}, true),
                    set_config('request.jwt.claim.role', 'authenticated', true),
                    set_config('request.method', 'POST', true)`;
    await tx`set local role authenticated`;
    return fn(tx);
  }) as Promise<T>;
}

const dreamText = "I inserted this dream straight through the Data API, skipping the quota.";

describe("writes through the Data API (role authenticated, the user's own claims)", () => {
  it("cannot insert a dream, not even its own, so quotas and limits cannot be skipped", async () => {
    const user = await insertUser();
    await expect(
      asDataApi(
        user,
        (tx) => tx`insert into public.dream_logs (dream_text, interpretation) values (${dreamText}, ${tx.json(sampleInterpretation)})`,
      ),
    ).rejects.toThrow(/permission denied for table dream_logs/);
    await expect(
      asDataApi(
        user,
        (tx) =>
          tx`insert into public.dream_logs (user_id, dream_text, interpretation) values (${user.id}, ${dreamText}, ${tx.json(sampleInterpretation)})`,
      ),
    ).rejects.toThrow(/permission denied/);
    const [{ n }] = await adminSql`select count(*)::int as n from public.dream_logs where user_id = ${user.id}`;
    expect(n).toBe(0);
  });

  it("cannot insert a support request (which would skip the hourly limit and the e-mails)", async () => {
    const user = await insertUser();
    await expect(
      asDataApi(
        user,
        (tx) => tx`insert into public.support_requests (subject, message) values ('Flood', 'A request that skips the limit')`,
      ),
    ).rejects.toThrow(/permission denied for table support_requests/);
    const [{ n }] = await adminSql`select count(*)::int as n from public.support_requests where user_id = ${user.id}`;
    expect(n).toBe(0);
  });

  it("cannot reach the private functions that do the writing, nor its own usage counter", async () => {
    const user = await insertUser();
    await expect(
      asDataApi(
        user,
        (tx) => tx`select * from private.save_dream(${user.id}, null, ${dreamText}, ${tx.json(sampleInterpretation)}, current_date, 1)`,
      ),
    ).rejects.toThrow(/permission denied for schema private/);
    await expect(
      asDataApi(
        user,
        (tx) => tx`select * from private.submit_support_request(${user.id}, 'Flood', 'A request that skips the limit', 1000)`,
      ),
    ).rejects.toThrow(/permission denied for schema private/);
    await expect(
      asDataApi(user, (tx) => tx`insert into public.usage_limits (user_id, daily_interpretations_used) values (${user.id}, 0)`),
    ).rejects.toThrow(/permission denied/);
    // No INSERT privilege on any column of these tables for the API roles.
    const [grants] = await adminSql`
      select has_any_column_privilege('authenticated', 'public.dream_logs', 'INSERT') as dreams,
             has_any_column_privilege('authenticated', 'public.support_requests', 'INSERT') as support,
             has_any_column_privilege('anon', 'public.dream_logs', 'INSERT') as anon_dreams`;
    expect(grants).toEqual({ dreams: false, support: false, anon_dreams: false });
  });

  it("reads and deletes of its own rows still work as before", async () => {
    const user = await insertUser();
    const [saved] =
      await adminSql`select * from private.save_dream(${user.id}, null, ${dreamText}, ${adminSql.json(sampleInterpretation)}, current_date, 1)`;
    expect(saved.outcome).toBe("saved");
    expect(await asDataApi(user, (tx) => tx`select id from public.dream_logs`)).toEqual([{ id: saved.id }]);
    expect(await asDataApi(user, (tx) => tx`delete from public.dream_logs where id = ${saved.id} returning id`)).toHaveLength(1);
  });
});
