import { afterAll, describe, expect, it } from "vitest";
import { asService, withUser } from "@/lib/db/with-user";
import { DreamChanged, DreamGone, interpretSavedForUser, interpretForUser, QuotaExhausted } from "@/lib/dreams/interpret-flow";
import { saveJournalDream, updateDream } from "@/lib/dreams/journal";
import { journalEntrySchema, type JournalEntryInput } from "@/lib/dreams/journal-input";
import { labelCounts } from "@/lib/dreams/label-counts";
import { listDreams } from "@/lib/dreams/log";
import { getDream } from "@/lib/dreams/related";
import { searchDreams, type SearchInput } from "@/lib/dreams/search";
import { exportBatches } from "@/lib/dreams/export";
import { importDreams } from "@/lib/dreams/import";
import type { Interpretation } from "@/lib/interpret/schema";
import { quotaDay } from "@/lib/usage/quota";
import { lastClosedWeek } from "@/lib/digest/period";
import { collectDigest } from "@/lib/digest/run";
import { renderDigest } from "@/lib/digest/render";
import { adminSql, asUser, insertUser, sampleInterpretation, type DbUser } from "./db";

const engine = async () => sampleInterpretation as Interpretation;
const text = "I was carrying a lantern through a forest where the trees whispered my name.";

async function save(user: DbUser, input: Partial<JournalEntryInput> = {}) {
  const entry = journalEntrySchema.parse({ text, dreamtOn: "2026-11-20", ...input });
  const saved = await asService((tx) => saveJournalDream(tx, user.id, entry));
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return saved.id;
}

async function usedToday(userId: string) {
  const [row] = await adminSql<{ n: number }[]>`
    select daily_interpretations_used as n from public.usage_limits where user_id = ${userId} and last_interpretation_date = ${quotaDay()}::date`;
  return row?.n ?? 0;
}

async function rowOf(id: string) {
  const [row] = await adminSql`select * from public.dream_logs where id = ${id}`;
  return row;
}

afterAll(async () => {
  await adminSql.end({ timeout: 5 });
});

describe("saving without interpreting", () => {
  it("stores the dream with its night, title, tags and kinds, no interpretation, and uses no quota", async () => {
    const user = await insertUser();
    const id = await save(user, { title: "The whispering forest", tags: "Forest, lantern", kinds: ["lucid"] });
    const dream = await withUser(user.claims, (tx) => getDream(tx, id));
    expect(dream).toMatchObject({
      dreamText: text,
      title: "The whispering forest",
      dreamtOn: "2026-11-20",
      tags: ["forest", "lantern"],
      kinds: ["lucid"],
      interpretation: null,
      interpretationOutdated: false,
      editedAt: null,
    });
    expect(await usedToday(user.id)).toBe(0);
    // Saving again and again still uses nothing: the quota is for interpretations.
    await save(user);
    await save(user);
    expect(await usedToday(user.id)).toBe(0);
  });

  it("the database refuses tags and kinds the app would refuse", async () => {
    const user = await insertUser();
    const insert = (tags: string[], kinds: string[] = []) =>
      adminSql`insert into public.dream_logs (user_id, dream_text, tags, kinds) values (${user.id}, ${text}, ${tags}::text[], ${kinds}::text[])`;
    await expect(insert(["<script>"])).rejects.toThrow(/dream_logs_tags_shape/);
    await expect(insert(["Upper"])).rejects.toThrow(/dream_logs_tags_shape/);
    await expect(insert(["x".repeat(33)])).rejects.toThrow(/dream_logs_tags_shape/);
    await expect(insert(Array.from({ length: 11 }, (_, n) => `t${n}`))).rejects.toThrow(/dream_logs_tags_shape/);
    await expect(insert(["ok"], ["prophetic"])).rejects.toThrow(/dream_logs_kinds_shape/);
    await expect(insert(["água", "old house", "snake_case-2"], ["nightmare"])).resolves.toBeTruthy();
  });
});

describe("the night of the dream", () => {
  it("orders the DreamLog by night, then by when it was saved, and pages without overlap", async () => {
    const user = await insertUser();
    const older = await save(user, { dreamtOn: "2026-10-01" });
    const newest = await save(user, { dreamtOn: "2026-11-21" });
    const middleFirst = await save(user, { dreamtOn: "2026-11-02" });
    const middleSecond = await save(user, { dreamtOn: "2026-11-02" });
    const order = [newest, middleSecond, middleFirst, older];
    const first = await withUser(user.claims, (tx) => listDreams(tx, null, 2));
    const second = await withUser(user.claims, (tx) => listDreams(tx, first.nextCursor, 2));
    expect([...first.entries, ...second.entries].map((d) => d.id)).toEqual(order);
    expect(second.nextCursor).toBeNull();
  });

  it("a row written without a night gets the UTC day it was saved, as old rows did", async () => {
    const user = await insertUser();
    const [row] = await adminSql<{ dreamt_on: string }[]>`
      insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
      values (${user.id}, ${text}, ${adminSql.json(sampleInterpretation)}, '2025-07-09T23:30:00Z') returning dreamt_on::text`;
    expect(row.dreamt_on).toBe("2025-07-09");
  });

  it("an interpretation from /interpret is saved with the writer's night", async () => {
    const user = await insertUser();
    const result = await interpretForUser(user.claims, text, engine, undefined, {
      dreamtOn: "2026-11-19",
      title: null,
      tags: [],
      kinds: [],
    });
    expect((await rowOf(result.saved.id)).dreamt_on.toISOString().slice(0, 10)).toBe("2026-11-19");
  });
});

describe("editing (RLS and column grants)", () => {
  it("the owner edits text, title, night, tags and kinds; the edit is stamped and the interpretation marked outdated", async () => {
    const user = await insertUser();
    const { saved } = await interpretForUser(user.claims, text, engine);
    const entry = journalEntrySchema.parse({
      text: `${text} Then it rained.`,
      title: "Rain",
      dreamtOn: "2026-11-18",
      tags: "rain",
      kinds: ["recurring"],
    });
    expect(await withUser(user.claims, (tx) => updateDream(tx, saved.id, entry))).toBe(true);
    const dream = await withUser(user.claims, (tx) => getDream(tx, saved.id));
    expect(dream).toMatchObject({
      title: "Rain",
      dreamtOn: "2026-11-18",
      tags: ["rain"],
      kinds: ["recurring"],
      interpretationOutdated: true,
    });
    expect(dream?.editedAt).not.toBeNull();
    expect(dream?.interpretation?.summary).toBe(sampleInterpretation.summary);
  });

  it("changing only the labels is no edit of the dream and keeps the interpretation current", async () => {
    const user = await insertUser();
    const { saved } = await interpretForUser(user.claims, text, engine);
    await withUser(user.claims, (tx) =>
      updateDream(tx, saved.id, journalEntrySchema.parse({ text, dreamtOn: "2026-11-23", tags: "woods" })),
    );
    const row = await rowOf(saved.id);
    expect(row.interpretation_outdated).toBe(false);
    expect(row.tags).toEqual(["woods"]);
  });

  it("another user's edit changes nothing, and nobody may write the interpretation, owner or dates directly", async () => {
    const owner = await insertUser();
    const other = await insertUser();
    const id = await save(owner);
    const entry = journalEntrySchema.parse({ text: "Somebody else's words, pretending to be mine.", dreamtOn: "2026-11-20" });
    expect(await withUser(other.claims, (tx) => updateDream(tx, id, entry))).toBe(false);
    expect((await rowOf(id)).dream_text).toBe(text);

    for (const column of ["interpretation", "user_id", "created_at", "edited_at", "interpretation_outdated"]) {
      const value = {
        interpretation: "'{}'::jsonb",
        user_id: `'${other.id}'::uuid`,
        created_at: "now()",
        edited_at: "null",
        interpretation_outdated: "false",
      }[column];
      await expect(
        asUser(owner, (tx) => tx.unsafe(`update public.dream_logs set ${column} = ${value} where id = '${id}'`)),
        column,
      ).rejects.toThrow(/permission denied/);
    }
    // The anonymous role has no access at all.
    await expect(asUser(null, (tx) => tx`update public.dream_logs set title = 'x' where id = ${id}`)).rejects.toThrow(/permission denied/);
  });
});

describe("interpreting a saved dream", () => {
  it("counts against a free user's daily quota like any interpretation, and only once", async () => {
    const user = await insertUser();
    const first = await save(user);
    const second = await save(user);
    const day = "2026-05-01";
    const result = await interpretSavedForUser(user.claims, first, engine, day);
    expect(result.usage).toMatchObject({ used: 1, remaining: 0 });
    expect((await rowOf(first)).interpretation).toEqual(sampleInterpretation);
    await expect(interpretSavedForUser(user.claims, second, engine, day)).rejects.toBeInstanceOf(QuotaExhausted);
    expect((await rowOf(second)).interpretation).toBeNull();
    // A new day, a new interpretation.
    await expect(interpretSavedForUser(user.claims, second, engine, "2026-05-02")).resolves.toBeTruthy();
  });

  it("re-interpreting an edited dream counts too, and clears the outdated mark", async () => {
    const user = await insertUser();
    const day = "2026-05-03";
    const { saved } = await interpretForUser(user.claims, text, engine, day);
    await withUser(user.claims, (tx) =>
      updateDream(tx, saved.id, journalEntrySchema.parse({ text: `${text} Edited.`, dreamtOn: "2026-05-02" })),
    );
    await expect(interpretSavedForUser(user.claims, saved.id, engine, day)).rejects.toBeInstanceOf(QuotaExhausted);
    expect((await rowOf(saved.id)).interpretation_outdated).toBe(true);
    await interpretSavedForUser(user.claims, saved.id, engine, "2026-05-04");
    expect((await rowOf(saved.id)).interpretation_outdated).toBe(false);
  });

  it("is unlimited for Unlimited members", async () => {
    const user = await insertUser({ premium: true });
    const ids = [await save(user), await save(user), await save(user)];
    for (const id of ids) expect((await interpretSavedForUser(user.claims, id, engine)).usage).toBeNull();
    expect(await usedToday(user.id)).toBe(0);
  });

  it("another user's dream is gone, and uses nothing", async () => {
    const owner = await insertUser();
    const other = await insertUser();
    const id = await save(owner);
    await expect(interpretSavedForUser(other.claims, id, engine)).rejects.toBeInstanceOf(DreamGone);
    expect(await usedToday(other.id)).toBe(0);
    expect((await rowOf(id)).interpretation).toBeNull();
  });

  it("a text edited while the engine ran keeps no stale interpretation and gives the count back", async () => {
    const user = await insertUser();
    const id = await save(user);
    const editingEngine = async () => {
      await withUser(user.claims, (tx) =>
        updateDream(tx, id, journalEntrySchema.parse({ text: `${text} Changed meanwhile.`, dreamtOn: "2026-11-20" })),
      );
      return sampleInterpretation as Interpretation;
    };
    await expect(interpretSavedForUser(user.claims, id, editingEngine)).rejects.toBeInstanceOf(DreamChanged);
    expect((await rowOf(id)).interpretation).toBeNull();
    expect(await usedToday(user.id)).toBe(0);
  });
});

describe("tags and kinds on the DreamLog", () => {
  const search = (user: DbUser, input: Partial<SearchInput>) =>
    withUser(user.claims, (tx) => searchDreams(tx, { q: "", from: null, to: null, page: 1, sort: "relevance", ...input }));

  it("filters and searches by tag and kind, and counts them for the patterns", async () => {
    const user = await insertUser();
    const lucidForest = await save(user, { tags: "forest, lantern", kinds: ["lucid"] });
    const nightmareForest = await save(user, {
      text: "A wolf chased me between black trees until I woke up.",
      tags: "forest",
      kinds: ["nightmare", "recurring"],
    });
    await save(user, {
      text: "I was at school again, sitting an exam in a language I never learned.",
      tags: "school",
      kinds: ["recurring"],
    });
    const other = await insertUser();
    await save(other, { tags: "forest", kinds: ["lucid"] });

    const byTag = await search(user, { tag: "forest" });
    expect(byTag.kind === "results" && byTag.hits.map((h) => h.id).sort()).toEqual([lucidForest, nightmareForest].sort());
    const byKind = await search(user, { kind: "lucid" });
    expect(byKind.kind === "results" && byKind.hits.map((h) => h.id)).toEqual([lucidForest]);
    const both = await search(user, { tag: "forest", kind: "recurring" });
    expect(both.kind === "results" && both.hits.map((h) => h.id)).toEqual([nightmareForest]);
    // A word search finds a tag the text never mentions.
    const word = await search(user, { q: "lantern" });
    expect(word.kind === "results" && word.hits.map((h) => h.id)).toEqual([lucidForest]);

    const counts = await withUser(user.claims, (tx) => labelCounts(tx));
    expect(counts.kinds).toEqual([
      { kind: "recurring", count: 2 },
      { kind: "lucid", count: 1 },
      { kind: "nightmare", count: 1 },
    ]);
    expect(counts.tags).toEqual([
      { name: "forest", count: 2 },
      { name: "lantern", count: 1 },
      { name: "school", count: 1 },
    ]);
  });
});

describe("export and import carry the journal", () => {
  it("round-trips the night, title, tags, kinds, edits and dreams without an interpretation", async () => {
    const from = await insertUser();
    await save(from, { title: "Only written", dreamtOn: "2026-03-04", tags: "forest", kinds: ["lucid"] });
    const { saved } = await interpretForUser(from.claims, `${text} Interpreted.`, engine);
    await withUser(from.claims, (tx) =>
      updateDream(tx, saved.id, journalEntrySchema.parse({ text: `${text} Interpreted, then edited.`, dreamtOn: "2026-03-05" })),
    );
    const dreams = [];
    for await (const batch of exportBatches(from.claims)) dreams.push(...batch);
    const file = JSON.stringify({ format: "oneira-dreamlog", version: 2, dreams });

    const to = await insertUser();
    expect(await importDreams(to.claims, file)).toMatchObject({ total: 2, added: 2 });
    const { entries } = await withUser(to.claims, (tx) => listDreams(tx));
    expect(
      entries.map((e) => ({
        title: e.title,
        dreamtOn: e.dreamtOn,
        tags: e.tags,
        kinds: e.kinds,
        outdated: e.interpretationOutdated,
        interpreted: e.interpretation !== null,
        edited: e.editedAt !== null,
      })),
    ).toEqual([
      { title: null, dreamtOn: "2026-03-05", tags: [], kinds: [], outdated: true, interpreted: true, edited: true },
      {
        title: "Only written",
        dreamtOn: "2026-03-04",
        tags: ["forest"],
        kinds: ["lucid"],
        outdated: false,
        interpreted: false,
        edited: false,
      },
    ]);
  });

  it("a version 1 file (before nights) still imports, its night the UTC day it was saved", async () => {
    const user = await insertUser();
    const file = JSON.stringify({
      format: "oneira-dreamlog",
      version: 1,
      dreams: [{ dreamText: text, interpretation: sampleInterpretation, createdAt: "2025-07-09T23:30:00Z" }],
    });
    expect(await importDreams(user.claims, file)).toMatchObject({ added: 1 });
    const { entries } = await withUser(user.claims, (tx) => listDreams(tx));
    expect(entries[0]).toMatchObject({ dreamtOn: "2025-07-09", tags: [], kinds: [], title: null });
  });
});

describe("the pattern e-mail counts kinds and tags", () => {
  it("names the period's kinds and tags, and leaves other periods' out", async () => {
    const user = await insertUser();
    const period = lastClosedWeek(new Date("2031-09-10T00:00:00Z"));
    const inPeriod = async (tags: string, kinds: ("lucid" | "nightmare" | "recurring")[], at: string) => {
      const id = await save(user, { tags, kinds });
      await adminSql`update public.dream_logs set created_at = ${at}::timestamptz where id = ${id}`;
    };
    await inPeriod("forest, wolf", ["nightmare", "recurring"], "2031-09-02T07:00:00Z");
    await inPeriod("forest", ["recurring"], "2031-09-04T07:00:00Z");
    await inPeriod("beach", ["lucid"], "2031-08-01T07:00:00Z"); // another period
    const content = await collectDigest({ id: user.id, email: user.email, name: "Robin" }, period, false);
    expect(content.labels).toEqual({
      kinds: [
        { kind: "recurring", count: 2 },
        { kind: "nightmare", count: 1 },
      ],
      tags: [
        { name: "forest", count: 2 },
        { name: "wolf", count: 1 },
      ],
    });
    const email = renderDigest({ ...content, siteUrl: "https://oneira.test", unsubscribeUrl: "https://oneira.test/unsubscribe?token=t" });
    expect(email.text).toContain("KINDS AND TAGS\n  2 recurring, 1 nightmare · #forest (2), #wolf (1)");
    expect(email.html).toContain("Kinds and tags");
  });
});
