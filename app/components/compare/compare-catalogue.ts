import type { ComparableProduct } from "~/lib/routing/site-files";

/**
 * The comparison's data (a resource route, pre-rendered), fetched once per visit and only when
 * needed: by the compare page, and by the tray for a list kept before names were stored.
 */
let catalogue: Promise<ComparableProduct[]> | undefined;
export function loadCompareCatalogue(): Promise<ComparableProduct[]> {
  catalogue ??= fetch("/data/products.json")
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`products: ${response.status}`))))
    .then((data: { products: ComparableProduct[] }) => data.products);
  catalogue.catch(() => (catalogue = undefined));
  return catalogue;
}
