import type { StoredInterpretation } from "@/lib/interpret/schema";
import { dateFormat } from "@/lib/text/date-format";
import { prefix } from "@/lib/text/truncate";

/** The whole interpretation as plain text, for Copy. */
export function interpretationAsText(dreamText: string, i: StoredInterpretation): string {
  const lines = ["My dream", dreamText, ""];
  if (i.story) lines.push("What happens", i.story, "");
  lines.push("Summary", i.summary, "", "Psychological analysis", i.psychologicalAnalysis);
  if (i.symbols.length) {
    lines.push("", "Key symbols");
    for (const s of i.symbols) lines.push(`- ${s.symbol}${s.quote ? ` ("${s.quote}")` : ""}: ${s.meaning}`);
  }
  if (i.emotions?.length) lines.push("", `Feelings: ${i.emotions.map((e) => `${e.label} ("${e.evidence}")`).join("; ")}`);
  if (i.themes?.length) lines.push(`Themes: ${i.themes.join(", ")}`);
  if (i.reflectionQuestions?.length) {
    lines.push("", "Questions to reflect on");
    for (const q of i.reflectionQuestions) lines.push(`- ${q}`);
  }
  lines.push("", "Interpreted with Oneira");
  return lines.join("\n");
}

/** A short version for sharing: the summary and the symbols, without the dream itself. */
export function interpretationShareText(i: StoredInterpretation): string {
  const symbols = i.symbols
    .map((s) => s.symbol)
    .slice(0, 5)
    .join(", ");
  return `${i.summary}${symbols ? `\n\nKey symbols: ${symbols}` : ""}\n\nInterpreted with Oneira`;
}

const longUs = dateFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "November 21, 2026" */
export function longUsDate(iso: string): string {
  return longUs(new Date(iso));
}

/** The card title: the first 50 characters of the dream, with the ellipsis when it is longer. */
export function dreamTitle(text: string): string {
  return prefix(text, 50);
}

/** A dream's heading: the member's own title, else the first 50 characters of the text. */
export function displayTitle(dream: { title: string | null; dreamText: string }): string {
  return dream.title ?? dreamTitle(dream.dreamText);
}
