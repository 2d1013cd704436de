import { AXE_PAGE_TYPES, wcagViolations } from "./axe";
import { expect, forgetVisit, inBatches, test, waitForQuiet } from "./fixtures";

// At 1280 px here; at 390 px the same pages are checked by phone-layout.spec.ts's phone sweep, in
// the same visit as its sideways-scroll check (one load a page instead of two).
test.describe("axe at 1280px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Two tests, each going through its pages in one tab: a fresh context and a half second of
  // network silence a page were about half of what a test a page took.
  for (const batch of inBatches(AXE_PAGE_TYPES, 2)) {
    test(`${batch.map(({ name, path }) => `${name} (${path})`).join(", ")}: no WCAG 2.2 A/AA violations`, async ({ page }) => {
      test.setTimeout(batch.length * 60_000); // each page the guard it had as a test of its own
      for (const { path } of batch) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect.soft(page.getByRole("heading", { level: 1 }), `${path}: its h1`).toBeVisible();
          // Bring deferred sections and the footer in, so they are checked hydrated too.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await waitForQuiet(page);
          expect.soft(await wcagViolations(page), path).toEqual([]);
          await forgetVisit(page);
        });
      }
    });
  }
});
