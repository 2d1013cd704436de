/**
 * The cocktail index's ingredient filter, applied in the browser as the visitor types (it reads no
 * catalogue: the page's data is the index itself, from ./house-cocktails at build time).
 */
import type { Cocktail } from "@content/index";
import { fold } from "./search";

export interface HouseRecipe extends Cocktail {
  /** the recipe's anchor on the index, unique across bottles */
  id: string;
}

/** The kind of spirit a bottle is, as the index's Spirit filter names it. */
export interface CocktailSpirit {
  id: string;
  name: string;
}

export interface BottleCocktails {
  slug: string;
  spirit: CocktailSpirit;
  name: string;
  distillery: string;
  href: string;
  image: string;
  recipes: HouseRecipe[];
}

/** The words of a query, folded as the text they are matched against. */
export const queryWords = (query: string): string[] => fold(query).split(" ").filter(Boolean);

/**
 * Whether a recipe matches every word of the query (each the start of a word of its ingredients,
 * its name or its bottle's name: "lemon" finds "lemon juice", "tonic" finds "tonic water").
 */
export function recipeMatches(recipe: Cocktail, bottleName: string, words: string[]): boolean {
  if (words.length === 0) return true;
  const text = ` ${fold([...recipe.ingredients, recipe.name, bottleName].join(" "))}`;
  return words.every((word) => text.includes(` ${word}`));
}

/** The index narrowed to the recipes that match a query; bottles left with none drop out. */
export function filterCocktails(bottles: BottleCocktails[], query: string): BottleCocktails[] {
  const words = queryWords(query);
  if (words.length === 0) return bottles;
  return bottles.flatMap((bottle) => {
    const recipes = bottle.recipes.filter((recipe) => recipeMatches(recipe, bottle.name, words));
    return recipes.length ? [{ ...bottle, recipes }] : [];
  });
}

export const recipeCount = (bottles: BottleCocktails[]) => bottles.reduce((sum, bottle) => sum + bottle.recipes.length, 0);

/** The spirits of the index's bottles, each once, in the order they first appear. */
export const spiritsOf = (bottles: BottleCocktails[]): CocktailSpirit[] => [
  ...new Map(bottles.map((bottle) => [bottle.spirit.id, bottle.spirit])).values(),
];

/** The index narrowed to one spirit's bottles; every bottle without one. */
export const filterBySpirit = (bottles: BottleCocktails[], spirit: string): BottleCocktails[] =>
  spirit ? bottles.filter((bottle) => bottle.spirit.id === spirit) : bottles;
