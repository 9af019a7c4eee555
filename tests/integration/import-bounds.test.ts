import { describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES, IMPORT_MAX_DREAMS, ImportError, importDreams, importRateLimit } from "@/lib/dreams/import";
import { MAX_DREAMS_PER_USER } from "@/lib/dreams/log";
import { BOUNDS } from "@/lib/interpret/schema";
import { adminSql, insertUser, sampleInterpretation } from "./db";

/** The attacks of issue 15 item 3, against the real import path and the real database. */

const file = (dreams: unknown[]) => JSON.stringify({ format: "oneira-dreamlog", version: 1, exportedAt: new Date().toISOString(), dreams });
let second = 0;
const entry = (dreamText: string, interpretation: unknown = sampleInterpretation) => ({
  dreamText,
  interpretation,
  createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, second++)).toISOString(),
});
const dream = "I was swimming through a flooded library, reading the books underwater.";

async function stored(userId: string) {
  return adminSql<{ len: number; dream_text: string; interpretation: Record<string, unknown>; bytes: number }[]>`
    select char_length(dream_text) as len, dream_text, interpretation, octet_length(interpretation::text) as bytes
    from public.dream_logs where user_id = ${userId} order by created_at`;
}

describe("import stores only what the schema parsed, within bounds", () => {
  it("stores the trimmed text, never the padded original (a padded 18 MB text was accepted before)", async () => {
    const user = await insertUser();
    const padded = `${" ".repeat(500_000)}${dream}${"\n".repeat(500_000)}`;
    const report = await importDreams(user.claims, file([entry(padded)]));
    expect(report.added).toBe(1);
    const [row] = await stored(user.id);
    expect(row.dream_text).toBe(dream);
  });

  it("drops fields the schema does not know and refuses unbounded strings and lists", async () => {
    const user = await insertUser();
    const junk = { ...sampleInterpretation, junk: "x".repeat(200_000), nested: { deeper: ["y".repeat(1000)] } };
    const longSummary = { ...sampleInterpretation, summary: "z".repeat(BOUNDS.paragraph + 1) };
    const manyThemes = { ...sampleInterpretation, themes: Array.from({ length: 10_000 }, (_, i) => `theme ${i}`) };
    const longSymbol = { ...sampleInterpretation, symbols: [{ symbol: "s".repeat(BOUNDS.label + 1), meaning: "m" }] };
    const report = await importDreams(
      user.claims,
      file([entry(dream, junk), entry(`${dream} 2`, longSummary), entry(`${dream} 3`, manyThemes), entry(`${dream} 4`, longSymbol)]),
    );
    expect(report.added).toBe(1);
    expect(report.skipped.map((s) => s.reason)).toEqual([
      "invalid entry #2: the interpretation holds a text or list longer than allowed (summary)",
      "invalid entry #3: the interpretation holds a text or list longer than allowed (themes)",
      "invalid entry #4: the interpretation holds a text or list longer than allowed (symbols.0.symbol)",
    ]);
    const [row] = await stored(user.id);
    expect(Object.keys(row.interpretation).sort()).toEqual(Object.keys(sampleInterpretation).sort());
    expect(row.bytes).toBeLessThan(2_000);
  });

  it("the database itself refuses an over-long raw text and an oversized interpretation", async () => {
    const user = await insertUser();
    const insert = (text: string, interpretation: object) =>
      adminSql`insert into public.dream_logs (user_id, dream_text, interpretation) values (${user.id}, ${text}, ${adminSql.json(interpretation as never)})`;
    // 7,990 characters once trimmed, 9,000 stored: the old check looked at the trimmed length only.
    await expect(insert(`${" ".repeat(1010)}${"a".repeat(7990)}`, sampleInterpretation)).rejects.toThrow(/dream_logs_dream_text_length/);
    await expect(insert(dream, { ...sampleInterpretation, summary: "b".repeat(140_000) })).rejects.toThrow(
      /dream_logs_interpretation_size/,
    );
    await expect(insert(dream, sampleInterpretation)).resolves.toBeTruthy();
  });

  it(`limits imports to ${importRateLimit.max} an hour per user`, async () => {
    const user = await insertUser();
    for (let i = 0; i < importRateLimit.max; i++) await importDreams(user.claims, file([entry(`${dream} number ${i}`)]));
    await expect(importDreams(user.claims, file([entry(`${dream} one too many`)]))).rejects.toThrow(ImportError);
    await expect(importDreams(user.claims, file([entry(`${dream} one too many`)]))).rejects.toThrow(/Too many imports/);
    const other = await insertUser();
    await expect(importDreams(other.claims, file([entry(dream)]))).resolves.toMatchObject({ added: 1 });
  });

  it(`a DreamLog holds at most ${MAX_DREAMS_PER_USER.toLocaleString("en-US")} dreams, by import or by interpretation`, async () => {
    const user = await insertUser();
    await adminSql`
      insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
      select ${user.id}, 'Filler dream number ' || g, ${adminSql.json(sampleInterpretation)}, now() - make_interval(secs => g)
      from generate_series(1, ${MAX_DREAMS_PER_USER - 1}) g`;
    const report = await importDreams(user.claims, file([entry(`${dream} last`), entry(`${dream} over`)]));
    expect(report.added).toBe(1);
    expect(report.skipped.map((s) => s.reason)).toEqual([
      `not imported: your DreamLog holds its maximum of ${MAX_DREAMS_PER_USER.toLocaleString("en-US")} dreams`,
    ]);
    const [saved] =
      await adminSql`select outcome from private.save_dream(${user.id}, null, ${dream}, ${adminSql.json(sampleInterpretation)}, current_date, 1)`;
    expect(saved.outcome).toBe("full");
    const [{ n }] = await adminSql`select count(*)::int as n from public.dream_logs where user_id = ${user.id}`;
    expect(n).toBe(MAX_DREAMS_PER_USER);
  });

  it("takes smaller requests than before (20 MB and 20,000 dreams)", () => {
    expect(IMPORT_MAX_BYTES).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(IMPORT_MAX_DREAMS).toBeLessThanOrEqual(5_000);
  });
});
