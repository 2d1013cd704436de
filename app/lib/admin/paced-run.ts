/** The scraping service is asked for one page at a time, with this wait between two requests. */
export const BETWEEN_REQUESTS_MS = 2000;

/**
 * Runs `step` for each item in order, one at a time, waiting BETWEEN_REQUESTS_MS between two
 * steps, and reports the percentage done after each. A step handles its own failure, so one
 * failed item never stops the run.
 */
export async function runOneByOne<T>(
  items: readonly T[],
  step: (item: T, index: number) => Promise<void>,
  onProgress: (percent: number) => void,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    await step(item, index);
    onProgress(Math.round(((index + 1) / items.length) * 100));
    if (index < items.length - 1) await new Promise((resolve) => setTimeout(resolve, BETWEEN_REQUESTS_MS));
  }
}
