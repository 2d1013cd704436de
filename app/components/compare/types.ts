import type { ReactNode } from "react";
import type { ComparableProduct } from "~/lib/routing/site-files";
import type { RowSummary } from "./compare-summaries";

export type { ComparableProduct };

/**
 * The bottles asked for (`slugs`), those found (`products`) and every bottle that may be added
 * (`catalogue`); the last two null when the data could not be loaded. Undefined until the browser
 * has read the address.
 */
export interface Comparison {
  slugs: string[];
  products: ComparableProduct[] | null;
  catalogue: ComparableProduct[] | null;
}

/** A row of the comparison: its name, each bottle's cell, and what "the same" means for it. */
export interface Row {
  label: string;
  render: (p: ComparableProduct) => ReactNode;
  /** what "the same" means for this row (Show differences only) */
  same: (p: ComparableProduct) => string;
  summary: RowSummary | null;
}
