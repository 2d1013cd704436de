import { PageHeader } from "~/components/layout/page-header";
import type { Product } from "@content/index";
import { listPages, type ListKind } from "./list-copy";

export interface ProductListPageProps {
  kind: ListKind;
  products: Pick<Product, "slug" | "name">[];
}

export function ProductListPage({ kind, products }: ProductListPageProps) {
  const copy = listPages[kind];
  return (
    <>
      <PageHeader crumbs={[{ name: "Home", href: "/" }, { name: copy.crumb }]} title={copy.title} intro={copy.intro} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="text-muted-foreground">
          Showing {products.length} {copy.countNoun}
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.slug}>{product.name}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
