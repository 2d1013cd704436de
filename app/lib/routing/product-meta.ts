import type { Product } from "@content/index";
import { pageMeta } from "./seo";
import { breadcrumbJsonLd, productJsonLd, type Crumb } from "./structured-data";
import { photoLargestUrl } from "~/lib/catalogue/photos";

/** Title, description, keywords, social image text and JSON-LD of a product detail page (build time). */
export function productMeta(product: Product, path: string, productLabel: string, crumbs: Crumb[]) {
  const [first, second] = product.botanicals;
  return pageMeta({
    title: `${product.name} - Premium ${productLabel}`,
    description: product.description,
    path,
    type: "product",
    keywords: product.botanicals,
    imageAlt: [product.name, first, second].filter(Boolean).join(" - "),
    extra: [
      productJsonLd({
        name: product.name,
        description: product.description,
        // the photo when there is one (the share card is then made from it too)
        image: product.photo ? photoLargestUrl(product.photo) : product.image,
        brand: product.distillery,
        category: product.category ?? productLabel,
        shownOffer: product.shownOffer,
        path,
      }),
      breadcrumbJsonLd(crumbs, path),
    ],
  });
}
