import type { DreamKind } from "./journal-input";

/** A DreamLog search as the search page reads it from its URL. Client-safe: links are built anywhere. */

export type SearchSort = "relevance" | "newest";

export type SearchInput = {
  q: string;
  /** YYYY-MM-DD, inclusive: nights of the dreams. */
  from: string | null;
  to: string | null;
  /** Only dreams with this tag / of this kind. */
  tag?: string | null;
  kind?: DreamKind | null;
  page: number;
  sort: SearchSort;
};

/** The query string for a search page (only the parameters that are set). */
export function searchHref(input: Partial<SearchInput>): string {
  const params = new URLSearchParams();
  if (input.q) params.set("q", input.q);
  if (input.from) params.set("from", input.from);
  if (input.to) params.set("to", input.to);
  if (input.tag) params.set("tag", input.tag);
  if (input.kind) params.set("kind", input.kind);
  if (input.sort && input.sort !== "relevance") params.set("sort", input.sort);
  if (input.page && input.page > 1) params.set("page", String(input.page));
  const qs = params.toString();
  return `/dashboard/search${qs ? `?${qs}` : ""}`;
}
