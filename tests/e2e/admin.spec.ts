import { expect, test, type Page } from "./fixtures";
import { listAdminDistilleries } from "../../content/index";
import { FAKE_PORTS } from "./env";
import type { RecordedScrape } from "./fakes/firecrawl";

const FIRECRAWL = `http://127.0.0.1:${FAKE_PORTS.firecrawl}`;
const scrapes = async (page: Page): Promise<RecordedScrape[]> => (await page.request.get(`${FIRECRAWL}/__requests`)).json();

async function openAdmin(page: Page, storedKey?: string) {
  // The newsletter popup would open during the long social run; the operator dismissed it long ago.
  await page.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
  if (storedKey) await page.addInitScript((key) => localStorage.setItem("firecrawl_api_key", key), storedKey);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Product Images" })).toHaveAttribute("aria-selected", "true");
}

async function chooseSpirit(page: Page, name: RegExp) {
  await page.getByRole("combobox", { name: "Select Spirit (Predefined)" }).click();
  await page.getByRole("option", { name }).click();
}

test("the page is noindex and shows the HubSpot card with its ids", async ({ page, request }) => {
  const response = await request.get("/admin");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  await openAdmin(page);
  const card = page.getByRole("region", { name: "HubSpot Integration" });
  await expect(card.getByText("1234567")).toBeVisible();
  await expect(card.getByText("footer-form-guid")).toBeVisible();
  await expect(page.getByText("Manage product images and content")).toBeVisible();
});

test("scraped images show over https; plain-http ones are refused by the page's policy", async ({ page }) => {
  // Both addresses would answer with a picture: only the policy tells them apart.
  const pixel = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const secure = "https://photos.example/secure.png";
  const plain = `http://127.0.0.1:${FAKE_PORTS.firecrawl}/plain.png`;
  for (const url of [secure, plain]) await page.route(url, (route) => route.fulfill({ contentType: "image/png", body: pixel }));
  await openAdmin(page);
  const show = (src: string) =>
    page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => {
            if (event.blockedURI === src) resolve(`refused by ${event.effectiveDirective}`);
          });
          const image = new Image();
          image.onload = () => resolve(`shown, ${image.naturalWidth} px wide`);
          image.src = src;
        }),
      src,
    );
  expect(await show(secure)).toBe("shown, 1 px wide");
  expect(await show(plain)).toBe("refused by img-src");
});

test.describe("product image scraper", () => {
  test("a blank key, a refused key and an accepted key", async ({ page }) => {
    await openAdmin(page);
    const save = page.getByRole("button", { name: "Save Key" });
    await save.click();
    await expect(page.getByText("Please enter your Firecrawl API key")).toBeVisible();
    await page.getByLabel("Firecrawl API key").fill("fc-bad");
    await save.click();
    await expect(page.getByText("Invalid API key. Please check and try again.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("firecrawl_api_key"))).toBeNull();

    await page.getByLabel("Firecrawl API key").fill("fc-good");
    await save.click();
    await expect(page.getByText("API key saved successfully")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("firecrawl_api_key"))).toBe("fc-good");
    await expect(page.getByLabel("Firecrawl API key")).toHaveCount(0);
    const tested = (await scrapes(page)).filter((s) => s.authorization === "Bearer fc-bad");
    expect(tested.at(-1)!.body).toMatchObject({
      formats: ["markdown", "html"],
      includeTags: ["img", "meta"],
      excludeTags: ["script", "style"],
      origin: "js-sdk@1.25.1",
    });
  });

  test("the scrape button is disabled without a key, and without a spirit or URL", async ({ page }) => {
    await openAdmin(page);
    const scrape = page.getByRole("button", { name: "Scrape Product Images" });
    await page.getByLabel("Or Enter Custom URL").fill("https://example.is/shop");
    await expect(scrape).toBeDisabled();
    await openAdmin(page, "fc-good");
    await expect(scrape).toBeDisabled();
    await page.getByLabel("Or Enter Custom URL").fill("   ");
    await expect(scrape).toBeDisabled();
    await chooseSpirit(page, /Flóki Single Malt Whisky/);
    await expect(scrape).toBeEnabled();
  });

  test("scrapes the shop for a predefined spirit, shows the filtered images, selects and copies one", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openAdmin(page, "fc-good");
    await chooseSpirit(page, /Flóki Single Malt Whisky — Eimverk Distillery/);
    await expect(page.getByRole("radio", { name: "Nammi (shop)" })).toBeChecked();
    await page.getByRole("button", { name: "Scrape Product Images" }).click();
    await expect(page.getByText("Found 2 product images")).toBeVisible();
    const results = page.getByRole("region", { name: "Scraped Images (2)" });
    await expect(results.getByText("Nammi", { exact: true })).toBeVisible();
    await expect(results.getByRole("button")).toHaveCount(2);
    await results.getByRole("button", { name: "floki-single-malt-product.jpg" }).click();
    await expect(page.getByTestId("selected-url")).toHaveText(
      "https://nammi.is/wp-content/uploads/2024/05/floki-single-malt-product.jpg",
    );
    await page.getByRole("button", { name: "Copy URL" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "https://nammi.is/wp-content/uploads/2024/05/floki-single-malt-product.jpg",
    );
  });

  test("scrapes the distillery's website with the product-name rule", async ({ page }) => {
    await openAdmin(page, "fc-good");
    await chooseSpirit(page, /Flóki Single Malt Whisky/);
    await page.getByText("Distillery website").click();
    await page.getByRole("button", { name: "Scrape Product Images" }).click();
    await expect(page.getByText("Found 1 product images from distillery website")).toBeVisible();
    await expect(page.getByRole("button", { name: "floki-single-malt-bottle.png" })).toBeVisible();
  });

  test("a custom URL and a failing page", async ({ page }) => {
    await openAdmin(page, "fc-good");
    await page.getByLabel("Or Enter Custom URL").fill("https://example.is/gallery");
    const scrape = page.getByRole("button", { name: "Scrape Product Images" });
    await scrape.click();
    await expect(page.getByText("Found 1 product images")).toBeVisible();
    await expect(page.getByRole("region", { name: "Scraped Images (1)" }).getByText("Custom URL")).toBeVisible();

    await page.getByLabel("Or Enter Custom URL").fill("https://unreachable.example.is/");
    await scrape.click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/^Failed to scrape page: Failed to scrape URL\. Status code: 500\. Error: Request failed/),
    ).toBeVisible();
  });
});

test.describe("social media scraper", () => {
  test("asks for a key saved in this visit, then scrapes 12 distilleries, one failing, to 100%", async ({ page }) => {
    const distilleries = listAdminDistilleries();
    await page.clock.install();
    await openAdmin(page, "fc-good");
    // A key stored on an earlier visit is not read here: the tab opens once one is saved in this visit.
    const socialTab = page.getByRole("tab", { name: "Social Media" });
    await expect(socialTab).toBeDisabled();
    await page.getByRole("button", { name: "Forget key" }).click();
    await page.getByLabel("Firecrawl API key").fill("fc-good");
    await page.getByRole("button", { name: "Save Key" }).click();
    await socialTab.click();
    await expect(page.getByLabel("Firecrawl API key")).toHaveCount(0);
    // Forgotten on the tab: it asks for a key again and saves one untested.
    await page.getByRole("button", { name: "Forget key" }).click();
    const start = page.getByRole("button", { name: "Start Scraping All" });
    await start.click();
    await expect(page.getByText("Please set your API key first")).toBeVisible();
    await page.getByRole("button", { name: "Save API Key" }).click();
    await expect(page.getByText("Please enter your Firecrawl API key")).toBeVisible();
    await page.getByLabel("Firecrawl API key").fill("fc-untested");
    await page.getByRole("button", { name: "Save API Key" }).click();
    await expect(page.getByText("Ready to scrape 12 distillery websites for social media links")).toBeVisible();
    await expect(page.getByLabel("Firecrawl API key")).toHaveCount(0);

    // The installed clock still runs on its own; from here it stands still, so each 2-second step
    // between distilleries waits for runFor, however slow the host is to check the one before.
    await page.clock.pauseAt(Date.now() + 1_000);
    await start.click();
    await expect(page.getByRole("button", { name: "Scraping..." })).toBeDisabled();
    for (let i = 0; i < distilleries.length; i++) {
      await expect(page.getByText(`${Math.round(((i + 1) / 12) * 100)}% complete`)).toBeVisible();
      if (i < distilleries.length - 1) await page.clock.runFor(2000);
    }
    await page.clock.resume();
    await expect(page.getByRole("progressbar", { name: "Scraping progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText("Finished scraping 12 distillery websites")).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Scraping All" })).toBeEnabled();

    const failed = page.getByTestId("social-glacier-spirits");
    await expect(failed.getByText("error", { exact: true })).toBeVisible();
    await expect(failed.getByText(/Status code: 500/)).toBeVisible();
    const eimverk = page.getByTestId("social-eimverk-distillery");
    await expect(eimverk.getByText("success", { exact: true })).toBeVisible();
    for (const network of ["instagram", "facebook", "twitter", "linkedin", "youtube", "tiktok"]) {
      await expect(eimverk.getByText(network, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("social-og-natura").getByText("No social media links found")).toBeVisible();
    const code = page.getByTestId("update-code");
    await expect(code).toContainText(
      "// Eimverk Distillery (eimverk-distillery)\ninstagram: https://www.instagram.com/flokiwhisky/",
    );
    await expect(code).not.toContainText("glacier-spirits");
    const calls = (await scrapes(page)).filter((s) => s.authorization === "Bearer fc-untested");
    expect(calls.slice(-distilleries.length).map((c) => c.body.url)).toEqual(distilleries.map((d) => d.website));
  });
});
