import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags";
import {
  E2E_BASE_URL,
  E2E_BUILD_DIRECTORY,
  E2E_MAPBOX_BASE_URL,
  E2E_MAPBOX_BUILD_DIRECTORY,
  E2E_MAPBOX_PORT,
  E2E_PORT,
} from "./tests/e2e/env";
import type { E2EOptions } from "./tests/e2e/fixtures";
import { SLOW_4G } from "./tests/e2e/slow-line";

const CDN_SPECS = /(cloudflare|cdn-node-agreement)\.spec\.ts$/;
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export default defineConfig<E2EOptions>({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A guard against a hung test, not a speed check: axe on the 25-card list at phone width takes
  // about 15 s alone and twice that beside a second worker on a busy 2-core machine (one such test
  // timed out at 30 s, twice, in a clean-clone run whose suite took four times its usual time).
  timeout: 60_000,
  // Likewise for a web-first assertion: twice Playwright's 5 s, because on that busy host a step's
  // next state (the admin scraper's next percentage after one request to the local fake) once took
  // longer than 5 s to show, at different steps in a run and its retry.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording every action's DOM snapshot cost about a fifth of the suite's time; in CI the trace
    // is taken on the retry of a failed test (a failure that repeats keeps it), in `npm test`'s whole
    // run never (E2E_NO_TRACE; run the failed spec alone for one), otherwise on failure.
    trace: process.env.CI ? "on-first-retry" : process.env.E2E_NO_TRACE ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: [/slow-line\.spec\.ts$/, CDN_SPECS] },
    // The CDN folder in Cloudflare's own runtime (each spec starts `wrangler pages dev` itself).
    { name: "cloudflare", testMatch: CDN_SPECS, use: { ...devices["Desktop Chrome"] } },
    {
      // A phone on Lighthouse's slow 4G: where a navigation loop or a repeated request shows.
      name: "slow-line",
      testMatch: /slow-line\.spec\.ts$/,
      timeout: 60_000,
      expect: { timeout: 20_000 },
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        networkConditions: SLOW_4G,
      },
    },
  ],
  webServer: [
    {
      command: `node ${E2E_BUILD_DIRECTORY}/server/index.mjs`,
      url: `${E2E_BASE_URL}/`,
      env: {
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        BUILD_DIR: E2E_BUILD_DIRECTORY,
        DATA_DIR: `${E2E_BUILD_DIRECTORY}/data`,
        INBOX_RATE_LIMIT: "1000",
      },
      reuseExistingServer: false,
      // A guard against a hung test, not a speed check: axe on the 25-card list at phone width takes
      // about 15 s alone and twice that beside a second worker on a busy 2-core machine (one such test
      // timed out at 30 s, twice, in a clean-clone run whose suite took four times its usual time).
      timeout: 60_000,
    },
    {
      command: `node ${E2E_MAPBOX_BUILD_DIRECTORY}/server/index.mjs`,
      url: `${E2E_MAPBOX_BASE_URL}/distilleries`,
      env: {
        PORT: String(E2E_MAPBOX_PORT),
        HOST: "127.0.0.1",
        BUILD_DIR: E2E_MAPBOX_BUILD_DIRECTORY,
        DATA_DIR: `${E2E_MAPBOX_BUILD_DIRECTORY}/data`,
      },
      reuseExistingServer: false,
      // A guard against a hung test, not a speed check: axe on the 25-card list at phone width takes
      // about 15 s alone and twice that beside a second worker on a busy 2-core machine (one such test
      // timed out at 30 s, twice, in a clean-clone run whose suite took four times its usual time).
      timeout: 60_000,
    },
  ],
});
