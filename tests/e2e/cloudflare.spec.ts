/** The CDN folder in Cloudflare's own runtime (`wrangler pages dev`, see pages-dev.ts). */
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { legacyRedirects } from "../../app/lib/routing/legacy-redirects";
import { E2E_BUILD_DIRECTORY, e2eBuildEnv } from "./env";
import { ADMIN_SPELLINGS, CDN_DIR, prerenderedAddresses, startPagesDev, type PagesDev } from "./pages-dev";

const siteCsp = JSON.parse(readFileSync(join(E2E_BUILD_DIRECTORY, "csp.json"), "utf8")) as {
  pages: Record<string, string>;
  default: string;
};

// /404 is the not-found flow's own step: it answers 404 (see cdn-node-agreement.spec.ts).
const pageAddresses = prerenderedAddresses().filter((address) => address !== "/404");

let pagesDev: PagesDev | undefined;
let origin = "";

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  pagesDev = await startPagesDev();
  origin = pagesDev.origin;
});

test.afterAll(() => pagesDev?.stop());

test("wrangler reads every _headers and _redirects rule and rejects none", () => {
  const rules = (file: string) =>
    readFileSync(join(CDN_DIR, file), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"));
  const output = pagesDev!.output();
  const headerRules = rules("_headers").filter((line) => line.startsWith("/")).length;
  expect(output).toContain(`Parsed ${rules("_redirects").length} valid redirect rules.`);
  expect(output).toContain(`Parsed ${headerRules} valid header rules.`);
  expect(output.split("\n").filter((line) => /invalid|ignor|skipping/i.test(line))).toEqual([]);
});

test("every pre-rendered page answers 200 at its address, without a redirect, and names a canonical address that does too", async ({
  request,
}) => {
  expect(pageAddresses.length).toBeGreaterThan(50);
  const wrong: string[] = [];
  for (const address of pageAddresses) {
    const response = await request.get(origin + address, { maxRedirects: 0 });
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1] ?? "";
    // Aliases (/whisky/x) name their main address (/spirit/x); every other page names its own.
    const canonicalAddress = canonical.slice(e2eBuildEnv.VITE_SITE_URL!.length);
    if (
      response.status() !== 200 ||
      !canonical.startsWith(e2eBuildEnv.VITE_SITE_URL!) ||
      !pageAddresses.includes(canonicalAddress)
    ) {
      wrong.push(`${address}: ${response.status()} ${response.headers().location ?? ""} canonical ${canonical}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("the other spellings of a page's address redirect to it", async ({ request }) => {
  for (const spelling of ["/gin/olafsson-gin/", "/gin/olafsson-gin.html"]) {
    const response = await request.get(origin + spelling, { maxRedirects: 0 });
    expect(response.status(), spelling).toBeGreaterThanOrEqual(301);
    expect(new URL(response.headers().location!, origin).pathname).toBe("/gin/olafsson-gin");
  }
});

test("every spelling that serves the admin page carries its policy and noindex", async ({ request }) => {
  const adminPage = readFileSync(join(CDN_DIR, "admin.html"), "utf8");
  const served: string[] = [];
  const wrong: string[] = [];
  for (const address of ADMIN_SPELLINGS) {
    const response = await request.get(origin + address, { maxRedirects: 0 });
    if (response.status() !== 200 || (await response.text()) !== adminPage) continue;
    served.push(address);
    const headers = response.headers();
    if (headers["content-security-policy"] !== siteCsp.pages["/admin"] || headers["x-robots-tag"] !== "noindex, nofollow") {
      wrong.push(`${address}: CSP ${headers["content-security-policy"]?.slice(0, 60)}… robots ${headers["x-robots-tag"]}`);
    }
  }
  expect(served).toContain("/admin");
  expect(wrong).toEqual([]);
});

test("legacy addresses answer 301 to their pages", async ({ request }) => {
  for (const [from, to] of Object.entries(legacyRedirects)) {
    for (const address of [from, `${from}/`]) {
      const response = await request.get(origin + address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(301);
      expect(new URL(response.headers().location!, origin).pathname, address).toBe(to);
    }
  }
});

test("an unknown address answers 404 with the app shell, and the browser ends on the home page", async ({ page, request }) => {
  const response = await request.get(`${origin}/no/such/page`, { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe(readFileSync(join(CDN_DIR, "404.html"), "utf8"));

  const visit = await page.goto(`${origin}/no-such-page`);
  expect(visit?.status()).toBe(404);
  await expect(page).toHaveURL(`${origin}/`, { timeout: 15_000 });
});

for (const { address, csp, robots } of [
  { address: "/gin/olafsson-gin", csp: siteCsp.default, robots: undefined },
  { address: "/admin", csp: siteCsp.pages["/admin"], robots: "noindex, nofollow" },
]) {
  test(`${address} has its policy, hydrates in Chromium, and nothing is refused or fails`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("requestfailed", (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );

    const response = await page.goto(origin + address);
    expect(response?.status()).toBe(200);
    expect(csp).toBeTruthy();
    expect(response?.headers()["content-security-policy"]).toBe(csp);
    expect(response?.headers()["x-robots-tag"]).toBe(robots);
    await page.waitForSelector("html[data-hydrated='true']", { state: "attached", timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
