/** When the newsletter popup may open by itself (spec: once, 30 s after load, unless dismissed). */
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

export const isPopupDismissed = () => read(() => localStorage, DISMISSED_KEY) === "true";
export const rememberPopupDismissed = () => write(() => localStorage, DISMISSED_KEY, "true");
export const wasPopupShownThisSession = () => read(() => sessionStorage, SHOWN_THIS_SESSION_KEY) === "true";
export const rememberPopupShown = () => write(() => sessionStorage, SHOWN_THIS_SESSION_KEY, "true");

export const shouldAutoOpenPopup = () => !isPopupDismissed() && !wasPopupShownThisSession();
