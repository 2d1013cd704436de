/** The search page's address for a query. */
export const searchPageHref = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/** The way from a short list to the search page: "All 12 results for “citrus”". */
export function allResultsLabel(total: number | undefined, query: string): string {
  if (!total) return `Search page for “${query}”`;
  return `All ${total} ${total === 1 ? "result" : "results"} for “${query}”`;
}

/** What a query leaves out, said under its count: "Leaving out what mentions “citrus”." */
export function excludedLabel(excluded: readonly string[]): string {
  return `Leaving out what mentions ${excluded.map((word) => `“${word}”`).join(" or ")}.`;
}
