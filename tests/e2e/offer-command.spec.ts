import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import type { AddressInfo, Server } from "node:net";
import { e2eBuildEnv, FAKE_PORTS, OFFER_COPY_PORT } from "./env";
import { startFirecrawlFake } from "./fakes/firecrawl";
import { expect, test } from "./fixtures";
import { copyProject, npmIn, serveBuild } from "./project-copy";

/**
 * Recording checked prices end to end, as the curator does it: on a copy of the project,
 * `npm run offer` for Vor Gin at Nammi (checked today) and for Ólafsson Gin (checked 100 days ago,
 * past the age a price is shown), then one `npm run build` and the production server.
 */
const PORT = OFFER_COPY_PORT;
const SITE = `http://127.0.0.1:${PORT}`;
const PRODUCT_PAGE = "https://nammi.is/vara/vor-gin/";
const OLD_PRODUCT_PAGE = "https://nammi.is/vara/olafsson-gin/";

test.use({ baseURL: SITE });

let work: string;
let server: ChildProcess | undefined;
let vorChecked: string;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-26" -> "26 Nov 2026" */
const shortDate = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
};
const OLD_CHECKED = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);

interface ProductData {
  "@type"?: string;
  offers?: { price?: string; priceCurrency?: string; url?: string };
}
const productJsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as ProductData)
    .find((data) => data["@type"] === "Product");

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  work = mkdtempSync(join(tmpdir(), "offer-e2e-"));
  copyProject(work);
  const npm = npmIn(work);

  const offer = (pagePath: string, ...args: string[]) => npm(["run", "offer", "--", pagePath, "--shop", ...args]);
  const vor = await offer(
    "/gin/vor-gin",
    "nammi",
    "--url",
    PRODUCT_PAGE,
    "--price",
    "8990",
    "--currency",
    "ISK",
    "--size",
    "700",
  );
  expect(vor.status, vor.stderr).toBe(0);
  expect(vor.stdout).toMatch(
    /^content\/products\/gins\/vor-gin\.yaml: offer nammi 8,990 ISK, 700 ml, in stock, checked \d{4}-\d{2}-\d{2}$/m,
  );
  const written = parse(readFileSync(join(work, "content/products/gins/vor-gin.yaml"), "utf8"));
  vorChecked = written.offers[0].checked;
  expect(written.offers).toEqual([
    { shop: "nammi", url: PRODUCT_PAGE, price: 8990, currency: "ISK", sizeMl: 700, inStock: true, checked: vorChecked },
  ]);

  const old = await offer(
    "/gin/olafsson-gin",
    "nammi",
    "--url",
    OLD_PRODUCT_PAGE,
    "--price",
    "7490",
    "--currency",
    "ISK",
    "--checked",
    OLD_CHECKED,
  );
  expect(old.status, old.stderr).toBe(0);

  // A refusal: one line naming the problem, exit code 1, the file unchanged.
  const before = readFileSync(join(work, "content/products/gins/vor-gin.yaml"), "utf8");
  const refused = await offer("/gin/vor-gin", "amazon", "--url", PRODUCT_PAGE, "--price", "1", "--currency", "ISK");
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(
    "npm run offer: --shop amazon is not a shop of content/shops.yaml (nammi, vinbudin, dutyfree, distillery)",
  );
  expect(readFileSync(join(work, "content/products/gins/vor-gin.yaml"), "utf8")).toBe(before);

  const build = await npm(["run", "build"], { ...e2eBuildEnv, BUILD_DIRECTORY: "build" });
  expect(build.status, build.stderr.slice(-3000)).toBe(0);
  server = await serveBuild(work, PORT);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  if (work) rmSync(work, { recursive: true, force: true });
});

// One test in steps, each assertion soft: every part is reported from the one build (a failed
// test would start a new worker, and so a new build, for the next one).
test(
  "offers recorded with npm run offer: shown while current, with Buy Now and structured data; gone when old",
  { tag: "@offer-build" },
  async ({ page, request }) => {
    // A guard against a hung run, not a speed check: the price check's last step asks for every
    // bottle of the catalogue (about 50), as admin-prices.slow-line.spec.ts does; beside a second suite on 2
    // cores the whole test once took past 3 minutes.
    test.setTimeout(360_000);
    await test.step("the page shows the checked price, the size, when and where it was checked", async () => {
      await page.goto("/gin/vor-gin");
      const main = page.getByRole("main");
      await expect.soft(main).toContainText("8,990 ISK");
      await expect.soft(main).toContainText("70 cl");
      await expect.soft(main).toContainText(`checked ${shortDate(vorChecked)} at Nammi`);
    });

    await test.step("Buy Now leads to the shop's product page with the affiliate reference", async () => {
      // The bottle's own Buy Now links: the first in the page and the phone's buy bar, last (the
      // related bottles' cards between them have their own).
      const buyNow = page.getByRole("main").getByRole("link", { name: /^Buy Now/ });
      await expect(buyNow.first()).toBeVisible();
      for (const link of [buyNow.first(), buyNow.last()]) {
        const url = new URL((await link.getAttribute("href")) ?? "", SITE);
        expect.soft(`${url.origin}${url.pathname}`).toBe(PRODUCT_PAGE);
        expect.soft(url.searchParams.get("ref")).toBe("ginsoficeland");
      }
    });

    await test.step("the Product structured data carries the checked price in its currency", async () => {
      const product = productJsonLd(await (await request.get("/gin/vor-gin")).text());
      expect.soft(product?.offers?.price).toBe("8990");
      expect.soft(product?.offers?.priceCurrency).toBe("ISK");
    });

    await test.step("a price checked 100 days ago is not shown, nor given to structured data: only when it was last checked", async () => {
      await page.goto("/gin/olafsson-gin");
      const main = page.getByRole("main");
      await expect(main).toBeVisible();
      await expect.soft(main).not.toContainText("7,490");
      await expect.soft(main.getByText(`Price not checked since ${shortDate(OLD_CHECKED)}`).first()).toBeVisible();
      const product = productJsonLd(await (await request.get("/gin/olafsson-gin")).text());
      expect.soft(product).toBeTruthy();
      expect.soft(product?.offers).toBeUndefined();
    });

    await test.step("the admin's price check reads the recorded product pages: Vor Gin the same, Ólafsson Gin changed", async () => {
      // The shop as the scraping service reads it: Vor Gin as recorded, Ólafsson Gin dearer now.
      const firecrawl: Server = await startFirecrawlFake(
        0,
        () => null,
        (url) =>
          url === PRODUCT_PAGE
            ? {
                json: { productName: "Vor Gin 70cl", price: 8990, currency: "ISK", sizeMl: 700, inStock: true, productUrl: null },
              }
            : url === OLD_PRODUCT_PAGE
              ? {
                  json: {
                    productName: "Ólafsson Gin",
                    price: 7990,
                    currency: "ISK",
                    sizeMl: 700,
                    inStock: true,
                    productUrl: null,
                  },
                }
              : null,
      );
      try {
        const fake = `http://127.0.0.1:${(firecrawl.address() as AddressInfo).port}`;
        const admin = await page.context().newPage();
        await admin.route(`http://127.0.0.1:${FAKE_PORTS.firecrawl}/v1/scrape`, (route) =>
          route.continue({ url: `${fake}/v1/scrape` }),
        );
        await admin.route(/^https:\/\/(www\.)?nammi\.is\//, (route) => route.abort());
        await admin.addInitScript(() => localStorage.setItem("subscription-popup-dismissed", "true"));
        await admin.clock.install();
        await admin.goto("/admin");
        // A page of its own is not the fixture's: wait here until the tabs answer a click.
        await admin.waitForSelector("html[data-hydrated='true']", { state: "attached" });
        await admin.getByRole("tab", { name: "Prices" }).click();
        await admin.getByLabel("Firecrawl API key").fill("fc-good");
        await admin.getByRole("button", { name: "Save API Key" }).click();
        const check = admin.getByRole("button", { name: "Check Prices" });
        await expect(check).toBeEnabled();
        // From here the clock moves only when told: each 2-second wait between bottles passes at once.
        await admin.clock.pauseAt(Date.now() + 1_000);
        await check.click();
        const rows = admin.getByRole("region", { name: /^Price check table/ }).locator("tbody tr");
        const finished = admin.getByText(/^Checked \d+ bottles at Nammi/);
        // One bottle after another: a row appears, then the clock moves on by the 2 s wait.
        for (let seen = 0, step = 0; step < 200 && !(await finished.isVisible()); step++) {
          await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(seen);
          seen = await rows.count();
          await admin.clock.runFor(2000);
        }
        await expect(finished).toBeVisible();
        await admin.clock.resume();
        const statusOf = (slug: string) => admin.getByTestId(`price-${slug}`).locator("td").last();
        await expect.soft(statusOf("vor-gin").getByText("same", { exact: true })).toBeVisible();
        await expect.soft(statusOf("olafsson-gin").getByText("changed", { exact: true })).toBeVisible();
        await expect
          .soft(
            admin.getByRole("region", { name: "Record the prices" }).getByTestId("offer-command-olafsson-gin").locator("code"),
          )
          .toHaveText(
            `npm run offer -- /gin/olafsson-gin --shop nammi --url '${OLD_PRODUCT_PAGE}' --price 7990 --currency ISK --size 700`,
          );
        await admin.close();
      } finally {
        await new Promise((resolve) => firecrawl.close(resolve));
      }
    });
  },
);
