import { axeBuilder } from "./axe";
import { expect, forgetVisit, inBatches, test, waitForQuiet } from "./fixtures";

/** One page of each type; issue-specific pages join this list as they are built. */
export const pageTypes = [
  { name: "home", path: "/" },
  { name: "list", path: "/premium-gins" },
  { name: "brennivín list", path: "/premium-brennivins" },
  { name: "gin detail", path: "/gin/lundey-gin" },
  { name: "vodka detail", path: "/vodka/reyka-vodka" },
  { name: "spirit detail", path: "/spirit/floki-single-malt-whisky" },
  { name: "distillery", path: "/all-distillery/eimverk-distillery" },
  { name: "not found", path: "/gin/no-such-gin" },
  { name: "blog list", path: "/blog" },
  { name: "blog post", path: "/blog/what-do-vikings-drink" },
  { name: "why page", path: "/why-icelandic-gin" },
  { name: "cocktail index", path: "/cocktails" },
  { name: "legal page", path: "/cookie-policy" },
  { name: "contact", path: "/contact" },
  { name: "map", path: "/distilleries" },
  { name: "admin", path: "/admin" },
];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Two tests a width, each going through its pages in one tab: a fresh context and a half
    // second of network silence a page were about half of what a test a page took.
    for (const batch of inBatches(pageTypes, 2)) {
      test(`${batch.map(({ name, path }) => `${name} (${path})`).join(", ")}: no WCAG 2.2 A/AA violations`, async ({ page }) => {
        test.setTimeout(batch.length * 60_000); // each page the guard it had as a test of its own
        for (const { path } of batch) {
          await test.step(path, async () => {
            await page.goto(path);
            await expect.soft(page.getByRole("heading", { level: 1 }), `${path}: its h1`).toBeVisible();
            // Bring deferred sections and the footer in, so they are checked hydrated too.
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            await waitForQuiet(page);
            const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
            const summary = results.violations.map(
              (v) =>
                `${v.id}: ${v.nodes
                  .map((n) => n.target.join(" "))
                  .slice(0, 3)
                  .join(", ")}`,
            );
            expect.soft(summary, path).toEqual([]);
            await forgetVisit(page);
          });
        }
      });
    }
  });
}
