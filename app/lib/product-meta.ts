import type { Product } from "@content/index";
import { pageMeta } from "./seo";

/** Title, description, keywords and social image text of a product detail page. */
export function productMeta(product: Product | undefined, path: string, productLabel: string, notFoundTitle: string) {
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
    ],
  });
}
