import { test as base, expect } from "@playwright/test";
import { emulateNetwork, type NetworkConditions } from "./slow-line";

export interface E2EOptions {
  /** A line to emulate for every page (a project sets it, e.g. slow 4G); null: loopback speed. */
  networkConditions: NetworkConditions | null;
}

// As long as the dev server may take to compile a first page on a busy host (dev-server.spec.ts).
const HYDRATION_TIMEOUT = 45_000;

/**
 * Pages are pre-rendered, so their HTML is on screen before React takes over; an action on it
 * before hydration would hit inert markup. Every navigation here waits until the app says it is
 * interactive (html[data-hydrated]), and a page that does not get there fails its test. A test
 * that acts before hydration on purpose opens its own page (`context.newPage()`).
 */
export const test = base.extend<E2EOptions>({
  networkConditions: [null, { option: true }],
  page: async ({ page, networkConditions }, use) => {
    if (networkConditions) await emulateNetwork(page, networkConditions);
    const waitForApp = () =>
      page.waitForSelector("html[data-hydrated='true']", { state: "attached", timeout: HYDRATION_TIMEOUT });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp();
      return response;
    };
    await use(page);
  },
});

export { expect };
export type { Page } from "@playwright/test";
