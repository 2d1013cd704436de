import type { ProductSummary } from "@content/index";
import { PageHeader } from "~/components/layout/page-header";
import { listPages, type ListKind } from "./list-copy";
import { ProductCard } from "./product-card";

export interface ProductListPageProps {
  kind: Exclude<ListKind, "brennivin">;
  products: ProductSummary[];
}

export function ProductListPage({ kind, products }: ProductListPageProps) {
  const copy = listPages[kind];
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: copy.crumb }]} title={copy.title} intro={copy.intro} />
      <section aria-label={copy.title} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="text-sm font-medium text-slate-700" data-testid="count-line">
          Showing {products.length} {copy.countNoun}
        </p>
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {products.map((product, index) => (
            <li key={product.slug}>
              <ProductCard product={product} chipLabel={copy.chipLabel} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
