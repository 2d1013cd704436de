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
  ]).then(([index, engine]) => {
    // Its words are folded while the browser is idle (on a slow phone with a large catalogue, a
    // task of about 0.1 s) rather than in the first letter's keystroke.
    (globalThis.requestIdleCallback ?? setTimeout)(() => engine.prepare(index));
    return { index, engine };
  });
  loading.catch(() => (loading = undefined));
  return loading;
}
