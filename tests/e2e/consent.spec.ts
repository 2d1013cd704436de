import { expect, test, type Page } from "./fixtures";
import { E2E_MAPBOX_BASE_URL, FAKE_PORTS, GA_TEST_ID } from "./env";

/** The build with an analytics id, whose gtag.js host is a local fake. */
test.use({ baseURL: E2E_MAPBOX_BASE_URL });
test.describe.configure({ mode: "serial" });

const ANALYTICS = `http://127.0.0.1:${FAKE_PORTS.analytics}`;
const analyticsRequests = async (page: Page): Promise<string[]> => (await page.request.get(`${ANALYTICS}/__requests`)).json();
const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

test("no analytics request before a choice; Accept loads gtag.js and sends page views; the choice survives a reload", async ({
  page,
}) => {
  const before = (await analyticsRequests(page)).length;
  const browserRequests: string[] = [];
  page.on("request", (request) => browserRequests.push(request.url()));
  await page.goto("/premium-gins");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Accept" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Reject" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(browserRequests.filter((url) => url.startsWith(ANALYTICS))).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");

  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => (await analyticsRequests(page)).slice(before)).toContainEqual(`/gtag/js?id=${GA_TEST_ID}`);
  await expect
    .poll(async () => (await analyticsRequests(page)).slice(before).filter((r) => r.startsWith("/g/collect?en=page_view")))
    .toHaveLength(1);
  const [hit] = (await analyticsRequests(page)).slice(before).filter((r) => r.startsWith("/g/collect"));
  expect(hit).toContain("dp=%2Fpremium-gins");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vodkas" }).click();
  await expect
    .poll(async () => (await analyticsRequests(page)).slice(before).filter((r) => r.includes("dp=%2Fpremium-vodkas")))
    .toHaveLength(1);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
});

test("Reject sends nothing, now or after a reload; Cookie settings reopens the banner", async ({ page }) => {
  const browserRequests: string[] = [];
  page.on("request", (request) => browserRequests.push(request.url()));
  await page.goto("/premium-vodkas");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gins" }).click();
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toHaveCount(0);
  expect(browserRequests.filter((url) => url.startsWith(ANALYTICS))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");

  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page)).toBeVisible();
});

test("the banner moves nothing on the page and stays below the newsletter popup", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.clock.install();
  await page.goto("/premium-gins");
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  await page.clock.fastForward(30_000);
  const dialog = page.getByRole("dialog", { name: "Discover Premium Icelandic Gin" });
  await expect(dialog).toBeVisible();
  // Every popup control is clickable: nothing covers it.
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toHaveCount(0);
});
