/**
 * Optional LLM interpreter (Vercel AI SDK + any OpenAI-compatible endpoint). Pure: every setting is
 * a parameter, so it can be tested without server-only code. The model gets the offline analysis
 * and the dreamer's recurring symbols as grounding, must return the same zod schema, and any
 * failure (network, timeout, invalid JSON, schema mismatch) falls back to the offline result.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateObject } from "ai";
import { HALL_VAN_DE_CASTLE_NAMES } from "./emotion-names";
import type { Recurrences } from "./history";
import { interpretOffline } from "./offline";
import { interpretationSchema, type Interpretation } from "./schema";

/** What the model must return: the story and the coding may be left to the offline engine. */
const llmAnswerSchema = interpretationSchema.partial({ story: true, interactions: true, outcomes: true, arc: true });

export type LlmConfig = {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** for tests or custom transports */
  fetch?: typeof fetch;
};

export type LlmInput = { text: string; history?: Recurrences };

const SYSTEM = [
  "You are Oneira, a careful dream interpreter. You write in plain, warm English, in the second person.",
  "Ground everything in the dreamer's own words: name their characters, places and feelings, and quote exactly.",
  "Offer Jungian and Freudian readings as possibilities, never as diagnoses. Do not give medical or legal advice.",
  "Every symbols[].quote and emotions[].evidence must be copied verbatim from the dream text.",
  `Only list emotions the dreamer explicitly says they felt (Hall/Van de Castle: ${Object.entries(HALL_VAN_DE_CASTLE_NAMES)
    .map(([code, name]) => `${code} ${name}`)
    .join(", ")}).`,
  "Interactions, outcomes and the arc follow the Hall/Van de Castle rules; each evidence must be the dream's own words.",
  "story: 2 or 3 sentences telling the dream back in the second person (who, where, what happened, how it ended, how it felt).",
  "summary: 2 to 4 sentences that start from the dream's shape and its interactions; the Jungian and Freudian readings argue about this dream, not one dictionary line per symbol.",
  "reflectionQuestions: 2 or 3 questions; never ask about a relationship with a place or an object.",
].join("\n");

export function buildPrompt(input: LlmInput, offline: Interpretation): string {
  const rec = input.history ?? { window: 0, symbols: new Map<string, number>() };
  const recurringSymbols = [...rec.symbols.entries()]
    .filter(([, c]) => c >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  const grounding = {
    symbols: offline.symbols.map((s) => ({ symbol: s.symbol, quote: s.quote })),
    emotions: offline.emotions,
    characters: offline.characters,
    setting: offline.setting,
    themes: offline.themes,
    story: offline.story,
    arc: offline.arc,
    interactions: offline.interactions,
    outcomes: offline.outcomes,
  };
  return [
    "Dream (verbatim, between the markers):",
    "<<<DREAM",
    input.text,
    "DREAM>>>",
    "",
    "Offline analysis to ground your reading (you may refine it):",
    JSON.stringify(grounding),
    "",
    rec.window
      ? `The dreamer's recurring symbols over their last ${rec.window} dreams: ${recurringSymbols.length ? recurringSymbols.map(([s, c]) => `${s} (${c} of ${rec.window})`).join(", ") : "none repeated"}. Mention a recurrence if this dream shares it.`
      : "No earlier dreams are on record.",
  ].join("\n");
}

/** Calls the model; throws on any failure. */
export async function interpretWithLlm(
  input: LlmInput,
  config: LlmConfig,
  offline = interpretOffline(input.text, input.history),
): Promise<Interpretation> {
  const provider = createOpenAICompatible({
    name: "oneira-llm",
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
    fetch: config.fetch,
  });
  const { object } = await generateObject({
    model: provider(config.model),
    schema: llmAnswerSchema,
    schemaName: "Interpretation",
    system: SYSTEM,
    prompt: buildPrompt(input, offline),
    abortSignal: AbortSignal.timeout(config.timeoutMs),
    maxRetries: 0,
    temperature: 0.4,
  });
  const answer = llmAnswerSchema.parse(object);
  const checked = interpretationSchema.parse({
    ...answer,
    story: answer.story ?? offline.story,
    interactions: answer.interactions ?? offline.interactions,
    outcomes: answer.outcomes ?? offline.outcomes,
    arc: answer.arc ?? offline.arc,
  });
  // quotes the model invented are dropped rather than shown as the dreamer's words
  return {
    ...checked,
    symbols: checked.symbols.filter((s) => input.text.includes(s.quote)),
    emotions: checked.emotions.filter((e) => input.text.includes(e.evidence)),
    interactions: checked.interactions.filter((x) => input.text.includes(x.evidence)),
    outcomes: checked.outcomes.filter((x) => input.text.includes(x.evidence)),
    arc: { ...checked.arc, evidence: checked.arc.evidence.filter((x) => input.text.includes(x)) },
    engine: `oneira-llm@1.0.0 (${config.model})`,
  };
}

/** The LLM reading, or the offline one on any error (with a warning). */
export async function interpretWithFallback(
  input: LlmInput,
  config: LlmConfig,
  warn: (message: string) => void = (m) => console.warn(m),
): Promise<Interpretation> {
  const offline = interpretOffline(input.text, input.history);
  try {
    return await interpretWithLlm(input, config, offline);
  } catch (err) {
    const e = err as Error;
    warn(`[interpret] LLM interpretation failed (${e?.name ?? "Error"}: ${e?.message ?? String(err)}); using the offline engine`);
    return offline;
  }
}
