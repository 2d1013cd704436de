// Prices and Buy Now as a visitor meets them: a price only from an offer checked at a shop (none is
// in the content yet, so every bottle says its price is not checked), the Where to buy box, Buy Now
// as a search at the shop that says so, and the note before the click that Buy Now is an ad.
// Pages with offers are covered by app/components/products/where-to-buy.test.tsx (no offer is made
// up in content/ for a test).
import { expect, test, type Page } from "./fixtures";
import { getGin, getDistillery, spiritsOfDistillery } from "../../content/index";

const vor = getGin("vor-gin")!;
const ad = (page: Page) => page.getByRole("link", { name: "Ad: we may earn a commission" });

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px a bottle without a checked price says so in Where to buy, beside the shop's search`, async ({ page }) => {
    expect(vor.offers).toEqual([]);
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
    await page.goto("/gin/vor-gin");
    const box = page.getByRole("region", { name: "Where to buy" });
    await expect(box).toHaveText(/^Where to buyNo price has been checked for Vor Gin yet\. Search Nammi for Vor Gin/);
    const search = box.getByRole("link", { name: /^Search Nammi for Vor Gin/ });
    await expect(search).toHaveAttribute("href", vor.buy.href);
    await expect(search).toHaveAttribute("href", /^https:\/\/nammi\.is\/\?s=Vor\+Gin&post_type=product&ref=ginsoficeland$/);
    await expect(search).toHaveAttribute("target", "_blank");
    await expect(search).toHaveAttribute("rel", "sponsored noopener noreferrer");
    // the button says it is a search too, and the note that it is an ad stands beside it
    const button = page
      .getByRole("main")
      .getByRole("link", { name: /^Search Nammi for Vor Gin/ })
      .first();
    await expect(button).toBeVisible();
    const note = ad(page).first();
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute("href", "/affiliate-disclosure");
    const [buttonBox, noteBox] = [(await button.boundingBox())!, (await note.boundingBox())!];
    // under the row of buttons (on a phone the Compare button wraps below Buy Now)
    expect(noteBox.y - (buttonBox.y + buttonBox.height)).toBeLessThan(80);
    // readable: at least 12 px text
    expect(await note.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole("main")).not.toContainText(/[$€]\d/);
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`vor-gin-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("structured data claims no offer for a bottle without a current checked price", async ({ page }) => {
  await page.goto("/gin/vor-gin");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((block) => JSON.parse(block) as Record<string, unknown>).find((d) => d["@type"] === "Product");
  expect(product).toBeDefined();
  expect(product).not.toHaveProperty("offers");
});

const distillery = getDistillery("eimverk-distillery")!;
const pagesWithBuyNow = [
  "/",
  "/premium-gins",
  "/premium-whiskies",
  "/premium-vodkas",
  "/premium-brennivins",
  `/all-distillery/${distillery.slug}`,
  `/compare?items=vor-gin,lundey-gin`,
];

test("every page with a Buy Now says, beside the first one, that it is an ad", async ({ page }) => {
  expect(spiritsOfDistillery(distillery).length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of pagesWithBuyNow) {
    await page.goto(path);
    const first = page
      .getByRole("main")
      .getByRole("link", { name: /^(Buy Now|Search Nammi)/ })
      .first();
    await first.scrollIntoViewIfNeeded();
    const note = ad(page).first();
    await expect(note, path).toBeVisible();
    await expect(note, path).toHaveAttribute("href", "/affiliate-disclosure");
    const [buyBox, noteBox] = [(await first.boundingBox())!, (await note.boundingBox())!];
    // beside it: within a few lines of the button, not somewhere else on the page
    expect(Math.abs(noteBox.y - buyBox.y), path).toBeLessThan(120);
  }
});
