import "server-only";
import type { Tx } from "@/lib/db/sql";
import { storedInterpretationSchema, type StoredInterpretation } from "@/lib/interpret/schema";
import { DREAM_KINDS, dreamKindSchema, tagSchema, type DreamKind } from "./journal-input";
import type { SearchInput, SearchSort } from "./search-href";

export type { SearchInput, SearchSort };

/**
 * DreamLog search: Postgres full-text search over dream_logs.search (the dream's words weighted A;
 * symbols, themes and feeling labels weighted B; GIN index), ranked with ts_rank, highlighted with
 * ts_headline. All functions take a transaction acting as the user, so RLS limits every row to
 * their own log.
 */

export const SEARCH_PAGE_SIZE = 20;
/** Offset paging on a ranked list, capped: beyond this, narrow the search instead. */
export const SEARCH_MAX_PAGE = 50;
export const SEARCH_QUERY_MAX = 200;

/** Highlight markers: Unicode private-use characters, stripped from the dream text first. */
export const HIT_START = "\uE000";
export const HIT_END = "\uE001";
/** Dreams up to this length are shown whole, with every match marked; longer ones as passages. */
const SHORT_DREAM = 360;
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=45, MinWords=18, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export type SearchHit = {
  id: string;
  createdAt: string;
  dreamtOn: string;
  title: string | null;
  tags: string[];
  kinds: DreamKind[];
  dreamText: string;
  /** The best passages of the dream with the matches between HIT_START and HIT_END. */
  headline: string;
  /** Symbols, themes and feelings of the interpretation that match the query. */
  matchedTags: string[];
  symbols: string[];
  rank: number;
};

export type SearchResult =
  { kind: "empty" } | { kind: "stopwords" } | { kind: "results"; total: number; page: number; pageCount: number; hits: SearchHit[] };

type Raw = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

function validDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Reads ?q=&from=&to=&page=&sort= leniently: bad values are dropped and explained. */
export function parseSearchParams(raw: Raw): { input: SearchInput; problems: string[] } {
  const problems: string[] = [];
  let q = first(raw.q)
    .replace(/[\uE000\uE001]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (q.length > SEARCH_QUERY_MAX) {
    q = q.slice(0, SEARCH_QUERY_MAX);
    problems.push(`Searches are limited to ${SEARCH_QUERY_MAX} characters; the rest was ignored.`);
  }
  let from: string | null = first(raw.from).trim() || null;
  let to: string | null = first(raw.to).trim() || null;
  if (from && !validDay(from)) {
    problems.push("The start date isn't a valid date, so it was ignored.");
    from = null;
  }
  if (to && !validDay(to)) {
    problems.push("The end date isn't a valid date, so it was ignored.");
    to = null;
  }
  if (from && to && from > to) {
    problems.push("The start date was after the end date, so the two were swapped.");
    [from, to] = [to, from];
  }
  const rawTag = first(raw.tag).trim();
  const parsedTag = rawTag ? tagSchema.safeParse(rawTag) : null;
  if (parsedTag && !parsedTag.success) problems.push("That tag isn't a valid tag, so it was ignored.");
  const tag = parsedTag?.success ? parsedTag.data : null;
  const rawKind = first(raw.kind).trim();
  const parsedKind = rawKind ? dreamKindSchema.safeParse(rawKind) : null;
  if (parsedKind && !parsedKind.success) problems.push(`The kind must be one of ${DREAM_KINDS.join(", ")}, so it was ignored.`);
  const kind = parsedKind?.success ? parsedKind.data : null;
  const pageNumber = Number.parseInt(first(raw.page), 10);
  const page = Number.isFinite(pageNumber) ? Math.min(Math.max(pageNumber, 1), SEARCH_MAX_PAGE) : 1;
  const sort: SearchSort = first(raw.sort) === "newest" ? "newest" : "relevance";
  return { input: { q, from, to, tag, kind, page, sort }, problems };
}

/** Splits a headline on the markers, for rendering matches as <mark> (as text, never as HTML). */
export function highlightParts(headline: string): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = [];
  let hit = false;
  let buffer = "";
  for (const ch of headline) {
    if (ch === HIT_START || ch === HIT_END) {
      if (buffer) parts.push({ text: buffer, hit });
      buffer = "";
      hit = ch === HIT_START;
    } else {
      buffer += ch;
    }
  }
  if (buffer) parts.push({ text: buffer, hit });
  return parts;
}

type HitRow = {
  id: string;
  created_at: Date;
  dreamt_on: string;
  title: string | null;
  tags: string[];
  kinds: string[];
  dream_text: string;
  interpretation: unknown;
  rank: number;
  headline: string;
  matched_tags: string[] | null;
};

export async function searchDreams(tx: Tx, input: SearchInput, pageSize = SEARCH_PAGE_SIZE): Promise<SearchResult> {
  const hasQuery = input.q.length > 0;
  if (!hasQuery && !input.from && !input.to && !input.tag && !input.kind) return { kind: "empty" };

  if (hasQuery) {
    const [{ nodes }] = await tx<{ nodes: number }[]>`select numnode(websearch_to_tsquery('english', ${input.q}))::int as nodes`;
    if (nodes === 0) return { kind: "stopwords" };
  }

  // Fragments are built afresh for each use.
  const tsq = () => tx`websearch_to_tsquery('english', ${input.q})`;
  const query = hasQuery;
  const where = () => tx`
    where true
    ${query ? tx`and (d.search @@ ${tsq()} or ${input.q.toLowerCase()} = any(d.tags))` : tx``}
    ${input.from ? tx`and d.dreamt_on >= ${input.from}::date` : tx``}
    ${input.to ? tx`and d.dreamt_on <= ${input.to}::date` : tx``}
    ${input.tag ? tx`and d.tags @> array[${input.tag}]::text[]` : tx``}
    ${input.kind ? tx`and d.kinds @> array[${input.kind}]::text[]` : tx``}`;

  const [{ total }] = await tx<{ total: number }[]>`select count(*)::int as total from public.dream_logs d ${where()}`;
  const pageCount = Math.min(Math.max(1, Math.ceil(total / pageSize)), SEARCH_MAX_PAGE);
  const page = Math.min(input.page, pageCount);
  if (total === 0) return { kind: "results", total, page: 1, pageCount: 1, hits: [] };

  const byRank = query && input.sort === "relevance";

  // Rank every match (cheap), but build headlines only for the page shown (ts_headline re-parses text).
  const rows = await tx<HitRow[]>`
    select m.id, m.created_at, m.dreamt_on::text as dreamt_on, m.title, m.tags, m.kinds, m.dream_text, m.interpretation, m.rank,
      ${
        query
          ? tx`ts_headline('english', translate(m.dream_text, ${HIT_START + HIT_END}, ''), ${tsq()},
              case when char_length(m.dream_text) <= ${SHORT_DREAM} then ${HEADLINE_OPTIONS + ", HighlightAll=true"} else ${HEADLINE_OPTIONS} end)`
          : tx`left(m.dream_text, 320)`
      } as headline,
      ${
        query
          ? tx`array(
              select distinct t from jsonb_array_elements_text(
                jsonb_path_query_array(m.interpretation, '$.symbols[*].symbol') ||
                jsonb_path_query_array(m.interpretation, '$.themes[*]') ||
                jsonb_path_query_array(m.interpretation, '$.emotions[*].label')) as t
              where to_tsvector('english', t) @@ ${tsq()})`
          : tx`null::text[]`
      } as matched_tags
    from (
      select d.id, d.created_at, d.dreamt_on, d.title, d.tags, d.kinds, d.dream_text, d.interpretation,
        ${query ? tx`ts_rank(d.search, ${tsq()})` : tx`0::real`} as rank
      from public.dream_logs d
      ${where()}
      ${byRank ? tx`order by rank desc, d.dreamt_on desc, d.created_at desc, d.id desc` : tx`order by d.dreamt_on desc, d.created_at desc, d.id desc`}
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ) m
    ${byRank ? tx`order by m.rank desc, m.dreamt_on desc, m.created_at desc, m.id desc` : tx`order by m.dreamt_on desc, m.created_at desc, m.id desc`}`;

  const hits = rows.map((r): SearchHit => {
    const parsed = storedInterpretationSchema.safeParse(r.interpretation);
    const interpretation: StoredInterpretation | null = parsed.success ? parsed.data : null;
    return {
      id: r.id,
      createdAt: r.created_at.toISOString(),
      dreamtOn: r.dreamt_on,
      title: r.title,
      tags: r.tags,
      kinds: r.kinds.filter((k): k is DreamKind => (DREAM_KINDS as readonly string[]).includes(k)),
      dreamText: r.dream_text,
      headline: r.headline,
      matchedTags: r.matched_tags ?? [],
      symbols: interpretation?.symbols.map((s) => s.symbol) ?? [],
      rank: Number(r.rank),
    };
  });
  return { kind: "results", total, page, pageCount, hits };
}
