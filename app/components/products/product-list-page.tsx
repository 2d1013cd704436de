import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useSearchParams } from "react-router";
import { listIndexAddress } from "@content/bottle-kinds";
import type { FlavourFamily, ProductSummary } from "@content/index";
import { GIN_STYLES } from "@content/styles";
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
  SINGLE_FACETS,
  styleInPlaceOfType,
  type Criteria,
  type FacetCounts,
  type SingleFacet,
} from "~/lib/catalogue/catalogue-filter";
import type { FirstViewFacets } from "~/lib/routing/list-pages";
import { loadListIndex } from "~/lib/clients/list-index";
import { bottleCount, listPages, type ListKind } from "./list-copy";
import { chosenLabels, FilterSheet, ListFilters } from "./list-filters";
import { ListPagination } from "./list-pagination";
import { ProductCard } from "./product-card";

export interface ProductListPageProps {
  kind: Exclude<ListKind, "brennivin">;
  /** this page's cards, in Featured order */
  products: ProductSummary[];
  /** which page of the list this is (1: the list's own address) and how many it has */
  page: number;
  pageCount: number;
  /** the whole list's count and the filters' first view (the rest comes with the list's file) */
  facets: FirstViewFacets;
  /** the Flavour family facet's families (the gin list); none: no such facet */
  families?: FlavourFamily[];
}

type IndexState = { status: "idle" | "loading" | "failed" } | { status: "ready"; products: ProductSummary[] };

/** The list's every bottle, loaded on `request()` (the first filter, sort or move towards the filters). */
function useListIndex(address: string) {
  const [state, setState] = useState<IndexState>({ status: "idle" });
  const started = useRef(false);
  const request = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: "loading" });
    loadListIndex(address).then(
      (index) => setState({ status: "ready", products: index.products }),
      () => {
        started.current = false;
        setState({ status: "failed" });
      },
    );
  }, [address]);
  return [state, request] as const;
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

/** The counts the filters show from a page's first-view facets (no counts for options not yet loaded). */
export function countsOfFirstView(view: FirstViewFacets): FacetCounts {
  const single = Object.fromEntries(
    SINGLE_FACETS.map((key) => [key, { all: view.total, counts: new Map(Object.entries(view.bands[key] ?? {})) }]),
  ) as Record<SingleFacet, { all: number; counts: Map<string, number> }>;
  return { family: new Map(Object.entries(view.family)), style: new Map(Object.entries(view.style)), ...single };
}

const NO_OPTIONS = { types: [], botanicals: [], distilleries: [] };

export function ProductListPage({ kind, products, page, pageCount, facets, families = NO_FAMILIES }: ProductListPageProps) {
  const copy = listPages[kind];
  const total = facets.total;
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
  const styles = useMemo(() => GIN_STYLES.filter((style) => facets.styles.includes(style.id)), [facets]);
  const criteria = useMemo(() => {
    const parsed = parseCriteria(params);
    // An old ?type= address on a list with styles finds the style its badge names.
    return styles.length > 0 ? styleInPlaceOfType(parsed) : parsed;
  }, [params, styles]);
  // The page holds its own cards only; a filter or a sort reads the whole list from its file.
  const [index, requestIndex] = useListIndex(listIndexAddress(copy.path));
  const all = index.status === "ready" ? index.products : undefined;
  const filtered = hasFilters(criteria);
  const active = filtered || Boolean(criteria.sort);
  useEffect(() => {
    if (active) requestIndex();
  }, [active, requestIndex]);
  const matches = useMemo(
    () => (all ? sortProducts(filterProducts(all, criteria, families), criteria.sort) : undefined),
    [all, criteria, families],
  );
  const options = useMemo(() => (all ? filterOptions(all) : NO_OPTIONS), [all]);
  const counts = useMemo(
    () => (all ? facetCounts(all, criteria, families, facetValues(all)) : countsOfFirstView(facets)),
    [all, criteria, families, facets],
  );
  const chosen = chosenLabels(criteria, families, styles);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet opens at once with its title, Close and Show buttons; its form is drawn in a transition
  // after that first paint (drawing and styling the form in the tap held the tap's frame ~350 ms at 4x CPU).
  const [sheetFilled, setSheetFilled] = useState(false);
  const drawn = shownCount(params, matches?.length ?? 0);
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
  // Moving towards the filters (pointer, focus, touch) starts loading the list's file, so its
  // options are there when a list opens.
  const form = (className?: string) => (
    <div onPointerEnter={requestIndex} onFocusCapture={requestIndex} onTouchStart={requestIndex}>
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
    </div>
  );
  const shownMatches = active ? matches : undefined;

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
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => {
              requestIndex();
              setSheetOpen(true);
              startTransition(() => setSheetFilled(true));
            }}
            className="shrink-0"
          >
            Filters{chosen.length > 0 && ` (${chosen.length})`}
          </Button>
          <p data-testid="filter-summary" className="min-w-0 truncate text-sm text-slate-700">
            {chosen.length > 0 ? chosen.join(" · ") : "No filters"}
          </p>
        </div>
        {sheetOpen ? (
          <FilterSheet
            showLabel={`Show ${bottleCount(shownMatches?.length ?? total, copy)}`}
            onClose={() => {
              setSheetOpen(false);
              setSheetFilled(false);
            }}
          >
            {sheetFilled && form("border-0 shadow-none")}
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
          {active && !matches
            ? index.status === "failed"
              ? "The whole list could not be loaded."
              : `Loading all ${bottleCount(total, copy)}…`
            : filtered && matches
              ? `Showing ${matches.length} of ${total} ${copy.countNoun}`
              : `Showing ${bottleCount(total, copy)}`}
        </p>
        {active && index.status === "failed" && (
          <Button variant="secondary" className="mt-4" onClick={requestIndex}>
            Try again
          </Button>
        )}
        {shownMatches?.length === 0 ? (
          <div className="mt-6 rounded-card border border-dashed border-border p-10 text-center">
            <p className="text-slate-700">No bottles match these filters.</p>
            <Button variant="secondary" className="mt-4" onClick={() => update({ sort: criteria.sort })}>
              Clear filters
            </Button>
          </div>
        ) : active && !shownMatches ? null : (
          <ul ref={listRef} className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {(shownMatches ? shownMatches.slice(0, drawn) : products).map((product, index) => (
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
        {shownMatches && drawn < shownMatches.length && (
          <div className="mt-8 flex flex-col items-center gap-3">
            <p className="text-sm text-slate-700" data-testid="drawn-line">
              {drawn} of {shownMatches.length} {copy.countNoun} shown
            </p>
            <Button variant="secondary" onClick={showMore}>
              Show {Math.min(LIST_PAGE_SIZE, shownMatches.length - drawn)} more
            </Button>
          </div>
        )}
        {!active && pageCount > 1 && (
          <ListPagination listPath={copy.path} page={page} pageCount={pageCount} total={total} countNoun={copy.countNoun} />
        )}
      </section>
    </>
  );
}
