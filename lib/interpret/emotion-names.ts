/**
 * The one vocabulary for the five emotion classes of an interpretation. Every place that shows a
 * class by name — the dashboard, the digest, the history note, the CLI — says the same word; the
 * stored codes (`emotions[].code`) stay the Hall/Van de Castle ones. Client-safe.
 */
import type { EmotionCode } from "./schema";

/** How the app names each class, in lower case (capitalise with lib/text/case where a line starts). */
export const EMOTION_NAMES: Record<EmotionCode, string> = {
  AN: "anger",
  AP: "fear",
  SD: "sadness",
  CO: "confusion",
  HA: "happiness",
};

/**
 * The coding system's own class names, for the LLM prompt only: the model knows the system by
 * these, and AP's "apprehension" is wider than fear (worry, dread, embarrassment).
 */
export const HALL_VAN_DE_CASTLE_NAMES: Record<EmotionCode, string> = { ...EMOTION_NAMES, AP: "apprehension" };

function isEmotionCode(code: string): code is EmotionCode {
  return Object.hasOwn(EMOTION_NAMES, code);
}

/** The name of a stored code; `fallback` (the code itself unless given) for one this version does not know. */
export function emotionName(code: string, fallback = code): string {
  return isEmotionCode(code) ? EMOTION_NAMES[code] : fallback;
}
