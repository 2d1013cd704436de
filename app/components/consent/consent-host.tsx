import { lazy, Suspense, useEffect, useState } from "react";
import { analyticsConfigured, isConsentSettingsClick, readConsent } from "~/lib/browser/consent";

const ConsentBanner = lazy(() => import("./consent-banner"));

/** Asks for the analytics choice when analytics is configured and no choice is stored. */
export function ConsentHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!analyticsConfigured()) return;
    const choice = readConsent();
    // Loading gtag.js is code only a site with analytics needs: it comes with the stored choice.
    if (choice === "accepted") void import("~/lib/browser/consent-choice").then(({ startAnalytics }) => startAnalytics());
    if (!choice) setOpen(true);
    const reopen = (event: MouseEvent) => isConsentSettingsClick(event) && setOpen(true);
    document.addEventListener("click", reopen);
    return () => document.removeEventListener("click", reopen);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onClose={() => setOpen(false)} />
    </Suspense>
  );
}
