/**
 * The cocktail index (/cocktails): the site's own recipes from each bottle's record, grouped by
 * bottle. Build time only (it reads the catalogue); the page filters with ./cocktail-filter.
 */
import { listAllProducts, productPath, type Product } from "@content/index";
import type { BottleCocktails, CocktailSpirit } from "./cocktail-filter";

/** A bottle's spirit for the index's filter: its list page's kind, an aquavit or liqueur by its category. */
export function cocktailSpiritOf(product: Product): CocktailSpirit {
  const path = productPath(product);
  if (path.startsWith("/gin/")) return { id: "gin", name: "Gin" };
  if (path.startsWith("/vodka/")) return { id: "vodka", name: "Vodka" };
  switch (product.category) {
    case "whisky":
      return { id: "whisky", name: "Whisky" };
    case "brennivin":
    case "aquavit":
      return { id: "brennivin", name: "Brennivín & aquavit" };
    case "liqueur":
    case "limoncello":
      return { id: "liqueur", name: "Liqueur" };
    case "rum":
      return { id: "rum", name: "Rum" };
    default:
      return { id: "spirit", name: "Other spirits" };
  }
}

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
        spirit: cocktailSpiritOf(product),
        name: product.name,
        distillery: product.distillery,
        href: productPath(product),
        image: product.image,
        recipes: recipes.map((recipe, index) => ({ ...recipe, id: `${product.slug}-${index + 1}` })),
      },
    ];
  });
}
