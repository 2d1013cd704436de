import { data } from "react-router";
import { BrennivinPage } from "~/components/products/brennivin-page";
import { listPageMeta, listPages } from "~/components/products/list-copy";
import { brennivinListPage, pageAt } from "~/lib/routing/list-pages";
import { metaFromLoader } from "~/lib/routing/route-meta";
import { prerenderedDataOr404 } from "~/lib/routing/route-errors";
import { ListPageMissing } from "~/components/products/list-page-missing";
import { pageMeta } from "~/lib/routing/seo";
import type { Route } from "./+types/premium-brennivins";
import { sameAddressKeepsData } from "~/lib/routing/revalidate";

const copy = listPages.brennivin;

export const shouldRevalidate = sameAddressKeepsData;

/** The brennivín page and its later pages (routes.ts mounts this module at each); past the last page is not found. */
export function loader({ url }: Route.LoaderArgs) {
  const page = pageAt(copy.path, url.pathname);
  const view = page && brennivinListPage(page);
  if (!view) throw data(null, { status: 404 });
  return { meta: pageMeta(listPageMeta(copy, view.page, view.pageCount)), ...view };
}

// A page the build did not make (/page/1, past the end) has no data file: not found, then /404.
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => prerenderedDataOr404(serverLoader);
export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => <ListPageMissing error={error} />;

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...view } = loaderData;
  return <BrennivinPage {...view} />;
}
