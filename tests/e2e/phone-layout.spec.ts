// Phone layout: no page scrolls sideways on a phone, compare reads on a phone, the
// compare tray never hides the page's end, and client navigation shows no "Loading..." flash.
import { AXE_PAGE_TYPES, wcagViolations } from "./axe";
import { expect, forgetVisit, inBatches, test, waitForQuiet, type Page } from "./fixtures";
import { getGin, listGins } from "../../content/index";

const COMPARED = ["lundey-gin", "olafsson-gin", "vor-gin", "helviti-gin"];
const compareAddress = `/compare?items=${COMPARED.join(",")}`;

/** One page of each type, and what shows once it is ready. */
const pageTypes = [
  { name: "home", path: "/" },
  { name: "gin list", path: "/premium-gins" },
  { name: "whisky list", path: "/premium-whiskies" },
  { name: "vodka list", path: "/premium-vodkas" },
  { name: "brennivín list", path: "/premium-brennivins" },
  { name: "gin detail", path: "/gin/lundey-gin" },
  { name: "vodka detail", path: "/vodka/reyka-vodka" },
  { name: "spirit detail", path: "/spirit/floki-single-malt-whisky" },
  { name: "distillery", path: "/all-distillery/eimverk-distillery" },
  { name: "map", path: "/distilleries" },
  { name: "blog list", path: "/blog" },
  { name: "blog post", path: "/blog/what-do-vikings-drink" },
  { name: "why page", path: "/why-icelandic-gin" },
  { name: "botanical", path: "/botanicals/arctic-thyme" },
  { name: "cocktail index", path: "/cocktails" },
  { name: "contact", path: "/contact" },
  { name: "legal page", path: "/cookie-policy" },
  { name: "how we describe bottles", path: "/how-we-describe-bottles" },
  { name: "search with a query", path: "/search?q=gin" },
  { name: "compare with four bottles", path: compareAddress },
  { name: "admin", path: "/admin" },
  { name: "gin not found", path: "/gin/no-such-gin" },
  { name: "unknown address (ends home)", path: "/no-such-page" },
];

const AXE_PATHS = new Set(AXE_PAGE_TYPES.map(({ path }) => path));
const compareTable = (page: Page) => page.getByRole("region", { name: "Compared bottles" });

/**
 * What sticks out past the right edge and is not clipped by a region that scrolls by itself (an
 * absolutely positioned element escapes every such region up to its positioned ancestor): for the
 * failure message.
 */
const overflowing = (page: Page, width: number) =>
  page.evaluate((width) => {
    const clipped = (el: HTMLElement): boolean => {
      const absolute = ["absolute", "fixed"].includes(getComputedStyle(el).position);
      const stop = absolute ? el.offsetParent : null;
      let passedStop = !absolute;
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (node === stop) passedStop = true;
        if (passedStop && getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
      .slice(0, 8)
      .map((el) => {
        const id = el.id ? `#${el.id}` : "";
        const cls = typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
        return `${el.tagName.toLowerCase()}${id}${cls} right=${Math.round(el.getBoundingClientRect().right)}`;
      });
  }, width);

/** Adds bottles to the comparison before any page script runs (as if picked on an earlier visit). */
const pickBottles = (page: Page, slugs: string[]) =>
  page.addInitScript((items) => {
    if (!sessionStorage.getItem("picked")) localStorage.setItem("compare-items", JSON.stringify(items));
    sessionStorage.setItem("picked", "1");
  }, slugs);

for (const width of [360, 390]) {
  test.describe(`no sideways scroll at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 844 }, isMobile: true, hasTouch: true });

    // A few tests a width, each going through its pages in one tab (storage cleared between): a
    // fresh context and a half second of network silence a page were most of a test a page. At
    // 390 px axe checks a11y.spec.ts's pages here too, and the comparison scrolled sideways.
    for (const batch of inBatches(pageTypes, width === 390 ? 3 : 2)) {
      test(batch.map(({ name, path }) => `${name} (${path})`).join(", "), async ({ page }) => {
        test.setTimeout(batch.length * 60_000); // each page the guard it had as a test of its own
        for (const { path } of batch) {
          await test.step(path, async () => {
            await page.goto(path);
            if (path === "/no-such-page") await expect.soft(page, path).toHaveURL(/\/$/);
            await expect.soft(page.getByRole("heading", { level: 1 }).first(), `${path}: its h1`).toBeVisible();
            if (path.startsWith("/compare"))
              await expect.soft(page.getByRole("columnheader"), `${path}: four bottles`).toHaveCount(4);
            // Deferred sections and the footer in too.
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            await waitForQuiet(page);
            const { scrollWidth, innerWidth } = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            }));
            expect
              .soft(scrollWidth, `${path} wider than the screen: ${(await overflowing(page, width)).join("; ")}`)
              .toBeLessThanOrEqual(width);
            // (a phone widens its layout viewport to fit a page that is too wide)
            expect.soft(innerWidth, `${path}: the layout viewport`).toBe(width);
            if (width === 390 && (AXE_PATHS.has(path) || path === compareAddress)) {
              if (path === compareAddress) await compareTable(page).evaluate((el) => el.scrollTo({ left: el.scrollWidth / 2 }));
              expect.soft(await wcagViolations(page), `${path}: WCAG 2.2 A/AA violations`).toEqual([]);
            }
            await forgetVisit(page);
          });
        }
      });
    }
  });
}

test.describe("compare on a phone", () => {
  for (const width of [360, 390]) {
    test(`at ${width}px four bottles scroll in their own region, row names stay in view, the menu button on screen`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: width === 360 ? 740 : 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(compareAddress);
      await expect(page.getByRole("columnheader")).toHaveCount(4);
      const region = compareTable(page);
      await expect(region).toHaveAttribute("tabindex", "0");
      await expect(page.getByText("Swipe the table sideways to see every bottle")).toBeVisible();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath(`compare-${width}.png`) });
      // the table up to the screen's top (under the site header: its pictures, then the names)
      await region.evaluate((el) => el.scrollIntoView({ block: "start" }));

      // The region scrolls, the page does not.
      const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(page.getByRole("columnheader", { name: getGin(COMPARED[3]!)!.name })).toBeInViewport({ ratio: 1 });
      // A phone's row names are lines of their own above each row, kept at the region's left edge.
      const rowName = (label: string) => region.locator("[data-row-name]", { hasText: label });
      for (const label of ["Distillery", "Botanicals", "Finish"]) {
        const box = (await rowName(label).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      // The last column's cells do not paint over the row names: at a row name's centre is the row name.
      const covered = await rowName("Distillery").evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(covered).toBe(true);
      await region.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`compare-${width}-scrolled.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }

  test("the region scrolls with the keyboard once focused", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(compareAddress);
    const region = compareTable(page);
    await expect(page.getByRole("columnheader")).toHaveCount(4);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });

  test("at 1280px the four columns fit without scrolling (desktop unchanged)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(compareAddress);
    await expect(page.getByRole("columnheader")).toHaveCount(4);
    const sizes = await compareTable(page).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    await expect(page.getByText("Swipe the table sideways to see every bottle")).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`compare-1280.png`), fullPage: true });
  });
});

test.describe("the compare tray leaves room for the page's end", () => {
  for (const { width, height, mobile } of [
    { width: 360, height: 740, mobile: true },
    { width: 390, height: 844, mobile: true },
    { width: 1280, height: 800, mobile: false },
  ]) {
    test(`at ${width}px the footer's last link and line can be scrolled above the tray`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });
      const page = await context.newPage();
      await pickBottles(page, COMPARED.slice(0, 2));
      await page.goto("/blog");
      const tray = page.getByRole("complementary", { name: "Comparison" });
      await expect(tray).toContainText(`${getGin(COMPARED[0]!)!.name}, ${getGin(COMPARED[1]!)!.name}`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The footer's last link and its last line (the copyright) are both clear of the tray.
      const footer = page.getByRole("contentinfo");
      const last = footer.getByRole("link").last();
      const lastLine = footer.getByText("All rights reserved.");
      await expect(lastLine).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`tray-footer-${width}.png`) });
      for (const target of [last, lastLine]) {
        const hit = await target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
        expect(hit, `the tray covers "${await target.textContent()}"`).toBe(true);
        const [trayBox, box] = [await tray.boundingBox(), await target.boundingBox()];
        expect(box!.y + box!.height).toBeLessThanOrEqual(trayBox!.y);
      }
      await context.close();
    });
  }

  test("with the tray gone, the room goes too", async ({ page }) => {
    await pickBottles(page, COMPARED.slice(0, 1));
    await page.goto("/blog");
    const tray = page.getByRole("complementary", { name: "Comparison" });
    await expect(tray).toBeVisible();
    const footerPadding = () => page.getByRole("contentinfo").evaluate((el) => getComputedStyle(el).paddingBottom);
    expect(parseFloat(await footerPadding())).toBeGreaterThanOrEqual(64);
    await tray.getByRole("button", { name: "Clear the comparison" }).click();
    await expect(tray).toBeHidden();
    expect(await footerPadding()).toBe("0px");
  });
});

/** Records any text with "Loading" that appears inside <main> from now on. */
const watchForLoading = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __loadingSeen: string[] }).__loadingSeen = seen;
    const check = (node: Node) => {
      const text = node.textContent ?? "";
      const main = document.querySelector("main");
      const inside = main ? main.contains(node) || node.contains(main) : false;
      if (/Loading/.test(text) && (inside || (node instanceof Element && node.matches("main, main *"))))
        seen.push(text.trim().slice(0, 80));
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") check(record.target);
        for (const node of record.addedNodes) check(node);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
const loadingSeen = (page: Page) => page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen);

test.describe("no Loading... flash on client navigation", () => {
  for (const width of [390, 1280]) {
    test.describe(`at ${width}px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

      test("home -> the gin list -> a gin page -> Back", async ({ page }) => {
        const gin = listGins()[0]!;
        await page.goto("/");
        await watchForLoading(page);
        await page.getByRole("link", { name: "Explore Premium Gins" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Premium Icelandic Gins" })).toBeVisible();
        await page.getByRole("link", { name: `Learn more about ${gin.name}` }).click();
        await expect(page.getByRole("heading", { level: 1, name: gin.name })).toBeVisible();
        await page.goBack();
        await expect(page.getByRole("heading", { level: 1, name: "Premium Icelandic Gins" })).toBeVisible();
        expect(await loadingSeen(page)).toEqual([]);
      });
    });
  }
});

test("the phone sweep takes in every page a11y.spec.ts checks, so each gets axe at 390 px", () => {
  expect(AXE_PAGE_TYPES.filter(({ path }) => !pageTypes.some((type) => type.path === path))).toEqual([]);
});

test.describe("axe at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // (the pages of a11y.spec.ts and the comparison scrolled sideways: in the phone sweep above)

  test("a list with the compare tray open, scrolled to the end", async ({ page }) => {
    await pickBottles(page, COMPARED);
    await page.goto("/premium-gins");
    await expect(page.getByRole("complementary", { name: "Comparison" })).toContainText("+ 2");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForQuiet(page);
    await page.screenshot({ path: test.info().outputPath(`tray-list-390.png`) });
    expect(await wcagViolations(page)).toEqual([]);
  });
});
