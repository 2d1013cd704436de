/**
 * Whether the first page has hydrated. Parts that keep their pre-rendered HTML during
 * hydration (deferred islands, the coastline) render normally on later client-side pages.
 */
let hydrated = false;

export const isHydrated = () => hydrated;
export const markHydrated = () => {
  hydrated = true;
  // A hook for tests and tools: the page is interactive from here on.
  document.documentElement.dataset.hydrated = "true";
};
