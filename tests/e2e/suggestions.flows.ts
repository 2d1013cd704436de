/**
 * Suggestions that say why, as a visitor meets them: a bottle page's "Similar bottles" with each
 * reason, the way from a bottle's cocktails to the house cocktail index and its ingredient filter,
 * and the "Recently viewed" bottles this device keeps. Declared here and run by two specs:
 * suggestions.spec.ts (full loads at 390 px with touch and at 1280 px) and
 * suggestions.slow-line.spec.ts (the slow-line project: every step a client navigation whose data
 * comes over slow 4G).
 */
import { expect, type Page } from "./fixtures";
import { getGin, listAllProducts } from "../../content/index";
import { similarBottles } from "../../app/lib/catalogue/similar-bottles";
import { filterCocktails, recipeCount } from "../../app/lib/catalogue/cocktail-filter";
import { houseCocktails } from "../../app/lib/catalogue/house-cocktails";
import { RECENTLY_VIEWED_KEY } from "../../app/lib/browser/recently-viewed";

export const START = getGin("himbrimi-old-tom-gin")!;
export const SIMILAR = similarBottles(START);
/** The first similar bottle that has house cocktails: the way on to the cocktail index. */
export const NEXT = SIMILAR.find((item) => listAllProducts().find((p) => p.slug === item.slug)!.cocktailSuggestions?.length)!;
export const INDEX = houseCocktails();
export const INGREDIENT = "vermouth";

/** Taps on a touch screen, clicks otherwise. */
export const press = async (page: Page, target: ReturnType<Page["locator"]>) => {
  const touch = await page.evaluate(() => matchMedia("(pointer: coarse)").matches);
  await (touch ? target.tap() : target.click());
};

export const similarRegion = (page: Page) => page.getByRole("region", { name: "Similar bottles" });

/** The bottle page shows each similar bottle with its reason, as the records give it. */
export async function expectSimilarBottles(page: Page) {
  const region = similarRegion(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole("heading", { level: 3 })).toHaveText(SIMILAR.map((item) => item.name));
  for (const item of SIMILAR) {
    const reason = region.locator(`[data-similar-reason="${item.slug}"]`);
    await expect(reason).toBeVisible();
    await expect(reason).toContainText(item.reason);
    if (item.unconfirmed.length) await expect(reason).toContainText(`Not confirmed: ${item.unconfirmed.join(", ")}`);
  }
}

/** Opens a similar bottle from the section; the page that opens lists the bottle left as recently viewed. */
export async function openSimilarBottle(page: Page) {
  await press(page, similarRegion(page).locator(`a[href="${NEXT.href}"]`).first());
  await expect(page).toHaveURL(new RegExp(`${NEXT.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEXT.name);
  const recent = page.getByRole("region", { name: "Recently viewed" });
  await recent.scrollIntoViewIfNeeded();
  // one link, named by the bottle (its drawing's Illustration caption is hidden from screen readers)
  await expect(recent.getByRole("link")).toHaveCount(1);
  await expect(recent.getByRole("link", { name: START.name, exact: true })).toHaveAttribute("href", `/gin/${START.slug}`);
  await expect(recent.getByText("Kept on this device only: no account, no cookie.")).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.value.includes(START.slug) || /recent/i.test(cookie.name))).toEqual([]);
}

/** From a bottle's cocktail card to its recipes in the index, then a search by ingredient. */
export async function openCocktailIndex(page: Page) {
  await press(page, page.getByRole("link", { name: "Cocktails with this bottle" }));
  await expect(page).toHaveURL(new RegExp(`/cocktails#${NEXT.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("House Cocktails");
  await expect(page.getByText("Our own recipes, written by The Gins of Iceland")).toBeVisible();
  // It lands on this bottle's recipes.
  const bottle = page.getByRole("region", { name: NEXT.name });
  await expect(bottle.getByRole("heading", { level: 2 })).toBeInViewport();
  const ownRecipes = INDEX.find((entry) => entry.slug === NEXT.slug)!.recipes.map((recipe) => recipe.name);
  await expect(bottle.getByRole("heading", { level: 3 })).toHaveText(ownRecipes);
}

/** Typing an ingredient narrows the list to the recipes that list it; clearing shows every recipe. */
export async function searchByIngredient(page: Page) {
  const expected = filterCocktails(INDEX, INGREDIENT);
  const field = page.getByRole("searchbox", { name: "Find a cocktail by ingredient" });
  await field.pressSequentially(INGREDIENT);
  await expect(page.getByTestId("count-line")).toHaveText(`Showing ${recipeCount(expected)} of ${recipeCount(INDEX)} recipes`);
  const recipes = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(recipes).toHaveText(expected.flatMap((bottle) => bottle.recipes.map((recipe) => recipe.name)));
  for (const bottle of expected)
    await expect(page.getByRole("link", { name: bottle.name, exact: true })).toHaveAttribute("href", bottle.href);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${INGREDIENT}`));
  await field.fill("");
  await expect(recipes).toHaveCount(recipeCount(INDEX));
}

/** Clear forgets the bottles: nothing is listed after a reload, and nothing was ever a cookie. */
export async function clearRecentlyViewed(page: Page) {
  const recent = page.getByRole("region", { name: "Recently viewed" });
  await recent.scrollIntoViewIfNeeded();
  await press(page, recent.getByRole("button", { name: "Clear recently viewed" }));
  await expect(recent.getByRole("status")).toHaveText(/^Cleared\./);
  await expect(recent.getByRole("link")).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEXT.name);
  await expect(similarRegion(page)).toBeVisible();
  await expect(page.getByRole("region", { name: "Recently viewed" })).toHaveCount(0);
}
