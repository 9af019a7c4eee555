import "server-only";
import { serverEnv } from "@/lib/env/server";
import { interpretWithFallback } from "./llm";
import { interpretOffline } from "./offline";
import type { Recurrences } from "./history";
import type { Interpretation } from "./schema";

export type { Interpretation } from "./schema";

/**
 * Interprets a dream for the app. Offline by default; with INTERPRETER=llm it asks the configured
 * OpenAI-compatible model and falls back to the offline engine on any error or timeout.
 */
export async function interpretDream(input: { text: string; history?: Recurrences }): Promise<Interpretation> {
  if (serverEnv.INTERPRETER === "llm" && serverEnv.LLM_BASE_URL && serverEnv.LLM_MODEL) {
    return interpretWithFallback(input, {
      baseURL: serverEnv.LLM_BASE_URL,
      apiKey: serverEnv.LLM_API_KEY,
      model: serverEnv.LLM_MODEL,
      timeoutMs: serverEnv.LLM_TIMEOUT_MS,
    });
  }
  return interpretOffline(input.text, input.history);
}
