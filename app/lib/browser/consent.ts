/**
 * The visitor's analytics choice (Iceland is in the EEA): nothing loads from the analytics
 * host until they accept; the choice is remembered and can be changed from the footer.
 */
import { siteConfig } from "~/config/site";

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

/**
 * Marks a control that reopens the choice. The host listens on the document, so the control
 * works even in pre-rendered HTML whose own code has not loaded yet (the footer's).
 */
export const consentSettingsTrigger = { "data-consent-settings": "" } as const;
export const isConsentSettingsClick = (event: Event) =>
  event.target instanceof Element && event.target.closest("[data-consent-settings]") !== null;
