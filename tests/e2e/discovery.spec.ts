import { expect, test } from "./fixtures";
import { getBotanicalPage, getGin, listAllProducts, listDistilleries, listGins, productPath } from "../../content/index";

test("a botanical chip leads to its page, which lists the bottles that contain it", async ({ page }) => {
  const gin = getGin("marberg-gin")!;
  const botanical = getBotanicalPage("dulse") ?? getBotanicalPage("seaweed")!;
  await page.goto(`/gin/${gin.slug}`);
  const chips = page.getByRole("heading", { name: "Key Botanicals" }).locator("xpath=../..");
  await chips.scrollIntoViewIfNeeded();
  await chips.getByRole("link", { name: "Dulse" }).click();
  await expect(page).toHaveURL(/\/botanicals\/seaweed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Seaweed" })).toBeVisible();
  const bottles = page.getByRole("region", { name: "Bottles with Seaweed" }).getByRole("article");
  await expect(bottles).toHaveCount(getBotanicalPage("seaweed")!.products.length);
  await expect(bottles.filter({ hasText: gin.name })).toHaveCount(1);
  expect(botanical.products.length).toBeGreaterThan(0);
});

test("every gin is on the juniper page, reached from the why page", async ({ page }) => {
  await page.goto("/why-icelandic-gin");
  await page.getByRole("link", { name: "Juniper Berries" }).click();
  await expect(page).toHaveURL(/\/botanicals\/juniper-berries$/);
  await expect(page.getByTestId("count-line")).toHaveText(`${listGins().length} bottles`);
});

test("related bottles on a detail page exclude the bottle itself", async ({ page }) => {
  await page.goto("/gin/vor-gin");
  const related = page.getByRole("region", { name: "Similar bottles" });
  await related.scrollIntoViewIfNeeded();
  const names = await related.getByRole("heading", { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(4);
  expect(names).not.toContain("Vor Gin");
  expect(names[0]).toBe("Vor Barrel Aged Gin");
});

test("open data: the catalogue as JSON and CSV with its licence, linked from the footer", async ({ page, request }) => {
  const json = await (await request.get("/data/catalogue.json")).json();
  expect(json.licence).toMatch(/^CC BY 4\.0/);
  expect(json.products.length).toBeGreaterThanOrEqual(40);
  // Every bottle is in both, each with its page's address and its own strength and style.
  for (const product of listAllProducts()) {
    const row = json.products.find((p: { slug: string }) => p.slug === product.slug);
    expect(row, product.slug).toMatchObject({ url: `https://ginsoficeland.com${productPath(product)}` });
    expect(row.alcohol, product.slug).toBe(product.alcohol ?? null);
    expect(row.style, product.slug).toBe(product.style ?? null);
  }
  expect(json.distilleries).toHaveLength(listDistilleries().length);
  const csv = await (await request.get("/data/catalogue.csv")).text();
  expect(csv.split("\n")[0]).toMatch(/^# CC BY 4\.0/);
  expect(csv.split("\n")[1]).toBe(
    "slug,name,category,type,style,distillery,alcohol,price,currency,priceShop,priceChecked,botanicals,description,size,url,unverified,sources",
  );
  const lines = csv.split("\n").slice(2);
  for (const product of listAllProducts())
    expect(
      lines.filter((line) => line.startsWith(`${product.slug},`)),
      product.slug,
    ).toHaveLength(1);
  await page.goto("/contact");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "JSON" })).toHaveAttribute("href", "/data/catalogue.json");
});
