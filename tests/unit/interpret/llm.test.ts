import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildPrompt, interpretWithFallback, type LlmConfig } from "@/lib/interpret/llm";
import { interpretOffline } from "@/lib/interpret/offline";
import type { Interpretation } from "@/lib/interpret/schema";

const BASE = "http://llm.test/v1";
const DREAM = "I was flying over the sea with my sister and felt happy until the wind dropped.";
const config: LlmConfig = { baseURL: BASE, apiKey: "test-key", model: "test-model", timeoutMs: 300 };

/** a model that leaves the story and the coding to the offline engine */
const modelAnswer: Omit<Interpretation, "story" | "interactions" | "outcomes" | "arc"> = {
  summary: "You fly over the sea with your sister. It feels joyful until the wind drops.",
  psychologicalAnalysis: "A Jungian reading sees the sea as the unconscious; a Freudian one sees flight as a wish for freedom.",
  symbols: [
    { symbol: "flying", meaning: "freedom", quote: "flying over the sea" },
    { symbol: "mermaid", meaning: "invented", quote: "a mermaid sang" },
  ],
  emotions: [{ code: "HA", label: "happiness", evidence: "felt happy" }],
  characters: [{ label: "your sister", kind: "family" }],
  setting: { indoor: false, familiar: null, places: ["the sea"] },
  themes: ["flying", "water"],
  reflectionQuestions: ["What lifts you at the moment?", "What happens when the wind drops in your life?"],
  engine: "whatever",
};

function completion(content: string) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

let lastBody: unknown = null;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  lastBody = null;
});
afterAll(() => server.close());

describe("LLM provider (HTTP-level mock)", () => {
  it("returns the model's structured answer, grounded and validated", async () => {
    server.use(
      http.post(`${BASE}/chat/completions`, async ({ request }) => {
        lastBody = await request.json();
        expect(request.headers.get("authorization")).toBe("Bearer test-key");
        return HttpResponse.json(completion(JSON.stringify(modelAnswer)));
      }),
    );
    const warn = vi.fn();
    const r = await interpretWithFallback({ text: DREAM }, config, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(r.summary).toBe(modelAnswer.summary);
    expect(r.engine).toMatch(/^oneira-llm@.*test-model/);
    // an invented quote is dropped, the real one kept
    expect(r.symbols.map((s) => s.symbol)).toEqual(["flying"]);
    const body = JSON.stringify(lastBody);
    expect(body).toContain("flying over the sea"); // the dream and the offline grounding are in the prompt
    expect(body).toContain("test-model");
  });

  it("falls back to the offline engine on invalid JSON", async () => {
    server.use(http.post(`${BASE}/chat/completions`, () => HttpResponse.json(completion("this is not json {"))));
    const warn = vi.fn();
    const r = await interpretWithFallback({ text: DREAM }, config, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(r).toEqual(interpretOffline(DREAM));
  });

  it("falls back on a schema mismatch", async () => {
    server.use(http.post(`${BASE}/chat/completions`, () => HttpResponse.json(completion(JSON.stringify({ summary: "only this" })))));
    const warn = vi.fn();
    const r = await interpretWithFallback({ text: DREAM }, config, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(r.engine).toMatch(/^oneira-offline@/);
  });

  it("falls back on timeout", async () => {
    server.use(
      http.post(`${BASE}/chat/completions`, async () => {
        await delay(2_000);
        return HttpResponse.json(completion(JSON.stringify(modelAnswer)));
      }),
    );
    const warn = vi.fn();
    const t0 = Date.now();
    const r = await interpretWithFallback({ text: DREAM }, config, warn);
    expect(Date.now() - t0).toBeLessThan(1_500);
    expect(warn).toHaveBeenCalledOnce();
    expect(r.engine).toMatch(/^oneira-offline@/);
  });

  it("falls back on an HTTP error", async () => {
    server.use(http.post(`${BASE}/chat/completions`, () => HttpResponse.json({ error: { message: "boom" } }, { status: 500 })));
    const warn = vi.fn();
    const r = await interpretWithFallback({ text: DREAM }, config, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(r.engine).toMatch(/^oneira-offline@/);
  });

  it("puts recurring symbols from history into the prompt", () => {
    const history = {
      window: 2,
      symbols: new Map([
        ["water", 2],
        ["hall", 1],
      ]),
      themes: new Map(),
      emotions: new Map(),
    };
    const prompt = buildPrompt({ text: DREAM, history }, interpretOffline(DREAM));
    expect(prompt).toContain("water (2 of 2)");
  });
});
