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
