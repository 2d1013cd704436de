import { describe, expect, it } from "vitest";
import { listAllProducts, productPath } from "@content/index";
import { filterBySpirit, filterCocktails, queryWords, recipeCount, recipeMatches, spiritsOf } from "./cocktail-filter";
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
    glass: "Collins glass",
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

describe("each recipe's glass and garnish", () => {
  // Served-in and garnish words the instructions used to carry: now in the recipe's own fields.
  const GLASS_WORDS = /\b(coupe|flute|highball|martini glass|rocks glass|wine glass|collins glass|tall glass|copper mug)\b/i;
  it("are the recipe's own fields; its instructions name neither", () => {
    for (const bottle of index)
      for (const recipe of bottle.recipes) {
        expect(recipe.glass, recipe.id).toBeTruthy();
        expect(recipe.instructions, recipe.id).not.toMatch(GLASS_WORDS);
        expect(recipe.instructions, recipe.id).not.toMatch(/\bgarnish/i);
        if (recipe.garnish)
          expect(recipe.ingredients, `${recipe.id}: the garnish is not also an ingredient`).not.toContain(recipe.garnish);
      }
  });
});

describe("the Spirit filter", () => {
  it("gives every bottle a spirit, a gin page's bottles Gin, and narrows to one spirit's bottles", () => {
    for (const bottle of index) {
      expect(bottle.spirit.name).toBeTruthy();
      if (bottle.href.startsWith("/gin/")) expect(bottle.spirit.id).toBe("gin");
    }
    for (const spirit of spiritsOf(index)) {
      const narrowed = filterBySpirit(index, spirit.id);
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.every((bottle) => bottle.spirit.id === spirit.id)).toBe(true);
    }
    expect(spiritsOf(index).reduce((sum, spirit) => sum + filterBySpirit(index, spirit.id).length, 0)).toBe(index.length);
  });
});
