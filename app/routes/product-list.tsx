import { data } from "react-router";
import { listPageMeta, listPages } from "~/components/products/list-copy";
import { ProductListPage } from "~/components/products/product-list-page";
import { cardListAt, cardListPage } from "~/lib/routing/list-pages";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { prerenderedDataOr404 } from "~/lib/routing/route-errors";
import { ListPageMissing } from "~/components/products/list-page-missing";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/product-list";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

/**
 * The gin, whisky and vodka lists and their later pages (routes.ts mounts this module at each
 * one's address): the address names the list and the page; past the last page is not found.
 */

export const shouldRevalidate = sameAddressKeepsData;

export function loader({ url }: Route.LoaderArgs) {
  const at = cardListAt(url.pathname);
  const view = at && cardListPage(at.list, at.page);
  if (!at || !view) throw data(null, { status: 404 });
  return { kind: at.list, meta: pageMeta(listPageMeta(listPages[at.list], view.page, view.pageCount)), ...view };
}

// A page the build did not make (/page/1, past the end) has no data file: not found, then /404.
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);
export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => <ListPageMissing error={error} />;

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { kind, products, page, pageCount, facets, families } = loaderData;
  return (
    <ProductListPage kind={kind} products={products} page={page} pageCount={pageCount} facets={facets} families={families} />
  );
}
