// Compare for a phone decision, at 390 px with touch and at 1280 px: the flows of
// compare-phone.flows.ts, the tray's names, the tray carried by a phone's buy bar, axe on the page.
import { axeBuilder } from "./axe";
import { expect, test, type Page } from "./fixtures";
import {
  compareLayoutTests,
  compareNetworkTests,
  compareTable,
  differencesOnly,
  gin,
  openComparison,
  uncovered,
} from "./compare-phone.flows";

const noPopup = (page: Page) => page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
/** Bottles picked on an earlier visit, as the store keeps them (or as bare slugs, as it kept them before names). */
const picked = (page: Page, items: unknown[]) =>
  page.addInitScript((items) => {
    if (!sessionStorage.getItem("picked")) localStorage.setItem("compare-items", JSON.stringify(items));
    sessionStorage.setItem("picked", "1");
  }, items);
const tray = (page: Page) => page.getByRole("complementary", { name: "Comparison" });

for (const { width, height, phone } of [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
]) {
  test.describe(`compare at ${width}px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    compareLayoutTests({ width, phone });
    // At 390 px these run in the slow-line project (compare-phone.slow-line.spec.ts), a phone of
    // that width on slow 4G: here only the desktop width adds something.
    if (!phone) compareNetworkTests({ width });

    test("the tray names the bottles picked, then how many more", async ({ page }) => {
      await noPopup(page);
      await page.goto("/premium-gins");
      const slugs = ["vor-gin", "himbrimi-old-tom-gin", "lundey-gin"];
      for (const slug of slugs) await page.getByRole("button", { name: `Compare ${gin(slug).name}` }).click();
      await expect(tray(page)).toContainText(`${gin("vor-gin").name}, ${gin("himbrimi-old-tom-gin").name}, + 1`);
      await expect(tray(page).getByRole("link", { name: "Compare (3)" })).toHaveAttribute(
        "href",
        `/compare?items=${slugs.join(",")}`,
      );
      // on screen whole: a long pair of names is cut short, not the page widened
      await expect(tray(page)).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`compare-tray-${width}.png`) });
    });

    test("a list kept before names were stored is named from the catalogue", async ({ page }) => {
      await noPopup(page);
      await picked(page, ["lundey-gin", "vor-gin"]);
      await page.goto("/blog");
      await expect(tray(page)).toContainText(`${gin("lundey-gin").name}, ${gin("vor-gin").name}`);
    });

    test("axe finds nothing on a comparison of four, differences only", async ({ page }) => {
      await openComparison(page, ["vor-gin", "himbrimi-old-tom-gin", "olafsson-gin", "helviti-gin"]);
      await differencesOnly(page).check();
      await compareTable(page).evaluate((el) => el.scrollTo({ left: el.scrollWidth / 2, top: el.scrollHeight / 2 }));
      const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  });
}

test.describe("on a phone's bottle page the buy bar carries the tray", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const path = "/gin/olafsson-gin";
  const buyBar = (page: Page) => page.getByRole("region", { name: `Buy ${gin("olafsson-gin").name}` });
  /** The height of what is fixed or stuck to the screen's bottom edge, at the page's middle. */
  const bottomChrome = (page: Page) =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight / 3);
      let top = window.innerHeight;
      for (const el of document.querySelectorAll<HTMLElement>("body *")) {
        const style = getComputedStyle(el);
        if (!["fixed", "sticky"].includes(style.position) || style.display === "none") continue;
        const box = el.getBoundingClientRect();
        if (box.height > 0 && box.bottom >= window.innerHeight - 24 && box.top < window.innerHeight) top = Math.min(top, box.top);
      }
      return window.innerHeight - top;
    });

  test('as "Compare (2)" on the price\'s line: no tray stacked on it, no taller than the bar alone', async ({ browser }) => {
    const alone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const plain = await alone.newPage();
    await noPopup(plain);
    await plain.goto(path);
    await expect(buyBar(plain)).toBeVisible();
    const barAlone = await bottomChrome(plain);
    await alone.close();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await noPopup(page);
    await picked(page, [
      { slug: "lundey-gin", name: gin("lundey-gin").name },
      { slug: "vor-gin", name: gin("vor-gin").name },
    ]);
    await page.goto(path);
    const link = buyBar(page).getByRole("link", { name: "Compare (2)" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/compare?items=lundey-gin,vor-gin");
    await expect(tray(page)).toBeHidden();
    const merged = await bottomChrome(page);
    console.log(`bottom chrome at 390: bar alone ${barAlone} px, with Compare (2) ${merged} px`);
    test.info().annotations.push({ type: "measured", description: `bar alone ${barAlone} px, merged ${merged} px` });
    expect(merged).toBeLessThanOrEqual(barAlone);
    expect(await uncovered(buyBar(page).getByRole("link", { name: /^(Buy Now|Search Nammi)/ }))).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`compare-buy-bar-390.png`) });
    // Adding this bottle counts it in the bar at once.
    await page
      .getByRole("main")
      .getByRole("button", { name: `Compare ${gin("olafsson-gin").name}` })
      .first()
      .click();
    const three = buyBar(page).getByRole("link", { name: "Compare (3)" });
    await expect(three).toBeVisible();
    await three.click();
    await expect(page).toHaveURL(/\/compare\?items=lundey-gin,vor-gin,olafsson-gin$/);
    await context.close();
  });

  test("the tray is back on a page without a buy bar, and on a bottle page at 1280 px", async ({ page }) => {
    await noPopup(page);
    await picked(page, [{ slug: "vor-gin", name: gin("vor-gin").name }]);
    await page.goto("/premium-gins");
    await expect(tray(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(tray(page)).toContainText(gin("vor-gin").name);
    await expect(buyBar(page)).toBeHidden();
  });
});
