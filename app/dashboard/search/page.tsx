import { DreamLogSubPage } from "@/app/dashboard/DreamLogSubPage";
import Link from "@/components/layout/Link";
import { redirect } from "next/navigation";
import { ChevronLeft, ChevronRight, Search, SearchX } from "lucide-react";
import { getSessionClaims } from "@/lib/auth/current-user";
import { withUser, type UserClaims } from "@/lib/db/with-user";
import { displayTitle, longUsDate } from "@/lib/dreams/as-text";
import { DREAM_KINDS, KIND_LABELS, TAG_MAX_LENGTH } from "@/lib/dreams/journal-input";
import { DreamTags } from "@/app/dashboard/DreamTags";
import {
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  highlightParts,
  parseSearchParams,
  searchDreams,
  type SearchHit,
  type SearchInput,
  type SearchResult,
} from "@/lib/dreams/search";
import { searchHref } from "@/lib/dreams/search-href";
import { pageMetadata } from "@/lib/seo/metadata";
import { ROUTES, dreamPath, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Search your DreamLog",
  description: "Search your saved dreams by their words, symbols, themes and feelings.",
  path: ROUTES.dashboardSearch,
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function SearchForm({ input }: { input?: SearchInput }) {
  return (
    <form action={ROUTES.dashboardSearch} method="get" role="search" aria-label="Search your dreams" className="card p-4 sm:p-5">
      <label htmlFor="search-q" className="mb-1.5 block text-sm font-medium text-mist-100">
        Words, symbols, themes or feelings
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={input?.q ?? ""}
          maxLength={SEARCH_QUERY_MAX}
          placeholder='e.g. ocean, "old house", teeth -dentist'
          className="field"
          aria-describedby="search-tips"
          enterKeyHint="search"
        />
        <button type="submit" className="btn-primary shrink-0">
          <Search className="h-4 w-4" aria-hidden="true" /> Search
        </button>
      </div>
      <p id="search-tips" className="mt-2 text-xs text-mist-400">
        Use quotes for a phrase, “or” for either word, and a minus sign to leave a word out.
      </p>
      <fieldset className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
        <legend className="sr-only">Filters</legend>
        <div>
          <label htmlFor="search-from" className="mb-1.5 block text-sm font-medium text-mist-100">
            From
          </label>
          <input id="search-from" name="from" type="date" defaultValue={input?.from ?? ""} className="field" />
        </div>
        <div>
          <label htmlFor="search-to" className="mb-1.5 block text-sm font-medium text-mist-100">
            To
          </label>
          <input id="search-to" name="to" type="date" defaultValue={input?.to ?? ""} className="field" />
        </div>
        <div className="min-[420px]:col-span-2 sm:col-span-1">
          <label htmlFor="search-sort" className="mb-1.5 block text-sm font-medium text-mist-100">
            Order
          </label>
          <select id="search-sort" name="sort" defaultValue={input?.sort ?? "relevance"} className="field">
            <option value="relevance">Best match</option>
            <option value="newest">Newest first</option>
          </select>
        </div>
        <div>
          <label htmlFor="search-tag" className="mb-1.5 block text-sm font-medium text-mist-100">
            Tag
          </label>
          <input id="search-tag" name="tag" type="text" defaultValue={input?.tag ?? ""} maxLength={TAG_MAX_LENGTH} className="field" />
        </div>
        <div>
          <label htmlFor="search-kind" className="mb-1.5 block text-sm font-medium text-mist-100">
            Kind
          </label>
          <select id="search-kind" name="kind" defaultValue={input?.kind ?? ""} className="field">
            <option value="">Any kind</option>
            {DREAM_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </form>
  );
}

function Highlighted({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, n) =>
        part.hit ? (
          <mark key={n} className="rounded bg-moon-400/25 px-0.5 text-moon-300">
            {part.text}
          </mark>
        ) : (
          <span key={n}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="card p-5 sm:p-6">
      <p className="text-xs font-medium uppercase tracking-wider text-mist-400">
        <time dateTime={hit.dreamtOn}>{longUsDate(hit.dreamtOn)}</time>
      </p>
      <h3 className="mt-2 text-lg font-semibold text-mist-50">
        <Link href={dreamPath(hit.id)} className="hover:text-aurora-300 focus-visible:text-aurora-300">
          {displayTitle(hit)}
        </Link>
      </h3>
      <DreamTags kinds={hit.kinds} tags={hit.tags} className="mt-2" />
      <p className="mt-2 text-sm leading-relaxed text-mist-300" data-testid="search-headline">
        <Highlighted text={hit.headline} />
      </p>
      {hit.matchedTags.length > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-mist-400">Matches in the interpretation:</span>
          {hit.matchedTags.map((t) => (
            <span key={t} className="rounded-full bg-moon-400/15 px-3 py-0.5 capitalize text-moon-300">
              {t}
            </span>
          ))}
        </p>
      )}
    </li>
  );
}

function Pager({ input, page, pageCount }: { input: SearchInput; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Search result pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={searchHref({ ...input, page: page - 1 })} className="btn-secondary" rel="prev">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-mist-300">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={searchHref({ ...input, page: page + 1 })} className="btn-secondary" rel="next">
          Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Results({ input, result }: { input: SearchInput; result: SearchResult }) {
  if (result.kind === "empty") {
    return (
      <p className="mt-8 text-center text-mist-300">
        Search your dreams by a word you remember, a symbol like “water”, a theme, or a feeling like “fear”. Or pick dates, a tag or a kind
        to see those dreams.
      </p>
    );
  }
  if (result.kind === "stopwords") {
    return (
      <p role="status" className="mt-8 text-center text-mist-300">
        “{input.q}” only contains very common words that aren't searchable. Try a more specific word.
      </p>
    );
  }
  const range = [input.from && `from ${longUsDate(`${input.from}T00:00:00Z`)}`, input.to && `to ${longUsDate(`${input.to}T00:00:00Z`)}`]
    .filter(Boolean)
    .join(" ");
  const kind = input.kind ? `${KIND_LABELS[input.kind].toLowerCase()} ` : "";
  const tagged = input.tag ? ` tagged #${input.tag}` : "";
  const summary = `${result.total.toLocaleString("en-US")} ${kind}${result.total === 1 ? "dream" : "dreams"}${tagged}${input.q ? ` match “${input.q}”` : ""}${range ? ` ${range}` : ""}`;
  const capped = result.total > SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="text-mist-100" data-testid="search-count">
        {result.total === 1 && input.q ? summary.replace(" match ", " matches ") : summary}
      </h2>
      {capped && (
        <p className="mt-1 text-sm text-mist-400">
          Showing the best {(SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE).toLocaleString("en-US")}; add words or dates to narrow it down.
        </p>
      )}
      {result.hits.length === 0 ? (
        <div className="card mt-4 flex flex-col items-center p-10 text-center">
          <SearchX className="h-10 w-10 text-aurora-300" aria-hidden="true" />
          <p className="mt-3 font-semibold text-mist-50">No dreams found</p>
          <p className="mt-1 max-w-sm text-sm text-mist-300">Try another word, a broader date range, or check the spelling.</p>
        </div>
      ) : (
        <ol className="mt-4 space-y-4" start={(result.page - 1) * SEARCH_PAGE_SIZE + 1}>
          {result.hits.map((h) => (
            <Hit key={h.id} hit={h} />
          ))}
        </ol>
      )}
      <Pager input={input} page={result.page} pageCount={result.pageCount} />
    </section>
  );
}

/**
 * The search as the user, or null when it failed. A database that cannot open the transaction
 * (down, hung) throws, for the error boundary, as it did when the page read the profile first.
 */
async function searchOrNull(claims: UserClaims, input: SearchInput): Promise<SearchResult | null> {
  const state = { started: false };
  try {
    return await withUser(claims, (tx) => {
      state.started = true;
      return searchDreams(tx, input);
    });
  } catch (error) {
    if (!state.started) throw error;
    console.error("[dreams:search]", error);
    return null;
  }
}

async function SearchContent({ searchParams }: Props) {
  // Only the claims: the search reads no profile, so it costs one transaction, not two.
  const claims = await getSessionClaims();
  const { input, problems } = parseSearchParams(await searchParams);
  if (!claims) redirect(withNext(ROUTES.login, searchHref(input)));

  const result = await searchOrNull(claims, input);
  if (!result)
    return (
      <>
        <SearchForm input={input} />
        <div role="alert" className="card mt-8 p-8 text-center">
          <p className="text-lg font-semibold text-mist-50">Search failed</p>
          <p className="mt-2 text-mist-300">Your dreams are safe; we just couldn't search them right now. Please try again.</p>
        </div>
      </>
    );
  return (
    <>
      <SearchForm input={input} />
      {problems.length > 0 && (
        <ul role="alert" className="mt-4 space-y-1 text-sm text-moon-300">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <Results input={input} result={result} />
    </>
  );
}

function SearchSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="h-44 animate-pulse rounded-2xl bg-night-800/70" />
      <div className="mt-8 space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl bg-night-800/70" />
        ))}
      </div>
    </div>
  );
}

export default function SearchPage(props: Props) {
  return (
    <DreamLogSubPage title="Search your dreams" width="max-w-3xl" gap="mt-6" fallback={<SearchSkeleton />}>
      <SearchContent searchParams={props.searchParams} />
    </DreamLogSubPage>
  );
}
