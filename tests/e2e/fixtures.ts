import { test as base, expect, type Page, type Request } from "@playwright/test";
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
    trackRequests(page);
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

const requestsOf = new WeakMap<Page, { pending: Set<Request>; started: number }>();

/**
 * Counts the page's requests from now on, for `waitForQuiet`: call it before the page's first
 * `goto` (the fixtures' page is counted from its start).
 */
export function trackRequests(page: Page): void {
  if (requestsOf.has(page)) return;
  const requests = { pending: new Set<Request>(), started: 0 };
  page.on("request", (request) => {
    requests.pending.add(request);
    requests.started++;
  });
  page.on("requestfinished", (request) => requests.pending.delete(request));
  page.on("requestfailed", (request) => requests.pending.delete(request));
  requestsOf.set(page, requests);
}

/**
 * Waits until the page has stopped loading: no request in flight, every image on screen loaded
 * (or broken, its error handler run), and nothing new started a frame and a task later (a
 * response's handler, an image's fallback). What `waitForLoadState("networkidle")` was used for,
 * without its fixed half second of silence on every call.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  const requests = requestsOf.get(page);
  if (!requests) throw new Error("waitForQuiet: call trackRequests(page) before the page's first goto");
  for (;;) {
    const started = requests.started;
    await page.waitForFunction(
      () =>
        [...document.images].every((img) => {
          if (img.complete) return true;
          const box = img.getBoundingClientRect();
          const onScreen = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
          // A lazy image off screen is not asked for until it comes near.
          return img.loading === "lazy" && !onScreen;
        }),
      undefined,
      { polling: "raf", timeout: 30_000 },
    );
    await expect
      .poll(() => [...requests.pending].map((request) => request.url()), {
        message: "requests still in flight",
        timeout: 30_000,
        intervals: [20, 50, 100],
      })
      .toEqual([]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    if (requests.started === started && requests.pending.size === 0) return;
  }
}

/**
 * Clears what the page stored (bottles seen, the popup's showing), so the next page this tab
 * opens starts as a first visit: for a test that goes through several pages in one tab.
 */
export const forgetVisit = (page: Page): Promise<void> =>
  page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

/**
 * Splits a list into `count` batches, interleaved so each mixes the list's kinds and no batch
 * is much longer than another: for one test a batch in place of one a page, so the two workers
 * still share the work.
 */
export const inBatches = <T>(items: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, batch) => items.filter((_, index) => index % count === batch));

export { expect };
export type { Page } from "@playwright/test";
