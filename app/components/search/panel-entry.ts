/**
 * The phone search panel adds one history entry at the same URL, so the browser's Back closes the
 * panel instead of leaving the page. The router never learns of it: the panel's popstate listener
 * stops the event (see PhoneSearch), because a pop to the same URL would make the router load the
 * page's data again.
 */
const KEY = "searchPanel";

export const isPanelEntry = (state: unknown = window.history.state) =>
  typeof state === "object" && state !== null && (state as Record<string, unknown>)[KEY] === true;

/** Same URL, same router state (its key and index), marked as the panel's. */
export const pushPanelEntry = () => window.history.pushState({ ...window.history.state, [KEY]: true }, "");
