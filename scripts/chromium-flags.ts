/**
 * Chromium's switches for every launch here: the end-to-end tests (playwright.config.ts) and
 * `npm run bench` (Lighthouse and the byte counts). Each launcher adds its own headless mode.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  // The machine may have no internet: keep Chromium from calling home.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
