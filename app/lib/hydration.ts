/**
 * Whether the first page has hydrated. Parts that keep their pre-rendered HTML during
 * hydration (deferred islands, the coastline) render normally on later client-side pages.
 */
let hydrated = false;

export const isHydrated = () => hydrated;
export const markHydrated = () => {
  hydrated = true;
  // The page is interactive from here on: the pre-rendered pages' early-click replay
  // (scripts/defer-hydration.ts) and the tests wait for this.
  document.documentElement.dataset.hydrated = "true";
};
