/**
 * The admin's Prices tab: every bottle's page at the shop, read one at a time, compared with the
 * offer on record, with the command that records what was found. Declared here and run by two
 * specs: admin-prices.spec.ts (desktop) and admin-prices.slow-line.spec.ts (a phone on slow 4G).
 *
 * The test build records no offers, so every bottle is looked up through the shop's search, and a
 * second instance of the fake scraping service decides each outcome by the URL asked for (same and
 * changed need an offer on record: offer-command.spec.ts checks them on a build with recorded offers).
 */
import type { AddressInfo, Server } from "node:net";
import { expect, test, type Page } from "./fixtures";
import { FAKE_PORTS } from "./env";
import { defaultExtraction, startFirecrawlFake, type FakeExtraction, type RecordedScrape } from "./fakes/firecrawl";
import { shoot } from "./admin-publish.flows";
import { listPriceCheckBottles } from "../../app/lib/admin/publish-targets";

const SHARED_FIRECRAWL = `http://127.0.0.1:${FAKE_PORTS.firecrawl}`;
const BOTTLES = listPriceCheckBottles();
const searchOf = (pagePath: string) => BOTTLES.find((bottle) => bottle.pagePath === pagePath)!.searchUrl;

/** What the shop's search shows for some bottles; the others get the fake's default first hit. */
const OUTCOMES: Record<string, FakeExtraction> = {
  [searchOf("/gin/marberg-gin")]: {
    json: {
      productName: "Marberg Gin 70cl",
      price: 10990,
      currency: "kr.",
      sizeMl: 700,
      inStock: false,
      productUrl: "/vara/marberg-gin/",
    },
  },
  [searchOf("/gin/vor-sloe-gin")]: {
    json: { productName: null, price: null, currency: null, sizeMl: null, inStock: null, productUrl: null },
    title: "Nothing found – Nammi",
  },
  // A soft 404: the search shows some other product for a bottle the shop does not have.
  [searchOf("/gin/lundey-gin")]: {
    json: {
      productName: "Gjafabréf Nammi",
      price: 5000,
      currency: "ISK",
      sizeMl: null,
      inStock: true,
      productUrl: "https://nammi.is/vara/gjafabref/",
    },
  },
  // A search with one hit: the shop sends the visitor straight to its page.
  [searchOf("/gin/helviti-gin")]: {
    json: { productName: "Helvíti Gin", price: 7490, currency: "ISK", sizeMl: 500, inStock: true, productUrl: null },
    finalUrl: "https://nammi.is/vara/helviti-gin-50cl/",
  },
  [searchOf("/vodka/sif-vodka")]: {
    json: { productName: "Sif Vodka", price: null, currency: null, sizeMl: 700, inStock: null, productUrl: "/vara/sif/" },
  },
  [searchOf("/vodka/katla-vodka")]: { failStatus: 500, error: "Request failed: site did not respond" },
  [searchOf("/vodka/loki-vodka")]: { malformed: true },
};

/** A bottle no outcome above names: the service reports its search ended on another site. */
const OFF_SHOP = BOTTLES.find(
  (bottle) =>
    !OUTCOMES[bottle.searchUrl] && !["/gin/olafsson-gin", "/gin/marberg-gin", "/gin/helviti-gin"].includes(bottle.pagePath),
)!;
const OFF_SHOP_SLUG = OFF_SHOP.pagePath.split("/").pop()!;
OUTCOMES[OFF_SHOP.searchUrl] = {
  json: { productName: OFF_SHOP.name, price: 8990, currency: "ISK", sizeMl: 700, inStock: true, productUrl: null },
  finalUrl: "https://evil.example/phish",
};

/**
 * Currencies that are names of every JavaScript object's parts: no currency, so the shop's own; the
 * run goes on. Given to bottles the outcomes above leave to the default hit.
 */
const OBJECT_WORD_CURRENCIES = ["constructor", "__proto__", "toString"];
const OBJECT_WORD_BOTTLES = BOTTLES.filter((bottle) => !Object.hasOwn(OUTCOMES, bottle.searchUrl)).slice(
  0,
  OBJECT_WORD_CURRENCIES.length,
);
for (const [i, bottle] of OBJECT_WORD_BOTTLES.entries()) {
  const { json, title } = defaultExtraction(bottle.searchUrl) as { json: object; title: string };
  OUTCOMES[bottle.searchUrl] = { json: { ...json, currency: OBJECT_WORD_CURRENCIES[i] }, title };
}
// Every other bottle: the search's first hit is that bottle, under its own name (a name the shop's
// search words leave out, such as a bracketed Icelandic one, would otherwise read as another product).
for (const bottle of BOTTLES) {
  if (Object.hasOwn(OUTCOMES, bottle.searchUrl)) continue;
  const hit = defaultExtraction(bottle.searchUrl) as { json: object; title: string };
  OUTCOMES[bottle.searchUrl] = { ...hit, json: { ...hit.json, productName: `${bottle.name} 70cl` } };
}

const SOLD_OUT_COMMAND =
  "npm run offer -- /gin/marberg-gin --shop nammi --url 'https://nammi.is/vara/marberg-gin/' --price 10990 --currency ISK --size 700 --sold-out";

export function adminPricesTests() {
  let firecrawl: Server;
  let firecrawlUrl: string;

  test.beforeAll(async () => {
    firecrawl = await startFirecrawlFake(
      0,
      () => null,
      (url) => OUTCOMES[url] ?? null,
    );
    firecrawlUrl = `http://127.0.0.1:${(firecrawl.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => firecrawl.close(resolve));
  });

  const scrapes = async (page: Page): Promise<RecordedScrape[]> => (await page.request.get(`${firecrawlUrl}/__requests`)).json();

  async function openAdmin(page: Page) {
    await page.route(`${SHARED_FIRECRAWL}/v1/scrape`, (route) => route.continue({ url: `${firecrawlUrl}/v1/scrape` }));
    // The shop's addresses are real hosts: never fetched from a test.
    await page.route(/^https:\/\/(www\.)?nammi\.is\//, (route) => route.abort());
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      localStorage.setItem("subscription-popup-dismissed", "true");
      // A key stored on an earlier visit: like the Social tab, the Prices tab does not read it.
      localStorage.setItem("firecrawl_api_key", "fc-good");
    });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  }

  test("checks every bottle's price at the shop, one at a time, and gives each found offer its command", async ({ page }) => {
    // A guard against a hang, not a speed check: the run visits every bottle of the catalogue, so
    // the guard grows with it (54 bottles under load passed the fixed 3 minutes on the 54th).
    test.setTimeout(60_000 + BOTTLES.length * 4_000);
    await page.clock.install();
    await openAdmin(page);
    await page.getByRole("tab", { name: "Prices" }).click();
    const check = page.getByRole("button", { name: "Check Prices" });
    await expect(check).toBeDisabled();
    await page.getByLabel("Firecrawl API key").fill("fc-untested");
    await page.getByRole("button", { name: "Save API Key" }).click();
    await expect(page.getByLabel("Firecrawl API key")).toHaveCount(0);
    await expect(check).toBeEnabled();
    await expect(page.getByText(`Ready to check ${BOTTLES.length} bottles at Nammi`)).toBeVisible();

    // The installed clock still runs on its own; from here it stands still, so each 2-second step
    // between bottles waits for runFor, however slow the host is to check the one before.
    await page.clock.pauseAt(Date.now() + 1_000);
    const sent = async () => (await scrapes(page)).filter((s) => s.authorization === "Bearer fc-untested");
    const before = (await sent()).length;
    await check.click();
    await expect(page.getByRole("button", { name: "Checking..." })).toBeDisabled();
    const rows = page.getByRole("region", { name: /^Price check table/ }).locator("tbody tr");
    // The progress and the pause are checked on the first bottles; the rest only advance (51 bottles
    // checked step by step took 46 s of the suite).
    const STEPS_CHECKED = 3;
    for (let i = 0; i < BOTTLES.length; i++) {
      await expect(rows).toHaveCount(i + 1);
      if (i < STEPS_CHECKED) {
        await expect(page.getByText(`${Math.round(((i + 1) / BOTTLES.length) * 100)}% complete`, { exact: true })).toBeVisible();
        // No second request before the 2 s have passed.
        expect(await sent()).toHaveLength(before + i + 1);
      }
      if (i < BOTTLES.length - 1) await page.clock.runFor(2000);
    }
    await page.clock.resume();
    await expect(page.getByRole("progressbar", { name: "Price check progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText(`Checked ${BOTTLES.length} bottles at Nammi`)).toBeVisible();
    await expect(check).toBeEnabled();

    // One request a bottle, in list order, for the shop's search, with the extraction schema.
    const calls = (await sent()).slice(before);
    expect(calls.map((c) => c.body.url)).toEqual(BOTTLES.map((b) => b.searchUrl));
    expect(calls[0]!.body).toMatchObject({
      formats: ["json"],
      origin: "js-sdk@1.25.1",
      jsonOptions: {
        schema: { type: "object", required: ["productName", "price", "currency", "sizeMl", "inStock", "productUrl"] },
      },
    });

    const row = (slug: string) => page.getByTestId(`price-${slug}`);
    const statusOf = (slug: string) => row(slug).locator("td").last();
    await expect(statusOf("olafsson-gin").getByText("new", { exact: true })).toBeVisible();
    await expect(statusOf("marberg-gin").getByText("sold out", { exact: true })).toBeVisible();
    await expect(statusOf("helviti-gin").getByText("new", { exact: true })).toBeVisible();
    await expect(statusOf("vor-sloe-gin").getByText("not found", { exact: true })).toBeVisible();
    await expect(statusOf("vor-sloe-gin")).toContainText("The page says nothing was found (“Nothing found – Nammi”).");
    await expect(statusOf("lundey-gin").getByText("not found", { exact: true })).toBeVisible();
    await expect(statusOf("lundey-gin")).toContainText("The page names another product: “Gjafabréf Nammi”.");
    await expect(statusOf("sif-vodka")).toContainText("not found");
    await expect(statusOf("sif-vodka")).toContainText("No price on the page.");
    await expect(statusOf("katla-vodka").getByText("failed", { exact: true })).toBeVisible();
    await expect(statusOf("katla-vodka")).toContainText("Status code: 500");
    await expect(statusOf("loki-vodka").getByText("failed", { exact: true })).toBeVisible();
    // A body that is no JSON: the SDK reports it as no response.
    await expect(statusOf("loki-vodka")).toContainText("No response received while trying to scrape URL");
    for (const bottle of OBJECT_WORD_BOTTLES) {
      const slug = bottle.pagePath.split("/").pop()!;
      await expect(statusOf(slug).getByText("new", { exact: true })).toBeVisible();
      await expect(page.getByTestId(`offer-command-${slug}`).locator("code")).toContainText(" --currency ISK ");
    }
    // An address off the shop is never proposed: not found, with the reason, and no command.
    await expect(statusOf(OFF_SHOP_SLUG).getByText("not found", { exact: true })).toBeVisible();
    await expect(statusOf(OFF_SHOP_SLUG)).toContainText(
      "The found address https://evil.example/phish leads off the shop: its host is evil.example, not nammi.is.",
    );
    // The run went on after each failure, to the last bottle.
    await expect(row(BOTTLES.at(-1)!.pagePath.split("/").pop()!)).toBeVisible();
    const notRecorded = ["vor-sloe-gin", "lundey-gin", "sif-vodka", "katla-vodka", "loki-vodka", OFF_SHOP_SLUG];
    await expect(page.getByTestId("price-counts")).toHaveText(`${BOTTLES.length - 7} new · 1 sold out · 4 not found · 2 failed`);

    // Each found offer's command; the table itself holds none.
    const card = page.getByRole("region", { name: "Record the prices" });
    await expect(card.getByTestId("offer-command-marberg-gin").locator("code")).toHaveText(SOLD_OUT_COMMAND);
    await expect(card.getByTestId("offer-command-helviti-gin").locator("code")).toHaveText(
      "npm run offer -- /gin/helviti-gin --shop nammi --url 'https://nammi.is/vara/helviti-gin-50cl/' --price 7490 --currency ISK --size 500",
    );
    for (const slug of notRecorded) await expect(card.getByTestId(`offer-command-${slug}`)).toHaveCount(0);
    await expect(card.locator("code")).toHaveCount(BOTTLES.length - notRecorded.length);

    // The table scrolls sideways inside its own region on a phone: nothing reaches past the screen.
    const table = page.getByRole("region", { name: /^Price check table/ });
    await expect(table).toHaveAttribute("tabindex", "0");
    const rightmost = await page
      .getByRole("region", { name: "Prices at Nammi" })
      .evaluate((region) => region.getBoundingClientRect().right);
    expect(rightmost).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shoot(page, "admin-prices", page.getByRole("heading", { name: "Prices at Nammi" }));

    await card.getByRole("button", { name: "Copy command for Marberg Gin" }).click();
    await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(page.getByText("The npm run offer command is on the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SOLD_OUT_COMMAND);

    const every = await card.locator("code").allTextContents();
    await card.getByRole("button", { name: "Copy all changes" }).click();
    await expect(page.getByText("The npm run offer commands of every change are on the clipboard.")).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(every.join("\n"));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).not.toContain("evil.example");
    expect(copied).not.toContain(` ${OFF_SHOP.pagePath} `);
  });
}
