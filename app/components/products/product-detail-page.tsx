import type { Product } from "@content/index";
import { PageHeader, type Crumb } from "~/components/layout/page-header";

export interface ProductDetailPageProps {
  product: Product;
  crumbs: Crumb[];
}

export function ProductDetailPage({ product, crumbs }: ProductDetailPageProps) {
  return (
    <PageHeader crumbs={crumbs} title={product.name} intro={product.distillery}>
      <p className="mt-4 max-w-2xl text-glacier-100">{product.description}</p>
    </PageHeader>
  );
}
