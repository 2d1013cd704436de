// Prices and Buy Now as a visitor meets them: a price only from an offer checked at a shop (a bottle
// without one says its price is not checked), the Where to buy box, Buy Now as a search at the shop
// that says so, and the note before the click that Buy Now is an ad.
// Pages with offers are covered by app/components/products/where-to-buy.test.tsx (no offer is made
// up in content/ for a test).
import { expect, test, type Page } from "./fixtures";
import { affiliateShop, listDistilleries, listGinDetails, spiritsOfDistillery } from "../../content/index";

// A gin whose file records no offer, whichever it is today (npm run offer adds them).
const unpriced = listGinDetails().find((gin) => gin.offers.length === 0);
const shop = affiliateShop().name;
const ad = (page: Page) => page.getByRole("link", { name: "Ad: we may earn a commission" });

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px a bottle without a checked price says so in Where to buy, beside the shop's search`, async ({ page }) => {
    test.skip(!unpriced, "every gin has a checked price");
    const { name, slug, buy } = unpriced!;
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
    await page.goto(`/gin/${slug}`);
    const box = page.getByRole("region", { name: "Where to buy" });
    await expect(box).toHaveText(
      new RegExp(`^Where to buyNo price has been checked for ${name} yet\\. Search ${shop} for ${name}`),
    );
    const search = box.getByRole("link", { name: new RegExp(`^Search ${shop} for ${name}`) });
    await expect(search).toHaveAttribute("href", buy.href);
    const href = new URL((await search.getAttribute("href"))!);
    expect(href.origin).toBe(new URL(affiliateShop().url!).origin);
    expect(href.searchParams.get("s")).toBeTruthy();
    expect(href.searchParams.get("ref")).toBe("ginsoficeland");
    await expect(search).toHaveAttribute("target", "_blank");
    await expect(search).toHaveAttribute("rel", "sponsored noopener noreferrer");
    // the button says it is a search too, and the note that it is an ad stands beside it
    const button = page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`^Search ${shop} for ${name}`) })
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
    await page.screenshot({ path: test.info().outputPath(`${slug}-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test("structured data claims no offer for a bottle without a current checked price", async ({ page }) => {
  test.skip(!unpriced, "every gin has a checked price");
  await page.goto(`/gin/${unpriced!.slug}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((block) => JSON.parse(block) as Record<string, unknown>).find((d) => d["@type"] === "Product");
  expect(product).toBeDefined();
  expect(product).not.toHaveProperty("offers");
});

const distillery = listDistilleries().find((d) => spiritsOfDistillery(d).length > 0)!;
const [firstGin, secondGin] = listGinDetails();
const pagesWithBuyNow = [
  "/",
  "/premium-gins",
  "/premium-whiskies",
  "/premium-vodkas",
  "/premium-brennivins",
  `/all-distillery/${distillery.slug}`,
  `/compare?items=${firstGin!.slug},${secondGin!.slug}`,
];

test("every page with a Buy Now says, beside the first one, that it is an ad", async ({ page }) => {
  expect(distillery).toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of pagesWithBuyNow) {
    await page.goto(path);
    const first = page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`^(Buy Now|Search ${shop})`) })
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
