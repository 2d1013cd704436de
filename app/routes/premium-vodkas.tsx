import { listPages } from "~/components/products/list-copy";
import { ProductListPage } from "~/components/products/product-list-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { vodkaCards } from "@content/index";
import type { Route } from "./+types/premium-vodkas";

const copy = listPages.vodka;

export function loader() {
  return {
    meta: pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path: copy.path }),
    products: vodkaCards(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductListPage kind="vodka" products={loaderData.products} />;
}
