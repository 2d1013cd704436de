/**
 * When the newsletter popup may open by itself (once a session, 30 s after load, unless dismissed for good).
 * Any showing counts, the timer's or a button's (e.g. the blog's Subscribe): once the visitor has
 * seen it in this session, it never opens by itself again, however it was closed.
 */
export const POPUP_DELAY_MS = 30_000;
export const DISMISSED_KEY = "subscription-popup-dismissed";
export const SHOWN_THIS_SESSION_KEY = "subscription-popup-shown";

const read = (storage: () => Storage, key: string) => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};
const write = (storage: () => Storage, key: string, value: string) => {
  try {
    storage().setItem(key, value);
  } catch {
    /* storage blocked: the popup just asks again next time */
  }
};

// Also kept in memory, so that with storage blocked it still does not reopen on this page.
let shownOnThisPage = false;

export const isPopupDismissed = () => read(() => localStorage, DISMISSED_KEY) === "true";
export const rememberPopupDismissed = () => write(() => localStorage, DISMISSED_KEY, "true");
export const wasPopupShownThisSession = () => shownOnThisPage || read(() => sessionStorage, SHOWN_THIS_SESSION_KEY) === "true";
export const rememberPopupShown = () => {
  shownOnThisPage = true;
  write(() => sessionStorage, SHOWN_THIS_SESSION_KEY, "true");
};

export const shouldAutoOpenPopup = () => !isPopupDismissed() && !wasPopupShownThisSession();
