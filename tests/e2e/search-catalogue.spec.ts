// Search that knows the catalogue, as a visitor meets it at 390 and 1280 px: the search page
// without console errors, synonyms and negations, results grouped by kind with botanical pages,
// bottle rows with picture and strength, "All N results" in the drop-down and the phone panel,
// the drop-down's last row whole, and suggestions when nothing matches.
import { axeBuilder } from "./axe";
import { expect, forgetVisit, test, waitForQuiet, type Page } from "./fixtures";
import { getBotanicalPage } from "../../content/index";

const FIELD = "Search bottles, distilleries and articles";
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Errors the page logs or throws (React's hydration errors are reported as both). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const results = (page: Page) => page.getByRole("region", { name: "Search results" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Search results" });

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the search page at ${width}px`, () => {
    test.use({ viewport: { width, height }, isMobile: width < 640, hasTouch: width < 640 });

    const addresses = ["/search?q=", "/search?q=citrus", "/search"];
    test(`${addresses.join(", ")} open without a console error`, async ({ page }) => {
      const errors = collectErrors(page);
      // One tab for the three (storage cleared between): a fresh context each cost more than the checks.
      for (const address of addresses) {
        await test.step(address, async () => {
          await page.goto(address);
          await expect.soft(page.getByRole("heading", { level: 1, name: "Search" }), address).toBeVisible();
          if (address.endsWith("citrus"))
            await expect.soft(page.getByTestId("count-line"), address).toContainText("for “citrus”");
          await waitForQuiet(page);
          expect.soft(errors.splice(0), address).toEqual([]);
          await forgetVisit(page);
        });
      }
    });

    test("citrus: bottles with lemon, grapefruit or bergamot, grouped, without Vor; rows with picture and strength", async ({
      page,
    }) => {
      await page.goto("/search?q=citrus");
      const bottles = results(page).getByRole("region", { name: /^Bottles/ });
      await expect(bottles.getByRole("link").first()).toBeVisible();
      await expect(bottles.getByRole("link", { name: "Vor Gin", exact: true })).toHaveCount(0);
      await expect(bottles.getByRole("link", { name: "Ólafsson Gin", exact: true })).toBeVisible();
      const first = bottles.getByRole("listitem").first();
      await expect(first.locator("img")).toHaveAttribute("src", /^\/images\/bottles\/.+\.svg$/);
      await expect(first).toContainText(/\d+(\.\d+)?% vol/);
      // no price has been checked for any bottle: none is shown
      await expect(results(page)).not.toContainText(/ISK|EUR|\$/);
      const count = await page.getByTestId("count-line").textContent();
      const total = Number(count!.match(/^(\d+) results/)![1]);
      expect(await results(page).getByRole("link").count()).toBe(total);
      await page.screenshot({ path: test.info().outputPath(`search-page-citrus-${width}.png`), fullPage: true });
    });

    test("rhubarb: the botanical page first, then its bottles", async ({ page }) => {
      await page.goto("/search?q=rhubarb");
      // The botanical's page first, then its bottles; other groups (a distillery whose profile names
      // rhubarb) may follow.
      const groups = results(page).getByRole("heading", { level: 2 });
      await expect(groups.first()).toHaveText(/^Botanicals/);
      await expect(groups.nth(1)).toHaveText(/^Bottles/);
      await expect(results(page).getByRole("link").first()).toHaveAttribute("href", "/botanicals/rhubarb");
      const bottles = results(page).getByRole("region", { name: /^Bottles/ });
      for (const product of getBotanicalPage("rhubarb")!.products)
        await expect(bottles.getByRole("link", { name: product.name, exact: true })).toBeVisible();
    });

    test("nothing found: the closest names and botanical pages to go on from", async ({ page }) => {
      await page.goto("/search?q=brenivinn");
      await expect(page.getByTestId("count-line")).toHaveText("No results for “brenivinn”.");
      const closest = results(page).getByRole("region", { name: "Did you mean" });
      await expect(closest.getByRole("link").first()).toContainText("Brennivín");
      await expect(results(page).getByRole("region", { name: "Browse botanicals" }).getByRole("link")).not.toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`search-page-nothing-${width}.png`), fullPage: true });
      const axe = await axeBuilder(page).withTags(WCAG).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });

    test("the results page has no WCAG 2.2 A/AA violations", async ({ page }) => {
      await page.goto("/search?q=thyme");
      await expect(results(page).getByRole("link").first()).toBeVisible();
      const axe = await axeBuilder(page).withTags(WCAG).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  });
}

test.describe("the drop-down at 1280px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("groups, shows its last row whole, and ends with All N results, which opens the search page", async ({ page }) => {
    await page.goto("/premium-gins");
    const box = page.getByRole("combobox", { name: FIELD });
    await box.fill("gin");
    const options = listbox(page).getByRole("option");
    const all = options.last();
    await expect(all).toHaveText(/^All \d+ results for “gin”$/);
    const total = Number((await all.textContent())!.match(/All (\d+)/)![1]);
    expect(total).toBeGreaterThan(8);
    await expect(options).toHaveCount(9);
    await expect(listbox(page).getByRole("group", { name: "Bottles" })).toBeVisible();
    // every row whole inside the list, without scrolling it, and the list inside the window
    const list = (await listbox(page).boundingBox())!;
    expect(list.y + list.height).toBeLessThanOrEqual(800);
    for (const option of await options.all()) {
      const row = (await option.boundingBox())!;
      expect(row.y + row.height).toBeLessThanOrEqual(list.y + list.height);
    }
    expect(await listbox(page).evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath(`search-dropdown-gin-1280.png`) });
    // the arrows reach it last; Enter opens the search page with every result
    for (let i = 0; i < 9; i++) await box.press("ArrowDown");
    await expect(all).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=gin$/);
    await expect(page.getByTestId("count-line")).toHaveText(`${total} results for “gin”`);
  });

  test("citrus: no Vor; blóðberg: the Arctic Thyme page; misspellings still found", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: FIELD });
    await box.fill("citrus");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await expect(listbox(page)).not.toContainText("Vor Gin");
    await page.screenshot({ path: test.info().outputPath(`search-dropdown-citrus-1280.png`) });
    await box.fill("blóðberg");
    await expect(listbox(page).getByRole("option").first()).toContainText("Arctic Thyme");
    for (const [query, title] of [
      ["olafson", "Ólafsson Gin"],
      ["brenivin", "Brennivín"],
      ["floki", "Flóki"],
    ]) {
      await box.fill(query!);
      await expect(listbox(page).getByRole("option").first(), query).toContainText(title!);
    }
  });

  test("nothing found: suggestions to choose from", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: FIELD });
    await box.fill("brenivinn");
    await expect(listbox(page).getByRole("group", { name: "Did you mean" }).getByRole("option").first()).toContainText(
      "Brennivín",
    );
    await expect(listbox(page).getByRole("group", { name: "Browse botanicals" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`search-dropdown-nothing-1280.png`) });
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Brennivín" })).toBeVisible();
  });

  test("the open drop-down has no WCAG 2.2 A/AA violations", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: FIELD }).fill("rhubarb");
    await expect(listbox(page).getByRole("group", { name: "Botanicals" })).toBeVisible();
    const axe = await axeBuilder(page).withTags(WCAG).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("the phone panel at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("groups with pictures, and All N results under them", async ({ page }) => {
    await page.goto("/premium-gins");
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).tap();
    const panel = page.getByRole("dialog", { name: "Search" });
    await page.keyboard.type("rhubarb");
    await expect(panel.getByRole("group", { name: "Botanicals" }).getByRole("option").first()).toContainText("Rhubarb");
    const bottles = panel.getByRole("group", { name: "Bottles" }).getByRole("option");
    await expect(bottles.first().locator("img")).toBeVisible();
    const link = panel.getByRole("link", { name: /^All \d+ results for “rhubarb”$/ });
    await expect(link).toHaveAttribute("href", "/search?q=rhubarb");
    await page.screenshot({ path: test.info().outputPath(`search-panel-rhubarb-390.png`) });
    // two letters off: nothing found, and Rhubarb is the closest name
    await page.keyboard.type("xx");
    await expect(panel.getByRole("group", { name: "Did you mean" }).getByRole("option").first()).toContainText("Rhubarb");
    await page.screenshot({ path: test.info().outputPath(`search-panel-nothing-390.png`) });
  });
});
