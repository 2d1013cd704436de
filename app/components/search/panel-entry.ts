/**
 * The phone search panel adds one history entry at the same address, through the router, so the
 * browser's Back closes the panel instead of leaving the page. The entry is told apart by the
 * router state the panel gave it (`location.state`); the routes' shouldRevalidate keeps a
 * navigation to the same address from fetching the page's data again (lib/routing/revalidate.ts).
 */
const KEY = "searchPanel";

export const isPanelEntry = (state: unknown) =>
  typeof state === "object" && state !== null && (state as Record<string, unknown>)[KEY] === true;

/** The router state of the panel's entry: the page's own, marked as the panel's. */
export const panelEntryState = (state: unknown) => ({ ...(typeof state === "object" ? state : {}), [KEY]: true });
