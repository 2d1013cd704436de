import { listAllProducts, listDistilleries, listGinDetails, listMapDistilleries, productPath } from "../../content/index";
import { expect, test } from "./fixtures";

test.describe("How We Describe Bottles", () => {
  test("is linked from the footer's legal links and explains the unverified mark at its own address", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "How We Describe Bottles" }).click();
    await expect(page).toHaveURL(/\/how-we-describe-bottles$/);
    await expect(page.getByRole("heading", { level: 1, name: "How We Describe Bottles" })).toBeVisible();
    for (const heading of [
      "Where our facts come from",
      'What "unverified" means',
      "How we write tasting notes",
      "Affiliate income does not change what we write",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await page.goto("/how-we-describe-bottles#unverified");
    await expect(page.locator("#unverified")).toHaveText('What "unverified" means');
    await expect(page.locator("#unverified")).toBeInViewport();
    await expect(page).toHaveTitle(/^How We Describe Bottles/);
  });
});

const products = listAllProducts();
const withUnverified = (field: string) => products.find((p) => p.facts?.[field] === "unverified");
const sourcedGin = listGinDetails().find((g) => (g.sources?.length ?? 0) > 0)!;

test.describe("bottles: sources and unverified marks", () => {
  test("a bottle page ends with its Sources, each a link with the date it was checked", async ({ page }) => {
    await page.goto(`/gin/${sourcedGin.slug}`);
    const sources = page.getByRole("region", { name: "Sources" });
    await expect(sources.getByRole("heading", { level: 2, name: "Sources" })).toBeVisible();
    const items = sources.getByRole("listitem");
    await expect(items).toHaveCount(sourcedGin.sources!.length);
    const first = sourcedGin.sources![0]!;
    await expect(
      sources.getByRole("link", { name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }),
    ).toHaveAttribute("href", first.url);
    await expect(items.first()).toContainText(/checked \d{1,2} \w+ \d{4}|checked \w+ \d{1,2}, \d{4}/);
    await expect(sources.getByRole("link", { name: "How we describe bottles" })).toHaveAttribute(
      "href",
      "/how-we-describe-bottles",
    );
  });

  test("an unverified strength carries the visible mark on the bottle page, its card and the comparison", async ({ page }) => {
    const bottle = withUnverified("alcohol");
    test.skip(!bottle, "no bottle with an unverified strength");
    await page.goto(productPath(bottle!));
    const alcohol = page.locator("dt", { hasText: /^Alcohol$/ }).locator("xpath=following-sibling::dd[1]");
    await expect(alcohol.getByRole("link", { name: /^unverified/ })).toHaveAttribute(
      "href",
      "/how-we-describe-bottles#unverified",
    );
    // and on the comparison
    await page.goto(`/compare?items=${bottle!.slug}`);
    const abvRow = page.getByRole("row", { name: /^ABV/ });
    await expect(abvRow.getByRole("link", { name: /^unverified/ })).toBeVisible();
  });

  test("a price only from an offer checked at a shop: without one the page says the price is not checked", async ({ page }) => {
    expect(sourcedGin.offers).toEqual([]);
    await page.goto(`/gin/${sourcedGin.slug}`);
    const price = page.locator("dt", { hasText: /^Price$/ }).locator("xpath=following-sibling::dd[1]");
    await expect(price.first()).toHaveText("Price not checked");
    // the seed prices ($, €) were never checked: shown nowhere
    await expect(page.getByRole("main")).not.toContainText(/[$€]\d/);
  });

  test("the open data carries the unverified fields and the sources", async ({ request }) => {
    const catalogue = (await (await request.get("/data/catalogue.json")).json()) as {
      products: { slug: string; unverified: string[]; sources: string[] }[];
    };
    const entry = catalogue.products.find((p) => p.slug === sourcedGin.slug)!;
    expect(entry.sources).toEqual(sourcedGin.sources!.map((s) => s.url));
    for (const p of catalogue.products) {
      const record = products.find((r) => r.slug === p.slug)!;
      const expected = Object.entries(record.facts ?? {})
        .filter(([, support]) => support === "unverified")
        .map(([field]) => field);
      expect(p.unverified.sort(), p.slug).toEqual(expected.sort());
    }
  });

  test("no product page claims stock availability", async ({ request }) => {
    const html = await (await request.get(`/gin/${sourcedGin.slug}`)).text();
    expect(html).not.toContain("InStock");
    expect(html).not.toContain('"availability"');
  });
});

test.describe("distilleries: sources", () => {
  test("every distillery page ends with a Sources section", async ({ page }) => {
    for (const distillery of listDistilleries().slice(0, 3)) {
      await page.goto(`/all-distillery/${distillery.slug}`);
      const sources = page.getByRole("region", { name: "Sources" });
      await expect(sources).toBeVisible();
      if (distillery.sources?.length) await expect(sources.getByRole("listitem")).toHaveCount(distillery.sources.length);
      else await expect(sources).toContainText(`We could not find a public source for ${distillery.name}`);
    }
  });
});

test("the map says which pins are approximate (at the town, not the distillery)", async ({ page }) => {
  const approximate = listMapDistilleries().filter((d) => d.locationApproximate);
  test.skip(approximate.length === 0, "every pin is at its distillery");
  await page.goto("/distilleries");
  const legend = page.getByRole("region", { name: "Legend" });
  await expect(legend.getByText("approx.")).toHaveCount(approximate.length);
  await legend.getByRole("button", { name: new RegExp(approximate[0]!.name) }).click();
  await expect(page.getByText("Approximate position: the pin marks the town, not the distillery")).toBeVisible();
});
