import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { writeCompare, compareUrl } from "~/lib/catalogue/compare-store";
import { AddBottle } from "./add-bottle";
import { compareCopy } from "./compare-copy";
import { compareRows } from "./compare-rows";
import { allSame } from "./compare-summaries";
import { CompareTable } from "./compare-table";
import type { ComparableProduct, Comparison } from "./types";

/** The comparison page: the bottles of the address side by side, with ways to add, remove and show differences only. */
export function ComparePage({ comparison }: { comparison: Comparison | undefined }) {
  const navigate = useNavigate();
  const products = comparison?.products ?? [];
  const slugs = products.map((p) => p.slug);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const addRef = useRef<HTMLSelectElement>(null);

  // Once the visitor changes the comparison here, the tray on other pages follows it (Back included).
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current && comparison?.products) writeCompare(comparison.products.map((p) => ({ slug: p.slug, name: p.name })));
  }, [comparison]);
  // Each change is a new address (shareable; Back undoes it); the page keeps its place.
  const change = (next: string[], message: string) => {
    edited.current = true;
    setAnnouncement(message);
    navigate(compareUrl(next), { preventScrollReset: true });
  };
  const add = (product: ComparableProduct) => change([...slugs, product.slug], `Added ${product.name}.`);
  const remove = (product: ComparableProduct) => {
    change(
      slugs.filter((slug) => slug !== product.slug),
      `Removed ${product.name}.`,
    );
    // the button goes with its column: the way to add one back keeps the focus
    addRef.current?.focus();
  };

  const rows = compareRows(products);
  const hidden = differencesOnly ? rows.filter((row) => allSame(products, row.same)) : [];
  const shownRows = rows.filter((row) => !hidden.includes(row));

  return (
    <>
      <PageHeader
        crumbs={[{ name: "Home", href: "/" }, { name: compareCopy.title }]}
        title={compareCopy.title}
        intro={compareCopy.intro}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        {!comparison ? (
          // Only while the bottles in the address are read and their data fetched: shown if that lasts (slow lines).
          <p role="status" className="text-slate-700 appear-late">
            Loading the comparison…
          </p>
        ) : !comparison.products || !comparison.catalogue ? (
          <p className="text-slate-700">The comparison could not be loaded. Please reload the page.</p>
        ) : (
          <>
            {products.length === 0 && <p className="mb-6 text-slate-700">{compareCopy.empty}</p>}
            <div className="mb-4 flex flex-wrap items-end gap-x-8 gap-y-4">
              <AddBottle catalogue={comparison.catalogue} chosen={slugs} onAdd={add} selectRef={addRef} />
              {products.length > 1 && (
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-night-900">
                  <input
                    type="checkbox"
                    checked={differencesOnly}
                    onChange={(event) => setDifferencesOnly(event.target.checked)}
                    className="size-5 accent-night-800"
                  />
                  {compareCopy.differences}
                </label>
              )}
            </div>
            <p aria-live="polite" className="mb-3 text-sm text-slate-700">
              {[announcement, hidden.length > 0 ? `The same for all, hidden: ${hidden.map((row) => row.label).join(", ")}.` : ""]
                .filter(Boolean)
                .join(" ")}
            </p>
            {products.length > 2 && (
              <p className="mb-3 text-sm text-slate-600 sm:hidden" id="compare-hint">
                {compareCopy.swipe}
              </p>
            )}
            {products.length > 0 && <CompareTable products={products} rows={shownRows} onRemove={remove} />}
          </>
        )}
      </div>
    </>
  );
}
