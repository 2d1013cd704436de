import { expect, test } from "./fixtures";
import { recordTraffic } from "./slow-line";

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
