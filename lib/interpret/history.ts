/**
 * Personalisation from the dreamer's earlier interpretations (newest first): which of this
 * dream's symbols, themes and feelings keep coming back.
 */
import { cap } from "@/lib/text/case";
import { EMOTION_NAMES } from "./emotion-names";
import type { DreamHistoryItem, EmotionCode } from "./schema";

export type Recurrence = { kind: "symbol" | "theme" | "emotion"; name: string; count: number; window: number };

function norm(s: string) {
  return s.trim().toLowerCase();
}

/** Counts how many of the last `window` dreams contain each symbol, theme and emotion class. */
export function recurring(
  history: DreamHistoryItem[] | undefined,
  window = 10,
): {
  window: number;
  symbols: Map<string, number>;
  themes: Map<string, number>;
  emotions: Map<EmotionCode, number>;
} {
  const items = (history ?? []).slice(0, window);
  const symbols = new Map<string, number>();
  const themes = new Map<string, number>();
  const emotions = new Map<EmotionCode, number>();
  for (const item of items) {
    const it = item?.interpretation;
    if (!it) continue;
    for (const s of new Set((it.symbols ?? []).map((x) => norm(x?.symbol ?? "")).filter(Boolean)))
      symbols.set(s, (symbols.get(s) ?? 0) + 1);
    for (const t of new Set((it.themes ?? []).map(norm).filter(Boolean))) themes.set(t, (themes.get(t) ?? 0) + 1);
    for (const e of new Set((it.emotions ?? []).map((x) => x.code))) emotions.set(e, (emotions.get(e) ?? 0) + 1);
  }
  return { window: items.length, symbols, themes, emotions };
}

/** One or two sentences about recurrences, or null when the history says nothing about this dream. */
export function historyNote(
  current: { symbols: string[]; themes: string[]; emotions: EmotionCode[] },
  history: DreamHistoryItem[] | undefined,
): string | null {
  const r = recurring(history, 10);
  if (r.window === 0) return null;
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
