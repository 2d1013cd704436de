import type { Page } from "@playwright/test";

/**
 * Holds back one lazily loaded chunk (by its name before the hash), so a test can act on the
 * pre-rendered HTML while that code is still "on its way". Returns the function that lets it through.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
