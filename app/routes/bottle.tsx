import { Navigate, data, useLocation } from "react-router";
import { canonicalProductPath } from "@content/canonical";
import { BOTTLE_KINDS, bottleAddress, bottleKindOf, type BottlePage } from "@content/bottle-kinds";
import { bottleOfPage, botanicalHrefs, vodkaDistilleryLogo, type Product } from "@content/index";
import { detailCopyOf, type DetailCopy } from "~/components/products/detail-copy";
import { NotFoundState } from "~/components/common/not-found-state";
import { ProductDetailPage } from "~/components/products/product-detail-page";
import { isRetiredGinPath } from "~/lib/catalogue/retired-gin";
import { similarBottles } from "~/lib/catalogue/similar-bottles";
import { productMeta } from "~/lib/routing/product-meta";
import { notFoundPages } from "~/lib/routing/not-found";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { isNotFoundError, prerenderedDataOr404 } from "~/lib/routing/route-errors";
import type { Route } from "./+types/bottle";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

/**
 * A bottle's page. routes.ts mounts this module at every kind's address (content/bottle-kinds.ts;
 * the whisky addresses show the spirit page): the address's first segment names the kind.
 */
const pageOf = (pathname: string): BottlePage => BOTTLE_KINDS[bottleKindOf(pathname) ?? "spirit"].page;

const crumbs = (product: Product, copy: DetailCopy) => [
  { name: "Home", href: "/" },
  { name: copy.crumb, href: copy.backHref },
  { name: product.name },
];

export const shouldRevalidate = sameAddressKeepsData;

export function loader({ params, url }: Route.LoaderArgs) {
  const kind = pageOf(url.pathname);
  // Inside the loader, so the catalogue stays out of the browser's code.
  const product = bottleOfPage[kind](params.slug);
  if (!product) throw data(null, { status: 404 });
  const copy = detailCopyOf(kind, product);
  // /whisky/ and /spirit/ show one page; its canonical is the /spirit/ one (the /gin/ one for a gin).
  const path = kind === "spirit" ? canonicalProductPath(product) : bottleAddress(kind, product.slug);
  return {
    kind,
    product,
    related: similarBottles(product),
    botanicalHrefs: botanicalHrefs(product),
    distilleryLogo: kind === "vodka" ? vodkaDistilleryLogo(product.distillery) : undefined,
    meta: productMeta(product, path, copy.productLabel, crumbs(product, copy)),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  metaFromLoader(loaderData, notFoundPages[pageOf(location.pathname)].title);

export default function BottleRoute({
  loaderData: { kind, product, related, botanicalHrefs, distilleryLogo },
}: Route.ComponentProps) {
  const copy = detailCopyOf(kind, product);
  return (
    <ProductDetailPage
      product={product}
      crumbs={crumbs(product, copy)}
      copy={copy}
      distilleryLogo={distilleryLogo}
      related={related}
      botanicalHrefs={botanicalHrefs}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  if (isRetiredGinPath(pathname)) return <Navigate to="/premium-gins" replace />;
  if (isNotFoundError(error)) return <NotFoundState kind={pageOf(pathname)} />;
  throw error;
}
