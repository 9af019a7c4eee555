import { describe, expect, it } from "vitest";
import { readRecurrences, topPatterns } from "@/lib/dreams/pattern-counts";
import { dreamPatterns } from "@/lib/dreams/patterns";
import { deleteDream, listDreams } from "@/lib/dreams/log";
import { EXPORT_FORMAT, EXPORT_VERSION } from "@/lib/dreams/export";
import { importDreams } from "@/lib/dreams/import";
import { adminSql, asUser, insertUser, sampleInterpretation, type DbUser } from "./db";

/** The per-user pattern counts kept by triggers on dream_logs (migration 20261124100000). */

function interp(symbols: string[], extra: Record<string, unknown> = {}) {
  return { ...sampleInterpretation, symbols: symbols.map((s) => ({ symbol: s, meaning: `what ${s} means`, quote: s })), ...extra };
}

async function addDream(user: DbUser, symbols: string[], createdAt = new Date(), extra: Record<string, unknown> = {}) {
  const [row] = await adminSql<{ id: string }[]>`
    insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
    values (${user.id}, ${`A dream of ${symbols.join(" and ") || "nothing much"} I remember.`},
            ${adminSql.json(interp(symbols, extra) as never)}, ${createdAt})
    returning id`;
  return row.id;
}

/** The counts recomputed from the dreams themselves, for comparison with what the triggers kept. */
async function recomputed(userId: string) {
  return adminSql<{ kind: string; name: string; dreams: number }[]>`
    select p.kind, p.name, count(*)::int as dreams
    from public.dream_logs d cross join lateral private.dream_pattern_items(d.interpretation) p
    where d.user_id = ${userId} group by 1, 2 order by 1, 2`;
}
async function kept(userId: string) {
  return adminSql<{ kind: string; name: string; dreams: number }[]>`
    select kind, name, dreams from public.dream_pattern_totals where user_id = ${userId} order by 1, 2`;
}
async function keptDays(userId: string) {
  return adminSql<{ kind: string; name: string; dreams: number }[]>`
    select kind, name, sum(dreams)::int as dreams from public.dream_pattern_days where user_id = ${userId} group by 1, 2 order by 1, 2`;
}

describe("Dream Patterns kept by the database", () => {
  it("counts each dream once per name over the whole journal, as dreams are saved and removed under RLS", async () => {
    const user = await insertUser({ premium: true });
    const first = await addDream(user, ["Ocean", "ocean ", "house"], new Date("2026-01-05T10:00:00Z"), {
      emotions: [{ code: "AP", label: "fear", evidence: "afraid" }],
    });
    await addDream(user, ["ocean", "owl"]);
    await addDream(user, ["OCEAN", "  Old   house "]);

    const patterns = await asUser(user, (tx) => dreamPatterns(tx));
    expect(patterns.dreamCount).toBe(3);
    expect(patterns.symbols.slice(0, 1)).toEqual([{ name: "ocean", count: 3 }]);
    expect(patterns.symbols).toContainEqual({ name: "old house", count: 1 });
    expect(patterns.emotions).toEqual([{ code: "AP", label: "fear", count: 1 }]);
    expect(patterns.themes).toEqual([{ name: "water", count: 3 }]);

    // The user's own DELETE, as role authenticated under RLS, takes the dream out of the counts.
    expect(await asUser(user, (tx) => deleteDream(tx, first))).toBe(true);
    const after = await asUser(user, (tx) => dreamPatterns(tx));
    expect(after.dreamCount).toBe(2);
    expect(after.symbols.map((s) => s.name)).toEqual(["ocean", "old house", "owl"]);
    expect(after.emotions).toEqual([]);
    expect(await kept(user.id)).toEqual(await recomputed(user.id));
    expect(await keptDays(user.id)).toEqual(await recomputed(user.id));
    // A name no dream holds any more leaves no row behind.
    const [{ n }] = await adminSql<{ n: number }[]>`
      select count(*)::int as n from public.dream_pattern_totals where user_id = ${user.id} and name = 'house'`;
    expect(n).toBe(0);
  });

  it("follows an interpretation that changes, and ignores updates that leave it as it was", async () => {
    const user = await insertUser();
    const id = await addDream(user, ["snake", "stairs"]);
    await adminSql`update public.dream_logs set interpretation = ${adminSql.json(interp(["snake", "garden"]) as never)} where id = ${id}`;
    await adminSql`update public.dream_logs set dream_text = 'The same dream, told again with more words.' where id = ${id}`;
    const symbols = await asUser(user, (tx) => topPatterns(tx, "symbol", 10));
    expect(symbols).toEqual([
      { name: "garden", count: 1 },
      { name: "snake", count: 1 },
    ]);
    expect(await kept(user.id)).toEqual(await recomputed(user.id));
  });

  it("counts dreams beyond the 1,000 most recent (the whole journal)", async () => {
    const user = await insertUser({ premium: true });
    await adminSql`
      insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
      select ${user.id}, 'An old dream about an owl, number ' || g, ${adminSql.json(interp(["owl"]) as never)},
             now() - interval '3 years' - make_interval(hours => g)
      from generate_series(1, 5) g`;
    await adminSql`
      insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
      select ${user.id}, 'A newer dream about a river, number ' || g, ${adminSql.json(interp(["river"]) as never)},
             now() - make_interval(mins => g)
      from generate_series(1, 1000) g`;
    const patterns = await asUser(user, (tx) => dreamPatterns(tx));
    expect(patterns.dreamCount).toBe(1005);
    expect(patterns.symbols).toEqual([
      { name: "river", count: 1000 },
      { name: "owl", count: 5 },
    ]);
    // The timeline reads the day buckets of the last six months only.
    expect(patterns.timeline.series.find((s) => s.symbol === "owl")?.counts.every((c) => c === 0)).toBe(true);
    expect(patterns.timeline.series.find((s) => s.symbol === "river")?.counts.reduce((a, b) => a + b)).toBe(1000);
    // The first page of the list is still 20 cards, each without the whole interpretation.
    const page = await asUser(user, (tx) => listDreams(tx));
    expect(page.entries).toHaveLength(20);
    expect(page.entries[0]).toMatchObject({ summary: sampleInterpretation.summary, symbols: ["river"] });
    expect(page.nextCursor).not.toBeNull();
  });

  it("feeds the interpretation's history note from the same counts", async () => {
    const user = await insertUser();
    await addDream(user, ["water", "pier"], new Date(), { emotions: [{ code: "AP", label: "fear", evidence: "afraid" }] });
    await addDream(user, ["water"]);
    const r = await asUser(user, (tx) => readRecurrences(tx));
    expect(r.window).toBe(2);
    expect(r.symbols.get("water")).toBe(2);
    expect(r.emotions.get("AP")).toBe(1);
    expect(r.themes.get("water")).toBe(2);
  });

  it("counts imported dreams, survives malformed parts, and is gone with the account", async () => {
    const user = await insertUser();
    await addDream(user, ["lantern"], new Date(), { symbols: "not a list", themes: [42, "night"], arc: { type: "pursuit" } });
    const exported = JSON.stringify({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      dreams: [
        {
          dreamText: "I carried a lantern through a tunnel of roots.",
          createdAt: "2025-03-01T06:00:00.000Z",
          interpretation: interp(["lantern"]),
        },
      ],
    });
    const report = await importDreams(user.claims, exported);
    expect(report.added).toBe(1);
    const totals = await kept(user.id);
    expect(totals).toContainEqual({ kind: "arc", name: "pursuit", dreams: 1 });
    expect(totals).toContainEqual({ kind: "theme", name: "night", dreams: 1 });
    expect(totals).toContainEqual({ kind: "symbol", name: "lantern", dreams: 1 });
    expect(totals).toContainEqual({ kind: "dream", name: "", dreams: 2 });
    expect(totals).toEqual(await recomputed(user.id));

    await adminSql`delete from auth.users where id = ${user.id}`;
    expect(await kept(user.id)).toEqual([]);
    expect(await keptDays(user.id)).toEqual([]);
  });

  it("lets users read only their own counts and write none", async () => {
    const owner = await insertUser();
    const other = await insertUser();
    await addDream(owner, ["mirror"]);
    const seen = await asUser(other, (tx) => tx`select * from public.dream_pattern_totals where user_id = ${owner.id}`);
    expect(seen).toHaveLength(0);
    expect(await asUser(other, (tx) => tx`select * from public.dream_pattern_days`)).toHaveLength(0);
    await expect(asUser(owner, (tx) => tx`update public.dream_pattern_totals set dreams = 99 where user_id = ${owner.id}`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      asUser(
        owner,
        (tx) => tx`insert into public.dream_pattern_totals (user_id, kind, name, dreams) values (${owner.id}, 'symbol', 'x', 5)`,
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(asUser(null, (tx) => tx`select * from public.dream_pattern_totals`)).rejects.toThrow(/permission denied/);
  });
});
