/** The search page's address for a query. */
export const searchPageHref = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/** The way from a short list to the search page: "All 12 results for “citrus”". */
export function allResultsLabel(total: number | undefined, query: string): string {
  if (!total) return `Search page for “${query}”`;
  return `All ${total} ${total === 1 ? "result" : "results"} for “${query}”`;
}
