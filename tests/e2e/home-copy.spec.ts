import { expect, test } from "./fixtures";

// The home hero: "headline {product}", and {product} is "Icelandic Gin" (docs/decisions.md).
test("the home headline names Icelandic Gin, in the page and in the pre-rendered HTML", async ({ page }) => {
  await page.goto("/");
  const headline = page.getByRole("heading", { level: 1 });
  await expect(headline).toHaveCount(1);
  await expect(headline).toHaveText("Icelandic Gin");

  const html = await (await page.request.get("/")).text();
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  expect(h1.replace(/<[^>]+>/g, "").trim()).toBe("Icelandic Gin");
});
