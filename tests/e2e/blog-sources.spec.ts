// A post's sources at phone and desktop width, on a full load of the post. The same flows run in
// the slow-line project with the post opened from the blog list (blog-sources.slow-line.spec.ts).
import { axeBuilder } from "./axe";
import { expect, test } from "./fixtures";
import { LUNDEY_POST, postSourcesTests } from "./blog-sources.flows";

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`post sources at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    postSourcesTests(async (page) => {
      await page.goto(LUNDEY_POST);
    });

    test("the marks, references and Sources have no WCAG 2.2 A/AA violations", async ({ page }) => {
      await page.goto(LUNDEY_POST);
      await page.getByRole("region", { name: "Sources" }).scrollIntoViewIfNeeded();
      const results = await axeBuilder(page)
        .include("article")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        ),
      ).toEqual([]);
    });

    test("shows the post whole, for a look at the marks and the Sources", async ({ page }) => {
      await page.goto(LUNDEY_POST);
      await expect(page.getByRole("region", { name: "Sources" })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`lundey-${width}.png`), fullPage: true });
      await page
        .locator("article .prose-article p")
        .first()
        .screenshot({ path: test.info().outputPath(`lundey-${width}-opening.png`) });
      await page
        .getByRole("region", { name: "Sources" })
        .screenshot({ path: test.info().outputPath(`lundey-${width}-sources.png`) });
    });
  });
}
