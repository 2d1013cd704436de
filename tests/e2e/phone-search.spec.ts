import { axeBuilder } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { recordTraffic, SLOW_4G } from "./slow-line";
import { showResults, type SearchIndex } from "../../app/lib/catalogue/search";
import { navigation } from "../../app/config/site";

const FIELD = "Search bottles, distilleries and articles";

const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
const panel = (page: Page) => page.getByRole("dialog", { name: "Search" });
const field = (page: Page) => panel(page).getByRole("combobox", { name: FIELD });
const options = (page: Page) => panel(page).getByRole("listbox", { name: "Search results" }).getByRole("option");

/** The titles the desktop search lists for a query, in the order shown: the same index and ranking, run here. */
async function desktopTitles(page: Page, query: string) {
  const index: SearchIndex = await (await page.request.get("/data/search-index.json")).json();
  return showResults(index, query, 8).groups.flatMap((group) => group.entries.map((entry) => entry.title));
}

/** Each option starts with its title (its picture has no text but, under a drawing, the Illustration caption). */
const startingWith = (titles: string[]) =>
  titles.map((title) => new RegExp(`^(Illustration)?${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

async function openPanel(page: Page) {
  await searchButton(page).tap();
  await expect(panel(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

for (const width of [360, 390]) {
  test.describe(`phone header search at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 844 }, isMobile: true, hasTouch: true });

    test("a 44 px Search button beside the menu button; the menu keeps its six links", async ({ page }) => {
      await page.goto("/premium-gins");
      const box = await searchButton(page).boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await expect(searchButton(page)).toBeInViewport({ ratio: 1 });
      const menu = await page.getByRole("button", { name: "Open menu" }).boundingBox();
      const gap = menu!.x - (box!.x + box!.width);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(16);
      await page.getByRole("button", { name: "Open menu" }).tap();
      await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText(
        navigation.map((item) => item.name),
      );
    });

    test("one tap opens it focused; results while typing; arrows and Enter open the highlighted one", async ({ page }) => {
      await page.goto("/premium-vodkas");
      await openPanel(page);
      await page.keyboard.type("olaf");
      await expect(options(page).first()).toContainText("Ólafsson Gin");
      await expect(field(page)).toHaveAttribute("aria-expanded", "true");
      const listId = await panel(page).getByRole("listbox").getAttribute("id");
      await expect(field(page)).toHaveAttribute("aria-controls", listId!);
      await page.keyboard.press("ArrowDown");
      await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
      await expect(field(page)).toHaveAttribute("aria-activedescendant", `${listId}-0`);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/gin\/olafsson-gin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Ólafsson Gin" })).toBeVisible();
      await expect(panel(page)).toBeHidden();
      // The chosen page took the panel's history entry: Back returns to where search was opened.
      await page.goBack();
      await expect(page).toHaveURL(/\/premium-vodkas$/);
    });

    test("Escape closes it, focus returns to the button, and no history entry is left", async ({ page }) => {
      await page.goto("/premium-gins");
      await page.getByRole("button", { name: "Open menu" }).tap();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Vodkas" }).tap();
      await expect(page).toHaveURL(/\/premium-vodkas$/);
      await openPanel(page);
      await page.keyboard.type("olaf");
      await expect(options(page).first()).toContainText("Ólafsson Gin");
      await page.keyboard.press("Escape");
      await expect(panel(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();
      await expect(page).toHaveURL(/\/premium-vodkas$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/premium-gins$/);
    });

    test("Back closes it and stays on the page without loading it again", async ({ page }) => {
      await page.goto("/premium-gins");
      const traffic = recordTraffic(page);
      await openPanel(page);
      await page.keyboard.type("olaf");
      await expect(options(page).first()).toContainText("Ólafsson Gin");
      await page.goBack();
      await expect(panel(page)).toBeHidden();
      await expect(page).toHaveURL(/\/premium-gins$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(searchButton(page)).toBeFocused();
      expect(traffic.data()).toEqual([]);
      expect(traffic.sent.filter((request) => request.resourceType === "document")).toEqual([]);
      // It opens again as before.
      await openPanel(page);
      await expect(field(page)).toHaveValue("");
    });

    test("accents fold as on the desktop: olafs and Ólafs list the same bottles in the same order", async ({ page }) => {
      await page.goto("/");
      await openPanel(page);
      const expected = await desktopTitles(page, "olafs");
      expect(expected[0]).toBe("Ólafsson Gin");
      expect(await desktopTitles(page, "Ólafs")).toEqual(expected);
      for (const query of ["olafs", "Ólafs"]) {
        await field(page).fill(query);
        await expect(options(page).first()).toContainText(expected[0]!);
        await expect(options(page)).toHaveText(startingWith(expected));
      }
    });

    test("no results says so, offers botanical pages and links to the full search page", async ({ page }) => {
      await page.goto("/premium-gins");
      await openPanel(page);
      await page.keyboard.type("qqxqq");
      await expect(options(page).first()).toHaveText("No results for “qqxqq”.");
      await expect(panel(page).getByRole("group", { name: "Browse botanicals" }).getByRole("option")).not.toHaveCount(0);
      const link = panel(page).getByRole("link", { name: "Search page for “qqxqq”" });
      await expect(link).toHaveAttribute("href", "/search?q=qqxqq");
      await link.tap();
      await expect(page).toHaveURL(/\/search\?q=qqxqq$/);
      await expect(page.getByText("No results for “qqxqq”.")).toBeVisible();
      await expect(panel(page)).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(/\/premium-gins$/);
    });

    test("open, it keeps focus inside and the page does not scroll sideways", async ({ page }) => {
      await page.goto("/premium-gins");
      await openPanel(page);
      await page.keyboard.type("gin");
      await expect(options(page)).toHaveCount(8);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      const widths = await page.evaluate(() => {
        const dialog = document.querySelector("dialog[open]")!;
        return {
          page: document.documentElement.scrollWidth,
          dialog: dialog.scrollWidth,
          view: window.innerWidth,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(widths.view);
      expect(widths.dialog).toBeLessThanOrEqual(widths.view);
      await page.screenshot({ path: test.info().outputPath(`panel-${width}.png`) });
    });
  });
}

test.describe("phone header search at 390px: a slow phone, and axe", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("an arrow key pressed while the results are on their way keeps its row", async ({ page }) => {
    await page.goto("/premium-gins");
    await openPanel(page);
    await page.keyboard.type("ol");
    await expect(options(page).first()).toContainText("Ólafsson Gin");
    // A phone ten times slower: the results for the next letters are drawn after the key is pressed
    // (they once cleared the row it chose).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
    await page.keyboard.type("afsson");
    await page.keyboard.press("ArrowDown");
    await expect(options(page)).toHaveText(startingWith(await desktopTitles(page, "olafsson")));
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    await expect(field(page)).toHaveAttribute("aria-activedescendant", (await options(page).first().getAttribute("id"))!);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  test("no WCAG 2.2 A/AA violations with the panel open and results shown", async ({ page }) => {
    await page.goto("/premium-gins");
    await openPanel(page);
    await page.keyboard.type("olaf");
    await expect(options(page).first()).toContainText("Ólafsson Gin");
    await page.keyboard.press("ArrowDown");
    await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
    const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("phone header search on a slow line", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, networkConditions: SLOW_4G });
  test.setTimeout(60_000);

  test("the index loads on first open, once, and results still come as typed", async ({ page }) => {
    const traffic = recordTraffic(page);
    await page.goto("/premium-gins");
    await page.waitForLoadState("networkidle");
    expect(traffic.to("/data/search-index.json")).toHaveLength(0);
    await openPanel(page);
    await page.keyboard.type("olaf");
    await expect(options(page).first()).toContainText("Ólafsson Gin", { timeout: 20_000 });
    await page.keyboard.type("sson");
    await expect(options(page).first()).toContainText("Ólafsson Gin");
    expect(traffic.to("/data/search-index.json")).toHaveLength(1);
  });
});

test.describe("wide screens", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the top bar keeps its search field and shows no Search button", async ({ page }) => {
    await page.goto("/premium-gins");
    await expect(page.getByRole("combobox", { name: FIELD })).toBeVisible();
    await expect(searchButton(page)).toBeHidden();
  });
});
