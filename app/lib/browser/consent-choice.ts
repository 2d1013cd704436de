/**
 * What follows from the visitor's analytics choice: storing it, and loading or stopping gtag.js.
 * Apart from consent.ts because only a site with analytics configured ever runs it: the consent
 * banner (loaded on demand) and the host, when a stored choice is "accepted", import it then.
 */
import { siteConfig } from "~/config/site";
import { sendPageView } from "../clients/analytics";
import { CONSENT_KEY, type ConsentChoice } from "./consent";

export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    /* storage blocked: the banner asks again next visit */
  }
  if (choice === "accepted") startAnalytics();
  else stopAnalytics();
}

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
