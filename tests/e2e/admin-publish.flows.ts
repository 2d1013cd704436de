/**
 * The admin closes the loop: what the scrapers find comes with the exact command that
 * puts it on the site. Declared here and run by two specs: admin-publish.spec.ts (desktop) and
 * admin-publish.slow-line.spec.ts (the slow-line project: a phone on slow 4G).
 *
 * The build's Firecrawl address is the shared fake's; these tests send its scrapes to a second
 * instance of the same fake whose pages come from a fake photo site (real PNG bytes from 127.0.0.1,
 * under an https address as on the web: the admin page shows no plain-http images) and give one
 * unconfirmed distillery address some social links.
 */
import type { AddressInfo, Server } from "node:net";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { FAKE_PORTS } from "./env";
import { distilleryPage, startFirecrawlFake } from "./fakes/firecrawl";
import { GALLERY_PHOTOS, startImageHost, type ImageHost } from "./fakes/image-host";

const SHARED_FIRECRAWL = `http://127.0.0.1:${FAKE_PORTS.firecrawl}`;
const SHOTS = Boolean(process.env.ADMIN_SHOTS);

/** With ADMIN_SHOTS=1: in the test's output folder, what a test names on screen at the project's width (390 or 1280), toasts hidden. */
export async function shoot(page: Page, name: string, target: Locator) {
  if (!SHOTS) return;
  const { width } = page.viewportSize()!;
  if (width > 800) await page.setViewportSize({ width: 1280, height: 800 });
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await page.screenshot({
    path: test.info().outputPath(`${name}-${width > 800 ? 1280 : width}.png`),
    style: "[data-sonner-toaster]{display:none}",
  });
}

export function adminPublishTests() {
  let images: ImageHost;
  let firecrawl: Server;
  let firecrawlUrl: string;

  test.beforeAll(async () => {
    images = await startImageHost();
    firecrawl = await startFirecrawlFake(0, (url) =>
      url.startsWith(images.origin) ? images.galleryHtml : new URL(url).hostname === "thoran.is" ? distilleryPage : null,
    );
    firecrawlUrl = `http://127.0.0.1:${(firecrawl.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => images.server.close(resolve));
    await new Promise((resolve) => firecrawl.close(resolve));
  });

  async function openAdmin(page: Page) {
    await page.route(`${SHARED_FIRECRAWL}/v1/scrape`, (route) => route.continue({ url: `${firecrawlUrl}/v1/scrape` }));
    // The shop's image addresses are real hosts: never fetched from a test.
    await page.route(/^https:\/\/(www\.)?nammi\.is\//, (route) => route.abort());
    await images.serveTo(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      localStorage.setItem("subscription-popup-dismissed", "true");
      localStorage.setItem("firecrawl_api_key", "fc-good");
    });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  }

  test("a custom search: the photo's command waits for a page, then is exact and copies", async ({ page }) => {
    await openAdmin(page);
    await page.getByLabel("Or Enter Custom URL").fill(images.galleryUrl);
    await page.getByRole("button", { name: "Scrape Product Images" }).click();
    await expect(page.getByText("Found 2 product images")).toBeVisible();
    const results = page.getByRole("region", { name: "Scraped Images (2)" });

    // The grid shows the photo site's real images, decoded.
    const odd = GALLERY_PHOTOS[1];
    const tile = results.getByRole("button", { name: odd });
    await expect(tile.locator("img")).toHaveJSProperty("naturalWidth", 600);
    expect(images.served).toContain(`/photos/${odd}`);

    await tile.click();
    const url = `${images.origin}/photos/${odd}`;
    await expect(page.getByTestId("selected-url")).toHaveText(url);
    await expect(page.getByText("Choose the page this photo belongs on to get its command.")).toBeVisible();
    await expect(page.getByTestId("photo-command")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Copy command" })).toHaveCount(0);

    await page.getByRole("combobox", { name: "Page for this photo" }).click();
    await expect(page.getByRole("option", { name: "Eimverk Distillery", exact: true })).toBeAttached();
    await page.getByRole("option", { name: /^Ólafsson Gin — / }).click();
    // $(id) and $HOME stay literal: the URL is single-quoted.
    const command = `npm run photo -- /gin/olafsson-gin '${url}' --credit 'photos.example'`;
    await expect(page.getByTestId("photo-command")).toHaveText(command);
    await shoot(page, "admin-photo-command", page.getByTestId("selected-url"));

    await page.getByRole("button", { name: "Copy command" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(page.getByText("The npm run photo command is on the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
    // Copy URL still copies the address alone.
    await page.getByRole("button", { name: "Copy URL" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test("a predefined spirit's photo goes on its bottle page, with the shop as credit", async ({ page }) => {
    await openAdmin(page);
    await page.getByRole("combobox", { name: "Select Spirit (Predefined)" }).click();
    await page.getByRole("option", { name: /Flóki Single Malt Whisky/ }).click();
    await page.getByRole("button", { name: "Scrape Product Images" }).click();
    await page.getByRole("button", { name: "floki-single-malt-product.jpg" }).click();
    await expect(page.getByRole("combobox", { name: "Page for this photo" })).toHaveCount(0);
    await expect(page.getByTestId("photo-command")).toHaveText(
      "npm run photo -- /spirit/floki-single-malt-whisky 'https://nammi.is/wp-content/uploads/2024/05/floki-single-malt-product.jpg' --credit 'nammi.is'",
    );
  });

  test("the Update Code card gives each confirmed distillery with links its npm run social command", async ({ page }) => {
    await page.clock.install();
    await openAdmin(page);
    // The Social tab opens with a key saved in this visit, not the one stored earlier.
    await page.getByRole("button", { name: "Forget key" }).click();
    await page.getByLabel("Firecrawl API key").fill("fc-good");
    await page.getByRole("button", { name: "Save Key" }).click();
    await page.getByRole("tab", { name: "Social Media" }).click();
    // The installed clock still runs on its own; from here it stands still, so each 2-second step
    // between distilleries waits for runFor, however slow the host is to check the one before.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole("button", { name: "Start Scraping All" }).click();
    for (let i = 0; i < 11; i++) {
      await expect(page.getByText(`${Math.round(((i + 1) / 12) * 100)}% complete`)).toBeVisible();
      await page.clock.runFor(2000);
    }
    await page.clock.resume();
    await expect(page.getByText("Finished scraping 12 distillery websites")).toBeVisible();

    const card = page.getByRole("region", { name: "Update Code" });
    // The Update Code block stays as it was.
    await expect(card.getByTestId("update-code")).toContainText(
      "// Eimverk Distillery (eimverk-distillery)\ninstagram: https://www.instagram.com/flokiwhisky/",
    );
    const command =
      "npm run social -- /all-distillery/eimverk-distillery --facebook 'https://www.facebook.com/EimverkDistillery' --instagram 'https://www.instagram.com/flokiwhisky/' --linkedin 'https://www.linkedin.com/company/eimverk' --youtube 'https://www.youtube.com/channel/UCfloki'";
    const eimverk = card.getByTestId("social-command-eimverk-distillery");
    await expect(eimverk.locator("code")).toHaveText(command);
    await expect(eimverk.getByText("Left out (not shown on the site): twitter, tiktok")).toBeVisible();
    // Links found on an address no source confirms get no command.
    const thoran = card.getByTestId("social-command-thoran-distillery");
    await expect(thoran.getByText(/No command: these links were found on an unconfirmed address/)).toBeVisible();
    await expect(thoran.locator("code")).toHaveCount(0);
    await expect(card.getByRole("button", { name: /^Copy command for / })).toHaveCount(1);
    // Long profile addresses wrap: nothing reaches past a phone's screen (measured against the
    // screen's width, as a phone widens its layout viewport to fit content that overflows).
    const rightmost = await page
      .getByRole("region", { name: "Results" })
      .evaluate((region) => Math.max(...[...region.querySelectorAll("*")].map((e) => e.getBoundingClientRect().right)));
    expect(rightmost).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shoot(page, "admin-social-command", card.getByRole("heading", { name: "Write the links into the site" }));

    await card.getByRole("button", { name: "Copy command for Eimverk Distillery" }).click();
    await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
  });
}
