/**
 * A list's cards come a page at a time: its pre-rendered pages hold this many each (page 1 at the
 * list's address, the next at `<list>/page/<n>`), and a filtered list draws this many, then more on
 * "Show more". The page's HTML and data stay the same size however long the list grows; the
 * filters read every bottle from the list's own file, fetched on first use. No imports with
 * aliases: the pre-render list (react-router.config.ts) reads it.
 */
export const LIST_PAGE_SIZE = 24;

/** How many pages a list of `total` bottles takes (an empty list still has its page 1). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

/** Page `page`'s items (1-based), or undefined past the end. */
export function pageItems<T>(items: readonly T[], page: number): T[] | undefined {
  if (!Number.isInteger(page) || page < 1 || page > pageCountOf(items.length)) return undefined;
  return items.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
}

/** The page numbers a pagination shows: all of them up to 7, else the first, the last and the two around the current one. */
export function pageNumbers(page: number, pageCount: number): (number | "gap")[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ["gap" as const, n] : [n]));
}
