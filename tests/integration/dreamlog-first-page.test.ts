import { describe, expect, it } from "vitest";
import { cardPageQuery, decodeCursor, encodeCursor, listDreams } from "@/lib/dreams/log";
import { recordedNights } from "@/lib/journal/nights";
import { adminSql, asUser, insertUser, sampleInterpretation } from "./db";

type PlanNode = { "Node Type": string; "Index Name"?: string; Plans?: PlanNode[] };

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** A long journal: `count` dreams, a few per night, every one interpreted; statistics up to date. */
async function longJournal(count: number) {
  const user = await insertUser();
  await adminSql`
    insert into public.dream_logs (user_id, dream_text, interpretation, created_at, dreamt_on)
    select ${user.id}, 'A lighthouse on a beach at night, dream ' || g, ${adminSql.json(sampleInterpretation)},
           timestamptz '2026-11-20 08:00Z' - make_interval(hours => g * 7), date '2026-11-20' - (g * 7 / 24)
    from generate_series(1, ${count}) g`;
  await adminSql`analyze public.dream_logs`;
  return user;
}

describe("the DreamLog's first page in a long journal", () => {
  it("walks the (user, night) index for one page and sorts nothing, first page and next", async () => {
    const user = await longJournal(3000);
    const first = await asUser(user, (tx) => listDreams(tx));
    expect(first.entries).toHaveLength(20);
    const after = decodeCursor(first.nextCursor!);
    for (const cursor of [null, after]) {
      const [row] = await asUser(
        user,
        (tx) => tx<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>`explain (format json) ${cardPageQuery(tx, cursor, 20)}`,
      );
      const nodes = nodesOf(row["QUERY PLAN"][0].Plan);
      expect(nodes.map((n) => n["Node Type"])).not.toContain("Sort");
      expect(nodes.find((n) => n["Node Type"].startsWith("Index"))?.["Index Name"]).toBe("dream_logs_user_night_idx");
    }
    // The second page starts where the first ended, newest night first.
    const second = await asUser(user, (tx) => listDreams(tx, first.nextCursor));
    const last = first.entries.at(-1)!;
    expect(encodeCursor(last)).toBe(first.nextCursor);
    expect(second.entries[0].dreamtOn <= last.dreamtOn).toBe(true);
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(40);
  });

  it("lists each recorded night of the window once, newest first, as a distinct scan would", async () => {
    const user = await longJournal(400);
    const today = "2026-11-21";
    const nights = await asUser(user, (tx) => recordedNights(tx, today, 60));
    const expected = await adminSql<{ night: string }[]>`
      select distinct dreamt_on::text as night from public.dream_logs
      where user_id = ${user.id} and dreamt_on between date '2026-11-21' - 60 and date '2026-11-21' + 2
      order by night desc`;
    expect(nights).toEqual(expected.map((r) => r.night));
    expect(nights.length).toBeGreaterThan(40);
    // Nobody else's nights (RLS).
    const other = await insertUser();
    expect(await asUser(other, (tx) => recordedNights(tx, today, 60))).toEqual([]);
  });
});
