/**
 * Search that reads the query, as a visitor meets it: "juniper -citrus" leaves out what mentions
 * citrus, "icelandic vodka" lists every vodka, "cocktail" offers the cocktail index, "peaty" finds
 * something. What to expect is read from the built site's own data (/data/search-index.json,
 * /data/catalogue.json), not from names. Declared here and run by two specs: search-query.spec.ts
 * (390 px with touch and 1280 px) and search-query.slow-line.spec.ts (a phone on slow 4G).
 */
import { expect, type Page } from "./fixtures";
import { fold, type SearchIndex } from "../../app/lib/catalogue/search";

const results = (page: Page) => page.getByRole("region", { name: "Search results" });

/** The built search index, as the browser loads it. */
async function builtIndex(page: Page): Promise<SearchIndex> {
  const response = await page.request.get("/data/search-index.json");
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchIndex;
}

/** The addresses of every row a results page shows. */
async function shownHrefs(page: Page): Promise<string[]> {
  return results(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
}

/** Opens the search page for a query and waits for its count line. */
async function searchPage(page: Page, query: string) {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByTestId("count-line")).toContainText(`for “${query}”`);
}

/**
 * "juniper -citrus": results, none of them a record whose words (name, row, indexed text) say
 * citrus or one of the words the index gives for it (lemon, bergamot…), and a line saying so.
 */
export async function juniperWithoutCitrus(page: Page) {
  const index = await builtIndex(page);
  const citrus = ["citrus", ...(index.synonyms.citrus ?? [])];
  expect(citrus.length).toBeGreaterThan(1);
  const mentionsCitrus = new Set(
    index.entries
      .filter((entry) => {
        const words = new Set(fold(`${entry.title} ${entry.subtitle} ${entry.text}`).split(" "));
        return citrus.some((phrase) => phrase.split(" ").every((word) => words.has(word)));
      })
      .map((entry) => entry.href),
  );
  expect(mentionsCitrus.size).toBeGreaterThan(0);
  await searchPage(page, "juniper -citrus");
  await expect(page.getByTestId("count-line")).toHaveText(/^\d+ results? for “juniper -citrus”$/);
  const shown = await shownHrefs(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((href) => mentionsCitrus.has(href))).toEqual([]);
  await expect(page.getByTestId("excluded-line")).toHaveText("Leaving out what mentions “citrus”.");
}

/** "icelandic vodka": every vodka of the built catalogue is listed. */
export async function everyIcelandicVodka(page: Page) {
  const response = await page.request.get("/data/catalogue.json");
  const { products } = (await response.json()) as { products: { category: string; url: string }[] };
  const vodkas = products.filter((product) => product.category === "vodka").map((product) => new URL(product.url).pathname);
  expect(vodkas.length).toBeGreaterThan(1);
  await searchPage(page, "icelandic vodka");
  const shown = await shownHrefs(page);
  expect(vodkas.filter((href) => !shown.includes(href))).toEqual([]);
}

/** "peaty": at least one result, no "Did you mean". */
export async function peatyFindsSomething(page: Page) {
  await searchPage(page, "peaty");
  await expect(page.getByTestId("count-line")).toHaveText(/^\d+ results? for “peaty”$/);
  await expect(results(page).getByRole("link").first()).toBeVisible();
  await expect(results(page).getByRole("region", { name: "Did you mean" })).toHaveCount(0);
}

/** The search page for "cocktail" has the cocktail index under its own heading. */
export async function cocktailOnTheSearchPage(page: Page) {
  await searchPage(page, "cocktail");
  const pages = results(page).getByRole("region", { name: /^Pages/ });
  await expect(pages.getByRole("link", { name: "House Cocktails" })).toHaveAttribute("href", "/cocktails");
}

/** The phone's search panel: "cocktail" offers the cocktail index; choosing it opens the page. */
export async function cocktailFromThePhonePanel(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).tap();
  const panel = page.getByRole("dialog", { name: "Search" });
  await panel.getByRole("combobox").pressSequentially("cocktail");
  const option = panel.getByRole("group", { name: "Pages" }).getByRole("option", { name: /House Cocktails/ });
  await expect(option).toBeVisible();
  await option.tap();
  await expect(page).toHaveURL(/\/cocktails$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("House Cocktails");
}
