// The generated bottle drawings say what they are, at 390 and 1280 px: "Illustration" under each
// (cards, the bottle page, similar bottles, compare, search rows), and an alt text that says it.
// A photo keeps no caption: tests/e2e/photos.spec.ts, on a build with photos.
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { listGins } from "../../content/index";
import { similarBottles } from "../../app/lib/catalogue/similar-bottles";
import { cardListPage } from "../../app/lib/routing/list-pages";

const gins = listGins();
const bottle = gins.find((gin) => gin.slug === "himbrimi-old-tom-gin")!;
const similar = similarBottles(bottle);
/** The gins the list's first page draws (this build has no photos: every one is a drawing). */
const firstPage = cardListPage("gin", 1)!.products;

/** Every caption in `scope`: "Illustration", shown, under its picture and across from it. */
async function expectCaptionUnderPicture(scope: Locator) {
  const caption = scope.getByText("Illustration", { exact: true });
  await expect(caption).toBeVisible();
  // the first picture in scope (a search row's thumbnail has an empty alt: no img role)
  const picture = (await scope.locator("img").first().boundingBox())!;
  const box = (await caption.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
  expect(box.y).toBeLessThanOrEqual(picture.y + picture.height + 24);
  // centred under it, give or take a pixel
  expect(Math.abs(box.x + box.width / 2 - (picture.x + picture.width / 2))).toBeLessThanOrEqual(2);
}

const card = (page: Page, slug: string) => page.locator(`article[data-card="${slug}"]`);

for (const { width, height, touch } of [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 900, touch: false },
]) {
  test.describe(`illustrations at ${width}px`, () => {
    test.use({ viewport: { width, height }, isMobile: touch, hasTouch: touch });

    test("every card of the gin list says its bottle is an illustration, in its caption and alt text", async ({ page }) => {
      await page.goto("/premium-gins");
      const cards = page.locator("article[data-card]");
      await expect(cards).toHaveCount(firstPage.length);
      for (const gin of firstPage.slice(0, 3)) {
        const scope = card(page, gin.slug);
        await scope.scrollIntoViewIfNeeded();
        await expect(scope.getByRole("img", { name: `Illustration of a bottle of ${gin.name}`, exact: true })).toBeVisible();
        await expectCaptionUnderPicture(scope.locator("> div").first());
      }
      await expect(page.locator("[data-illustration]")).toHaveCount(firstPage.length);
      // no caption is a tab stop, and none is read twice (the alt text says it)
      for (const caption of await page.locator("[data-illustration]").all()) {
        await expect(caption).toHaveAttribute("aria-hidden", "true");
        expect(await caption.evaluate((el) => el.closest("a, button") === null && (el as HTMLElement).tabIndex < 0)).toBe(true);
      }
      await card(page, firstPage[0]!.slug).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`illus-gin-list-${width}.png`) });
    });

    test("the bottle page captions its drawing, and so do its similar bottles", async ({ page }) => {
      await page.goto(`/gin/${bottle.slug}`);
      const figure = page.getByRole("figure").first();
      await expect(figure.getByRole("img", { name: `Illustration of a bottle of ${bottle.name}`, exact: true })).toBeVisible();
      await expectCaptionUnderPicture(figure);
      await page.screenshot({ path: test.info().outputPath(`illus-bottle-page-${width}.png`) });

      const related = page.locator('[aria-labelledby="related-heading"]');
      await related.scrollIntoViewIfNeeded();
      for (const item of similar) await expectCaptionUnderPicture(card(page, item.slug).locator("> div").first());
      await card(page, similar[0]!.slug).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`illus-similar-${width}.png`) });
    });

    test("the comparison captions each drawing", async ({ page }) => {
      const picked = gins.slice(0, 2);
      await page.goto(`/compare?items=${picked.map((gin) => gin.slug).join(",")}`);
      for (const gin of picked) {
        const picture = page.getByRole("img", { name: `Illustration of a bottle of ${gin.name}`, exact: true });
        await expect(picture).toBeVisible();
        await expectCaptionUnderPicture(page.locator("td").filter({ has: picture }));
      }
      await page.screenshot({ path: test.info().outputPath(`illus-compare-${width}.png`) });
    });

    test("search rows caption their drawings", async ({ page }) => {
      await page.goto("/search?q=rhubarb");
      const rows = page
        .getByRole("region", { name: "Search results" })
        .getByRole("listitem")
        .filter({ has: page.locator("img") });
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) await expectCaptionUnderPicture(rows.nth(index));
      await page.screenshot({ path: test.info().outputPath(`illus-search-${width}.png`) });
    });
  });
}
