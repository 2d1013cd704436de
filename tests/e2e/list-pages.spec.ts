import { expect, test, type Page } from "./fixtures";
import { filterProducts } from "../../app/lib/catalogue/catalogue-filter";
import { LIST_PAGE_SIZE, pageCountOf } from "../../app/lib/catalogue/list-paging";
import type { ListIndex } from "../../app/lib/clients/list-index";

/**
 * A list longer than a page comes in pre-rendered pages linked to each other; its filters read the
 * whole list from the built file (/data/premium-gins-index.json), which these tests also read.
 */
const INDEX = "/data/premium-gins-index.json";
const LIST = "/premium-gins";

let gins: ListIndex["products"] = [];
test.beforeAll(async ({ request }) => {
  gins = ((await (await request.get(INDEX)).json()) as ListIndex).products;
  // The gin list needs at least two pages for these tests to mean anything.
  expect(pageCountOf(gins.length)).toBeGreaterThan(1);
});

const region = (page: Page) => page.getByRole("region", { name: "Premium Icelandic Gins", exact: true });
const names = (page: Page) => region(page).getByRole("article").getByRole("heading", { level: 2 });
const pages = (page: Page) => page.getByRole("navigation", { name: "Pages" });
const namesOf = (list: { name: string }[]) => list.map((gin) => gin.name);
const lastPage = () => gins.slice((pageCountOf(gins.length) - 1) * LIST_PAGE_SIZE);

test("page 2, reached by its link, shows the next cards at its own address; Back and Forward move between the pages", async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(names(page)).toHaveText(namesOf(gins.slice(0, LIST_PAGE_SIZE)));
  await expect(page.getByTestId("count-line")).toHaveText(`Showing ${gins.length} premium gins`);
  await pages(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/page/2$`));
  await expect(names(page)).toHaveText(namesOf(gins.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE)));
  await expect(page.getByTestId("count-line")).toHaveText(`Showing ${gins.length} premium gins`);
  await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(new RegExp(`Page 2 of ${pageCountOf(gins.length)}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${LIST}/page/2$`));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(names(page)).toHaveText(namesOf(gins.slice(0, LIST_PAGE_SIZE)));
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${LIST}/page/2$`));
  await expect(names(page)).toHaveText(namesOf(gins.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE)));
});

test("every gin is reachable by plain links from the list's pages, without script", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const seen: string[] = [];
  let address: string | null = LIST;
  const visited: string[] = [];
  while (address) {
    visited.push(address);
    expect((await page.goto(address))?.status()).toBe(200);
    seen.push(
      ...(await region(page)
        .getByRole("article")
        .getByRole("heading", { level: 2 })
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!))),
    );
    const next = pages(page).locator('a[rel="next"]');
    address = (await next.count()) > 0 ? await next.getAttribute("href") : null;
    expect(visited.length).toBeLessThanOrEqual(pageCountOf(gins.length));
  }
  expect(visited).toHaveLength(pageCountOf(gins.length));
  expect(seen.sort()).toEqual(gins.map((gin) => gin.href).sort());
  await context.close();
});

test("a filter finds a gin of the last page, loading the whole list once", async ({ page }) => {
  // A gin on the last page only, and a distillery filter that keeps it (from the built data).
  const gin = lastPage()[0]!;
  const expected = filterProducts(gins, { distillery: gin.distillery });
  const loads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === INDEX) loads.push(request.url());
  });
  await page.goto(LIST);
  await expect(names(page).filter({ hasText: gin.name })).toHaveCount(0);
  expect(loads).toHaveLength(0);
  // Reaching the filters loads the list's file, with the distilleries of every page.
  await page.getByLabel("Distillery", { exact: true }).focus();
  await page.getByLabel("Distillery", { exact: true }).selectOption(gin.distillery);
  await expect(region(page).getByRole("heading", { level: 2, name: gin.name, exact: true })).toBeVisible();
  await expect(page.getByTestId("count-line")).toHaveText(`Showing ${expected.length} of ${gins.length} premium gins`);
  await expect(pages(page)).toHaveCount(0);
  await page.getByLabel("Sort by", { exact: true }).selectOption("name");
  await expect(page).toHaveURL(/sort=name/);
  await page.getByRole("search", { name: "Filter and sort" }).getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByTestId("count-line")).toHaveText(`Showing ${gins.length} premium gins`);
  expect(loads).toHaveLength(1);
  // Back to the page as it was before any choice: the server's first page and its links.
  await page.goto(LIST);
  await expect(names(page)).toHaveText(namesOf(gins.slice(0, LIST_PAGE_SIZE)));
  await expect(pages(page)).toBeVisible();
});

test("a filtered address loaded directly shows the whole list's matches; Back returns to the page", async ({ page }) => {
  const gin = lastPage().at(-1)!;
  const expected = filterProducts(gins, { distillery: gin.distillery });
  await page.goto(`${LIST}/page/2`);
  await page.goto(`${LIST}?distillery=${encodeURIComponent(gin.distillery)}`);
  await expect(region(page).getByRole("heading", { level: 2, name: gin.name, exact: true })).toBeVisible();
  await expect(names(page)).toHaveCount(Math.min(expected.length, LIST_PAGE_SIZE));
  await expect(page.getByTestId("count-line")).toHaveText(`Showing ${expected.length} of ${gins.length} premium gins`);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}/page/2$`));
  await expect(names(page)).toHaveText(namesOf(gins.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE)));
});

test("page 1 has no second address, and a page past the end is not found", async ({ page }) => {
  for (const path of [`${LIST}/page/1`, `${LIST}/page/${pageCountOf(gins.length) + 1}`]) {
    expect((await page.goto(path))?.status()).toBe(404);
  }
});

test("page 2 on a phone and a wide screen (screenshots)", async ({ page }, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${LIST}/page/2`);
    await expect(names(page).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`premium-gins-page-2-${width}.png`), fullPage: true });
    await pages(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`premium-gins-page-2-${width}-pages.png`) });
  }
});
