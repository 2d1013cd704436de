import { listPages } from "~/components/products/list-copy";
import { ProductListPage } from "~/components/products/product-list-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { whiskyCards } from "@content/index";
import type { Route } from "./+types/premium-whiskies";

const copy = listPages.whisky;

export function loader() {
  return {
    meta: pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path: copy.path }),
    products: whiskyCards(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductListPage kind="whisky" products={loaderData.products} />;
}
