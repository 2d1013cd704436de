import { axeBuilder } from "./axe";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { filterProducts, isProducerConfirmed, sortProducts } from "../../app/lib/catalogue/catalogue-filter";
import { ginCards, listFlavourFamilies } from "../../content/index";
import { bottleCount, listPages } from "../../app/components/products/list-copy";
import { LIST_PAGE_SIZE } from "../../app/lib/catalogue/list-paging";

/**
 * Choosing by taste on the gin list: the Flavour family facet, a count beside every option, the
 * address keeping the choice, the sheet on a phone, cards a thumb can open and a short keyboard path.
 */
const cards = ginCards();
const families = listFlavourFamilies();
const citrus = families.find((family) => family.id === "citrus")!;

const results = (page: Page) => page.getByRole("region", { name: "Premium Icelandic Gins", exact: true }).getByRole("article");
const names = (page: Page) => results(page).getByRole("heading", { level: 2 }).allTextContents();
const filters = (page: Page) => page.getByRole("search", { name: "Filter and sort" });
const familyBox = (scope: Locator | Page, name: string) =>
  scope.getByRole("group", { name: "Flavour family" }).getByRole("checkbox", { name: new RegExp(`^${name} \\(\\d+\\)$`) });
/** The count an option shows beside its name: "Citrus (12)" -> 12. */
const countIn = (text: string) => Number(/\((\d+)\)\s*$/.exec(text)?.[1] ?? Number.NaN);
const labelOf = (box: Locator) => box.evaluate((input) => (input as HTMLInputElement).labels![0]!.textContent ?? "");
const shown = (criteria: Parameters<typeof filterProducts>[1]) =>
  sortProducts(filterProducts(cards, criteria, families), criteria.sort).map((card) => card.name);
const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`facets-${name}.png`) });
};

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Citrus finds every gin whose record lists a citrus botanical; the address keeps it; Back undoes it", async ({ page }) => {
    // Read straight from the records: every gin with a botanical of the published citrus list.
    const citrusNames = new Set(citrus.botanicals.map((name) => name.toLowerCase()));
    const expected = cards.filter((card) => card.botanicals.some((b) => citrusNames.has(b.toLowerCase())));
    expect(expected.map((card) => card.slug)).toEqual(expect.arrayContaining(["olafsson-gin", "glacier-gin", "marberg-gin"]));

    await page.goto("/premium-gins");
    const box = familyBox(filters(page), "Citrus");
    expect(countIn(await labelOf(box))).toBe(expected.length);
    await box.click(); // the box follows the address, which the click changes
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/\/premium-gins\?family=citrus$/);
    await expect(results(page)).toHaveCount(expected.length);
    await expect(page.getByTestId("count-line")).toHaveText(`Showing ${expected.length} of ${ginCards().length} premium gins`);
    await expect.poll(async () => (await names(page)).toSorted()).toEqual(expected.map((card) => card.name).toSorted());
    await shot(page, "citrus-1280");

    // A second family narrows to gins of both; its count said so beforehand.
    const spice = familyBox(filters(page), "Spice");
    const spiceCount = countIn(await labelOf(spice));
    await spice.click();
    await expect(page).toHaveURL(/\?family=citrus&family=spice$/);
    await expect(results(page)).toHaveCount(spiceCount);
    await expect.poll(() => names(page)).toEqual(shown({ family: ["citrus", "spice"] }));

    await page.reload();
    await expect(results(page)).toHaveCount(spiceCount);
    await expect(familyBox(filters(page), "Spice")).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\?family=citrus$/);
    await expect(results(page)).toHaveCount(expected.length);
    await expect(familyBox(filters(page), "Spice")).not.toBeChecked();
  });

  test("every option of every facet shows a count, and choosing it shows that many gins", async ({ page }) => {
    await page.goto("/premium-gins?family=citrus");
    await expect(results(page)).toHaveCount(shown({ family: ["citrus"] }).length);
    for (const family of families) {
      const box = familyBox(filters(page), family.name);
      const criteria = { family: [...new Set(["citrus", family.id])] };
      expect(countIn(await labelOf(box)), family.name).toBe(filterProducts(cards, criteria, families).length);
    }
    // Style is the gins' category facet; the type badge is no filter beside it.
    await expect(filters(page).getByLabel("Type", { exact: true })).toHaveCount(0);
    for (const label of ["Botanicals", "ABV", "Price", "Distillery"]) {
      const select = filters(page).getByLabel(label, { exact: true });
      const options = await select.locator("option").allTextContents();
      for (const text of options) expect(countIn(text), `${label}: ${text}`).toBeGreaterThanOrEqual(0);
      // The first option with gins in it: choose it and count the cards.
      const index = options.findIndex((text, i) => i > 0 && countIn(text) > 0);
      await select.selectOption({ index });
      await expect(results(page)).toHaveCount(countIn(options[index]!));
      await select.selectOption({ index: 0 });
      await expect(results(page)).toHaveCount(countIn(options[0]!));
    }
    // "No checked price" stays an option of its own, with its count.
    await expect(filters(page).getByLabel("Price", { exact: true }).locator("option").last()).toHaveText(
      /^No checked price \(\d+\)$/,
    );
  });

  test("the flavour families and their botanicals are published on How We Describe Bottles", async ({ page }) => {
    await page.goto("/how-we-describe-bottles#flavour-families");
    const section = page.locator("#flavour-families ~ ul").first();
    for (const family of families) await expect(section).toContainText(`${family.name}: ${family.botanicals.join(", ")}`);
    // ...and on the list, beside the filter
    await page.goto("/premium-gins");
    await filters(page).getByText("What each flavour family holds").click();
    for (const family of families)
      await expect(filters(page).getByText(`${family.name}: ${family.botanicals.join(", ")}`)).toBeVisible();
    await expect(filters(page).getByRole("link", { name: "How we describe bottles" })).toHaveAttribute(
      "href",
      "/how-we-describe-bottles#flavour-families",
    );
  });

  test("from the filters, Skip to results and Tab reach the third gin's Buy Now in at most 15 key presses", async ({ page }) => {
    await page.goto("/premium-gins");
    const third = results(page).nth(2);
    const buy = third.getByRole("link", { name: /^Buy|Search Nammi/ });
    await familyBox(filters(page), "Citrus").focus();
    const keys = ["Shift+Tab", "Enter", ...Array<string>(13).fill("Tab")];
    let presses = 0;
    for (const key of keys) {
      await page.keyboard.press(key);
      presses++;
      if (presses === 1) await expect(page.getByRole("link", { name: "Skip to results" })).toBeFocused();
      if (await buy.evaluate((link) => link === document.activeElement)) break;
    }
    await expect(buy).toBeFocused();
    expect(presses).toBeLessThanOrEqual(15);
    // The chips stay clickable but out of the tab order; the full list is on the bottle's page.
    const chip = third.locator("ul a").first();
    await expect(chip).toHaveAttribute("tabindex", "-1");
  });

  test("Featured order lists bottles of a confirmed maker first; the home page features only those", async ({ page }) => {
    await page.goto("/premium-gins");
    const confirmed = cards.filter(isProducerConfirmed).map((card) => card.name);
    const unconfirmed = cards.filter((card) => !isProducerConfirmed(card)).map((card) => card.name);
    expect(unconfirmed.length).toBeGreaterThan(0);
    // The first page of them (the rest on the next pages).
    await expect.poll(() => names(page)).toEqual([...confirmed, ...unconfirmed].slice(0, LIST_PAGE_SIZE));

    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Icelandic Gins" }).getByRole("article");
    await expect(featured).toHaveCount(6);
    for (const name of await featured.getByRole("heading", { level: 3 }).allTextContents()) expect(confirmed).toContain(name);
  });

  test("axe: the list with a family chosen has no WCAG 2.2 A/AA violations", async ({ page }) => {
    await page.goto("/premium-gins?family=citrus&abv=40-43");
    await expect(results(page).first()).toBeVisible();
    const { violations } = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

for (const { width, touch } of [
  { width: 390, touch: true },
  { width: 1280, touch: false },
]) {
  test.describe(`cards at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: touch, isMobile: touch });

    for (const where of ["/premium-gins", "/"]) {
      test(`on ${where} a card's name and its picture open the bottle`, async ({ page }) => {
        await page.goto(where);
        const card = page.locator("article[data-card]").first();
        const slug = await card.getAttribute("data-card");
        const name = (await card.getByRole("heading").textContent())!;
        const press = (target: Locator) => (touch ? target.tap() : target.click());
        await press(card.getByRole("link", { name, exact: true }));
        await expect(page).toHaveURL(new RegExp(`/(gin|spirit)/${slug}$`));
        await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
        await page.goBack();
        await press(page.locator(`article[data-card="${slug}"] img`).first());
        await expect(page).toHaveURL(new RegExp(`/(gin|spirit)/${slug}$`));
      });
    }
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the filters open in a sheet; after choosing, a one-line summary and the results are right below", async ({ page }) => {
    await page.goto("/premium-gins");
    await expect(filters(page)).toBeHidden();
    await expect(page.getByTestId("filter-summary")).toHaveText("No filters");
    await expect(results(page).first()).toBeInViewport();
    await page.getByRole("button", { name: /^Filters/ }).tap();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await shot(page, "sheet-390");

    const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    const expected = shown({ family: ["citrus"] });
    await familyBox(sheet, "Citrus").tap();
    await expect(page).toHaveURL(/\?family=citrus$/);
    await sheet.getByRole("combobox", { name: "ABV" }).selectOption("40-43");
    const both = shown({ family: ["citrus"], abv: "40-43" });
    expect(both.length).toBeLessThan(expected.length);
    await sheet.getByRole("button", { name: `Show ${bottleCount(both.length, listPages.gin)}` }).tap();
    await expect(sheet).toBeHidden();

    const summary = page.getByTestId("filter-summary");
    await expect(summary).toHaveText("Citrus · 40–42.9%");
    expect((await summary.boundingBox())!.height).toBeLessThan(24);
    await expect(page.getByTestId("count-line")).toBeInViewport();
    await expect(results(page).first()).toBeInViewport();
    await expect.poll(() => names(page)).toEqual(both);
    await shot(page, "results-390");

    // Back undoes the last choice, the sheet stays shut.
    await page.goBack();
    await expect(page).toHaveURL(/\?family=citrus$/);
    await expect(results(page)).toHaveCount(expected.length);
    await expect(summary).toHaveText("Citrus");
  });
});
