import { Navigate, data } from "react-router";
import { getGin, type Product } from "@content/index";
import { ginDetail } from "~/components/products/detail-copy";
import { GinNotFound } from "~/components/products/not-found";
import { ProductDetailPage } from "~/components/products/product-detail-page";
import { resolveLegacyPath } from "~/lib/legacy-redirects";
import { productMeta } from "~/lib/product-meta";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/route-errors";
import type { Route } from "./+types/gin";

export function loader({ params }: Route.LoaderArgs) {
  const product = getGin(params.ginSlug);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

const crumbs = (product: Product) => [
  { name: "Home", href: "/" },
  { name: "Premium Gins", href: "/premium-gins" },
  { name: product.name },
];

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const product = loaderData?.product;
  return productMeta(product, `/gin/${params.ginSlug}`, ginDetail.productLabel, "Gin Not Found", product && crumbs(product));
};

export default function GinRoute({ loaderData: { product } }: Route.ComponentProps) {
  return <ProductDetailPage product={product} crumbs={crumbs(product)} copy={ginDetail} />;
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const retired = resolveLegacyPath(`/gin/${params.ginSlug}`);
  if (retired) return <Navigate to={retired} replace />;
  if (isNotFoundError(error)) return <GinNotFound />;
  throw error;
}
