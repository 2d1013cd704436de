/**
 * The phone search panel adds one history entry at the same URL, so the browser's Back closes the
 * panel instead of leaving the page. The router never learns of it: the panel's popstate listener
 * stops the event (see panel-behaviour.ts), because a pop to the same URL would make the router
 * load the page's data again. The entry is told apart by the state the panel gave it, which the
 * History API hands back with the popstate event.
 */
const KEY = "searchPanel";

export const isPanelEntry = (state: unknown) =>
  typeof state === "object" && state !== null && (state as Record<string, unknown>)[KEY] === true;

/** Same URL, marked as the panel's. */
export const pushPanelEntry = () => window.history.pushState({ [KEY]: true }, "");
