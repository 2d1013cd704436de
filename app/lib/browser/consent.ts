/**
 * The visitor's analytics choice (Iceland is in the EEA): nothing loads from the analytics
 * host until they accept; the choice is remembered and can be changed from the footer.
 */
import { siteConfig } from "~/config/site";
import { sendPageView } from "../clients/analytics";

export type ConsentChoice = "accepted" | "rejected";
export const CONSENT_KEY = "cookie-consent";

export const analyticsConfigured = () => !!siteConfig.gaMeasurementId;

export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "rejected" ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    /* storage blocked: the banner asks again next visit */
  }
  if (choice === "accepted") startAnalytics();
  else stopAnalytics();
}

/**
 * Marks a control that reopens the choice. The host listens on the document, so the control
 * works even in pre-rendered HTML whose own code has not loaded yet (the footer's).
 */
export const consentSettingsTrigger = { "data-consent-settings": "" } as const;
export const isConsentSettingsClick = (event: Event) =>
  event.target instanceof Element && event.target.closest("[data-consent-settings]") !== null;

let started = false;

/** Loads gtag.js (basic consent mode: only now) and reports the current page. */
export function startAnalytics(): void {
  const id = siteConfig.gaMeasurementId;
  if (!id || started || typeof window === "undefined") return;
  started = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "granted",
  });
  window.gtag("js", new Date());
  window.gtag("config", id, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${siteConfig.gaScriptUrl}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  sendPageView();
}

/** After a change of mind: no further events are sent. */
export function stopAnalytics(): void {
  if (!started) return;
  window.gtag?.("consent", "update", { analytics_storage: "denied" });
  delete window.gtag;
  started = false;
}
