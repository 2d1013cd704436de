import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { filterProducts, type Criteria } from "../../app/lib/catalogue/catalogue-filter";
import { ginCards, listFlavourFamilies } from "../../content/index";
import { GIN_STYLES } from "../../content/styles";

/**
 * Counts that lead somewhere: with a style chosen, every flavour family's count is what ticking it
 * shows, an option that would show nothing says 0 and cannot be ticked, and the phone sheet's button
 * says how many bottles, its noun agreeing with the number. The example choice is worked out from the
 * records (the style whose gins leave the most families empty), not named.
 */
const cards = ginCards();
const families = listFlavourFamilies();
const size = (criteria: Criteria) => filterProducts(cards, criteria, families).length;
const withFamily = (criteria: Criteria, id: string) => ({ ...criteria, family: [...(criteria.family ?? []), id] });
const emptyFamilies = (criteria: Criteria) => families.filter((family) => size(withFamily(criteria, family.id)) === 0);
const example = GIN_STYLES.map((style) => ({ style: [style.id] }) as Criteria)
  .filter((criteria) => size(criteria) > 0)
  .toSorted((a, b) => emptyFamilies(b).length - emptyFamilies(a).length)[0]!;
const query = `?style=${example.style![0]}`;

const familyBox = (scope: Locator | Page, name: string) =>
  scope.getByRole("group", { name: "Flavour family" }).getByRole("checkbox", { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const results = (page: Page) => page.getByRole("region", { name: "Premium Icelandic Gins", exact: true }).getByRole("article");
const noun = (n: number) => `${n} premium ${n === 1 ? "gin" : "gins"}`;

async function expectTruthfulFamilies(scope: Locator | Page) {
  for (const family of families) {
    const count = size(withFamily(example, family.id));
    const box = familyBox(scope, family.name);
    await expect(box, family.name).toHaveAccessibleName(`${family.name} (${count})`);
    if (count === 0) await expect(box, family.name).toBeDisabled();
    else await expect(box, family.name).toBeEnabled();
  }
}

test("the records give an example where a chosen style leaves some family empty", () => {
  // When the catalogue no longer has such a case, the tests below still check every count.
  expect(size(example)).toBeGreaterThan(0);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("with a style chosen, each family's count is what ticking it shows; a 0 cannot be ticked", async ({ page }, testInfo) => {
    await page.goto(`/premium-gins${query}`);
    await expect(results(page)).toHaveCount(size(example));
    const filters = page.getByRole("search", { name: "Filter and sort" });
    await expectTruthfulFamilies(filters);
    await page.screenshot({ path: testInfo.outputPath("families-1280.png"), fullPage: false });

    const empty = emptyFamilies(example)[0];
    if (empty) {
      // A click on a disabled option changes nothing: no address change, same results.
      await familyBox(filters, empty.name).click({ force: true });
      await expect(page).toHaveURL(new RegExp(`${query.replace("?", "\\?")}$`));
      await expect(results(page)).toHaveCount(size(example));
    }
    const open = families.find((family) => size(withFamily(example, family.id)) > 0);
    if (open) {
      await familyBox(filters, open.name).click();
      await expect(results(page)).toHaveCount(size(withFamily(example, open.id)));
    }
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the sheet shows the same counts, zero options disabled, and a button whose noun agrees", async ({ page }, testInfo) => {
    await page.goto(`/premium-gins${query}`);
    await page.getByRole("button", { name: /^Filters/ }).tap();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await expectTruthfulFamilies(sheet);
    await expect(sheet.getByRole("button", { name: `Show ${noun(size(example))}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("families-sheet-390.png") });
  });
});
