/**
 * Each lexicon record carries all of a symbol's data (its words, sense, noun, theme, salience,
 * meanings); nothing else is keyed by its name. These checks keep each record's data in agreement
 * with itself and with how the engine reads it.
 */
import { describe, expect, it } from "vitest";
import { LEXICON, SYMBOL_CONTEXTS, type Meaning } from "@/content/lexicon";
import { SYMBOLS, matchSymbols } from "@/lib/interpret/lexicon";
import { tokenize } from "@/lib/interpret/tokenize";

const records = LEXICON.flatMap((group) => group.entries);
const problems = (check: (r: (typeof SYMBOLS)[number]) => string[]) => SYMBOLS.flatMap((r) => check(r).map((p) => `${r.name}: ${p}`));

/** a meaning reads after "points to" / "suggests": a trimmed noun phrase, no full stop */
const badMeaning = (m: Partial<Meaning>) =>
  Object.entries(m).flatMap(([field, text]) => (!text || text !== text.trim() || /\.$/.test(text) ? [`${field} "${text}"`] : []));

describe("lexicon records", () => {
  it("name each symbol once, so no record is silently dropped by the compiler", () => {
    const names = records.map((r) => r.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(SYMBOLS).toHaveLength(records.length);
  });

  it("are evoked by their own name and by every form they list", () => {
    const missed = problems((r) =>
      [r.name, ...(r.forms ?? "").split("|")]
        .filter((form, i) => i === 0 || form !== "")
        .filter((form) => !matchSymbols(tokenize(form)).some((m) => m.first === 0 && m.ids.includes(r.id)))
        .map((form) => `form "${form}" does not evoke it`),
    );
    expect(missed).toEqual([]);
  });

  it("state senses the matcher can test: lower-case exclusions, single lower-case required words", () => {
    const bad = problems((r) => [
      ...(r.sense?.excludes ?? []).filter((p) => p !== p.toLowerCase().trim() || p === "").map((p) => `exclude "${p}"`),
      ...(r.sense?.requires ?? []).filter((w) => !/^[a-z'’-]+$/.test(w)).map((w) => `requires "${w}"`),
    ]);
    expect(bad).toEqual([]);
  });

  it("keep nouns, themes and salience in the form the engine expects", () => {
    const bad = problems((r) => [
      ...(r.noun !== undefined && (r.noun === "" || r.noun !== r.noun.trim()) ? [`noun "${r.noun}"`] : []),
      ...(r.theme !== undefined && (r.theme === "" || r.theme !== r.theme.trim().toLowerCase()) ? [`theme "${r.theme}"`] : []),
      ...(r.salience !== undefined && !(Number.isInteger(r.salience) && r.salience >= -2 && r.salience <= 2)
        ? [`salience ${r.salience}`]
        : []),
    ]);
    expect(bad).toEqual([]);
  });

  it("give every meaning, general and per situation, as a noun phrase, for known situations only", () => {
    const bad = problems((r) => [
      ...badMeaning(r.meaning),
      ...(["jung", "freud", "everyday"] as const).filter((f) => !r.meaning[f]).map((f) => `meaning.${f} missing`),
      ...Object.entries(r.in ?? {}).flatMap(([context, m]) => [
        ...((SYMBOL_CONTEXTS as readonly string[]).includes(context) ? [] : [`unknown situation "${context}"`]),
        ...(m && Object.keys(m).length ? badMeaning(m) : [`situation "${context}" is empty`]),
      ]),
    ]);
    expect(bad).toEqual([]);
  });
});
