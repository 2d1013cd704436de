import { expect, test } from "./fixtures";
import { recordTraffic } from "./slow-line";
import { houseCocktails } from "../../app/lib/catalogue/house-cocktails";
import { spiritsOf } from "../../app/lib/catalogue/cocktail-filter";

/**
 * The cocktail index's query follows the field through the router: one history entry for the
 * whole query, nothing fetched while typing, and the router still knows where it is (Back leaves
 * for the page before, a link after typing works).
 */
test("typing a query puts it in the address through the router, fetching nothing and adding no entry", async ({ page }) => {
  await page.goto("/blog");
  await page.goto("/cocktails");
  const traffic = recordTraffic(page);
  const field = page.getByRole("searchbox", { name: "Find a cocktail by ingredient" });
  await field.pressSequentially("lemon");
  await expect(page).toHaveURL(/\/cocktails\?q=lemon$/);
  await field.fill("");
  await expect(page).toHaveURL(/\/cocktails$/);
  await field.pressSequentially("tonic");
  await expect(page).toHaveURL(/\/cocktails\?q=tonic$/);
  expect(traffic.data()).toEqual([]);
  expect(traffic.sent.filter((request) => request.resourceType === "document")).toEqual([]);
  // The router's own location followed the address: its history state is its own, not a copy.
  expect(await page.evaluate(() => (window.history.state as { key?: string } | null)?.key)).toBeTruthy();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/cocktails\?q=tonic$/);
  await expect(field).toHaveValue("tonic");
});

test("the footer links the cocktail index, whose cards show each recipe's glass and garnish", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Quick Links" })
    .getByRole("link", { name: "Cocktails" })
    .click();
  await expect(page).toHaveURL(/\/cocktails$/);
  const recipe = houseCocktails()
    .flatMap((bottle) => bottle.recipes)
    .find((candidate) => candidate.garnish)!;
  const card = page.locator(`[id="${recipe.id}"]`);
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(recipe.name);
  await expect(card.getByRole("definition").first()).toHaveText(recipe.glass);
  await expect(card.getByRole("definition").nth(1)).toHaveText(recipe.garnish!);
});

test("the Spirit filter narrows the index through the router: in the address, no entry added, nothing fetched", async ({
  page,
}) => {
  const bottles = houseCocktails();
  const spirit = spiritsOf(bottles).at(-1)!;
  const theirs = bottles.filter((bottle) => bottle.spirit.id === spirit.id);
  await page.goto("/blog");
  await page.goto("/cocktails");
  const traffic = recordTraffic(page);
  await page.getByRole("group", { name: "Spirit" }).getByRole("button", { name: spirit.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cocktails\\?spirit=${spirit.id}$`));
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(theirs.map((bottle) => bottle.name));
  expect(traffic.data()).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goForward();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(theirs.map((bottle) => bottle.name));
});
