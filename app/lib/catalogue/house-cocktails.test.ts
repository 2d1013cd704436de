import { describe, expect, it } from "vitest";
import { listAllProducts, productPath } from "@content/index";
import { filterCocktails, queryWords, recipeCount, recipeMatches } from "./cocktail-filter";
import { houseCocktails } from "./house-cocktails";

const index = houseCocktails();

describe("the cocktail index", () => {
  it("holds every recipe of every record once, under its bottle, linking the bottle's page", () => {
    const withRecipes = [...new Map(listAllProducts().map((product) => [product.slug, product])).values()].filter(
      (product) => product.cocktailSuggestions?.length,
    );
    expect(index.map((bottle) => bottle.slug)).toEqual(withRecipes.map((product) => product.slug));
    for (const product of withRecipes) {
      const bottle = index.find((entry) => entry.slug === product.slug)!;
      expect(bottle.href).toBe(productPath(product));
      expect(bottle.recipes.map((recipe) => recipe.name)).toEqual(product.cocktailSuggestions!.map((recipe) => recipe.name));
    }
    const ids = index.flatMap((bottle) => bottle.recipes.map((recipe) => recipe.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the ingredient filter", () => {
  const recipe = {
    name: "Tom Collins",
    ingredients: ["50 ml (1.7 oz) Himbrimi Old Tom Gin", "25 ml (0.85 oz) fresh lemon juice", "100 ml (3.4 oz) soda water"],
    instructions: "Shake and top with soda.",
  };

  it("finds a recipe by the start of any word of its ingredients, any case, accents or none", () => {
    expect(recipeMatches(recipe, "Himbrimi Old Tom Gin", queryWords("LEMON"))).toBe(true);
    expect(recipeMatches(recipe, "Himbrimi Old Tom Gin", queryWords("lem"))).toBe(true);
    expect(recipeMatches(recipe, "Himbrimi Old Tom Gin", queryWords("soda lemon"))).toBe(true);
    expect(recipeMatches(recipe, "Himbrimi Old Tom Gin", queryWords("lemon tonic"))).toBe(false);
    // within a word is not a match: "on" is not "lemon"
    expect(recipeMatches(recipe, "Himbrimi Old Tom Gin", queryWords("mon"))).toBe(false);
    const brennivin = { ...recipe, ingredients: ["40 ml Brennivín"] };
    expect(recipeMatches(brennivin, "Brennivín", queryWords("brennivin"))).toBe(true);
  });

  it("narrows the index to the matching recipes and drops bottles left with none", () => {
    const shown = filterCocktails(index, "lemon");
    expect(recipeCount(shown)).toBeGreaterThan(0);
    expect(recipeCount(shown)).toBeLessThan(recipeCount(index));
    for (const bottle of shown) {
      expect(bottle.recipes.length).toBeGreaterThan(0);
      for (const found of bottle.recipes)
        expect(`${found.ingredients.join(" ")} ${found.name} ${bottle.name}`.toLowerCase()).toContain("lemon");
    }
    expect(filterCocktails(index, "  ")).toBe(index);
    expect(filterCocktails(index, "no-such-ingredient-anywhere")).toEqual([]);
  });
});
