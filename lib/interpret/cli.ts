/**
 * Command-line front end for the offline engine.
 *   npm run interpret -- "I was flying over the sea…"        readable interpretation
 *   npm run interpret -- --json "I was flying…"               the Interpretation as JSON
 *   npm run interpret:batch < in.jsonl > out.jsonl            one {"id", ...interpretation} per input line
 */
import { once } from "node:events";
import { createInterface } from "node:readline";
import { interpretOffline } from "./offline";
import { EMOTION_NAMES } from "./emotion-names";
import type { Interpretation } from "./schema";

export function formatInterpretation(r: Interpretation): string {
  const out: string[] = [];
  out.push("SUMMARY", r.summary, "");
  out.push("ANALYSIS", r.psychologicalAnalysis, "");
  if (r.symbols.length) {
    out.push("SYMBOLS");
    for (const s of r.symbols) out.push(`  • ${s.symbol} — “${s.quote}”`, `    ${s.meaning}`);
    out.push("");
  }
  if (r.emotions.length) {
    out.push("FEELINGS");
    for (const e of r.emotions) out.push(`  • ${EMOTION_NAMES[e.code]} (${e.label}) — “${e.evidence}”`);
    out.push("");
  }
  if (r.characters.length) out.push("CHARACTERS", `  ${r.characters.map((c) => `${c.label} [${c.kind}]`).join(", ")}`, "");
  const s = r.setting;
  out.push(
    "SETTING",
    `  ${s.indoor === null ? "indoor/outdoor unclear" : s.indoor ? "indoors" : "outdoors"}; ${s.familiar === null ? "familiarity unclear" : s.familiar ? "familiar" : "unfamiliar"}${s.places.length ? `; ${s.places.join(", ")}` : ""}`,
    "",
  );
  if (r.themes.length) out.push("THEMES", `  ${r.themes.join(", ")}`, "");
  out.push("QUESTIONS FOR YOU");
  for (const q of r.reflectionQuestions) out.push(`  ? ${q}`);
  out.push("", `(${r.engine})`);
  return out.join("\n");
}

/**
 * Writes to stdout with backpressure. A pipe to a slow reader fills; without waiting, the lines
 * pile up in memory and an exit before they drain loses them (issue 15 item 10).
 */
async function emit(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, "drain");
}

/** Resolves once everything written so far has been handed to the OS. */
function flushed(): Promise<void> {
  return new Promise((resolve) => process.stdout.write("", () => resolve()));
}

async function batch(): Promise<void> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const line of rl) {
    lineNo++;
    if (!line.trim()) continue;
    let id: unknown = null;
    try {
      const row = JSON.parse(line) as { id?: unknown; text?: unknown };
      id = row.id ?? null;
      const text = typeof row.text === "string" ? row.text : "";
      await emit(JSON.stringify({ id, ...interpretOffline(text) }) + "\n");
    } catch (err) {
      await emit(JSON.stringify({ id, error: `line ${lineNo}: ${(err as Error).message}` }) + "\n");
    }
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes("--batch")) {
    await batch();
    return 0;
  }
  const json = argv.includes("--json");
  const words = argv.filter((a) => a !== "--json");
  let text = words.join(" ").trim();
  if (!text && !process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    text = Buffer.concat(chunks).toString("utf8").trim();
  }
  if (!text) {
    process.stderr.write('usage: npm run interpret -- [--json] "your dream…"\n       npm run interpret:batch < in.jsonl > out.jsonl\n');
    return 2;
  }
  const r = interpretOffline(text);
  await emit((json ? JSON.stringify(r, null, 2) : formatInterpretation(r)) + "\n");
  return 0;
}

// A reader that goes away early (`| head`) is not an error: stop quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

// Never process.exit() with output pending: set the code and let Node exit once stdout drained.
main(process.argv.slice(2)).then(
  async (code) => {
    await flushed();
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`${(err as Error).stack ?? err}\n`);
    process.exitCode = 1;
  },
);
