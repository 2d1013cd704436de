import { expect, test, type Page } from "./fixtures";
import { E2E_MAPBOX_BASE_URL } from "./env";

/**
 * The cookie policy against what the builds really do: the default build (no analytics id) has no
 * banner, no Cookie settings link and no cookies; every storage entry a visit leaves behind is named
 * in the policy with the storage that holds it.
 */

type Stored = { key: string; storage: "localStorage" | "sessionStorage" };

const policySection = (page: Page, heading: string) =>
  page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading }) });

/** The "Storage the site itself uses" list, read from the page: "key (storage…) — …". */
async function policyEntries(page: Page): Promise<Stored[]> {
  await page.goto("/cookie-policy");
  const items = await policySection(page, "Storage the site itself uses").getByRole("listitem").allTextContents();
  expect(items.length).toBeGreaterThan(0);
  return items.map((item) => {
    const match = /^(\S+) \((localStorage|sessionStorage)\b/.exec(item);
    expect(match, `policy entry "${item}" starts with "key (localStorage|sessionStorage"`).not.toBeNull();
    return { key: match![1]!, storage: match![2] as Stored["storage"] };
  });
}

async function storedEntries(page: Page): Promise<Stored[]> {
  return page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => ({ key, storage: "localStorage" as const })),
    ...Object.keys(sessionStorage).map((key) => ({ key, storage: "sessionStorage" as const })),
  ]);
}

/** A visitor's tour of every feature that keeps something in the browser. */
async function useEveryFeature(page: Page) {
  await page.goto("/blog");
  await page.getByRole("button", { name: "Subscribe to Newsletter" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Maybe Later" }).click();
  await page.goto("/premium-gins");
  await page
    .getByRole("button", { name: /^Compare / })
    .first()
    .click();
  await page.mouse.wheel(0, 800);
  await page.goto("/admin");
  await page.getByLabel("Firecrawl API key").fill("fc-good");
  await page.getByRole("button", { name: "Save Key" }).click();
  await expect(page.getByText("API key saved successfully")).toBeVisible();
}

test("the default build shows no banner and no Cookie settings link, sets no cookies, and the policy says why", async ({
  page,
}) => {
  await page.goto("/cookie-policy");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cookie settings" })).toHaveCount(0);

  const banner = policySection(page, "Analytics and the consent banner");
  await expect(banner).toContainText(
    "When analytics is not in use, no banner appears, there is no Cookie settings link in the footer",
  );
  await expect(banner).toContainText("The banner and the Cookie settings link appear only when analytics is in use.");

  await useEveryFeature(page);
  expect(await page.context().cookies()).toEqual([]);
});

test("every storage entry a visit leaves behind is named in the policy, with its storage", async ({ page }) => {
  await useEveryFeature(page);
  // Leaving a page stores its scroll position (React Router's <ScrollRestoration />).
  const policy = await policyEntries(page);
  const stored = await storedEntries(page);
  expect(stored.map((entry) => entry.key)).toEqual(
    expect.arrayContaining(["subscription-popup-dismissed", "subscription-popup-shown", "compare-items", "firecrawl_api_key"]),
  );
  for (const entry of stored) expect(policy, `${entry.key} (${entry.storage})`).toContainEqual(entry);
});

test.describe("with analytics configured", () => {
  test.use({ baseURL: E2E_MAPBOX_BASE_URL });

  test("the consent choice is stored where the policy says", async ({ page }) => {
    await page.goto("/premium-vodkas");
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Reject" }).click();
    const policy = await policyEntries(page);
    const stored = await storedEntries(page);
    expect(stored).toContainEqual({ key: "cookie-consent", storage: "localStorage" });
    for (const entry of stored) expect(policy, `${entry.key} (${entry.storage})`).toContainEqual(entry);
    await expect(page.getByRole("button", { name: "Cookie settings" })).toBeAttached();
  });
});
