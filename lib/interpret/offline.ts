/**
 * The offline interpretation engine: pure, synchronous and deterministic. The lexicon is
 * compiled once at module load (lib/interpret/lexicon.ts). No network, no server-only imports.
 */
import { analyze, type Analysis } from "./analyze";
import { compose, emoNoun, nounOf } from "./compose";
import { agree } from "./phrase";
import { historyNote } from "./history";
import type { DreamHistoryItem, Interpretation } from "./schema";

export const OFFLINE_ENGINE = "oneira-offline@1.0.0";
const MAX_SYMBOLS = 10;

function symbolMeaning(a: Analysis, i: number): string {
  const s = a.symbols[i];
  const noun = nounOf(s);
  const other = a.symbols[i === 0 ? 1 : 0];
  const emo = a.emotions[0];
  const parts = [`Here ${noun} ${agree(noun, "points", "point")} to ${s.def.meaning.everyday}; in depth-psychology terms, ${s.def.meaning.jung}.`];
  if (s.count > 2) parts.push(`${agree(noun, "It comes", "They come")} up ${s.count} times, so ${agree(noun, "it matters", "they matter")} to this dream.`);
  else if (other && i < 3) parts.push(`${agree(noun, "It shares", "They share")} the scene with ${nounOf(other)}, which colours how ${agree(noun, "it reads", "they read")}.`);
  if (emo && i === 0) parts.push(`Given the ${emoNoun(emo.label)} you describe, ${agree(noun, "it", "they")} may carry that feeling too.`);
  return parts.join(" ");
}

export function interpretOffline(text: string, history?: DreamHistoryItem[]): Interpretation {
  const input = typeof text === "string" ? text : String(text ?? "");
  const a = analyze(input);
  const symbols = a.symbols.slice(0, MAX_SYMBOLS).map((s, i) => ({ symbol: s.def.name, meaning: symbolMeaning(a, i), quote: s.quote }));
  const emotions = a.emotions.map((e) => ({ code: e.code, label: e.label, evidence: e.evidence }));
  let note: string | null = null;
  try {
    note = historyNote({ symbols: symbols.map((s) => s.symbol), themes: a.themes, emotions: emotions.map((e) => e.code) }, history);
  } catch {
    note = null; // malformed history must never break an interpretation
  }
  const c = compose(a, note);
  return {
    summary: c.summary,
    psychologicalAnalysis: c.psychologicalAnalysis,
    symbols,
    emotions,
    characters: a.characters.map((ch) => ({ label: ch.label, kind: ch.kind })),
    setting: a.setting,
    themes: a.themes,
    reflectionQuestions: c.reflectionQuestions,
    engine: OFFLINE_ENGINE,
  };
}
