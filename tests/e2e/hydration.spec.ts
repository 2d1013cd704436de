import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { E2E_BUILD_DIRECTORY } from "./env";

// One page of each kind: a mismatch in the root layout (its <head> included) shows on all of them.
const PAGES = ["/", "/premium-gins", "/gin/marberg-gin", "/blog", "/distilleries", "/search"];

test.describe("the pre-rendered page and the browser's first render agree", () => {
  for (const width of [390, 1280]) {
    test(`no hydration error at ${width} px; the page keeps the stylesheet it was served with`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 844 });
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
      page.on("console", (message) => message.type() === "error" && problems.push(`${page.url()} console: ${message.text()}`));
      for (const path of PAGES) {
        const html = await (await request.get(path)).text();
        const served = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
        await page.goto(path);
        // React redraws a page whose HTML it does not recognise with its own links: the sheets must be the served ones.
        const rendered = await page
          .locator('link[rel="stylesheet"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(rendered, path).toEqual(served);
      }
      expect(problems).toEqual([]);
    });
  }

  test("the build ships one site stylesheet: the pre-render and the browser bundle built the same CSS", () => {
    const sheets = readdirSync(join(E2E_BUILD_DIRECTORY, "client", "assets")).filter((file) => /^app-.*\.css$/.test(file));
    expect(sheets).toHaveLength(1);
  });
});
