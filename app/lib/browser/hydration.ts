/**
 * Whether the first page has hydrated. The map's coastline keeps its pre-rendered path during
 * hydration (no geometry download on a first visit) and draws itself on client-side pages.
 */
let hydrated = false;

export const isHydrated = () => hydrated;
export const markHydrated = () => {
  hydrated = true;
  // The page is interactive from here on: the tests wait for this.
  document.documentElement.dataset.hydrated = "true";
};
