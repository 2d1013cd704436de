import { test as base, expect } from "@playwright/test";

/**
 * Pages are pre-rendered, so their HTML is on screen before React takes over; an action on it
 * before hydration would hit inert markup. Every navigation here waits until the app says it is
 * interactive (html[data-hydrated]).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const waitForApp = () =>
      page.waitForSelector("html[data-hydrated='true']", { state: "attached", timeout: 15_000 }).catch(() => null);
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
