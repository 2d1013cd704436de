import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { editorialPages, isFrameworkScript, mainPages } from "../../scripts/first-visit";

/**
 * Issue 14 allows a first visit the framework's chunks plus at most 10 KB gzip of the site's own
 * code on content pages. The pages of text (blog, contact, legal, editorial) are within it and must
 * stay there; the catalogue's interactive page types are not (docs/decisions.md): each may not load
 * more of its own code than it does today, so what one change saves the next cannot quietly spend.
 * Lower a figure when a change makes a page lighter; never raise one without a decision recorded.
 * KB of gzip -9, every script a cold visit loads until the network is idle, as `npm run bench`
 * counts them.
 */
const BUDGET_KB = 10;
const siteCodeCeilingKB: Record<string, number> = {
  home: 13.9,
  list: 15.8,
  "gin detail": 18.2,
  "spirit detail": 18.3,
  distillery: 19.1,
  map: 14.3,
  "blog list": BUDGET_KB,
  "blog post": BUDGET_KB,
  contact: BUDGET_KB,
  legal: BUDGET_KB,
  editorial: BUDGET_KB,
};
const pages = [...mainPages, ...editorialPages];

for (const { type, path } of pages) {
  test(`a first visit to the ${type} page (${path}) loads at most ${siteCodeCeilingKB[type]} KB gzip of the site's own code`, async ({
    page,
  }) => {
    // Each test has a fresh context: a cold visit with an empty cache.
    const scripts: { url: string; gzip: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(path, { waitUntil: "networkidle" });
    // Hydrated: the modules the page needs have all run.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const site = scripts.filter((script) => !isFrameworkScript(script.url));
    const siteKB = site.reduce((sum, script) => sum + script.gzip, 0) / 1024;
    const listing = site.map((script) => `${new URL(script.url).pathname} ${(script.gzip / 1024).toFixed(1)}`).join(", ");
    expect(siteKB, `${type}: ${siteKB.toFixed(1)} KB (${listing})`).toBeLessThanOrEqual(siteCodeCeilingKB[type]!);
  });
}
