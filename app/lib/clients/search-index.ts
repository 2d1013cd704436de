import type { SearchEntry } from "../catalogue/search";

/** The search index (built with the site) and the search code load together, on first use. */
let loading: Promise<{ entries: SearchEntry[]; search: typeof import("../catalogue/search").search }> | undefined;

export function loadSearch() {
  loading ??= Promise.all([
    fetch("/data/search-index.json").then((response) => {
      if (!response.ok) throw new Error(`search index: ${response.status}`);
      return response.json() as Promise<{ entries: SearchEntry[] }>;
    }),
    import("../catalogue/search"),
  ]).then(([index, module]) => ({ entries: index.entries, search: module.search }));
  loading.catch(() => (loading = undefined));
  return loading;
}
