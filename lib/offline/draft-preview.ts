/** A draft's first words, for the "waiting to sync" list (without the draft's schema, lib/offline/draft.ts). */
export function draftPreview(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
