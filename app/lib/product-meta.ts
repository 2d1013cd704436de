import type { Product } from "@content/index";
import type { Crumb } from "~/components/layout/page-header";
import { pageMeta } from "./seo";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data";

/** Title, description, keywords, social image text and JSON-LD of a product detail page. */
export function productMeta(
  product: Product | undefined,
  path: string,
  productLabel: string,
  notFoundTitle: string,
  crumbs: Crumb[] = [],
) {
  if (!product) {
    return pageMeta({ title: `${notFoundTitle} - The Gins of Iceland`, description: notFoundTitle, path, noindex: true });
  }
  const [first, second] = product.botanicals;
  return pageMeta({
    title: `${product.name} - Premium ${productLabel}`,
    description: product.description,
    path,
    image: product.image,
    type: "product",
    keywords: product.botanicals,
    extra: [
      { property: "og:image:alt", content: [product.name, first, second].filter(Boolean).join(" - ") },
      productJsonLd({
        name: product.name,
        description: product.description,
        image: product.image,
        brand: product.distillery,
        category: product.category ?? productLabel,
        price: product.price,
        buyLink: product.buyLink,
        path,
      }),
      breadcrumbJsonLd(crumbs, path),
    ],
  });
}
