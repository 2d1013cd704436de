import { listPages } from "~/components/products/list-copy";
import { ProductListPage } from "~/components/products/product-list-page";
import { pageMeta } from "~/lib/seo";
import { ginCards } from "@content/index";
import type { Route } from "./+types/premium-gins";

const copy = listPages.gin;

export function loader() {
  return { products: ginCards() };
}

export const meta = () => pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path: copy.path });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductListPage kind="gin" products={loaderData.products} />;
}
