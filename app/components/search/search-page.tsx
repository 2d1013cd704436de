import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { loadSearch } from "~/lib/clients/search-index";
import type { SearchResult } from "~/lib/catalogue/search";
import { UnverifiedSummary } from "~/components/sources/unverified-mark";
import { PRODUCT_FACT_NAMES } from "@content/facts";

export const searchCopy = {
  title: "Search",
  intro: "Find a bottle by its name, its distillery, a botanical or its style, or an article by its subject.",
} as const;

const KIND_LABEL = { product: "Bottle", distillery: "Distillery", post: "Article" } as const;

/** /search?q=: a plain form in the pre-rendered page; results once the script runs. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q")?.trim() ?? "";
  const [results, setResults] = useState<SearchResult[] | null>(null);

  useEffect(() => {
    if (!query) return setResults(null);
    let cancelled = false;
    loadSearch()
      .then(({ entries, search }) => !cancelled && setResults(search(entries, query, 50)))
      .catch(() => !cancelled && setResults([]));
    return () => {
      cancelled = true;
    };
  }, [query]);

  return (
    <>
      <PageHeader
        crumbs={[{ name: "Home", href: "/" }, { name: searchCopy.title }]}
        title={searchCopy.title}
        intro={searchCopy.intro}
      >
        <form action="/search" method="get" role="search" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            Search
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={query}
            key={query}
            placeholder="Juniper, Flóki, Reykjavík…"
            className="h-12 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-5 text-white placeholder:text-glacier-200"
          />
          <button type="submit" className="h-12 rounded-full bg-aurora-300 px-6 font-semibold text-night-950 hover:bg-aurora-400">
            Search
          </button>
        </form>
      </PageHeader>
      <section aria-label="Search results" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {!query ? (
          <p className="text-slate-700">Type what you are looking for above.</p>
        ) : results === null ? (
          <p className="text-slate-700">Searching...</p>
        ) : results.length === 0 ? (
          <p className="text-slate-700">No results for “{query}”.</p>
        ) : (
          <>
            <p className="text-sm text-slate-700" data-testid="count-line">
              {results.length} {results.length === 1 ? "result" : "results"} for “{query}”
            </p>
            <ul className="mt-4 divide-y divide-border">
              {results.map((result) => (
                <li key={result.href} className="py-4">
                  <Link to={result.href} className="text-lg font-semibold text-primary hover:underline">
                    {result.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {KIND_LABEL[result.kind]} · {result.subtitle}
                  </p>
                  <UnverifiedSummary names={(result.unverified ?? []).map((field) => PRODUCT_FACT_NAMES[field])} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
