import { LIST_PAGE_SIZE } from "../../app/lib/catalogue/list-paging";
import { expect, test, type Page } from "./fixtures";
import { ginCards } from "../../content/index";
import { bottleCount, listPages } from "../../app/components/products/list-copy";

const LIST_POSITION = 1800;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const gins = (page: Page) => page.getByRole("region", { name: "Premium Icelandic Gins", exact: true });

/** Waits until two frames pass without the page scrolling. */
async function untilScrollSettles(page: Page) {
  const stillOverTwoFrames = () =>
    page.evaluate(async () => {
      const before = window.scrollY;
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      return window.scrollY === before;
    });
  await expect.poll(stillOverTwoFrames).toBe(true);
}

/** Scrolls the window and waits until it is there (the page may still be settling). */
async function scrollTo(page: Page, y: number) {
  await expect
    .poll(async () => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      return scrollY(page);
    })
    .toBe(y);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("a gin opened from the list starts at the top, and Back returns the list to where it was", async ({ page }) => {
      await page.goto("/premium-gins");
      // About 1,800 px down, where a Learn More is on screen (below the fixed header, above the
      // bottom edge), so that clicking it does not scroll the list first.
      const listPosition = await gins(page)
        .getByRole("link", { name: /^Learn More about / })
        .evaluateAll(
          (links, around) =>
            links
              .map((link) => Math.round(link.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2))
              .find((top) => top >= around) ?? around,
          LIST_POSITION,
        );
      await scrollTo(page, listPosition);
      const names = await gins(page)
        .getByRole("link", { name: /^Learn More about / })
        .evaluateAll((links) =>
          links
            .filter((link) => {
              const box = link.getBoundingClientRect();
              return box.top > 72 && box.bottom < window.innerHeight - 8;
            })
            .map((link) => link.textContent ?? ""),
        );
      const name = names[0]?.replace(/^Learn More about /, "");
      expect(name, "a Learn More link in view at 1,800 px").toBeTruthy();
      const learnMore = gins(page).getByRole("link", { name: `Learn More about ${name}`, exact: true });
      const onScreen = async () => Math.round((await learnMore.boundingBox())?.y ?? NaN);
      await untilScrollSettles(page);
      const leftAt = await onScreen();
      await learnMore.click();

      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/premium-gins$/);
      await expect(gins(page)).toBeVisible();
      // The card opened is where it stood on screen, give or take a line: cards the window has not
      // reached are laid out at a reserved height (content-visibility), and whether one just above
      // the window has been laid out at its own by the time the position is restored depends on
      // the frames the browser had (29 px apart on a busy host, a title on two lines).
      const aLine = viewport.height / 20;
      await expect.poll(async () => Math.abs((await onScreen()) - leftAt)).toBeLessThanOrEqual(aLine);
      await expect(learnMore).toBeInViewport({ ratio: 1 });
      expect(Math.abs((await scrollY(page)) - listPosition)).toBeLessThan(100);

      await page.screenshot({ path: test.info().outputPath(`scroll-back-${viewport.width}.png`) });
    });

    test("a filter change keeps the scroll position", async ({ page }) => {
      await page.goto("/premium-gins");
      const sort = page.getByLabel("Sort by", { exact: true });
      // On a phone the filters open in a sheet from a button where the filter bar stands.
      const phone = viewport.width < 768;
      const bar = phone ? page.getByRole("button", { name: /^Filters/ }) : sort;
      // The filter bar near the top of the window, the page header scrolled away.
      const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const position = Math.round(barTop - 200);
      expect(position).toBeGreaterThan(100);
      await scrollTo(page, position);

      if (phone) await bar.click();
      await sort.selectOption("price-asc");
      await expect(page).toHaveURL(/\/premium-gins\?sort=price-asc$/);
      if (phone)
        await page
          .getByRole("dialog", { name: "Filters" })
          .getByRole("button", { name: `Show ${bottleCount(ginCards().length, listPages.gin)}` })
          .click();
      await expect(gins(page).getByRole("article")).toHaveCount(Math.min(ginCards().length, LIST_PAGE_SIZE));
      expect(await scrollY(page)).toBe(position);
    });
  });
}
