import { useEffect, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { loadSearch } from "~/lib/clients/search-index";
import type { ShownResults } from "~/lib/catalogue/search";
import { ResultRow } from "./result-row";
import { excludedLabel } from "./search-copy";

export const searchCopy = {
  title: "Search",
  intro: "Find a bottle by its name, its distillery, a botanical or its style, or an article by its subject.",
} as const;

const subscribe = () => () => {};

/** /search?q=: a plain form in the pre-rendered page; results once the script runs. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  // The pre-rendered page has no query: hydration renders it as built (React's documented way, a
  // server snapshot of false), and the query applies on the render after. Reading it during
  // hydration made the HTML disagree with the first render (React error #418).
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const query = hydrated ? (searchParams.get("q")?.trim() ?? "") : "";
  const [shown, setShown] = useState<ShownResults | null>(null);

  useEffect(() => {
    if (!query) return setShown(null);
    let cancelled = false;
    loadSearch()
      .then(({ index, engine }) => !cancelled && setShown(engine.showResults(index, query)))
      .catch(() => !cancelled && setShown({ total: 0, excluded: [], groups: [] }));
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
        ) : shown === null ? (
          <p className="text-slate-700">Searching...</p>
        ) : (
          <>
            <p className="text-sm text-slate-700" data-testid="count-line">
              {shown.total === 0
                ? `No results for “${query}”.`
                : `${shown.total} ${shown.total === 1 ? "result" : "results"} for “${query}”`}
            </p>
            {shown.excluded.length > 0 && (
              <p className="mt-1 text-sm text-slate-700" data-testid="excluded-line">
                {excludedLabel(shown.excluded)}
              </p>
            )}
            {shown.groups.map((group) => (
              <section key={group.key} aria-labelledby={`results-${group.key}`} className="mt-8">
                <h2 id={`results-${group.key}`} className="font-serif text-2xl font-bold text-night-900">
                  {group.name}
                  {shown.total > 0 && <span className="ml-2 text-base font-normal text-slate-600">{group.entries.length}</span>}
                </h2>
                <ul className="mt-2 divide-y divide-border">
                  {group.entries.map((entry) => (
                    <li key={entry.href} className="rounded-lg py-3 hover:bg-muted">
                      <ResultRow result={entry} link />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </section>
    </>
  );
}
