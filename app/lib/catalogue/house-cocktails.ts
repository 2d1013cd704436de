/**
 * The cocktail index (/cocktails): the site's own recipes from each bottle's record, grouped by
 * bottle. Build time only (it reads the catalogue); the page filters with ./cocktail-filter.
 */
import { listAllProducts, productPath, type Product } from "@content/index";
import type { BottleCocktails } from "./cocktail-filter";

/** Every bottle with recipes, in catalogue order (gins, vodkas, the spirit table), each bottle once. */
export function houseCocktails(products: Product[] = listAllProducts()): BottleCocktails[] {
  const seen = new Set<string>();
  return products.flatMap((product) => {
    const recipes = product.cocktailSuggestions ?? [];
    if (recipes.length === 0 || seen.has(product.slug)) return [];
    seen.add(product.slug);
    return [
      {
        slug: product.slug,
        name: product.name,
        distillery: product.distillery,
        href: productPath(product),
        image: product.image,
        recipes: recipes.map((recipe, index) => ({ ...recipe, id: `${product.slug}-${index + 1}` })),
      },
    ];
  });
}
