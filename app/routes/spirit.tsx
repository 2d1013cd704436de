import { data } from "react-router";
import { canonicalProductPath } from "@content/canonical";
import { getSpirit, type Product, botanicalHrefs, relatedProducts } from "@content/index";
import { spiritDetail } from "~/components/products/detail-copy";
import { SpiritNotFound } from "~/components/products/not-found";
import { ProductDetailPage } from "~/components/products/product-detail-page";
import { productMeta } from "~/lib/catalogue/product-meta";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/routing/route-errors";
import { spiritListFor } from "~/lib/catalogue/spirit-category";
import type { Route } from "./+types/spirit";

/** Serves /spirit/:spiritSlug and /whisky/:whiskySlug (one view). */
const slugOf = (params: { spiritSlug?: string; whiskySlug?: string }) => params.spiritSlug ?? params.whiskySlug ?? "";

const crumbs = (product: Product) => {
  const list = spiritListFor(product.category);
  return [{ name: "Home", href: "/" }, { name: list.crumb, href: list.path }, { name: product.name }];
};

export function loader({ params }: Route.LoaderArgs) {
  const product = getSpirit(slugOf(params));
  if (!product) throw data(null, { status: 404 });
  // /whisky/ and /spirit/ show one page; its canonical is the /spirit/ one (the /gin/ one for a gin).
  const label = spiritListFor(product.category).productLabel;
  return {
    product,
    related: relatedProducts(product),
    botanicalHrefs: botanicalHrefs(product),
    meta: productMeta(product, canonicalProductPath(product), label, crumbs(product)),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData, "Spirit Not Found");

export default function SpiritRoute({ loaderData: { product, related, botanicalHrefs } }: Route.ComponentProps) {
  return (
    <ProductDetailPage
      product={product}
      crumbs={crumbs(product)}
      copy={spiritDetail(spiritListFor(product.category))}
      related={related}
      botanicalHrefs={botanicalHrefs}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFoundError(error)) return <SpiritNotFound />;
  throw error;
}
