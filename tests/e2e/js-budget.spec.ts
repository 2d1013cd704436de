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
  test(`a first visit to the ${type} page (${path}) loads at most ${ceilingKB} KB gzip of the site's own code, and no locale tables`, async ({
    page,
  }) => {
    // The browser loads its collation or number-format tables on the first locale-aware call
    // (localeCompare alone took 17-47 ms on this host, inside the list pages' hydration): none
    // while a page starts.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { localeCalls: calls });
      const count = <T extends object>(owner: T, name: keyof T & string, label: string) => {
        const original = owner[name] as (...args: unknown[]) => unknown;
        Object.assign(owner, {
          [name]: function (this: unknown, ...args: unknown[]) {
            calls.push(label);
            return new.target ? Reflect.construct(original, args) : original.apply(this, args);
          },
        });
      };
      count(String.prototype, "localeCompare", "String#localeCompare");
      count(Number.prototype, "toLocaleString", "Number#toLocaleString");
      count(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
      count(Intl, "Collator", "Intl.Collator");
      count(Intl, "NumberFormat", "Intl.NumberFormat");
      count(Intl, "DateTimeFormat", "Intl.DateTimeFormat");
    });
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
    expect(await page.evaluate(() => (window as unknown as { localeCalls: string[] }).localeCalls)).toEqual([]);
  });
}
