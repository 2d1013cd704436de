import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { editorialPages, isFrameworkScript, mainPages } from "../../scripts/first-visit";
import { siteCodeCeilingKB } from "../../scripts/page-budgets";

/**
 * A regression guard, not a performance rule (those are the bench's, scripts/page-budgets.ts):
 * a page's first visit may not load more of the site's own code than its class's ceiling, so code
 * does not slip onto a page unnoticed. A feature that needs more raises its class's figure there.
 * KB of gzip -9, every script a cold visit loads until the network is idle, as `npm run bench`
 * counts them.
 */
for (const { type, path, pageClass } of [...mainPages, ...editorialPages]) {
  const ceilingKB = siteCodeCeilingKB(pageClass);
  test(`a first visit to the ${type} page (${path}) loads at most ${ceilingKB} KB gzip of the site's own code`, async ({
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
    expect(siteKB, `${type} (${pageClass}): ${siteKB.toFixed(1)} KB (${listing})`).toBeLessThanOrEqual(ceilingKB);
  });
}
