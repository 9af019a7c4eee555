/**
 * Personalisation from the dreamer's earlier interpretations: which of this dream's symbols,
 * themes and feelings keep coming back.
 */
import { cap } from "@/lib/text/case";
import { EMOTION_NAMES } from "./emotion-names";
import type { EmotionCode } from "./schema";

export type Recurrence = { kind: "symbol" | "theme" | "emotion"; name: string; count: number; window: number };

/**
 * How many of the dreamer's earlier interpreted dreams (the whole journal: `window` of them)
 * hold each symbol, theme and feeling — keys normalised as the database does (trimmed, single
 * spaces, lower case). Read by lib/dreams/pattern-counts.ts from the counts the database keeps.
 */
export type Recurrences = {
  window: number;
  symbols: ReadonlyMap<string, number>;
  themes: ReadonlyMap<string, number>;
  emotions: ReadonlyMap<EmotionCode, number>;
};

function norm(s: string) {
  return s.trim().replace(/\s+/g, " ").toLowerCase();
}

/** One or two sentences about recurrences, or null when the history says nothing about this dream. */
export function historyNote(
  current: { symbols: string[]; themes: string[]; emotions: EmotionCode[] },
  r: Recurrences | undefined,
): string | null {
  if (!r || r.window === 0) return null;
  const found: Recurrence[] = [];
  for (const s of current.symbols) {
    const c = r.symbols.get(norm(s));
    if (c) found.push({ kind: "symbol", name: s, count: c, window: r.window });
  }
  for (const t of current.themes) {
    const c = r.themes.get(norm(t));
    if (c && !found.some((f) => f.name === t)) found.push({ kind: "theme", name: t, count: c, window: r.window });
  }
  for (const e of current.emotions) {
    const c = r.emotions.get(e);
    if (c) found.push({ kind: "emotion", name: EMOTION_NAMES[e], count: c, window: r.window });
  }
  found.sort((a, b) => b.count - a.count);
  const of = (n: number) => (r.window === 1 ? "your previous dream" : `${n} of your last ${r.window} dreams`);
  const parts: string[] = [];
  const sym = found.filter((f) => f.kind === "symbol").slice(0, 2);
  const th = found.find((f) => f.kind === "theme");
  const em = found.find((f) => f.kind === "emotion");
  if (sym[0])
    parts.push(`${cap(sym[0].name)} has appeared in ${of(sym[0].count)}${sym[1] ? `, and ${sym[1].name} in ${of(sym[1].count)}` : ""}.`);
  if (th && parts.length < 2) parts.push(`The theme of ${th.name} runs through ${of(th.count)} as well.`);
  if (em && parts.length < 2) parts.push(`You also felt ${em.name} in ${of(em.count)}, so this is a feeling worth following.`);
  if (!parts.length) {
    // nothing in common: name the most frequent earlier symbol so the dreamer sees the contrast
    const best = [...r.symbols.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best && best[1] >= 2) return `This dream breaks from your recent pattern: ${best[0]} appeared in ${of(best[1])}, but not here.`;
    return null;
  }
  if (sym[0] && sym[0].count >= 3) parts.push("A symbol that returns this often usually marks something still unresolved.");
  return parts.join(" ");
}
