/**
 * The CDN folder (build-e2e/cdn) served by Cloudflare's own runtime: `wrangler pages dev` runs
 * workerd locally, offline, with Pages' asset serving, `_headers` and `_redirects`.
 */
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { legacyRedirects } from "../../app/lib/routing/legacy-redirects";
import { walk } from "../../server/static-site";
import { E2E_BUILD_DIRECTORY, e2eBuildEnv } from "./env";
import { packageBin } from "./package-bin";

const CLIENT_DIR = join(E2E_BUILD_DIRECTORY, "client");
const CDN_DIR = join(E2E_BUILD_DIRECTORY, "cdn");
/** No later than the bundled workerd supports (workerd 1.20260426). */
const COMPATIBILITY_DATE = "2026-04-01";
const siteCsp = JSON.parse(readFileSync(join(E2E_BUILD_DIRECTORY, "csp.json"), "utf8")) as {
  pages: Record<string, string>;
  default: string;
};

/** Every pre-rendered page by its address, from the layout the build wrote (x/index.html is /x). */
const pageAddresses = walk(CLIENT_DIR)
  .map((file) => relative(CLIENT_DIR, file).split(sep).join("/"))
  .filter((file) => file === "index.html" || file.endsWith("/index.html"))
  .map((file) => `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"))
  // /404 is the not-found flow's own step: the CDN answers it with 404.html, whose route leads on.
  .filter((address) => address !== "/404")
  .sort();

let wrangler: ChildProcess | undefined;
let output = "";
let origin = "";

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  output = "";
  const bin = packageBin("wrangler");
  wrangler = spawn(
    process.execPath,
    [
      bin,
      ...["pages", "dev", "cdn", "--ip", "127.0.0.1", "--port", "0", "--inspector-port", "0"],
      ...["--compatibility-date", COMPATIBILITY_DATE],
    ],
    {
      // Its state (.wrangler/) goes in the build folder, not the checkout.
      cwd: E2E_BUILD_DIRECTORY,
      // Its own process group, so that stopping it stops workerd too.
      detached: true,
      // Offline: no metrics, no update check, no fetch of Request.cf from Cloudflare.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_HIDE_BANNER: "true",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        FORCE_COLOR: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      const ready = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    wrangler!.stdout!.on("data", read);
    wrangler!.stderr!.on("data", read);
    wrangler!.on("exit", (code) => reject(new Error(`wrangler exited (${code}):\n${output}`)));
  });
});

test.afterAll(() => {
  if (wrangler?.pid && wrangler.exitCode === null) process.kill(-wrangler.pid, "SIGTERM");
});

test("wrangler reads every _headers and _redirects rule and rejects none", () => {
  const rules = (file: string) =>
    readFileSync(join(CDN_DIR, file), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"));
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
