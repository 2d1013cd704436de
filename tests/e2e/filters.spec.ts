import { expect, test, type Page } from "./fixtures";
import {
  ABV_BANDS,
  filterProducts,
  sortProducts,
  styleInPlaceOfType,
  type Criteria,
} from "../../app/lib/catalogue/catalogue-filter";
import { ginCards } from "../../content/index";
import { GIN_STYLES, styleOfType } from "../../content/styles";
import { LIST_PAGE_SIZE } from "../../app/lib/catalogue/list-paging";

/** A list draws a page of cards at most (the rest on Show more or the next page). */
const drawn = (n: number) => Math.min(n, LIST_PAGE_SIZE);
/**
 * Chooses in a filter as a visitor does, reaching the field first: the options read from the bottles
 * (type, botanical, distillery) come with the list's file, which reaching the filters loads.
 */
const choose = async (page: Page, label: string, value: string) => {
  const select = page.getByLabel(label, { exact: true });
  await select.focus();
  await select.selectOption(value);
};

// The cards as the list has them: Featured order puts bottles of an unconfirmed maker last.
const gins = ginCards();
const articles = (page: Page) => page.getByRole("region", { name: "Premium Icelandic Gins", exact: true }).getByRole("article");
// Read through expect.poll: the address changes a frame before the list does (the old cards still show, then the matches).
const names = async (page: Page) => articles(page).getByRole("heading", { level: 2 }).allTextContents();

const cases = [
  { label: "Botanicals", value: "Crowberry", query: "botanical=Crowberry", criteria: { botanical: "Crowberry" } },
  { label: "ABV", value: "50-plus", query: "abv=50-plus", criteria: { abv: "50-plus" } },
  {
    label: "Distillery",
    value: "Reykjavík Spirits",
    query: "distillery=Reykjav%C3%ADk+Spirits",
    criteria: { distillery: "Reykjavík Spirits" },
  },
];

const shown = (criteria: Criteria) => sortProducts(filterProducts(gins, criteria), criteria.sort).map((g) => g.name);
/** From the records: a style and an ABV band that each show gins, but together none (a link from before the catalogue changed). */
const emptyPair = GIN_STYLES.flatMap((style) =>
  ABV_BANDS.map((band) => ({ style: style.id, abv: band.id }) as const).filter(
    (pair) => shown({ style: [pair.style] }).length > 0 && shown({ abv: pair.abv }).length > 0,
  ),
).find((pair) => shown({ style: [pair.style], abv: pair.abv }).length === 0)!;
/** From the records: an ABV band that shows some gins but not all. */
const someAbv = ABV_BANDS.find((band) => shown({ abv: band.id }).length > 0 && shown({ abv: band.id }).length < gins.length)!.id;

for (const { label, value, query, criteria } of cases) {
  test(`the ${label} filter narrows the gins, and the URL reproduces it after a reload`, async ({ page }) => {
    const expected = sortProducts(filterProducts(gins, criteria), undefined).map((g) => g.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(gins.length);
    await page.goto("/premium-gins");
    await choose(page, label, value);
    await expect(page).toHaveURL(new RegExp(`\\?${query.replace(/[+?]/g, "\\$&")}$`));
    await expect(articles(page)).toHaveCount(drawn(expected.length));
    await expect(page.getByTestId("count-line")).toHaveText(`Showing ${expected.length} of ${gins.length} premium gins`);
    await expect.poll(() => names(page)).toEqual(expected.slice(0, LIST_PAGE_SIZE));
    await page.reload();
    await expect(articles(page)).toHaveCount(drawn(expected.length));
  });
}

test("the Price filter reads the checked prices in krónur, and No checked price keeps the bottles without one", async ({
  page,
}) => {
  const price = page.getByLabel("Price", { exact: true });
  await page.goto("/premium-gins");
  // Each option with the number of gins it shows.
  const count = (price: string) => filterProducts(gins, { price }).length;
  await expect(price.getByRole("option")).toHaveText([
    `All (${gins.length})`,
    `Under 7,000 ISK (${count("under-7000")})`,
    `7,000–9,999 ISK (${count("7000-10000")})`,
    `10,000–13,999 ISK (${count("10000-14000")})`,
    `14,000 ISK and over (${count("14000-plus")})`,
    `No checked price (${count("none")})`,
  ]);
  for (const value of ["none", "7000-10000"]) {
    const expected = sortProducts(filterProducts(gins, { price: value }), undefined).map((g) => g.name);
    // An option that would show nothing cannot be chosen; its address still answers, empty.
    if (expected.length === 0) {
      await expect(price.locator(`option[value="${value}"]`)).toBeDisabled();
      await page.goto(`/premium-gins?price=${value}`);
    } else await price.selectOption(value);
    await expect(page).toHaveURL(new RegExp(`\\?price=${value}$`));
    await expect(articles(page)).toHaveCount(drawn(expected.length));
    await expect.poll(() => names(page)).toEqual(expected.slice(0, LIST_PAGE_SIZE));
    await page.reload();
    await expect(articles(page)).toHaveCount(drawn(expected.length));
    if (expected.length === 0) await expect(page.getByText("No bottles match these filters.")).toBeVisible();
  }
});

test("Clear filters shows only with a filter set; it clears the filters and keeps the sort", async ({ page }) => {
  const clear = page.getByRole("search", { name: "Filter and sort" }).getByRole("button", { name: "Clear filters" });
  for (const address of ["/premium-gins", "/premium-gins?sort=price-asc"]) {
    await page.goto(address);
    await expect(page.getByTestId("count-line")).toHaveText(`Showing ${gins.length} premium gins`);
    await expect(clear).toHaveCount(0);
  }
  await page.goto(`/premium-gins?abv=${someAbv}&sort=price-asc`);
  const band = shown({ abv: someAbv, sort: "price-asc" });
  await expect(articles(page)).toHaveCount(drawn(band.length));
  await expect.poll(() => names(page)).toEqual(band.slice(0, LIST_PAGE_SIZE));
  await clear.click();
  await expect(page).toHaveURL(/\/premium-gins\?sort=price-asc$/);
  await expect(articles(page)).toHaveCount(drawn(gins.length));
  await expect(page.getByTestId("count-line")).toHaveText(`Showing ${gins.length} premium gins`);
  await expect
    .poll(() => names(page))
    .toEqual(
      sortProducts(gins, "price-asc")
        .map((g) => g.name)
        .slice(0, LIST_PAGE_SIZE),
    );
  await expect(clear).toHaveCount(0);
  // Choosing a filter brings it back.
  await page.getByLabel("ABV", { exact: true }).selectOption(someAbv);
  await expect(clear).toBeVisible();
});

test("an empty result says so and offers to clear; back returns to the previous filter", async ({ page }) => {
  // A choice that leaves nothing cannot be made in the form (its option says 0 and is disabled), but
  // an address can still ask for it: a shared link from before the catalogue changed.
  expect(emptyPair, "a style and a band with no gin in both").toBeDefined();
  const { style, abv } = emptyPair;
  await page.goto(`/premium-gins?style=${style}`);
  await expect(page.getByLabel("ABV", { exact: true }).locator(`option[value="${abv}"]`)).toBeDisabled();
  await page.goto(`/premium-gins?style=${style}&abv=${abv}`);
  await expect(page.getByText("No bottles match these filters.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear filters" }).last()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?style=${style}$`));
  await expect(articles(page)).toHaveCount(shown({ style: [style] }).length);
  const html = await (await page.request.get("/premium-gins?type=Pink")).text();
  expect(html).toContain('<link rel="canonical" href="https://ginsoficeland.com/premium-gins"/>');
});

test("a visit that starts without a query: filter, Back to all the gins, Forward to the filter again", async ({ page }) => {
  await page.goto("/premium-gins");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const band = shown({ abv: someAbv }).length;
  await choose(page, "ABV", someAbv);
  await expect(articles(page)).toHaveCount(drawn(band));
  await page.goBack();
  await expect(page).toHaveURL(/\/premium-gins$/);
  await expect(articles(page)).toHaveCount(drawn(gins.length));
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`\\?abv=${someAbv}$`));
  await expect(articles(page)).toHaveCount(drawn(band));
});

test("the gin list has no Type filter; an old ?type= address finds the style its badge names, or every gin", async ({ page }) => {
  await page.goto("/premium-gins");
  const filters = page.getByRole("search", { name: "Filter and sort" });
  await expect(filters.getByRole("group", { name: "Style" })).toBeVisible();
  await expect(filters.getByLabel("Type", { exact: true })).toHaveCount(0);
  // A type whose badge names a style, and one that names none, both from the cards.
  const named = gins.map((g) => g.type).find((type) => styleOfType(type))!;
  const unnamed = gins.map((g) => g.type).find((type) => !styleOfType(type))!;
  const style = GIN_STYLES.find((s) => s.id === styleOfType(named))!;
  const expected = shown(styleInPlaceOfType({ type: named }));
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(`/premium-gins?type=${encodeURIComponent(named)}`);
  await expect(articles(page)).toHaveCount(drawn(expected.length));
  await expect.poll(() => names(page)).toEqual(expected.slice(0, LIST_PAGE_SIZE));
  await expect(
    filters.getByRole("group", { name: "Style" }).getByRole("checkbox", { name: new RegExp(`^${style.name} \\(`) }),
  ).toBeChecked();
  await page.goto(`/premium-gins?type=${encodeURIComponent(unnamed)}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByTestId("count-line")).toHaveText(`Showing ${gins.length} premium gins`);
  await expect(articles(page)).toHaveCount(drawn(gins.length));
});
