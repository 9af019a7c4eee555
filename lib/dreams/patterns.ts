import "server-only";
import type { Tx } from "@/lib/db/sql";
import { dreamTotal, monthlyCounts, topPatterns, type Count } from "./pattern-counts";
import { emotionName } from "@/lib/interpret/emotion-names";

const TIMELINE_MONTHS = 6;

export type DreamPatterns = {
  dreamCount: number;
  symbols: Count[];
  emotions: { code: string; label: string; count: number }[];
  themes: Count[];
  characters: Count[];
  timeline: { months: string[]; series: { symbol: string; counts: number[] }[] };
};

/**
 * Recurring symbols, emotion balance, themes, characters and a monthly symbol timeline over the
 * whole journal, read from the counts the database keeps (lib/dreams/pattern-counts.ts).
 */
export async function dreamPatterns(tx: Tx, now = new Date()): Promise<DreamPatterns> {
  const [dreamCount, symbols, emotions, themes, characters] = await Promise.all([
    dreamTotal(tx),
    topPatterns(tx, "symbol", 12),
    topPatterns(tx, "emotion", 5),
    topPatterns(tx, "theme", 8),
    topPatterns(tx, "character", 8),
  ]);

  const months = Array.from({ length: TIMELINE_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (TIMELINE_MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
  const topSymbols = symbols.slice(0, 4).map((s) => s.name);
  const timelineRows = await monthlyCounts(tx, "symbol", topSymbols, new Date(`${months[0]}-01T00:00:00Z`));
  const series = topSymbols.map((symbol) => ({
    symbol,
    counts: months.map((m) => timelineRows.find((r) => r.name === symbol && r.month === m)?.count ?? 0),
  }));

  return {
    dreamCount,
    symbols,
    emotions: emotions.map((e) => ({ code: e.name, label: emotionName(e.name), count: e.count })),
    themes,
    characters,
    timeline: { months, series },
  };
}
