// Runs in the slow-line project only (its name ends in slow-line.spec.ts): a phone on slow 4G, where
// each step after the first page is a client navigation whose data comes over the line.
import { expect, test } from "./fixtures";
import { START, expectSimilarBottles, openCocktailIndex, openSimilarBottle, searchByIngredient } from "./suggestions.flows";

test("similar bottle, recently viewed, cocktail index and its filter over slow 4G", async ({ page }) => {
  await page.goto(`/gin/${START.slug}`);
  await expectSimilarBottles(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(new URL(request.url()).pathname);
  });
  await openSimilarBottle(page);
  await openCocktailIndex(page);
  const beforeTyping = dataRequests.length;
  await searchByIngredient(page);
  // Typing filters the page's own data: nothing more is fetched.
  expect(dataRequests.slice(beforeTyping)).toEqual([]);
  expect(dataRequests.filter((path) => path.startsWith("/cocktails"))).toHaveLength(1);
});
