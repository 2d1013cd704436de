// The site's look, at 390 and 1280 px: headings in the share cards' face, served by the site
// itself, and on a phone a bottle page that opens with links to its main sections.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL } from "./env";

const noPopup = (page: Page) => page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));

/** The font Chromium actually drew an element's text with (not the CSS list it was asked for). */
async function drawnFont(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  // A web font is named by its file ("Source Serif 4 SemiBold"); isCustomFont: the site's file, not one on the device.
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`);
}

for (const { width, height, phone } of [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    test("headings are drawn in Source Serif 4, from this site, without holding up the first paint", async ({ page }) => {
      await noPopup(page);
      const fonts: string[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "font") fonts.push(`${response.url()} ${response.headers()["content-type"]}`);
      });
      await page.goto("/premium-gins");
      // The face is declared to show only when at hand: the page never waits for it, nor re-flows.
      const display = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Source Serif 4").map((face) => face.display),
      );
      expect(display).toEqual(["optional"]);
      await page.evaluate(() => document.fonts.load('600 1em "Source Serif 4"'));
      expect(fonts).toHaveLength(1);
      expect(fonts[0]).toMatch(new RegExp(`^${E2E_BASE_URL}/assets/[^ ]+\\.woff2 font/woff2$`));
      // Once fetched, every page draws its headings with it.
      await page.goto("/premium-whiskies");
      expect(await drawnFont(page, "h1")).toEqual([expect.stringMatching(/^Source Serif 4( SemiBold)? \(web font\)$/)]);
      await page.screenshot({ path: test.info().outputPath(`chrome-heading-font-${width}.png`) });
    });
  });
}

test.describe("bottle page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("opens with a row of links to Tasting Notes, Where to buy and Sources, each leading to its section", async ({ page }) => {
    await noPopup(page);
    await page.goto("/gin/olafsson-gin");
    const row = page.getByRole("navigation", { name: "On this page" });
    await expect(row).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole("link")).toHaveText(["Tasting Notes", "Where to buy", "Sources"]);
    // The whole row inside the page's margins (at 390 px "Sources" ran 8 px into the right margin).
    const main = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const last = (await row.getByRole("link").last().boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(390 - main.x);
    // The bottle and its name still open the page.
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`chrome-section-links-390.png`) });
    for (const [link, heading] of [
      ["Sources", "Sources"],
      ["Tasting Notes", "Tasting Notes"],
      ["Where to buy", "Where to buy"],
    ] as const) {
      await row.getByRole("link", { name: link }).click();
      const target = page.getByRole("heading", { level: 2, name: heading, exact: true });
      await expect(target).toBeInViewport({ ratio: 1 });
      // Below the fixed top bar, not under it.
      expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(64);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    // The sections keep their order on the page.
    const order = await page
      .getByRole("heading", { level: 2 })
      .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim()));
    const at = (name: string) => order.findIndex((text) => text?.startsWith(name));
    expect(at("Where to buy")).toBeLessThan(at("Tasting Notes"));
    expect(at("Tasting Notes")).toBeLessThan(at("Sources"));
  });

  test("from 640 px the row is not there", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await noPopup(page);
    await page.goto("/gin/olafsson-gin");
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  });
});
