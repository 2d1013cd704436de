import { Navigate, data } from "react-router";
import { getGin, type Product, botanicalHrefs, relatedProducts } from "@content/index";
import { ginDetail } from "~/components/products/detail-copy";
import { GinNotFound } from "~/components/products/not-found";
import { ProductDetailPage } from "~/components/products/product-detail-page";
import { isRetiredGinPath } from "~/lib/catalogue/retired-gin";
import { productMeta } from "~/lib/catalogue/product-meta";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/routing/route-errors";
import type { Route } from "./+types/gin";

const crumbs = (product: Product) => [
  { name: "Home", href: "/" },
  { name: "Premium Gins", href: "/premium-gins" },
  { name: product.name },
];

export function loader({ params }: Route.LoaderArgs) {
  const product = getGin(params.ginSlug);
  if (!product) throw data(null, { status: 404 });
  return {
    product,
    related: relatedProducts(product),
    botanicalHrefs: botanicalHrefs(product),
    meta: productMeta(product, `/gin/${product.slug}`, ginDetail.productLabel, crumbs(product)),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData, "Gin Not Found");

export default function GinRoute({ loaderData: { product, related, botanicalHrefs } }: Route.ComponentProps) {
  return (
    <ProductDetailPage
      product={product}
      crumbs={crumbs(product)}
      copy={ginDetail}
      related={related}
      botanicalHrefs={botanicalHrefs}
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (isRetiredGinPath(`/gin/${params.ginSlug}`)) return <Navigate to="/premium-gins" replace />;
  if (isNotFoundError(error)) return <GinNotFound />;
  throw error;
}
