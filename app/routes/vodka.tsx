import { data } from "react-router";
import { getVodka, vodkaDistilleryLogo, type Product, botanicalHrefs, relatedProducts } from "@content/index";
import { vodkaDetail } from "~/components/products/detail-copy";
import { VodkaNotFound } from "~/components/products/not-found";
import { ProductDetailPage } from "~/components/products/product-detail-page";
import { productMeta } from "~/lib/catalogue/product-meta";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/routing/route-errors";
import type { Route } from "./+types/vodka";

const crumbs = (product: Product) => [
  { name: "Home", href: "/" },
  { name: "Premium Vodkas", href: "/premium-vodkas" },
  { name: product.name },
];

export function loader({ params }: Route.LoaderArgs) {
  const product = getVodka(params.vodkaSlug);
  if (!product) throw data(null, { status: 404 });
  return {
    product,
    related: relatedProducts(product),
    botanicalHrefs: botanicalHrefs(product),
    distilleryLogo: vodkaDistilleryLogo(product.distillery),
    meta: productMeta(product, `/vodka/${product.slug}`, vodkaDetail.productLabel, crumbs(product)),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData, "Vodka Not Found");

export default function VodkaRoute({ loaderData: { product, distilleryLogo, related, botanicalHrefs } }: Route.ComponentProps) {
  return (
    <ProductDetailPage
      product={product}
      crumbs={crumbs(product)}
      copy={vodkaDetail}
      distilleryLogo={distilleryLogo}
      related={related}
      botanicalHrefs={botanicalHrefs}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFoundError(error)) return <VodkaNotFound />;
  throw error;
}
