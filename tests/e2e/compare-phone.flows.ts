/**
 * Compare for a phone decision: the names stay on screen as the table scrolls, "Show differences
 * only", remove and add on the page (the address keeps the bottles; Back undoes), one summary line
 * per row on phones. Declared here and run by compare-phone.spec.ts (390 px with touch, and 1280 px)
 * and compare-phone.slow-line.spec.ts (the slow-line project: the page fetches /data/products.json).
 */
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { getGin } from "../../content/index";
import { isUnverified } from "../../content/facts";
import { botanicalsSummary, strengthSummary } from "../../app/components/compare/compare-summaries";

export const gin = (slug: string) => getGin(slug)!;
/** A gin as the compare data has it (the fields the summaries read). */
const comparable = (slug: string) => {
  const g = gin(slug);
  return { ...g, unverified: ["alcohol", "botanicals"].filter((field) => isUnverified(g.facts, field)) };
};

export const compareTable = (page: Page) => page.getByRole("region", { name: "Compared bottles" });
export const columnHeaders = (page: Page) => compareTable(page).getByRole("columnheader");
export const addBottle = (page: Page) => page.getByLabel("Add a bottle");
export const differencesOnly = (page: Page) => page.getByLabel("Show differences only");

/** Nothing else is painted over the element's centre. */
export const uncovered = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

/** Opens a comparison and waits for its table. */
export async function openComparison(page: Page, slugs: string[]) {
  await page.goto(`/compare?items=${slugs.join(",")}`);
  await expect(columnHeaders(page)).toHaveCount(slugs.length);
}

const FOUR = ["vor-gin", "himbrimi-old-tom-gin", "lundey-gin", "helviti-gin"];

/** The flows that talk to the network: the page's data, then changes made on the page. */
export function compareNetworkTests({ width }: { width: number }) {
  test("remove and add on the page: the address keeps the bottles, Back undoes, the data is fetched once", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/data/products.json") fetched.push(request.url());
    });
    await openComparison(page, ["vor-gin", "lundey-gin", "olafsson-gin"]);

    await compareTable(page)
      .getByRole("button", { name: `Remove ${gin("lundey-gin").name}` })
      .click();
    await expect(page).toHaveURL(/\/compare\?items=vor-gin,olafsson-gin$/);
    await expect(columnHeaders(page)).toHaveCount(2);
    await expect(addBottle(page)).toBeFocused();
    await expect(page.getByText(`Removed ${gin("lundey-gin").name}.`)).toBeVisible();

    await addBottle(page).selectOption({ label: gin("himbrimi-old-tom-gin").name });
    await expect(page).toHaveURL(/\/compare\?items=vor-gin,olafsson-gin,himbrimi-old-tom-gin$/);
    await expect(columnHeaders(page)).toHaveText([
      gin("vor-gin").name,
      gin("olafsson-gin").name,
      gin("himbrimi-old-tom-gin").name,
    ]);
    // a chosen bottle is not offered again
    await expect(addBottle(page).locator("option", { hasText: gin("vor-gin").name })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`compare-added-${width}.png`) });

    await page.goBack();
    await expect(page).toHaveURL(/\/compare\?items=vor-gin,olafsson-gin$/);
    await expect(columnHeaders(page)).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(/\/compare\?items=vor-gin,lundey-gin,olafsson-gin$/);
    await expect(columnHeaders(page)).toHaveCount(3);
    expect(fetched).toHaveLength(1);

    // The tray elsewhere follows what the page shows now.
    await page.getByRole("link", { name: "Home", exact: true }).first().click();
    await expect(page.getByRole("complementary", { name: "Comparison" })).toContainText(
      `${gin("vor-gin").name}, ${gin("lundey-gin").name}, + 1`,
    );
  });

  test("the empty page offers the catalogue; four bottles leave no room for a fifth", async ({ page }) => {
    await page.goto("/compare");
    await expect(page.getByText("Nothing to compare yet.")).toBeVisible();
    await addBottle(page).selectOption({ label: gin("vor-gin").name });
    await expect(page).toHaveURL(/\/compare\?items=vor-gin$/);
    await expect(columnHeaders(page)).toHaveText([gin("vor-gin").name]);

    await openComparison(page, FOUR);
    await expect(addBottle(page).locator("option")).toHaveCount(1);
    await expect(page.getByText("Remove a bottle to add another (up to 4).")).toBeVisible();
  });
}

/** The layout flows: the names in view, the differences, the summaries. */
export function compareLayoutTests({ width, phone }: { width: number; phone: boolean }) {
  test("the bottles' names stay on screen as the table scrolls down and sideways", async ({ page }) => {
    await openComparison(page, FOUR);
    // To the last row: the table's top brought just under the site header, then to its end (the
    // table's own region where it has one, else the page).
    const lastRow = compareTable(page).getByRole("link", { name: new RegExp(`for ${gin(FOUR[0]!).name}`) });
    await compareTable(page).evaluate((el) => {
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72);
      el.scrollTop = el.scrollHeight;
    });
    await lastRow.scrollIntoViewIfNeeded();
    await expect(lastRow).toBeInViewport();
    const first = columnHeaders(page).first();
    await expect(first).toBeInViewport({ ratio: 1 });
    expect(await uncovered(first.getByRole("link"))).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`compare-names-${width}.png`) });
    if (phone) {
      // two bottles side by side on a phone; the far ones a swipe away, named too
      await expect(columnHeaders(page).nth(1)).toBeInViewport({ ratio: 1 });
      await compareTable(page).evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const last = columnHeaders(page).last();
      await expect(last).toBeInViewport({ ratio: 1 });
      expect(await uncovered(last.getByRole("link"))).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`compare-names-${width}-swiped.png`) });
    } else {
      for (const header of await columnHeaders(page).all()) await expect(header).toBeInViewport({ ratio: 1 });
    }
  });

  test("Show differences only hides the rows that are the same for all, and says which", async ({ page }) => {
    // both 40% vol
    const pair = ["olafsson-gin", "himbrimi-old-tom-gin"];
    expect(gin(pair[0]!).alcohol).toBe(gin(pair[1]!).alcohol);
    await openComparison(page, pair);
    const abv = compareTable(page).getByRole("rowheader", { name: "ABV", exact: true });
    await expect(abv).toHaveCount(1);
    await differencesOnly(page).check();
    await expect(abv).toHaveCount(0);
    await expect(compareTable(page).getByRole("rowheader", { name: "Botanicals", exact: true })).toHaveCount(1);
    await expect(page.getByText(/^The same for all, hidden: .*ABV/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`compare-differences-${width}.png`), fullPage: true });
    await differencesOnly(page).uncheck();
    await expect(abv).toHaveCount(1);
  });

  test(`one summary line per row ${phone ? "on a phone, from the records, with its mark" : "is a phone's: none here"}`, async ({
    page,
  }) => {
    const pair = ["olafsson-gin", "himbrimi-old-tom-gin"];
    await openComparison(page, pair);
    const products = pair.map(comparable);
    const lines = compareTable(page).locator("[data-row-summary]");
    const botanicals = lines.filter({ hasText: botanicalsSummary(products)!.text });
    const strength = lines.filter({ hasText: strengthSummary(products)!.text });
    if (!phone) {
      await expect(botanicals).toBeHidden();
      return;
    }
    expect(botanicalsSummary(products)!.text).toMatch(new RegExp(`^Only one with .*: ${gin("himbrimi-old-tom-gin").name}`));
    await expect(botanicals).toBeVisible();
    await expect(strength).toBeVisible();
    // resting on strengths no public source confirms: marked
    expect(products.some((p) => p.unverified.includes("alcohol"))).toBe(true);
    await expect(strength.getByRole("link", { name: /^unverified/ })).toBeVisible();
    await botanicals.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`compare-summaries-${width}.png`) });
  });
}
