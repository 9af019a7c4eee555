/**
 * The offline interpretation engine: pure, synchronous and deterministic. Layers, each testable
 * alone: tokens → characters and events (characters.ts, events.ts) → Hall/Van de Castle coding
 * (coding.ts, emotions.ts) → symbols with senses (lexicon.ts, senses.ts) → the arc (arc.ts) →
 * the story told back (story.ts) and a reading that argues from all of it (plot.ts, reading.ts).
 */
import { analyze, type Analysis } from "./analyze";
import type { Entity } from "./characters";
import { historyNote, type Recurrences } from "./history";
import { hashString, nounOf } from "./naming";
import { gatherPlot } from "./plot";
import { composeReading } from "./reading";
import { situated } from "./reading-kit";
import type { FoundSymbol } from "./symbols";
import { BOUNDS } from "./bounds";
import type { Interpretation } from "./schema";
import { tellStory } from "./story";

export const OFFLINE_ENGINE = "oneira-offline@2.0.0";
/** a reading names the few images that carry the dream, not every noun it matched */
const MAX_SYMBOLS = 6;

/**
 * The symbols to show: one per quoted phrase, filler (a room, a floor, a colour) only when little else
 * is there; not one that is only feared, wished for or foreseen ("I was scared I would fall", "I
 * thought he was going to kill me"), which is not in the dream.
 */
function shown(symbols: Analysis["symbols"]): Analysis["symbols"] {
  const quotes = new Set<string>();
  const distinct = symbols.filter((s) => {
    if (s.imagined === s.count || quotes.has(s.quote)) return false;
    quotes.add(s.quote);
    return true;
  });
  const weighty = distinct.filter((s) => (s.def.salience ?? 0) > -2);
  return (weighty.length >= 4 ? weighty : distinct).slice(0, MAX_SYMBOLS);
}

const nameOf = (e: Entity | undefined) => (!e ? "someone" : e.id === 0 ? "you" : e.label);

/**
 * The symbol cards, the one the dream dwells on first and then those bound up with what happens, each
 * named in its situation ("the key that comes into your hands"); a depth-psychology line the reading
 * has already given is not repeated on its card.
 */
function symbolsOf(a: Analysis, plot: ReturnType<typeof gatherPlot>, reading: string): Interpretation["symbols"] {
  const keyed = new Map(plot.symbols.map((k) => [k.sym, k]));
  const order = [plot.focus?.symbol?.sym, ...plot.symbols.map((k) => k.sym)];
  const rank = (s: FoundSymbol) => {
    const at = order.indexOf(s);
    return at < 0 ? order.length : at;
  };
  return [...shown(a.symbols)]
    .sort((x, y) => rank(x) - rank(y))
    .map((s) => {
      const k = keyed.get(s);
      const m = k?.meaning ?? s.def.meaning;
      const noun = k ? situated(k) : nounOf(s);
      const deep = reading.includes(m.jung) ? "" : ` In depth-psychology terms, ${m.jung}.`;
      return { symbol: s.def.name, meaning: `${noun[0].toUpperCase()}${noun.slice(1)}: ${m.everyday}.${deep}`, quote: s.quote };
    });
}

export function interpretOffline(text: string, history?: Recurrences): Interpretation {
  const input = typeof text === "string" ? text : String(text ?? "");
  const a = analyze(input);
  const seed = hashString(a.text);
  const plot = gatherPlot(a);
  const emotions = a.emotions.map((e) => ({ code: e.code, label: e.label, evidence: e.evidence }));
  let note: string | null = null;
  try {
    const names = shown(a.symbols).map((s) => s.def.name);
    note = historyNote({ symbols: names, themes: a.themes, emotions: emotions.map((e) => e.code) }, history);
  } catch {
    note = null; // malformed history must never break an interpretation
  }
  const reading = composeReading(plot, a.emotions, note, seed, a.likelyEnglish, a);
  const symbols = symbolsOf(a, plot, reading.psychologicalAnalysis);
  return {
    story: tellStory({ ...a, seed, focus: plot.focus?.thing }),
    summary: reading.summary,
    psychologicalAnalysis: reading.psychologicalAnalysis,
    symbols,
    emotions,
    characters: a.characters.slice(0, BOUNDS.list).map((ch) => ({ label: ch.label, kind: ch.kind, sex: ch.sex })),
    setting: a.setting,
    themes: a.themes,
    interactions: a.coding.interactions
      .slice(0, BOUNDS.list)
      .map((i) => ({ type: i.type, initiator: nameOf(i.from), recipient: nameOf(i.to), evidence: i.evidence })),
    outcomes: a.coding.outcomes.slice(0, BOUNDS.list).map((o) => ({ type: o.type, who: nameOf(o.who), evidence: o.evidence })),
    arc: { type: a.arcs.main.type, evidence: a.arcs.main.evidence },
    reflectionQuestions: reading.reflectionQuestions,
    engine: OFFLINE_ENGINE,
  };
}
