import { bottleAddress } from "./bottle-kinds";
import { productPath, type Product } from "./index";

/**
 * The one address search engines get for a bottle. A gin of the spirit table has two pages (the
 * spirit table links /spirit/<slug>, the gin list /gin/<slug>); the gin page is its canonical one.
 */
export function canonicalProductPath(product: Pick<Product, "slug" | "category" | "id">): string {
  return product.category === "gin" ? bottleAddress("gin", product.slug) : productPath(product);
}
