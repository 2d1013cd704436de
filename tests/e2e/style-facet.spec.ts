import { axeBuilder } from "./axe";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { filterProducts, sortProducts, type Criteria } from "../../app/lib/catalogue/catalogue-filter";
import { ginCards, listAllProducts } from "../../content/index";
import { GIN_STYLES } from "../../content/styles";
import { bottleCount, listPages } from "../../app/components/products/list-copy";
import { LIST_PAGE_SIZE } from "../../app/lib/catalogue/list-paging";

/**
 * The Style facet of the gin list: styles from the records, several at once, a count beside each
 * that the results match, the address keeping the choice, Back undoing it, the phone's sheet and
 * summary; and the bottle page showing a style with its mark or its sources.
 */
const cards = ginCards();
const records = new Map(listAllProducts().map((product) => [product.slug, product]));

/** Straight from the records: the gins whose file names this style. */
const ginsOfStyle = (name: string) => cards.filter((card) => records.get(card.slug)!.style === name).map((card) => card.name);
const offered = GIN_STYLES.filter((style) => ginsOfStyle(style.name).length > 0);
const londonDry = GIN_STYLES.find((style) => style.id === "london-dry")!;
const oldTom = GIN_STYLES.find((style) => style.id === "old-tom")!;

const results = (page: Page) => page.getByRole("region", { name: "Premium Icelandic Gins", exact: true }).getByRole("article");
const names = (page: Page) => results(page).getByRole("heading", { level: 2 }).allTextContents();
const filters = (page: Page) => page.getByRole("search", { name: "Filter and sort" });
const styleBox = (scope: Locator | Page, name: string) =>
  scope.getByRole("group", { name: "Style" }).getByRole("checkbox", { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const countIn = (text: string) => Number(/\((\d+)\)\s*$/.exec(text)?.[1] ?? Number.NaN);
const labelOf = (box: Locator) => box.evaluate((input) => (input as HTMLInputElement).labels![0]!.textContent ?? "");
const shown = (criteria: Criteria) => sortProducts(filterProducts(cards, criteria), criteria.sort).map((card) => card.name);
const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`style-${name}.png`) });
};
const axeViolations = async (page: Page) => {
  const { violations } = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("each style's count is the gins whose record names it; choosing styles shows them; the address keeps it; Back undoes it", async ({
    page,
  }) => {
    expect(ginsOfStyle(londonDry.name).length).toBeGreaterThan(1);
    await page.goto("/premium-gins");
    // Only styles the records name are offered, in the published order, each with its count.
    await expect(filters(page).getByRole("group", { name: "Style" }).getByRole("checkbox")).toHaveCount(offered.length);
    for (const style of offered)
      expect(countIn(await labelOf(styleBox(filters(page), style.name))), style.name).toBe(ginsOfStyle(style.name).length);

    const dry = styleBox(filters(page), londonDry.name);
    await dry.click(); // the box follows the address, which the click changes
    await expect(dry).toBeChecked();
    await expect(page).toHaveURL(/\/premium-gins\?style=london-dry$/);
    await expect(results(page)).toHaveCount(ginsOfStyle(londonDry.name).length);
    await expect.poll(async () => (await names(page)).toSorted()).toEqual(ginsOfStyle(londonDry.name).toSorted());
    await expect(page.getByTestId("count-line")).toHaveText(
      `Showing ${ginsOfStyle(londonDry.name).length} of ${cards.length} premium gins`,
    );
    await shot(page, "london-dry-1280");

    // A second style adds its gins (a gin has one style): the two counts add up to the list.
    const tom = styleBox(filters(page), oldTom.name);
    const tomCount = countIn(await labelOf(tom));
    await tom.click();
    await expect(page).toHaveURL(/\?style=london-dry&style=old-tom$/);
    await expect(results(page)).toHaveCount(ginsOfStyle(londonDry.name).length + tomCount);
    await expect.poll(() => names(page)).toEqual(shown({ style: ["london-dry", "old-tom"] }));

    await page.reload();
    await expect(styleBox(filters(page), oldTom.name)).toBeChecked();
    await expect(results(page)).toHaveCount(ginsOfStyle(londonDry.name).length + tomCount);
    await page.goBack();
    await expect(page).toHaveURL(/\?style=london-dry$/);
    await expect(styleBox(filters(page), oldTom.name)).not.toBeChecked();
    await expect(results(page)).toHaveCount(ginsOfStyle(londonDry.name).length);
    await page.goBack();
    await expect(page).toHaveURL(/\/premium-gins$/);
    await expect(results(page)).toHaveCount(Math.min(cards.length, LIST_PAGE_SIZE));
  });

  test("with another filter chosen, each style's count still matches what choosing it shows", async ({ page }) => {
    await page.goto("/premium-gins?abv=40-43");
    await expect(results(page)).toHaveCount(shown({ abv: "40-43" }).length);
    for (const style of offered)
      expect(countIn(await labelOf(styleBox(filters(page), style.name))), style.name).toBe(
        shown({ abv: "40-43", style: [style.id] }).length,
      );
    await expect(page.getByRole("link", { name: "About styles" })).toHaveAttribute("href", "/how-we-describe-bottles#styles");
  });

  test("axe: the list with a style chosen has no WCAG 2.2 A/AA violations", async ({ page }) => {
    await page.goto("/premium-gins?style=london-dry&style=navy-strength");
    await expect(results(page)).toHaveCount(shown({ style: ["london-dry", "navy-strength"] }).length);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a bottle page shows its style: sourced without a mark, unsourced with the mark", async ({ page }) => {
    // From the records: a gin whose style a source names, and one whose style is marked.
    const sourced = cards.find((card) => !card.unverified.includes("style"))!;
    const marked = cards.find((card) => card.unverified.includes("style"))!;
    await page.goto(sourced.href);
    const plain = page.locator("p", { hasText: new RegExp(`^Style: ${sourced.style}$`) });
    await expect(plain).toBeVisible();
    await expect(plain.getByRole("link", { name: /unverified/ })).toHaveCount(0);
    await page.goto(marked.href);
    const withMark = page.locator("p", { hasText: new RegExp(`^Style: ${marked.style}`) });
    await expect(withMark).toBeVisible();
    await expect(withMark.getByRole("link", { name: /unverified/ })).toBeVisible();
    await shot(page, "bottle-1280");
    // The type badge stays as it was, beside the style.
    await expect(page.locator('[data-fact="type"]')).toContainText(marked.type);
  });

  test("Style is the gin list's one category: no Type filter beside it", async ({ page }) => {
    await page.goto("/premium-gins");
    await expect(filters(page).getByRole("group", { name: "Style" }).getByRole("checkbox")).toHaveCount(offered.length);
    await expect(filters(page).getByLabel("Type", { exact: true })).toHaveCount(0);
    await page.getByText("Every gin has one style").scrollIntoViewIfNeeded();
    await shot(page, "filters-1280");
  });

  test("How We Describe Bottles says how a style is given and names each style", async ({ page }) => {
    await page.goto("/how-we-describe-bottles#styles");
    const heading = page.getByRole("heading", { name: "Styles", exact: true });
    await expect(heading).toBeVisible();
    await expect(page.locator("#styles ~ p").filter({ hasText: /Every\s+gin has one/ })).toBeVisible();
    // Each style with what it means, as the Style filter offers it.
    const list = page.locator("#styles ~ ul").first();
    for (const style of GIN_STYLES) await expect(list).toContainText(`${style.name}: ${style.means}`);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the Style facet is in the sheet; the summary names the style and the results follow at once", async ({ page }) => {
    await page.goto("/premium-gins");
    await page.getByRole("button", { name: /^Filters/ }).tap();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet.getByLabel("Type", { exact: true })).toHaveCount(0);
    await shot(page, "sheet-open-390");
    const tom = styleBox(sheet, oldTom.name);
    await tom.scrollIntoViewIfNeeded();
    await expect(tom).toBeVisible();
    expect(countIn(await labelOf(tom))).toBe(ginsOfStyle(oldTom.name).length);
    await tom.tap();
    await expect(page).toHaveURL(/\?style=old-tom$/);
    await styleBox(sheet, londonDry.name).tap();
    await expect(page).toHaveURL(/\?style=old-tom&style=london-dry$/);
    const both = shown({ style: ["old-tom", "london-dry"] });
    await expect(sheet.getByRole("button", { name: `Show ${bottleCount(both.length, listPages.gin)}` })).toBeVisible();
    await shot(page, "sheet-390");
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole("button", { name: `Show ${bottleCount(both.length, listPages.gin)}` }).tap();
    await expect(sheet).toBeHidden();

    const summary = page.getByTestId("filter-summary");
    await expect(summary).toHaveText("London Dry · Old Tom");
    await expect(results(page).first()).toBeInViewport();
    await expect.poll(() => names(page)).toEqual(both);
    await shot(page, "results-390");

    await page.goBack();
    await expect(page).toHaveURL(/\?style=old-tom$/);
    await expect(summary).toHaveText("Old Tom");
    await expect(results(page)).toHaveCount(ginsOfStyle(oldTom.name).length);
  });

  test("a bottle page shows its style beside the type badge, with the mark where no source names it", async ({ page }) => {
    const gin = cards.find((card) => card.unverified.includes("style"))!;
    await page.goto(gin.href);
    const marked = page.locator("p", { hasText: new RegExp(`^Style: ${gin.style}`) });
    await expect(marked).toBeInViewport();
    await expect(marked.getByRole("link", { name: /unverified/ })).toBeVisible();
    await shot(page, "bottle-390");
  });
});
