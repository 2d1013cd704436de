import type { Product } from "@content/index";
import type { Crumb } from "~/components/layout/page-header";
import { pageMeta } from "../routing/seo";
import { breadcrumbJsonLd, productJsonLd } from "../routing/structured-data";

/** Title, description, keywords, social image text and JSON-LD of a product detail page (build time). */
export function productMeta(product: Product, path: string, productLabel: string, crumbs: Crumb[]) {
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
