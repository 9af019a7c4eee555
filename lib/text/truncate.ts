/** What every shortened text ends with (the spec's "plus an ellipsis"). */
export const ELLIPSIS = "...";

/**
 * Whitespace folded, then cut at `max` characters — back to the last word boundary when one lies
 * in the last 30%, without trailing punctuation — plus the ellipsis. Used for meta descriptions,
 * related-card descriptions and digest excerpts alike.
 */
export function truncate(text: string, max: number): string {
  const flat = foldSpace(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.7 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, "")}${ELLIPSIS}`;
}

/**
 * The first `max` characters exactly (whitespace folded), plus the ellipsis when the text is
 * longer. For titles the spec defines as "the first 50 characters": they keep every character.
 */
export function prefix(text: string, max: number): string {
  const flat = foldSpace(text);
  return flat.length > max ? `${flat.slice(0, max)}${ELLIPSIS}` : flat;
}

function foldSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
