import { listPages } from "~/components/products/list-copy";
import { ProductListPage } from "~/components/products/product-list-page";
import { pageMeta } from "~/lib/seo";
import { whiskyCards } from "@content/index";
import type { Route } from "./+types/premium-whiskies";

const copy = listPages.whisky;

export function loader() {
  return { products: whiskyCards() };
}

export const meta = () => pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path: copy.path });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductListPage kind="whisky" products={loaderData.products} />;
}
