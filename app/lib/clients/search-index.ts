import type { SearchIndex } from "../catalogue/search";

export type SearchEngine = typeof import("../catalogue/search");

/** The search index (built with the site) and the search code load together, on first use. */
let loading: Promise<{ index: SearchIndex; engine: SearchEngine }> | undefined;

export function loadSearch() {
  loading ??= Promise.all([
    fetch("/data/search-index.json").then((response) => {
      if (!response.ok) throw new Error(`search index: ${response.status}`);
      return response.json() as Promise<SearchIndex>;
    }),
    import("../catalogue/search"),
  ]).then(([index, engine]) => ({ index, engine }));
  loading.catch(() => (loading = undefined));
  return loading;
}
