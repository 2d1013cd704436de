// Search on a phone over Lighthouse's slow 4G (the slow-line project): the index loads once, and
// the grouped results, the bottle pictures and "All N results" come as they do on a fast line.
import { expect, test } from "./fixtures";
import { recordTraffic } from "./slow-line";

test("the phone panel groups results with pictures and counts them all, loading the index once", async ({ page }) => {
  await page.goto("/premium-gins");
  const traffic = recordTraffic(page);
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).tap();
  const panel = page.getByRole("dialog", { name: "Search" });
  await panel.getByRole("combobox").pressSequentially("citrus", { delay: 50 });
  const bottles = panel.getByRole("group", { name: "Bottles" }).getByRole("option");
  await expect(bottles.first()).toBeVisible();
  await expect(bottles.first().locator("img")).toHaveJSProperty("complete", true);
  await expect(panel.getByRole("listbox")).not.toContainText("Vor Gin");
  await expect(panel.getByRole("link", { name: /^All \d+ results for “citrus”$/ })).toBeVisible();
  expect(traffic.to("/data/search-index.json")).toHaveLength(1);
  await panel.getByRole("link", { name: /^All \d+ results for “citrus”$/ }).tap();
  await expect(page).toHaveURL(/\/search\?q=citrus$/);
  await expect(page.getByTestId("count-line")).toHaveText(/^\d+ results for “citrus”$/);
  expect(traffic.to("/data/search-index.json")).toHaveLength(1);
});
