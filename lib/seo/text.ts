/** Cuts text at `max` characters (on a word boundary when one is close) and adds "...". */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}...`;
}
