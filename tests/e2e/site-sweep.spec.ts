import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, forgetVisit, inBatches, test, waitForQuiet } from "./fixtures";
import { E2E_BUILD_DIRECTORY, FAKE_PORTS } from "./env";
import { samplePages } from "./page-sample";
import { prerenderPaths } from "../../app/lib/routing/prerender-paths";
import { checkRedirects, headersFor, parseHeaders, scriptsBlockedBy } from "../../scripts/cdn-rules";
import { inlineScriptHashes } from "../../scripts/inline-script-hashes";
import { walk } from "../../server/static-site";

const pages = prerenderPaths().filter((path) => path !== "/404");
const NOT_FOUND_HEADING = /<h1[^>]*>[^<]*Not Found<\/h1>/;

test.describe("crawler", () => {
  test("every internal link in the pre-rendered HTML, from / onwards, reaches a page", async ({ request }) => {
    test.setTimeout(120_000);
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      const response = await request.get(path);
      const html = await response.text();
      if (response.status() !== 200 || NOT_FOUND_HEADING.test(html)) {
        broken.push(`${path} (${response.status()})`);
        continue;
      }
      for (const match of html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)[^"]*"/g)) {
        const link = match[1]!.replace(/\/+$/, "") || "/";
        if (/\.(svg|png|jpg|xml|txt|json|csv)$/.test(link) || seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    // Every page the build makes is reachable by following links.
    // The operator page, the /whisky/ twins of /spirit/ pages, the comparison (reached from its tray) and the
    // search page (reached from the search panel with a query) excepted.
    const unreachable = pages.filter(
      (path) => !seen.has(path) && !["/admin", "/compare", "/search"].includes(path) && !path.startsWith("/whisky/"),
    );
    expect(unreachable).toEqual([]);
  });
});

test.describe("pages load in Chromium without errors", () => {
  // A few batches rather than a test a page (a fresh browser context, then a half second of
  // network silence, cost more than most pages' own checks). One tab goes from page to page as a
  // visitor's does, its HTTP cache warm; the storage a page wrote is cleared before the next, so
  // each starts as a first visit. Every page of its own route and one page of each outline under
  // a segment (page-sample.ts): the sweep no longer grows with the catalogue, its kinds of page do;
  // the crawler and the structured-data test below still read every page's HTML.
  const batches = inBatches(samplePages(pages), 4);

  test("the sample: every page of its own route, one of each outline under a segment, and each segment's last", () => {
    const built: Record<string, string> = {
      "/gin/a": '<h1 class="title"></h1><h2 id="cocktails-heading"></h2>',
      "/gin/b": '<h1 class="title"></h1><h2 id="cocktails-heading"></h2><h2 id="cocktails-heading"></h2>',
      "/gin/c": '<h1 class="title"></h1><p data-testid="location-unconfirmed"></p>',
      "/gin/d": '<h1 class="title"></h1><h2 id="cocktails-heading"></h2>',
      "/gin/e": '<h1 class="title"></h1><h2 id="cocktails-heading"></h2>',
      "/vodka/a": '<h1 class="title"></h1><h2 id="cocktails-heading"></h2>',
    };
    const paths = ["/", "/contact", ...Object.keys(built), "/blog/unbuilt", "/blog/unbuilt-too"];
    expect(samplePages(paths, (path) => built[path])).toEqual([
      "/",
      "/contact",
      "/gin/a",
      "/gin/c",
      "/gin/e",
      "/vodka/a",
      "/blog/unbuilt",
      "/blog/unbuilt-too",
    ]);
    // and the real one still has a page of each segment
    const segments = (list: string[]) => new Set(list.map((path) => path.split("/")[1]));
    expect(segments(samplePages(pages))).toEqual(segments(pages));
  });
  for (const [batch, paths] of batches.entries()) {
    test(`batch ${batch + 1} of ${batches.length}: ${paths.length} pages from ${paths[0]}`, async ({ page }) => {
      test.setTimeout(paths.length * 60_000); // each page the guard it had as a test of its own
      const failing: Record<string, string[]> = {};
      let problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
      for (const path of paths) {
        problems = [];
        try {
          await page.goto(path);
          // Hydrated: the deferred loader ran under the page's CSP and React took over.
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await waitForQuiet(page);
          await forgetVisit(page);
        } catch (error) {
          problems.push(`failed: ${(error as Error).message.split("\n")[0]}`);
        }
        if (problems.length) failing[path] = problems;
      }
      expect(failing).toEqual({});
    });
  }
});

test.describe("structured data and head", () => {
  const required: Record<string, string[]> = {
    Organization: ["name", "url"],
    Product: ["name", "image", "description"],
    BreadcrumbList: ["itemListElement"],
    Article: ["headline", "datePublished", "author", "image"],
    LocalBusiness: ["name", "address"],
  };

  test("every page's JSON-LD parses and has the properties its type requires; titles and descriptions are unique", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const problems: string[] = [];
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      const types: string[] = [];
      for (const block of blocks) {
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(block);
        } catch {
          problems.push(`${path}: JSON-LD does not parse`);
          continue;
        }
        const type = String(data["@type"]);
        types.push(type);
        expect(data["@context"], path).toBe("https://schema.org");
        for (const property of required[type] ?? [])
          if (data[property] === undefined) problems.push(`${path}: ${type} lacks ${property}`);
        // An offer only for a current checked price: its number as a string, the shop's ISO currency, no stock claim.
        if (type === "Product" && data.offers !== undefined) {
          const offers = data.offers as Record<string, string>;
          if (!/^\d+(\.\d+)?$/.test(offers.price ?? "") || !/^[A-Z]{3}$/.test(offers.priceCurrency ?? ""))
            problems.push(`${path}: bad offer`);
          if ("availability" in offers) problems.push(`${path}: offer claims stock`);
        }
        if (type === "BreadcrumbList" && !(data.itemListElement as unknown[]).length) problems.push(`${path}: empty breadcrumb`);
      }
      if (!types.includes("Organization")) problems.push(`${path}: no Organization`);
      if (/^\/(gin|vodka|spirit)\//.test(path) && !types.includes("Product")) problems.push(`${path}: no Product`);
      if (path.startsWith("/blog/") && !types.includes("Article")) problems.push(`${path}: no Article`);

      const title = html.match(/<title>([^<]*)<\/title>/)![1]!;
      const description = html.match(/<meta name="description" content="([^"]*)"/)![1]!;
      // The gin of the spirit table has a /gin/ and a /spirit/ page by design (the /gin/ one is canonical to itself).
      const key = path.replace(/^\/(gin|spirit|whisky)\//, "/x/");
      if (titles.has(title) && titles.get(title) !== key) problems.push(`${path}: title also on ${titles.get(title)}`);
      if (descriptions.has(description) && descriptions.get(description) !== key)
        problems.push(`${path}: description also on ${descriptions.get(description)}`);
      titles.set(title, key);
      descriptions.set(description, key);
    }
    expect(problems).toEqual([]);
  });

  test("the CDN files: one CSP lets every page's inline scripts run, unknown addresses get the app shell, no rule a host rejects", () => {
    const client = join(E2E_BUILD_DIRECTORY, "client");
    const headersFile = readFileSync(join(client, "_headers"), "utf8");
    const { rules, problems } = parseHeaders(headersFile);
    expect(problems).toEqual([]);
    expect(checkRedirects(readFileSync(join(client, "_redirects"), "utf8"))).toEqual([]);
    // A handful of rules, none per page (Cloudflare Pages reads only 100).
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/assets/*", "/photos/*", "/admin"]);
    expect(readFileSync(join(client, "_redirects"), "utf8")).not.toMatch(/ 404$/m);

    const html = (file: string) => readFileSync(join(client, file), "utf8");
    const siteCsp = headersFor(rules, "/gin/lundey-gin")["content-security-policy"];
    expect(inlineScriptHashes(html("gin/lundey-gin/index.html")).length).toBeGreaterThan(1);
    for (const file of walk(client).filter((f) => f.endsWith(".html"))) {
      const path = "/" + relative(client, file).replace(/(^|\/)index\.html$/, "");
      expect(scriptsBlockedBy(headersFor(rules, path)["content-security-policy"], readFileSync(file, "utf8")), path).toEqual([]);
      if (path !== "/admin") expect(headersFor(rules, path)["content-security-policy"], path).toBe(siteCsp);
    }
    // Cloudflare Pages and Netlify answer unknown addresses with 404.html: the app shell.
    expect(html("404.html")).toBe(html("__spa-fallback.html"));
    expect(scriptsBlockedBy(headersFor(rules, "/no/such/page")["content-security-policy"], html("404.html"))).toEqual([]);
    expect(headersFor(rules, "/admin")["content-security-policy"]).toContain(
      `connect-src 'self' http://127.0.0.1:${FAKE_PORTS.hubspot} http://127.0.0.1:${FAKE_PORTS.firecrawl}`,
    );
    expect(headersFor(rules, "/admin")["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("/ and a gin page carry a CSP without unsafe-inline scripts, and the other security headers", async ({ request }) => {
    for (const path of ["/", "/gin/lundey-gin"]) {
      const headers = (await request.head(path)).headers();
      const csp = headers["content-security-policy"]!;
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(new RegExp(`connect-src 'self' http://127\\.0\\.0\\.1:${FAKE_PORTS.hubspot}(;|$)`));
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });
});
