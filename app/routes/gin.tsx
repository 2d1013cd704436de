import { Navigate, data } from "react-router";
import { getGin } from "@content/index";
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

export const meta = ({ loaderData, params }: Route.MetaArgs) =>
  productMeta(loaderData?.product, `/gin/${params.ginSlug}`, "Icelandic Gin", "Gin Not Found");

export default function GinRoute({ loaderData: { product } }: Route.ComponentProps) {
  return (
    <ProductDetailPage
      product={product}
      crumbs={[{ name: "Home", href: "/" }, { name: "Premium Gins", href: "/premium-gins" }, { name: product.name }]}
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const retired = resolveLegacyPath(`/gin/${params.ginSlug}`);
  if (retired) return <Navigate to={retired} replace />;
  if (isNotFoundError(error)) return <GinNotFound />;
  throw error;
}
