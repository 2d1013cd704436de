/** Marks the document once the first page has hydrated: the page is interactive from here on, and the tests wait for it. */
export const markHydrated = () => {
  document.documentElement.dataset.hydrated = "true";
};
