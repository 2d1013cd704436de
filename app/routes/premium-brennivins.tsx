import { listPages } from "~/components/products/list-copy";
import { ProductListPage } from "~/components/products/product-list-page";
import { pageMeta } from "~/lib/seo";
import { listBrennivins } from "@content/index";
import type { Route } from "./+types/premium-brennivins";

const copy = listPages.brennivin;

export function loader() {
  return { products: listBrennivins() };
}

export const meta = () => pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path: copy.path });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductListPage kind="brennivin" products={loaderData.products} />;
}
