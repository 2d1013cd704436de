import { data } from "react-router";
import { getVodka } from "@content/index";
import { VodkaNotFound } from "~/components/products/not-found";
import { ProductDetailPage } from "~/components/products/product-detail-page";
import { productMeta } from "~/lib/product-meta";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/route-errors";
import type { Route } from "./+types/vodka";

export function loader({ params }: Route.LoaderArgs) {
  const product = getVodka(params.vodkaSlug);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData, params }: Route.MetaArgs) =>
  productMeta(loaderData?.product, `/vodka/${params.vodkaSlug}`, "Icelandic Vodka", "Vodka Not Found");

export default function VodkaRoute({ loaderData: { product } }: Route.ComponentProps) {
  return (
    <ProductDetailPage
      product={product}
      crumbs={[{ name: "Home", href: "/" }, { name: "Premium Vodkas", href: "/premium-vodkas" }, { name: product.name }]}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFoundError(error)) return <VodkaNotFound />;
  throw error;
}
