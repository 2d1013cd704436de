import { useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useSearchParams } from "react-router";
import type { FlavourFamily, ProductSummary } from "@content/index";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import {
  criteriaParams,
  facetCounts,
  facetValues,
  filterOptions,
  filterProducts,
  hasFilters,
  LIST_PAGE_SIZE,
  parseCriteria,
  SHOWN_PARAM,
  shownCount,
  sortProducts,
  styleInPlaceOfType,
  styleOptions,
  type Criteria,
} from "~/lib/catalogue/catalogue-filter";
import { bottleCount, listPages, type ListKind } from "./list-copy";
import { chosenLabels, FilterSheet, ListFilters } from "./list-filters";
import { ProductCard } from "./product-card";

export interface ProductListPageProps {
  kind: Exclude<ListKind, "brennivin">;
  products: ProductSummary[];
  /** the Flavour family facet's families (the gin list); none: no such facet */
  families?: FlavourFamily[];
}

const RESULTS_ID = "results";

/** Past the filters to the count line, which reads the result out; the cards' controls come next. */
function skipToResults(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(RESULTS_ID);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

const NO_FAMILIES: FlavourFamily[] = [];

export function ProductListPage({ kind, products, families = NO_FAMILIES }: ProductListPageProps) {
  const copy = listPages[kind];
  const [searchParams, setSearchParams] = useSearchParams();
  // The pre-rendered list is the whole list; a query in the address applies once the page is live.
  // Without a query nothing changes, so the page is not rendered a second time after hydration
  // (that re-render of every card was one long task on a phone).
  const [live, setLive] = useState(false);
  const hasQuery = searchParams.size > 0;
  useEffect(() => {
    if (hasQuery) setLive(true);
  }, [hasQuery]);
  const query = live ? searchParams.toString() : "";
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const styles = useMemo(() => styleOptions(products), [products]);
  const criteria = useMemo(() => {
    const parsed = parseCriteria(params);
    return styles.length > 0 ? styleInPlaceOfType(parsed) : parsed;
  }, [params, styles]);
  const matches = useMemo(
    () => sortProducts(filterProducts(products, criteria, families), criteria.sort),
    [products, criteria, families],
  );
  const options = useMemo(() => filterOptions(products), [products]);
  const counts = useMemo(() => facetCounts(products, criteria, families, facetValues(products)), [products, criteria, families]);
  const filtered = hasFilters(criteria);
  const chosen = chosenLabels(criteria, families, styles);
  const [sheetOpen, setSheetOpen] = useState(false);
  const drawn = shownCount(params, matches.length);
  const listRef = useRef<HTMLUListElement>(null);
  // After "Show more", the first new card's name takes focus, so the keyboard goes on from there.
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    const index = focusCard.current;
    if (index === null) return;
    focusCard.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>(":is(h2, h3) a")?.focus();
  }, [drawn]);

  const update = (next: Criteria) => {
    setLive(true);
    setSearchParams(criteriaParams(next), { preventScrollReset: true });
  };
  // More of the same list, not a new place: the address is replaced, so Back leaves the list.
  const showMore = () => {
    focusCard.current = drawn;
    const next = new URLSearchParams(params);
    next.set(SHOWN_PARAM, String(drawn + LIST_PAGE_SIZE));
    setLive(true);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  const form = (className?: string) => (
    <ListFilters
      criteria={criteria}
      options={options}
      families={families}
      styles={styles}
      counts={counts}
      botanicalLabel={copy.chipLabel.replace("Key ", "")}
      onChange={update}
      className={className}
    />
  );

  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: copy.crumb }]} title={copy.title} intro={copy.intro} />
      <section aria-label={copy.title} className="relative mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-12">
        <a
          href={`#${RESULTS_ID}`}
          onClick={skipToResults}
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-1 focus:z-10 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:shadow-md md:focus:top-4"
        >
          Skip to results
        </a>
        {/* On a phone: a button that opens the filters in a sheet, and one line saying what is chosen. */}
        <div className="flex items-center gap-3 md:hidden">
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setSheetOpen(true)} className="shrink-0">
            Filters{chosen.length > 0 && ` (${chosen.length})`}
          </Button>
          <p data-testid="filter-summary" className="min-w-0 truncate text-sm text-slate-700">
            {chosen.length > 0 ? chosen.join(" · ") : "No filters"}
          </p>
        </div>
        {sheetOpen ? (
          <FilterSheet showLabel={`Show ${bottleCount(matches.length, copy)}`} onClose={() => setSheetOpen(false)}>
            {form("border-0 shadow-none")}
          </FilterSheet>
        ) : (
          form("max-md:hidden")
        )}
        <p
          id={RESULTS_ID}
          tabIndex={-1}
          className="mt-4 scroll-mt-24 text-sm font-medium text-slate-700 md:mt-6"
          data-testid="count-line"
          aria-live="polite"
        >
          {filtered
            ? `Showing ${matches.length} of ${products.length} ${copy.countNoun}`
            : `Showing ${bottleCount(products.length, copy)}`}
        </p>
        {matches.length === 0 ? (
          <div className="mt-6 rounded-card border border-dashed border-border p-10 text-center">
            <p className="text-slate-700">No bottles match these filters.</p>
            <Button variant="secondary" className="mt-4" onClick={() => update({ sort: criteria.sort })}>
              Clear filters
            </Button>
          </div>
        ) : (
          <ul ref={listRef} className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {matches.slice(0, drawn).map((product, index) => (
              // Cards off screen skip style and layout until they come near (content-visibility);
              // the reserved height is a card's median (366 px side-on below sm, 641 px in one column,
              // 695 px in the grid), so the page keeps its length and Back lands where it left. On the
              // list this took Lighthouse's mobile TBT from a median of 223 ms to 71 (5 runs each).
              <li
                key={product.slug}
                className="[contain-intrinsic-size:auto_366px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_641px] md:[contain-intrinsic-size:auto_695px]"
              >
                <ProductCard product={product} chipLabel={copy.chipLabel} priority={index === 0} adNote={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {drawn < matches.length && (
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="text-sm text-slate-700" data-testid="drawn-line">
              {drawn} of {matches.length} {copy.countNoun} shown
            </p>
            <Button variant="secondary" onClick={showMore}>
              Show {Math.min(LIST_PAGE_SIZE, matches.length - drawn)} more
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
