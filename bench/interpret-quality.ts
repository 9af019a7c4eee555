/**
 * Quality benchmark for the offline interpretation engine.
 *   npx tsx bench/interpret-quality.ts
 * Reads ../shared/data/dreams-dev.jsonl.gz (relative to the repo root) and prints coverage,
 * composition and speed figures, plus emotion F1 per HVdC class against bench/emotion-labels.json
 * (hand-coded by us, ids only) for the engine and for a five-regex baseline.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { BASELINE_REGEXES } from "../lib/interpret/emotions";
import { LEXICON_SIZE } from "../lib/interpret/lexicon";
import { interpretOffline } from "../lib/interpret/offline";
import { EMOTION_CODES, type EmotionCode } from "../lib/interpret/schema";
import { tokenize } from "../lib/interpret/tokenize";

const root = path.resolve(import.meta.dirname, "..");
const dataPath = path.resolve(root, "../shared/data/dreams-dev.jsonl.gz");
if (!existsSync(dataPath)) {
  console.log(`note: ${dataPath} not found; nothing to benchmark.`);
  process.exit(0);
}
type Row = { id: string; series?: string; text: string };
const rows: Row[] = gunzipSync(readFileSync(dataPath))
  .toString("utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);
const labels: Record<string, Record<EmotionCode, 0 | 1>> = JSON.parse(readFileSync(path.join(root, "bench/emotion-labels.json"), "utf8"));

// warm-up pass over the whole set (the lexicon is already compiled at import); the timed pass follows
for (const r of rows) interpretOffline(r.text);

const times: number[] = [];
let ge1 = 0;
let ge3 = 0;
let symTotal = 0;
let withEmotion = 0;
let namesNoun = 0;
let badQuotes = 0;
let paragraphs = 0;
const distinct = new Set<string>();
const predicted = new Map<string, Set<EmotionCode>>();
const t0 = performance.now();
for (const r of rows) {
  const s = performance.now();
  const out = interpretOffline(r.text);
  times.push(performance.now() - s);
  const n = out.symbols.length;
  if (n >= 1) ge1++;
  if (n >= 3) ge3++;
  symTotal += n;
  if (out.emotions.length) withEmotion++;
  for (const sym of out.symbols) if (!r.text.includes(sym.quote)) badQuotes++;
  // "names one of the dream's own nouns": a symbol word, a character or a place taken from the dream
  const summary = out.summary.toLowerCase();
  const own = new Set<string>();
  for (const sym of out.symbols) for (const t of tokenize(sym.quote)) if (t.w.length > 2) own.add(t.w);
  for (const c of out.characters) if (c.kind !== "self") for (const t of tokenize(c.label)) if (t.w.length > 2 && t.w !== "your") own.add(t.w);
  for (const p of out.setting.places) for (const t of tokenize(p)) if (t.w.length > 2) own.add(t.w);
  const dreamWords = new Set(tokenize(r.text).map((t) => t.w));
  if ([...own].some((w) => dreamWords.has(w) && new RegExp(`\\b${w.replace(/[^\p{L}\p{N}']/gu, "")}\\b`, "u").test(summary))) namesNoun++;
  for (const p of [out.summary, ...out.psychologicalAnalysis.split("\n\n")]) {
    paragraphs++;
    distinct.add(p);
  }
  if (labels[r.id]) predicted.set(r.id, new Set(out.emotions.map((e) => e.code)));
}
const total = performance.now() - t0;
times.sort((a, b) => a - b);
const pct = (x: number) => `${((100 * x) / rows.length).toFixed(1)}%`;
const qtile = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];

// 1,000-word dream timing
const longText = rows.map((r) => r.text).join(" ").split(/\s+/).slice(0, 1000).join(" ");
const lt: number[] = [];
for (let i = 0; i < 30; i++) {
  const s = performance.now();
  interpretOffline(longText);
  lt.push(performance.now() - s);
}
lt.sort((a, b) => a - b);

console.log(`dreams: ${rows.length}   lexicon symbols: ${LEXICON_SIZE}`);
console.log(`share with >=1 symbol:        ${pct(ge1)}`);
console.log(`share with >=3 symbols:       ${pct(ge3)}`);
console.log(`mean symbols per dream:       ${(symTotal / rows.length).toFixed(2)}`);
console.log(`quotes not found in own dream: ${badQuotes}`);
console.log(`share with an emotion:        ${pct(withEmotion)}`);
console.log(`summary names a dream noun:   ${pct(namesNoun)}`);
console.log(`distinct-paragraph ratio:     ${(distinct.size / paragraphs).toFixed(4)} (${distinct.size}/${paragraphs})`);
console.log(`time per dream p50 / p99:     ${qtile(0.5).toFixed(3)} ms / ${qtile(0.99).toFixed(3)} ms`);
console.log(`dreams per second:            ${Math.round(rows.length / (total / 1000))}`);
console.log(`1,000-word dream (median):    ${lt[15].toFixed(3)} ms`);

function f1Table(name: string, pred: (id: string) => Set<EmotionCode>) {
  const ids = Object.keys(labels).filter((id) => rows.some((r) => r.id === id));
  const f1s: number[] = [];
  const cells: string[] = [];
  for (const c of EMOTION_CODES) {
    let tp = 0, fp = 0, fn = 0;
    for (const id of ids) {
      const gold = labels[id][c] === 1;
      const p = pred(id).has(c);
      if (p && gold) tp++;
      else if (p) fp++;
      else if (gold) fn++;
    }
    const prec = tp + fp ? tp / (tp + fp) : 0;
    const rec = tp + fn ? tp / (tp + fn) : 0;
    const f1 = prec + rec ? (2 * prec * rec) / (prec + rec) : 0;
    f1s.push(f1);
    cells.push(`${c} ${f1.toFixed(2)} (P ${prec.toFixed(2)} R ${rec.toFixed(2)})`);
  }
  const macro = f1s.reduce((a, b) => a + b, 0) / f1s.length;
  console.log(`${name.padEnd(16)} macro F1 ${macro.toFixed(3)} | ${cells.join(" | ")}`);
  return ids.length;
}
const textById = new Map(rows.map((r) => [r.id, r.text]));
console.log("");
const nLabelled = f1Table("oneira-offline", (id) => predicted.get(id) ?? new Set());
f1Table("5-regex baseline", (id) => {
  const t = textById.get(id) ?? "";
  return new Set(EMOTION_CODES.filter((c) => BASELINE_REGEXES[c].test(t)));
});
console.log(`(emotion F1 over ${nLabelled} hand-labelled dev dreams, bench/emotion-labels.json)`);
