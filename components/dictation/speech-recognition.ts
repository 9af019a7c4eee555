"use client";

/**
 * The slice of the Web Speech API's SpeechRecognition that dictation uses. TypeScript's DOM
 * library does not describe it (browsers ship it prefixed or not at all), so it is typed here.
 */

type Alternative = { transcript: string };
type Result = { isFinal: boolean; length: number; [index: number]: Alternative };
export type RecognitionResultEvent = { results: { length: number; [index: number]: Result } };
export type RecognitionErrorEvent = { error: string };

export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};

type RecognitionConstructor = new () => Recognition;

/** The browser's recognizer, or null where it offers none (then no microphone button is shown). */
export function speechRecognition(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Everything heard so far in this session: final and interim pieces, in order. */
export function transcriptOf(event: RecognitionResultEvent): string {
  let text = "";
  for (let i = 0; i < event.results.length; i++) text += event.results[i]![0]?.transcript ?? "";
  return text.replace(/\s+/g, " ").trim();
}

/** The text before dictation, then what was heard, with one space between them. */
export function joinDictation(before: string, heard: string): string {
  if (!heard) return before;
  if (!before.trim()) return heard;
  return /\s$/.test(before) ? `${before}${heard}` : `${before} ${heard}`;
}
