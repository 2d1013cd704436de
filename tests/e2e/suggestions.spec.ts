import { axeBuilder } from "./axe";
import { expect, test } from "./fixtures";
import {
  INDEX,
  START,
  clearRecentlyViewed,
  expectSimilarBottles,
  openCocktailIndex,
  openSimilarBottle,
  searchByIngredient,
} from "./suggestions.flows";
import { recipeCount } from "../../app/lib/catalogue/cocktail-filter";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const { width, touch } of [
  { width: 390, touch: true },
  { width: 1280, touch: false },
]) {
  test.describe(`suggestions at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 844 : 900 }, isMobile: touch, hasTouch: touch });

    test("similar bottles say why; one opens, and the bottle left is recently viewed until cleared", async ({ page }) => {
      await page.goto(`/gin/${START.slug}`);
      await expectSimilarBottles(page);
      await openSimilarBottle(page);
      // The two sections this feature adds, as they are once hydrated and filled.
      const axe = await axeBuilder(page)
        .include('[aria-labelledby="related-heading"]')
        .include('[aria-labelledby="recently-viewed-heading"]')
        .withTags(WCAG)
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await clearRecentlyViewed(page);
    });

    test("from a bottle's cocktails to the house cocktail index, searched by ingredient", async ({ page }) => {
      await page.goto(`/gin/${START.slug}`);
      await openSimilarBottle(page);
      await openCocktailIndex(page);
      await searchByIngredient(page);
    });
  });
}

test("the cocktail index is whole without script, keeps a query in its address, and is in the sitemap", async ({
  browser,
  page,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto("/cocktails?q=vermouth");
  await expect(noScript.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(recipeCount(INDEX));
  await expect(noScript.getByRole("link", { name: INDEX[0]!.name, exact: true })).toHaveAttribute("href", INDEX[0]!.href);
  await context.close();

  await page.goto("/cocktails?q=vermouth");
  await expect(page.getByRole("searchbox", { name: "Find a cocktail by ingredient" })).toHaveValue("vermouth");
  await expect(page.getByTestId("count-line")).toHaveText(/^Showing \d+ of \d+ recipes$/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/cocktails<\/loc>/);
});

test("How We Describe Bottles explains the suggestions and links the house cocktails", async ({ page }) => {
  await page.goto("/how-we-describe-bottles");
  await page.getByRole("link", { name: "house cocktails" }).click();
  await expect(page).toHaveURL(/\/cocktails$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("House Cocktails");
});
