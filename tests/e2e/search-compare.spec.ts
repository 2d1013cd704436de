import { expect, test } from "./fixtures";
import { getGin } from "../../content/index";

test.describe("search", () => {
  test("from the home page by keyboard to a detail page: / focuses, arrows choose, Enter opens", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("/");
    const box = page.getByRole("combobox", { name: "Search bottles, distilleries and articles" });
    await expect(box).toBeFocused();
    await page.keyboard.type("lundey");
    const options = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
    await expect(options.first()).toContainText("Lundey Gin");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/gin\/lundey-gin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lundey Gin" })).toBeVisible();
  });

  test("olafsson and a typo both find Ólafsson; Escape closes the results", async ({ page }) => {
    await page.goto("/premium-vodkas");
    const box = page.getByRole("combobox", { name: "Search bottles, distilleries and articles" });
    for (const query of ["olafsson", "olafson"]) {
      await box.fill(query);
      await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toContainText(
        "Ólafsson Gin",
      );
    }
    await box.press("Escape");
    await expect(page.getByRole("listbox", { name: "Search results" })).toBeHidden();
  });

  test("the search page: a form in the pre-rendered HTML, results with script", async ({ page, request }) => {
    const html = await (await request.get("/search")).text();
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    await page.goto("/search?q=thoran");
    await expect(
      page.getByRole("region", { name: "Search results" }).getByRole("link", { name: "Þoran Distillery" }),
    ).toBeVisible();
  });

  test("the index loads only when search is first used", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto("/premium-gins");
    await page.waitForLoadState("networkidle");
    expect(requests).not.toContain("/data/search-index.json");
    await page.getByRole("combobox", { name: "Search bottles, distilleries and articles" }).focus();
    await expect.poll(() => requests).toContain("/data/search-index.json");
  });
});

test.describe("compare", () => {
  const slugs = ["lundey-gin", "olafsson-gin", "vor-gin"];

  test("adding three bottles shows a tray; compare shows three columns with shared botanicals marked", async ({ page }) => {
    await page.goto("/premium-gins");
    for (const slug of slugs) {
      await page.getByRole("button", { name: `Compare ${getGin(slug)!.name}` }).click();
    }
    const tray = page.getByRole("complementary", { name: "Comparison" });
    await expect(tray).toContainText(`${getGin(slugs[0]!)!.name}, ${getGin(slugs[1]!)!.name}, + 1`);
    await tray.getByRole("link", { name: "Compare (3)" }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?items=${slugs.join(",")}$`));
    const columns = page.getByRole("columnheader");
    await expect(columns).toHaveCount(3);
    await expect(page.getByText("Juniper (shared)").first()).toBeVisible();
    expect(await page.locator("[data-shared]").count()).toBeGreaterThanOrEqual(3);
  });

  test("the compare URL alone reproduces the comparison in a fresh context", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/compare?items=${slugs.join(",")}`);
    await expect(page.getByRole("columnheader")).toHaveCount(3);
    for (const slug of slugs) await expect(page.getByRole("columnheader", { name: getGin(slug)!.name })).toBeVisible();
    await context.close();
  });

  test("no more than four bottles", async ({ page }) => {
    await page.goto("/premium-gins");
    const compareIn = (i: number) =>
      page
        .getByRole("article")
        .nth(i)
        .getByRole("button", { name: /^Compar/ });
    for (let i = 0; i < 4; i++) await compareIn(i).click();
    await expect(compareIn(0)).toHaveAttribute("aria-pressed", "true");
    await expect(compareIn(4)).toBeDisabled();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("compare-items")!).length)).toBe(4);
  });
});
