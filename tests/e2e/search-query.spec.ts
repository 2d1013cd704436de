// Search that reads the query (search-query.flows.ts), at 390 px with touch and at 1280 px: the
// search page for each rule, the phone panel's and the top bar's way to the cocktail index.
import { expect, test } from "./fixtures";
import {
  cocktailFromThePhonePanel,
  cocktailOnTheSearchPage,
  everyIcelandicVodka,
  juniperWithoutCitrus,
  peatyFindsSomething,
} from "./search-query.flows";

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the search page at ${width}px`, () => {
    test.use({ viewport: { width, height }, isMobile: width < 640, hasTouch: width < 640 });

    test("juniper -citrus shows no record that mentions citrus", async ({ page }) => {
      await juniperWithoutCitrus(page);
      await page.screenshot({ path: test.info().outputPath(`search-juniper-without-citrus-${width}.png`), fullPage: true });
    });

    test("icelandic vodka lists every vodka", async ({ page }) => {
      await everyIcelandicVodka(page);
    });

    test("peaty finds something", async ({ page }) => {
      await peatyFindsSomething(page);
    });

    test("cocktail offers the cocktail index", async ({ page }) => {
      await cocktailOnTheSearchPage(page);
    });
  });
}

test.describe("the phone panel at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("cocktail offers the cocktail index, which opens", async ({ page }) => {
    await page.goto("/premium-gins");
    await cocktailFromThePhonePanel(page);
  });
});

test.describe("the top bar at 1280px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("tonic offers the cocktail index under Pages; Enter on it opens the page", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search bottles, distilleries and articles" });
    await box.fill("tonic");
    const listbox = page.getByRole("listbox", { name: "Search results" });
    const option = listbox.getByRole("group", { name: "Pages" }).getByRole("option", { name: /House Cocktails/ });
    await expect(option).toBeVisible();
    const options = await listbox.getByRole("option").evaluateAll((all) => all.map((o) => o.textContent ?? ""));
    for (let i = 0; i <= options.findIndex((text) => text.includes("House Cocktails")); i++) await box.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/cocktails$/);
  });
});
