import { listPages } from "~/components/products/list-copy";
import { ProductListPage } from "~/components/products/product-list-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { ginCards } from "@content/index";
import type { Route } from "./+types/premium-gins";

const copy = listPages.gin;

export function loader() {
  return {
    meta: pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path: copy.path }),
    products: ginCards(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromLoader(loaderData);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductListPage kind="gin" products={loaderData.products} />;
}
