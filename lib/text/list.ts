/**
 * Items as an English list, without a serial comma: "a", "a and b", "a, b and c". The one rule
 * for every list the app writes in prose.
 */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
